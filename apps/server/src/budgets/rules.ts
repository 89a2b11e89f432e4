import { BUDGET_NOTICE_SHARE, type BudgetScope } from '@brief/contract/budgets';

/** What a run is counted against: its chat's customer and team (either may be none) and its person. */
export type RunSubjects = { customerId: string | null; teamId: string | null; userId: string };

/** A budget as stored: its subject is null for the default per person. */
export type StoredBudget = { scope: BudgetScope; subjectId: string | null; monthlyMicro: number };

/** The first instant of `now`'s UTC month, as stored times are written (ISO-8601 UTC text). */
export function monthStart(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
}

/**
 * The budgets a run counts against (with `countedId`, whose spending counts: the person's, for the
 * default per person), of those stored for its subjects: the customer's, the team's, and
 * the person's own budget, or else the default per person. Customers' first, then teams', then people's.
 */
export function budgetsForRun<B extends StoredBudget>(
  subjects: RunSubjects,
  stored: readonly B[],
): (B & { countedId: string })[] {
  const find = (scope: BudgetScope, subjectId: string | null) =>
    stored.find((budget) => budget.scope === scope && budget.subjectId === subjectId);
  const customer = subjects.customerId === null ? undefined : find('customer', subjects.customerId);
  const team = subjects.teamId === null ? undefined : find('team', subjects.teamId);
  const person = find('user', subjects.userId) ?? find('user', null);
  const applied: (B & { countedId: string })[] = [];
  if (customer !== undefined) applied.push({ ...customer, countedId: subjects.customerId ?? '' });
  if (team !== undefined) applied.push({ ...team, countedId: subjects.teamId ?? '' });
  if (person !== undefined) applied.push({ ...person, countedId: subjects.userId });
  return applied;
}

/**
 * How far a month's spending (nano-units, 1e-9) has gone into a budget (micro-units, 1e-6): `exhausted`
 * at its amount or more (a budget of 0 allows nothing), `notice` from 80% of it. Whole units, so the
 * comparison is exact.
 */
export function budgetState(
  monthlyMicro: number,
  spentNano: bigint,
): { notice: boolean; exhausted: boolean } {
  const monthlyNano = BigInt(monthlyMicro) * 1000n;
  const noticeFrom = (monthlyNano * BigInt(Math.round(BUDGET_NOTICE_SHARE * 100))) / 100n;
  return { notice: spentNano >= noticeFrom, exhausted: spentNano >= monthlyNano };
}
