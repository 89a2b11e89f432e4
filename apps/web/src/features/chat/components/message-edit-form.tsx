import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { chatTexts } from '@/features/chat/i18n/en';
import type { ClientMessage } from '@/features/chat/utils/chat-message';

/** A user message being edited in its place: its text in a box, Cancel (or Escape) and Save & Resubmit. */
export function MessageEditForm({
  message,
  onCancel,
  onSubmit,
}: {
  message: ClientMessage;
  onCancel: () => void;
  onSubmit: (text: string) => void;
}) {
  const tr = useStore(chatTexts);
  const [text, setText] = useState(message.content);
  const empty = text.trim() === '';
  return (
    <form
      className="w-full max-w-2xl space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty) onSubmit(text.trim());
      }}
    >
      <Textarea
        aria-label={tr.editYourMessage}
        value={text}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        className="max-h-60 min-h-20 bg-background"
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          {tr.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={empty}>
          {tr.saveResubmit}
        </Button>
      </div>
    </form>
  );
}
