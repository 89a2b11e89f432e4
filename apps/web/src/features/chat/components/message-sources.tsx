import type { MessageSource } from '@brief/contract/knowledge';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { chatSources } from '@/features/chat/i18n/en';
import { sourceLocation } from '@/features/chat/utils/source-location';

/** The sources under a reply, "1 · Brand guide.pdf — page 3", each opening its passage. */
export function MessageSources({
  sources,
  onOpen,
}: {
  sources: readonly MessageSource[];
  onOpen: (n: number) => void;
}) {
  const t = useStore(chatSources);
  const headingId = useId();
  return (
    <div className="mt-3 border-t pt-2.5">
      <p id={headingId} className="mb-1 text-xs font-medium text-muted-foreground">
        {t.sources}
      </p>
      <ul aria-labelledby={headingId} data-testid="message-sources" className="-mx-1.5 space-y-px">
        {sources.map((source) => (
          <li key={source.n}>
            <button
              type="button"
              data-testid="message-source"
              data-source-n={source.n}
              onClick={() => onOpen(source.n)}
              className="flex w-full items-baseline gap-1.5 rounded-md px-1.5 py-1 text-left text-xs transition-colors outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="shrink-0 font-semibold text-primary tabular-nums">{`${source.n} ·`}</span>{' '}
              <span className="min-w-0 break-words">
                <span className="font-medium text-foreground">{source.documentName}</span>
                <span className="text-muted-foreground">{` — ${sourceLocation(source.locator)}`}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
