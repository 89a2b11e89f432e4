import { useStore } from '@nanostores/react';
import { Wallet } from 'lucide-react';
import { useChatBudget } from '@/features/chat/api/get-chat-budget';
import { language } from '@/i18n/core';
import { budgetNoticeText } from '@/lib/budget-text';
import { budgetTexts } from '@/lib/i18n/en';
import { cn } from '@/lib/utils';

/**
 * Above the composer, for everyone whose runs in this chat count against a budget at 80% or more this
 * month (the chat's customer's, its team's, their own): how much is spent and who can raise it; once
 * spent, that new replies wait for a raise. Nothing at all most of the time.
 */
export function BudgetNotice({
  userId,
  chatId,
  messages,
}: {
  userId: string;
  chatId: string;
  messages: number;
}) {
  // Worded in the language shown: a switch re-renders the notice.
  useStore(language);
  useStore(budgetTexts);
  const budget = useChatBudget(userId, chatId, messages);
  const notices = budget.data?.notices ?? [];
  if (notices.length === 0) return null;
  return (
    <div className="px-3 pt-2 sm:px-6" data-testid="budget-notice">
      <ul className="mx-auto grid max-w-4xl gap-1.5">
        {notices.map((notice) => (
          <li
            key={`${notice.scope}-${notice.id ?? 'default'}`}
            role="status"
            className={cn(
              'flex items-start gap-2 rounded-lg border px-3 py-2 text-xs',
              notice.exhausted
                ? 'border-destructive/40 bg-destructive/10 text-destructive'
                : 'border-amber-500/40 bg-amber-500/10 text-amber-900 dark:text-amber-200',
            )}
          >
            <Wallet aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span>{budgetNoticeText(notice)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
