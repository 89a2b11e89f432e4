import type { MessageAttachment } from '@brief/contract/files';
import { Download, ImageOff, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { AttachmentNotice } from '@/features/chat/components/attachment-notice';
import { FileTypeIcon } from '@/features/chat/components/file-type-icon';
import { formatFileSize } from '@/features/chat/utils/file-size';
import { isShowableImageType, useDownloadFile, useFileObjectUrl } from '@/hooks/use-file-object-url';
import { toast } from '@/hooks/use-toast';
import { logger } from '@/lib/logger';
import { cn } from '@/lib/utils';
import { useStore } from '@nanostores/react';
import { chatTexts } from '@/features/chat/i18n/en';
import { chatMore } from '@/features/chat/i18n/en';

/** An attached image as a thumbnail that opens the full image in a new tab. */
function ImageThumbnail({ attachment }: { attachment: MessageAttachment }) {
  const tm = useStore(chatMore);
  const { objectUrl, failed } = useFileObjectUrl(attachment.url);
  if (failed) {
    return (
      <span className="flex h-28 w-40 flex-col items-center justify-center gap-1 rounded-xl border bg-muted/60 px-2 text-center text-xs text-muted-foreground">
        <ImageOff aria-hidden="true" className="size-5" />
        <span className="w-full truncate">{attachment.name}</span>
      </span>
    );
  }
  if (!objectUrl)
    return <Skeleton className="h-28 w-40 rounded-xl" aria-label={tm.loading({ name: attachment.name })} />;
  return (
    <a
      href={objectUrl}
      target="_blank"
      rel="noopener noreferrer"
      title={tm.open({ name: attachment.name })}
      className="block overflow-hidden rounded-xl border bg-muted/40 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <img src={objectUrl} alt={attachment.name} className="h-28 max-w-56 min-w-20 object-cover" />
    </a>
  );
}

/** Any other attached file: icon, name and size, and a download. */
function FileChip({ attachment }: { attachment: MessageAttachment }) {
  const tm = useStore(chatMore);
  const tr = useStore(chatTexts);
  const download = useDownloadFile();
  const [busy, setBusy] = useState(false);
  const save = () => {
    setBusy(true);
    download(attachment.url, attachment.name)
      .catch((error: unknown) => {
        logger.warn('Downloading the file failed', error);
        toast({
          variant: 'destructive',
          title: chatTexts.get().downloadFailed,
          description: `'${attachment.name}' could not be downloaded. Please try again.`,
        });
      })
      .finally(() => setBusy(false));
  };
  return (
    <span
      className="flex w-60 max-w-full items-center gap-2.5 rounded-xl border bg-card py-2 pr-1.5 pl-2 text-card-foreground"
      data-testid="message-attachment"
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-muted text-muted-foreground">
        <FileTypeIcon type={attachment.type} name={attachment.name} aria-hidden="true" className="size-4.5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-xs font-medium" title={attachment.name}>
          {attachment.name}
        </span>
        <span className="block text-[11px] text-muted-foreground tabular-nums">
          {formatFileSize(attachment.size)}
        </span>
        <AttachmentNotice notice={attachment.notice} />
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-7 text-muted-foreground hover:text-foreground"
        aria-label={tm.download({ name: attachment.name })}
        title={tr.download}
        disabled={busy}
        onClick={save}
      >
        {busy ? <Loader2 className="size-3.5 animate-spin" /> : <Download className="size-3.5" />}
      </Button>
    </span>
  );
}

/** A message's files: images as thumbnails, other files as chips with a download. */
export function MessageAttachments({
  attachments,
  align = 'start',
}: {
  attachments: readonly MessageAttachment[] | undefined;
  align?: 'start' | 'end';
}) {
  const tr = useStore(chatTexts);
  if (!attachments || attachments.length === 0) return null;
  return (
    <ul
      aria-label={tr.attachments}
      className={cn('flex max-w-full flex-wrap gap-2', align === 'end' && 'justify-end')}
    >
      {attachments.map((attachment) => (
        <li key={attachment.id} className="max-w-full">
          {attachment.kind === 'image' && isShowableImageType(attachment.type) ? (
            <ImageThumbnail attachment={attachment} />
          ) : (
            <FileChip attachment={attachment} />
          )}
        </li>
      ))}
    </ul>
  );
}
