import { useStore } from '@nanostores/react';
import { FileWarning } from 'lucide-react';
import { fileNoticeIn } from '@/features/chat/utils/file-notice';
import { language } from '@/i18n/core';

/** Why an attached file's text was not read (the server's notice), under the file's name and size. */
export function AttachmentNotice({ notice }: { notice: string | undefined }) {
  const shown = useStore(language);
  if (!notice) return null;
  return (
    <span
      className="mt-0.5 flex items-start gap-1 text-[11px] leading-snug text-muted-foreground"
      data-testid="attachment-notice"
    >
      <FileWarning aria-hidden="true" className="mt-px size-3 shrink-0" />
      {fileNoticeIn(shown, notice)}
    </span>
  );
}
