import { Paperclip } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useStore } from '@nanostores/react';
import { chatTexts } from '@/features/chat/i18n/en';

/** Attach: picks one or more files of any type. */
export function AttachButton({ onFiles }: { onFiles: (files: File[]) => void }) {
  const tr = useStore(chatTexts);
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-muted-foreground hover:text-foreground"
        onClick={() => input.current?.click()}
      >
        <Paperclip aria-hidden="true" />
        <span className="sr-only @lg:not-sr-only">{tr.attach}</span>
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        aria-label={tr.filesToAttach}
        data-testid="attach-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // The same file can be picked again (after removing it, say).
          event.target.value = '';
          onFiles(files);
        }}
      />
    </>
  );
}
