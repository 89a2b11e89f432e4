import { useStore } from '@nanostores/react';
import { AlertCircle, ChevronDown, Clock, Loader2, Plug } from 'lucide-react';
import { useId, useState } from 'react';
import { chatConnectors } from '@/features/chat/i18n/en';
import type { ClientToolCall } from '@/features/chat/utils/chat-message';
import { toolCallDuration, toolCallText } from '@/features/chat/utils/tool-call-text';
import { cn } from '@/lib/utils';

const ICONS = { running: Loader2, done: Plug, failed: AlertCircle, timeout: Clock } as const;

/** One part of an opened call: its heading, then the text in a small monospace box that scrolls. */
function CallPart({ heading, text, empty }: { heading: string; text: string; empty: string }) {
  return (
    <div className="min-w-0 space-y-1">
      <p className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">{heading}</p>
      {text === '' ? (
        <p className="text-xs text-muted-foreground italic">{empty}</p>
      ) : (
        <pre
          // Scrollable, so it takes the keyboard's focus too.
          tabIndex={0}
          className="max-h-48 overflow-auto rounded-md border bg-muted/40 px-2.5 py-2 font-mono text-[11px] leading-relaxed break-all whitespace-pre-wrap text-foreground/90 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {text}
        </pre>
      )}
    </div>
  );
}

const PILL =
  'inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-full border bg-muted/50 px-2.5 py-1 text-left text-xs text-muted-foreground';

/**
 * A connector's tool at work in a reply, as one compact step ("GA4 · run_report") with how it went:
 * running, done (in how long), failed or timed out. It opens to the call's arguments and result; a
 * stored call that comes without them (a shared chat's reader sees which tools were called, no more)
 * is the step alone, with nothing to open.
 */
export function ToolCallStep({ call }: { call: ClientToolCall }) {
  const t = useStore(chatConnectors);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const names = { connector: call.connector, tool: call.tool };
  const running = call.status === 'running';
  const failed = call.status === 'failed' || call.status === 'timeout';
  const Icon = ICONS[call.status];
  const state =
    call.status === 'done'
      ? call.durationMs === undefined
        ? null
        : t.done({ duration: toolCallDuration(call.durationMs) })
      : t[call.status];
  const opens = call.stored !== true || call.arguments !== undefined || call.result !== undefined;

  const step = (
    <>
      <Icon
        aria-hidden="true"
        className={cn(
          'size-3.5 shrink-0',
          running && 'animate-spin',
          call.status === 'done' && 'text-primary',
          failed && 'text-destructive',
        )}
      />
      <span className="min-w-0 truncate font-medium text-foreground/80">{t.step(names)}</span>
      {/* The space keeps the name and the state apart for screen readers (the gap does on screen). */}
      {state && ' '}
      {state && <span className="shrink-0">{`· ${state}`}</span>}
    </>
  );
  if (!opens) {
    return (
      <li data-testid="tool-call" data-status={call.status} className="w-full min-w-0">
        <span className={cn(PILL, failed && 'border-destructive/30')}>{step}</span>
      </li>
    );
  }

  return (
    <li data-testid="tool-call" data-status={call.status} className="w-full min-w-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        title={open ? t.hideDetails(names) : t.showDetails(names)}
        onClick={() => setOpen((shown) => !shown)}
        className={cn(
          PILL,
          'transition-colors outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50',
          failed && 'border-destructive/30',
        )}
      >
        {step}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-3.5 shrink-0 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id={detailsId}
        hidden={!open}
        data-testid="tool-call-details"
        className="mt-1.5 grid gap-2 rounded-lg border border-dashed bg-background/60 p-2.5"
      >
        {call.arguments === undefined && call.result === undefined ? (
          <p className="text-xs text-muted-foreground">{t.liveDetails}</p>
        ) : (
          <>
            <CallPart heading={t.arguments} text={toolCallText(call.arguments)} empty={t.noArguments} />
            <CallPart heading={t.result} text={toolCallText(call.result)} empty={t.noResult} />
          </>
        )}
      </div>
    </li>
  );
}
