import {
  budgetExhaustedValuesSchema,
  type BudgetExhaustedValues,
  type BudgetNotice,
} from '@brief/contract/budgets';
import { formatMoney } from '@/i18n/format';
import { budgetTexts } from '@/lib/i18n/en';

/**
 * A monthly budget in the interface's language, from the fields the server gives (never its English
 * message): which budget, what it has spent of what, and who can raise it.
 */

type BudgetFacts = Pick<
  BudgetExhaustedValues,
  'scope' | 'name' | 'monthly' | 'spent' | 'currency' | 'raisedBy' | 'team'
>;

function raiserText(facts: BudgetFacts): string {
  const texts = budgetTexts.get();
  return facts.raisedBy === 'admins_and_leads' && facts.team !== ''
    ? texts.raisedByLeads({ team: facts.team })
    : texts.raisedByAdmins;
}

function amounts(facts: BudgetFacts) {
  return {
    name: facts.name,
    spent: formatMoney(facts.spent, facts.currency),
    monthly: formatMoney(facts.monthly, facts.currency),
  };
}

/** A spent budget and who can raise it: what the composer says about a run refused for it. */
export function spentBudgetText(facts: BudgetFacts): string {
  const texts = budgetTexts.get();
  const words =
    facts.scope === 'customer'
      ? texts.customerSpent(amounts(facts))
      : facts.scope === 'team'
        ? texts.teamSpent(amounts(facts))
        : texts.userSpent(amounts(facts));
  return `${words} ${raiserText(facts)}`;
}

/**
 * The words of a 402 `budget_exhausted` refusal from its values, or null when they are not all there (an
 * older server): the code's own words then say it.
 */
export function budgetExhaustedText(values: Record<string, string | number>): string | null {
  const facts = budgetExhaustedValuesSchema.safeParse(values);
  return facts.success ? spentBudgetText(facts.data) : null;
}

/** The chat's notice about a budget at 80% or more; once spent, that new replies wait for a raise. */
export function budgetNoticeText(notice: BudgetNotice): string {
  const texts = budgetTexts.get();
  if (notice.exhausted) return `${spentBudgetText(notice)} ${texts.refusedUntilRaised}`;
  const monthly = Number(notice.monthly);
  // Floored, so 79.6% spent never reads as the 80% the notice starts at, nor 99.9% as 100%.
  const percent = monthly > 0 ? Math.floor((Number(notice.spent) / monthly) * 100) : 100;
  const values = { ...amounts(notice), percent };
  const words =
    notice.scope === 'customer'
      ? texts.customerNear(values)
      : notice.scope === 'team'
        ? texts.teamNear(values)
        : texts.userNear(values);
  return `${words} ${raiserText(notice)}`;
}
