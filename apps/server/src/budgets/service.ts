import type {
  Budget,
  BudgetExhaustedValues,
  BudgetNotice,
  BudgetPut,
  BudgetScope,
} from '@brief/contract/budgets';
import type { AdminContext, AuditService } from '../admin/audit';
import type { AdminScope } from '../admin/scope';
import type { Clock } from '../clock';
import { AppError, forbidden } from '../errors';
import { countBudgetRefusal } from '../observability/metrics';
import { microToDecimal, nanoToMicro, toMicro } from '../costs/money';
import type { BudgetRepo, ListedBudget } from './repo';
import { budgetsForRun, budgetState, monthStart, type RunSubjects } from './rules';

type Deps = {
  repo: BudgetRepo;
  audit: AuditService;
  clock: Clock;
  log: { warn(obj: object, msg: string): void };
};

/** The name the default per person goes by in lists (a client words it itself). */
const DEFAULT_PER_PERSON = 'Default per person';

const scopeOrder: Record<BudgetScope, number> = { customer: 0, team: 1, user: 2 };

const unprocessable = (message: string, field: string) =>
  new AppError('unprocessable', message, { detail: { reason: 'invalid', field } });

/** A budget a run counts against, with this month's spending and how far it has gone. */
type Weighed = ListedBudget & { countedId: string; spentNano: bigint; notice: boolean; exhausted: boolean };

/** Nano-units as the answers write money (rounded to the micro-unit). */
const nanoToMoney = (nano: bigint): string => microToDecimal(nanoToMicro(nano));

/** Amounts in messages: two decimals, as people read money. */
const readable = (money: string) => Number(money).toFixed(2);

/**
 * Monthly budgets per customer, team and person: set by admins (and by leads for their teams and their
 * teams' customers), checked before each run against what the month has spent so far, and shown to the
 * people a chat's budgets concern from 80% of them.
 */
export function createBudgetService({ repo, audit, clock, log }: Deps) {
  /** The budgets a run of these subjects counts against, weighed against this month's spending. */
  const weigh = async (subjects: RunSubjects): Promise<{ weighed: Weighed[]; currency: string }> => {
    const applied = budgetsForRun(subjects, await repo.forRun(subjects));
    if (applied.length === 0) return { weighed: [], currency: '' };
    const [currency, since] = [await repo.currency(), monthStart(clock.now())];
    const weighed = await Promise.all(
      applied.map(async (budget) => {
        const spent = await repo.spent(budget.scope, [budget.countedId], since, currency);
        const spentNano = spent.get(budget.countedId) ?? 0n;
        return { ...budget, spentNano, ...budgetState(budget.monthlyMicro, spentNano) };
      }),
    );
    return { weighed, currency };
  };

  /** A budget as a run's refusal and a chat's notice name it: a person's budget by their name. */
  const describe = async (budget: Weighed, currency: string): Promise<BudgetExhaustedValues> => {
    const subject = await repo.subject(budget.scope, budget.countedId);
    const leads = budget.scope !== 'user';
    return {
      scope: budget.scope,
      name: subject?.name ?? budget.name ?? '',
      monthly: microToDecimal(BigInt(budget.monthlyMicro)),
      spent: nanoToMoney(budget.spentNano),
      currency,
      raisedBy: leads ? 'admins_and_leads' : 'admins',
      team: leads ? (subject?.teamName ?? '') : '',
    };
  };

  const refusal = (values: BudgetExhaustedValues): AppError => {
    const whose =
      values.scope === 'user'
        ? `The monthly budget of ${values.name}`
        : `The monthly budget of ${values.scope} "${values.name}"`;
    const raise =
      values.raisedBy === 'admins'
        ? 'An admin can raise it.'
        : `An admin or a lead of team "${values.team}" can raise it.`;
    return new AppError(
      'budget_exhausted',
      `${whose} (${readable(values.monthly)} ${values.currency}) is spent: ${readable(values.spent)} ${values.currency} this month. ${raise}`,
      { detail: { values } },
    );
  };

  /** A budget as the console lists it. */
  const listed = (budget: ListedBudget, spentNano: bigint, currency: string): Budget => ({
    scope: budget.scope,
    id: budget.subjectId,
    name: budget.name ?? DEFAULT_PER_PERSON,
    monthly: microToDecimal(BigInt(budget.monthlyMicro)),
    spent: nanoToMoney(spentNano),
    currency,
  });

  /** What each budget has spent this month; the default per person: the most one person it applies to has. */
  const withSpending = async (budgets: readonly ListedBudget[]): Promise<Budget[]> => {
    const [currency, since] = [await repo.currency(), monthStart(clock.now())];
    const idsOf = (scope: BudgetScope) =>
      budgets.flatMap((budget) =>
        budget.scope === scope && budget.subjectId !== null ? [budget.subjectId] : [],
      );
    const [customers, teams, people, mostByOne] = await Promise.all([
      repo.spent('customer', idsOf('customer'), since, currency),
      repo.spent('team', idsOf('team'), since, currency),
      repo.spent('user', idsOf('user'), since, currency),
      budgets.some((budget) => budget.subjectId === null)
        ? repo.mostSpentByOnePerson(since, currency)
        : Promise.resolve(0n),
    ]);
    const spending = { customer: customers, team: teams, user: people };
    return budgets.map((budget) =>
      listed(
        budget,
        budget.subjectId === null ? mostByOne : (spending[budget.scope].get(budget.subjectId) ?? 0n),
        currency,
      ),
    );
  };

  return {
    /** Every budget for an admin; a lead's teams' and their customers'. */
    async list(scope: AdminScope): Promise<Budget[]> {
      const visible = (await repo.list()).filter(
        (budget) => scope.admin || (budget.scope !== 'user' && scope.teams.includes(budget.teamId ?? '')),
      );
      visible.sort(
        (a, b) =>
          scopeOrder[a.scope] - scopeOrder[b.scope] ||
          Number(a.subjectId !== null) - Number(b.subjectId !== null) ||
          (a.name ?? '').localeCompare(b.name ?? ''),
      );
      return withSpending(visible);
    },

    /**
     * Sets or removes (monthly null) a budget, audited with its team so its leads read the entry.
     * Answers it as listed, or null once removed. A lead may set only their teams' and their teams'
     * customers' budgets: anything else, a customer or team that does not exist included, is 403 to them.
     */
    async put(context: AdminContext, scope: AdminScope, body: BudgetPut): Promise<Budget | null> {
      if (!scope.admin && body.scope === 'user') throw forbidden("Only admins can set people's budgets");
      if (body.id === undefined && body.scope !== 'user')
        throw unprocessable(`A ${body.scope} budget needs the ${body.scope}'s id`, 'body.id');
      const subjectId = body.id ?? null;
      const subject = subjectId === null ? undefined : await repo.subject(body.scope, subjectId);
      if (!scope.admin && (subject === undefined || !scope.teams.includes(subject.teamId ?? '')))
        throw forbidden('You can only set the budgets of the teams you lead and their customers');
      if (subjectId !== null && subject === undefined)
        throw unprocessable(`There is no ${body.scope} with this id`, 'body.id');
      const monthlyMicro = body.monthly === null ? null : toMicro(body.monthly);
      const before = await repo.monthlyOf(body.scope, subjectId);
      const money = (micro: number | null | undefined) =>
        micro === null || micro === undefined ? null : microToDecimal(BigInt(micro));
      const entry = audit.entry({
        action: 'budget.changed',
        actor: context.actor,
        ip: context.ip,
        ...(subjectId === null ? {} : { target: { type: body.scope, id: subjectId } }),
        detail: {
          scope: body.scope,
          ...(subject === undefined ? {} : { name: subject.name }),
          monthly: { from: money(before), to: money(monthlyMicro) },
          currency: await repo.currency(),
        },
        team: subject?.teamId ?? undefined,
      });
      const at = clock.now().toISOString();
      await repo.save({ scope: body.scope, subjectId, monthlyMicro, at }, [entry]);
      if (monthlyMicro === null) return null;
      const [budget] = await withSpending([
        {
          scope: body.scope,
          subjectId,
          monthlyMicro,
          name: subject?.name ?? null,
          teamId: subject?.teamId ?? null,
        },
      ]);
      return budget ?? null;
    },

    /**
     * Refuses a run (402 budget_exhausted) when a budget it counts against has spent its amount this
     * month; a budget found over its amount (the run that passed it finished) is logged as an overshoot.
     */
    async checkRun(subjects: RunSubjects): Promise<void> {
      const { weighed, currency } = await weigh(subjects);
      const exhausted = weighed.find((budget) => budget.exhausted);
      if (exhausted === undefined) return;
      const values = await describe(exhausted, currency);
      countBudgetRefusal(exhausted.scope);
      const overshootNano = exhausted.spentNano - BigInt(exhausted.monthlyMicro) * 1000n;
      // Ids and amounts only: a person's budget is named by their name, which stays out of the logs.
      log.warn(
        {
          budget: {
            scope: values.scope,
            id: exhausted.countedId,
            monthly: values.monthly,
            spent: values.spent,
          },
          currency,
          overshoot: nanoToMoney(overshootNano),
        },
        'run refused: monthly budget spent',
      );
      throw refusal(values);
    },

    /** The budgets of a chat (its customer, team and the reader) at 80% or more this month. */
    async notices(subjects: RunSubjects): Promise<BudgetNotice[]> {
      const { weighed, currency } = await weigh(subjects);
      return Promise.all(
        weighed
          .filter((budget) => budget.notice)
          .map(async (budget) => {
            const values = await describe(budget, currency);
            return { ...values, id: budget.subjectId, exhausted: budget.exhausted };
          }),
      );
    },
  };
}

export type BudgetService = ReturnType<typeof createBudgetService>;
