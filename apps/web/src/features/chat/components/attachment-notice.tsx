import { FileWarning } from 'lucide-react';

/** Why an attached file's text was not read (the server's notice), under the file's name and size. */
export function AttachmentNotice({ notice }: { notice: string | undefined }) {
  if (!notice) return null;
  return (
    <span
      className="mt-0.5 flex items-start gap-1 text-[11px] leading-snug text-muted-foreground"
      data-testid="attachment-notice"
    >
      <FileWarning aria-hidden="true" className="mt-px size-3 shrink-0" />
      {notice}
    </span>
  );
}
