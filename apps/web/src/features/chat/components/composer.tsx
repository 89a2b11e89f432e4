import { automaticPromptOf } from '@brief/contract/automatic-prompts';
import type { AutomaticPrompt } from '@brief/contract/chats';
import { AlertCircle, ArrowUp, Globe, Square } from 'lucide-react';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { AttachButton } from '@/features/chat/components/attach-button';
import { ComposerAttachments } from '@/features/chat/components/composer-attachments';
import { SearchDialog } from '@/features/chat/components/search-dialog';
import type { ComposerAttachment } from '@/features/chat/hooks/use-chat-attachments';
import {
  COMPOSER_MAX_HEIGHT,
  COMPOSER_MIN_HEIGHT,
  composerHeight,
  composerKeyAction,
} from '@/features/chat/utils/composer-keys';
import { attachmentPrompt, searchPrompt } from '@/features/chat/utils/prompts';
import { useStore } from '@nanostores/react';
import { chatTexts } from '@/features/chat/i18n/en';
import { chatMore } from '@/features/chat/i18n/en';

const NO_ATTACHMENTS: readonly ComposerAttachment[] = [];

/**
 * The composer: a textarea growing from 44 px to 240 px, Attach, Search, Specialists and Send.
 * Enter sends, Shift+Enter starts a new line. `onSend` answers false when the send failed, and the
 * text comes back into an empty composer so nothing typed is lost.
 *
 * Attaching never sends: files wait as chips for Send, which goes once every upload is done. With
 * text typed, the text goes with the files (and the files are read for it); with files alone, the
 * product's automatic prompt for them goes.
 */
export function Composer({
  placeholder,
  loading,
  running,
  stopping,
  refusal = null,
  specialists,
  note,
  webSearch,
  attachments = NO_ATTACHMENTS,
  onAttach,
  onRemoveAttachment,
  onRetryAttachment,
  onSend,
  onStop,
  initialText = '',
  onTextChange,
}: {
  placeholder: string;
  /** A reply is on its way: Send is disabled. */
  loading: boolean;
  /** A reply is being written in this chat: Stop is offered. */
  running: boolean;
  stopping: boolean;
  /**
   * Why the last send was refused for a limit (a reply already being written in this chat, too many
   * replies a minute): said above the text, which came back to be sent again.
   */
  refusal?: string | null;
  specialists: ReactNode;
  note?: ReactNode;
  /** The server has a web search provider (GET /api/config). */
  webSearch: boolean;
  attachments?: readonly ComposerAttachment[];
  onAttach: (files: File[]) => void;
  onRemoveAttachment: (key: string) => void;
  onRetryAttachment: (key: string) => void;
  /** Sends the text, with the uploaded attachments when there are any; `automatic` marks a product prompt. */
  onSend: (text: string, automatic?: AutomaticPrompt) => Promise<boolean>;
  onStop: () => void;
  /** The draft's text to start with; the caret goes to its end. */
  initialText?: string;
  /** Every change of the text, to keep it as a draft. */
  onTextChange?: (text: string) => void;
}) {
  const tm = useStore(chatMore);
  const tr = useStore(chatTexts);
  const [text, setText] = useState(initialText);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const uploaded = attachments.flatMap((attachment) => (attachment.stored ? [attachment.stored] : []));
  const uploading = attachments.some((attachment) => attachment.status === 'uploading');
  const canSend = !loading && !uploading && (text.trim() !== '' || uploaded.length > 0);

  // A draft comes back with the caret at its end, where the user left off.
  const [draftLength] = useState(initialText.length);
  useLayoutEffect(() => {
    if (draftLength > 0) textarea.current?.setSelectionRange(draftLength, draftLength);
  }, [draftLength]);

  const keepDraft = useEffectEvent((next: string) => onTextChange?.(next));
  useEffect(() => {
    keepDraft(text);
  }, [text]);

  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    const height = composerHeight(element.scrollHeight);
    element.style.height = `${height}px`;
    element.style.overflowY = element.scrollHeight > COMPOSER_MAX_HEIGHT ? 'auto' : 'hidden';
  }, [text]);

  const send = (message: string, automatic?: AutomaticPrompt) =>
    onSend(message, automatic).then((sent) => {
      if (!sent) setText((current) => (current === '' ? message : current));
    });

  const submit = () => {
    if (!canSend) return;
    const typed = text.trim();
    setText('');
    // A prompt that came back after a failed send is still automatic when it goes again.
    if (typed === '') void send(attachmentPrompt(uploaded), 'attachment');
    else void send(typed, automaticPromptOf(typed));
  };

  return (
    <div data-toast-floor className="border-t bg-background/95 px-3 pt-3 pb-2 backdrop-blur sm:px-6">
      {/* A container: its buttons show their words only when the composer itself is wide enough for
          them in either language (a side panel can make it narrow on a wide screen). */}
      <form
        className="@container mx-auto max-w-4xl rounded-2xl border bg-card shadow-sm transition-shadow focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/30"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <ComposerAttachments
          attachments={attachments}
          onRemove={onRemoveAttachment}
          onRetry={onRetryAttachment}
        />
        {refusal && (
          <p
            role="alert"
            data-testid="composer-refusal"
            className="flex items-start gap-1.5 px-4 pt-3 text-xs text-destructive"
          >
            <AlertCircle aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            {refusal}
          </p>
        )}
        <label htmlFor="chat-composer" className="sr-only">
          {tr.message}
        </label>
        <textarea
          id="chat-composer"
          ref={textarea}
          value={text}
          rows={1}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onPaste={(event) => {
            // Pasted images (any pasted file) are attached; pasted text stays text.
            const files = Array.from(event.clipboardData.files);
            if (files.length === 0) return;
            event.preventDefault();
            onAttach(files);
          }}
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
          <AttachButton onFiles={onAttach} />
          <SearchDialog
            available={webSearch}
            onSearch={(query) => void send(searchPrompt(query), 'search')}
            trigger={
              <Button
                variant="ghost"
                size="sm"
                className="text-muted-foreground hover:text-foreground"
                disabled={loading}
                title={webSearch ? undefined : tm.webSearchIsNotSet}
              >
                <Globe aria-hidden="true" />
                <span className="sr-only @lg:not-sr-only">{tr.search}</span>
              </Button>
            }
          />
          {specialists}
          <div className="ml-auto flex items-center gap-2">
            {running && (
              <Button variant="outline" size="sm" onClick={onStop} disabled={stopping}>
                <Square aria-hidden="true" className="size-3 fill-current" />
                {stopping ? tm.stopping : tm.stop}
              </Button>
            )}
            <Button
              type="submit"
              size="icon"
              className="rounded-full"
              disabled={!canSend}
              aria-label={tr.send}
            >
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
