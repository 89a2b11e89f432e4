import { CornerDownRight, Lightbulb } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useStore } from '@nanostores/react';
import { chatTexts } from '@/features/chat/i18n/en';

/** The related list shows 3 placeholders while it loads. */
const PLACEHOLDERS = 3;

/**
 * Under the last reply: chips from the reply's Suggestions block and the 'Suggestions:'
 * list from /related. Picking either sends it as the next message.
 */
export function ReplyFollowUps({
  suggestions,
  related,
  relatedLoading,
  disabled,
  onPick,
}: {
  suggestions: readonly string[];
  related: readonly string[];
  relatedLoading: boolean;
  disabled: boolean;
  onPick: (text: string) => void;
}) {
  const tr = useStore(chatTexts);
  if (suggestions.length === 0 && related.length === 0 && !relatedLoading) return null;
  return (
    <div className="space-y-3 py-2 pr-4 pl-15 sm:pr-6 sm:pl-17" data-testid="reply-follow-ups">
      {suggestions.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={tr.suggestedQuestions}>
          {suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onPick(suggestion)}
                className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-primary/25 bg-secondary px-3 py-1.5 text-left text-xs font-medium text-secondary-foreground transition-colors outline-none hover:border-primary/50 hover:bg-secondary/70 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50"
              >
                <Lightbulb aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="line-clamp-2">{suggestion}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {(relatedLoading || related.length > 0) && (
        <section aria-labelledby="related-heading" className="space-y-1.5">
          <h3 id="related-heading" className="text-xs font-semibold text-muted-foreground">
            {tr.suggestions}
          </h3>
          {relatedLoading ? (
            <div className="space-y-1.5" aria-label={tr.loadingSuggestions} role="status">
              {Array.from({ length: PLACEHOLDERS }, (_, index) => (
                <Skeleton key={index} className="h-7 w-full max-w-md" data-testid="related-placeholder" />
              ))}
            </div>
          ) : (
            <ul className="space-y-0.5" aria-label={tr.relatedQuestions}>
              {related.map((action) => (
                <li key={action}>
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => onPick(action)}
                    className="flex w-full max-w-xl items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm text-foreground/90 transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50"
                  >
                    <CornerDownRight aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-primary" />
                    {action}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
