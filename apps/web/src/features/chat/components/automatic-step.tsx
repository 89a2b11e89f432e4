import type { AutomaticPrompt } from '@brief/contract/chats';
import { AlertCircle, Database, FileText, Globe, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { MessageAttachments } from '@/features/chat/components/message-attachments';
import { automaticStepLabel } from '@/lib/automatic-step-label';
import { messageTime, type ClientMessage } from '@/features/chat/utils/chat-message';
import { cn } from '@/lib/utils';
import { useStore } from '@nanostores/react';
import { chatTexts } from '@/features/chat/i18n/en';
import { chatMore } from '@/features/chat/i18n/en';

const ICONS = { 'customer-data': Database, attachment: FileText, search: Globe } as const;

/**
 * A user message the product sent on the user's behalf (its automatic Spanish prompts): one muted
 * line saying what it does, not a bubble the user seems to have typed; its exact text is one click away.
 */
export function AutomaticStep({ message, kind }: { message: ClientMessage; kind: AutomaticPrompt }) {
  const tm = useStore(chatMore);
  const tr = useStore(chatTexts);
  const [open, setOpen] = useState(false);
  const promptId = useId();
  const pending = message.status === 'pending';
  const failed = message.status === 'failed';
  const label = automaticStepLabel(
    kind,
    message.content,
    (message.attachments ?? []).map((file) => file.name),
    !pending && !failed,
  );
  const Icon = pending ? Loader2 : ICONS[kind];
  const time = messageTime(message.timestamp);

  return (
    <div
      className="flex flex-col items-end gap-1.5 px-4 py-1.5 sm:px-6"
      data-testid="automatic-step"
      data-automatic={kind}
      data-status={message.status ?? 'done'}
    >
      <MessageAttachments attachments={message.attachments} align="end" />
      <div className="flex max-w-full flex-wrap items-center justify-end gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span
          className={cn(
            'inline-flex min-w-0 items-center gap-1.5 rounded-full border bg-muted/50 px-2.5 py-1',
            failed && 'border-destructive/30',
          )}
          role={pending ? 'status' : undefined}
        >
          <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', pending && 'animate-spin')} />
          <span className="min-w-0 break-words text-foreground/80">{label}</span>
        </span>
        {failed && (
          <span className="inline-flex items-center gap-1 text-destructive">
            <AlertCircle aria-hidden="true" className="size-3" /> {tr.notSent}
          </span>
        )}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={promptId}
          onClick={() => setOpen((shown) => !shown)}
          className="rounded-sm px-1 underline-offset-2 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {open ? tm.hidePrompt : tm.showPrompt}
        </button>
        {time && !pending && <time dateTime={message.timestamp}>{time}</time>}
      </div>
      <p
        id={promptId}
        hidden={!open}
        className="max-w-[85%] rounded-lg border border-dashed bg-muted/30 px-3 py-2 text-xs whitespace-pre-wrap text-muted-foreground sm:max-w-[75%]"
      >
        {message.content}
      </p>
    </div>
  );
}
