import { isConnectorSource, isDocumentSource, type MessageSource } from '@brief/contract/knowledge';
import { useStore } from '@nanostores/react';
import { BookMarked, Plug } from 'lucide-react';
import { useId } from 'react';
import { chatRules, chatSources } from '@/features/chat/i18n/en';
import { memoryApproval, sourceLocation, sourceName } from '@/features/chat/utils/source-location';
import { useFormat } from '@/i18n/format';

/**
 * The sources under a reply, each opening its passage: "1 · Brand guide.pdf — page 3" for a document,
 * "2 · Team memory — Approved by Ana on Nov 27, 2026" for a fact of the customer's memory, "3 · GA4 ·
 * run_report" for what a connector answered.
 */
export function MessageSources({
  sources,
  onOpen,
}: {
  sources: readonly MessageSource[];
  onOpen: (n: number) => void;
}) {
  const t = useStore(chatSources);
  const tr = useStore(chatRules);
  const format = useFormat();
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
              data-source-kind={source.kind ?? 'document'}
              onClick={() => onOpen(source.n)}
              className="flex w-full items-baseline gap-1.5 rounded-md px-1.5 py-1 text-left text-xs transition-colors outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="shrink-0 font-semibold text-primary tabular-nums">{`${source.n} ·`}</span>{' '}
              {isDocumentSource(source) ? (
                <span className="min-w-0 break-words">
                  <span className="font-medium text-foreground">{source.documentName}</span>
                  <span className="text-muted-foreground">{` — ${sourceLocation(source.locator)}`}</span>
                </span>
              ) : isConnectorSource(source) ? (
                <span className="min-w-0 break-words">
                  <Plug aria-hidden="true" className="mr-1 inline size-3 align-[-1px] text-primary" />
                  <span className="font-medium text-foreground">{sourceName(source)}</span>
                </span>
              ) : (
                <span className="min-w-0 break-words">
                  <BookMarked aria-hidden="true" className="mr-1 inline size-3 align-[-1px] text-primary" />
                  <span className="font-medium text-foreground">{tr.teamMemory}</span>
                  <span className="text-muted-foreground">{` — ${memoryApproval(source, (date) => format.date(date, 'date'))}`}</span>
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
