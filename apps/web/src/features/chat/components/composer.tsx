import { ArrowUp, Globe, Paperclip, Square } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { AttachDialog } from '@/features/chat/components/attach-dialog';
import { SearchDialog } from '@/features/chat/components/search-dialog';
import {
  COMPOSER_MAX_HEIGHT,
  COMPOSER_MIN_HEIGHT,
  composerHeight,
  composerKeyAction,
} from '@/features/chat/utils/composer-keys';
import { searchPrompt } from '@/features/chat/utils/prompts';

/**
 * Spec §2 Composer: a textarea growing from 44 px to 240 px, Attach, Search, Specialists and Send.
 * Enter sends, Shift+Enter starts a new line. `onSend` answers false when the send failed, and the
 * text comes back into an empty composer so nothing typed is lost.
 */
export function Composer({
  placeholder,
  loading,
  running,
  stopping,
  specialists,
  note,
  onSend,
  onStop,
}: {
  placeholder: string;
  /** A reply is on its way: Send is disabled. */
  loading: boolean;
  /** A reply is being written in this chat: Stop is offered. */
  running: boolean;
  stopping: boolean;
  specialists: ReactNode;
  note?: ReactNode;
  onSend: (text: string) => Promise<boolean>;
  onStop: () => void;
}) {
  const [text, setText] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const canSend = text.trim() !== '' && !loading;

  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    const height = composerHeight(element.scrollHeight);
    element.style.height = `${height}px`;
    element.style.overflowY = element.scrollHeight > COMPOSER_MAX_HEIGHT ? 'auto' : 'hidden';
  }, [text]);

  const send = async (message: string) => {
    const sent = await onSend(message);
    if (!sent) setText((current) => (current === '' ? message : current));
  };

  const submit = () => {
    if (!canSend) return;
    const message = text.trim();
    setText('');
    void send(message);
  };

  return (
    <div className="border-t bg-background/95 px-3 pt-3 pb-2 backdrop-blur sm:px-6">
      <form
        className="mx-auto max-w-4xl rounded-2xl border bg-card shadow-sm transition-shadow focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/30"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor="chat-composer" className="sr-only">
          Message
        </label>
        <textarea
          id="chat-composer"
          ref={textarea}
          value={text}
          rows={1}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (composerKeyAction({ ...event, isComposing: event.nativeEvent.isComposing }) === 'send') {
              event.preventDefault();
              submit();
            }
          }}
          style={{ minHeight: COMPOSER_MIN_HEIGHT, maxHeight: COMPOSER_MAX_HEIGHT }}
          className="block w-full resize-none bg-transparent px-4 pt-3 pb-1 text-base leading-6 outline-none placeholder:text-muted-foreground md:text-sm"
        />
        <div className="flex items-center gap-1 px-2 pb-2">
          <AttachDialog
            trigger={
              <Button variant="ghost" size="sm" className="text-muted-foreground hover:text-foreground">
                <Paperclip aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Attach</span>
              </Button>
            }
          />
          <SearchDialog
            onSearch={(query) => void send(searchPrompt(query))}
            trigger={
              <Button
                variant="ghost"
                size="sm"
                className="text-muted-foreground hover:text-foreground"
                disabled={loading}
              >
                <Globe aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Search</span>
              </Button>
            }
          />
          {specialists}
          <div className="ml-auto flex items-center gap-2">
            {running && (
              <Button variant="outline" size="sm" onClick={onStop} disabled={stopping}>
                <Square aria-hidden="true" className="size-3 fill-current" />
                {stopping ? 'Stopping…' : 'Stop'}
              </Button>
            )}
            <Button type="submit" size="icon" className="rounded-full" disabled={!canSend} aria-label="Send">
              <ArrowUp />
            </Button>
          </div>
        </div>
      </form>
      {note && (
        <div className="mx-auto mt-1.5 max-w-4xl text-center text-[11px] text-muted-foreground">{note}</div>
      )}
    </div>
  );
}
