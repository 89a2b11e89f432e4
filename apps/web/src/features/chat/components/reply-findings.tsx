import { useStore } from '@nanostores/react';
import { PenLine, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { chatRules } from '@/features/chat/i18n/en';

/**
 * The footer of a reply that breaks brand rules: how many findings it has ("2 brand-rule findings") and,
 * for the chat's last reply, "Rewrite without them", which writes a new version with the findings named
 * to the model.
 */
export function ReplyFindings({ count, onRewrite }: { count: number; onRewrite?: () => void }) {
  const t = useStore(chatRules);
  return (
    <div
      data-testid="reply-findings"
      className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted-foreground"
    >
      <span className="flex items-center gap-1.5">
        <TriangleAlert aria-hidden="true" className="size-3.5 text-amber-600 dark:text-amber-400" />
        {t.findings(count)}
      </span>
      {onRewrite && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-7 gap-1.5 px-2.5 text-xs"
          onClick={onRewrite}
        >
          <PenLine aria-hidden="true" className="size-3.5" />
          {t.rewriteWithoutThem}
        </Button>
      )}
    </div>
  );
}
