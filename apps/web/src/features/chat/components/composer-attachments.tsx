import { AlertCircle, RotateCw, X } from 'lucide-react';
import { useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { AttachmentNotice } from '@/features/chat/components/attachment-notice';
import { FileTypeIcon } from '@/features/chat/components/file-type-icon';
import type { ComposerAttachment } from '@/features/chat/hooks/use-chat-attachments';
import { formatFileSize } from '@/features/chat/utils/file-size';
import { isShowableImageType, useFileObjectUrl } from '@/hooks/use-file-object-url';
import { cn } from '@/lib/utils';
import { useStore } from '@nanostores/react';
import { chatTexts } from '@/features/chat/i18n/en';
import { chatMore } from '@/features/chat/i18n/en';
import { labelIn } from '@/i18n/core';
import { chatLabels } from '@/features/chat/i18n/en';

/** A picture of an image uploaded earlier (a chip put back from a draft), read from the file store. */
function StoredPreview({ url }: { url: string }) {
  const { objectUrl } = useFileObjectUrl(url);
  return objectUrl ? <img src={objectUrl} alt="" className="size-full object-cover" /> : null;
}

/** A picture of a local image file; its object URL lives as long as the <img>. */
function LocalPreview({ file }: { file: File }) {
  const show = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={show} alt="" className="size-full object-cover" />;
}

function statusText(attachment: ComposerAttachment, tm: ReturnType<typeof chatMore.get>): string {
  if (attachment.status === 'uploading') {
    // Sent in full: the server is storing it and reading its text.
    return attachment.progress >= 1
      ? tm.processingFile
      : tm.uploadingPercent({ percent: Math.round(attachment.progress * 100) });
  }
  if (attachment.status === 'failed') return labelIn(chatLabels.get(), 'Upload failed');
  return tm.fileReady;
}

function AttachmentChip({
  attachment,
  onRemove,
  onRetry,
}: {
  attachment: ComposerAttachment;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const tm = useStore(chatMore);
  const tr = useStore(chatTexts);
  const { name, size, type, file, status } = attachment;
  const failed = status === 'failed';
  let preview = <FileTypeIcon type={type} name={name} aria-hidden="true" className="size-4.5" />;
  if (isShowableImageType(type) && file) preview = <LocalPreview file={file} />;
  else if (isShowableImageType(type) && attachment.stored)
    preview = <StoredPreview url={attachment.stored.url} />;
  return (
    <li
      className={cn(
        'relative flex w-full items-center gap-2.5 rounded-xl border bg-background py-2 pr-1.5 pl-2 sm:w-60',
        failed && 'border-destructive/40 bg-destructive/5',
      )}
      data-testid="composer-attachment"
      data-status={status}
    >
      <span className="grid size-9 shrink-0 place-items-center overflow-hidden rounded-lg bg-muted text-muted-foreground">
        {preview}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-xs font-medium" title={name}>
          {name}
        </span>
        <span
          className={cn(
            'flex items-center gap-1 text-[11px] text-muted-foreground tabular-nums',
            failed && 'text-destructive',
          )}
          title={attachment.error ?? undefined}
        >
          {failed && <AlertCircle aria-hidden="true" className="size-3" />}
          {formatFileSize(size)} · {statusText(attachment, tm)}
        </span>
        <AttachmentNotice notice={attachment.stored?.notice} />
        {attachment.refusal && (
          <span role="alert" className="mt-0.5 block text-[11px] leading-snug text-destructive">
            {attachment.refusal}
          </span>
        )}
        {status === 'uploading' && (
          <Progress
            value={Math.round(attachment.progress * 100)}
            aria-label={tm.uploading({ name })}
            className="mt-1 h-1"
          />
        )}
      </span>
      {failed && (
        <Button
          variant="ghost"
          size="icon"
          className="size-7 text-muted-foreground hover:text-foreground"
          aria-label={tm.retry({ name })}
          title={tr.tryTheUploadAgain}
          onClick={onRetry}
        >
          <RotateCw className="size-3.5" />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="size-7 text-muted-foreground hover:text-foreground"
        aria-label={tm.remove({ name })}
        title={status === 'uploading' ? tm.cancelTheUpload : tm.remove2}
        onClick={onRemove}
      >
        <X className="size-3.5" />
      </Button>
    </li>
  );
}

/** The files attached in the composer, each with its progress, a remove button and, if failed, retry. */
export function ComposerAttachments({
  attachments,
  onRemove,
  onRetry,
}: {
  attachments: readonly ComposerAttachment[];
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
}) {
  const tr = useStore(chatTexts);
  if (attachments.length === 0) return null;
  return (
    <ul aria-label={tr.attachedFiles} className="flex max-h-44 flex-wrap gap-2 overflow-y-auto px-3 pt-3">
      {attachments.map((attachment) => (
        <AttachmentChip
          key={attachment.key}
          attachment={attachment}
          onRemove={() => onRemove(attachment.key)}
          onRetry={() => onRetry(attachment.key)}
        />
      ))}
    </ul>
  );
}
