import { useStore } from '@nanostores/react';
import { componentsTexts } from '@/components/i18n/en';
import { cn } from '@/lib/utils';

/** Marks a chat whose reply is being written (by any tab, on any server): a pulsing dot and a word. */
export function ReplyRunningMark({ compact = false, className }: { compact?: boolean; className?: string }) {
  const t = useStore(componentsTexts);
  return (
    <span
      data-testid="reply-running"
      title={t.aReplyIsBeingWritten}
      className={cn('inline-flex shrink-0 items-center gap-1.5 text-xs font-medium text-primary', className)}
    >
      <span aria-hidden="true" className="relative flex size-2">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-primary opacity-60 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2 rounded-full bg-primary" />
      </span>
      {compact ? <span className="sr-only">{t.replyWriting}</span> : t.replyWriting}
    </span>
  );
}
