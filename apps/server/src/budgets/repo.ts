import { DEFAULT_CURRENCY } from '@brief/contract/costs';
import type { BudgetScope } from '@brief/contract/budgets';
import { appendAudit, type AuditRow } from '../admin/audit-repo';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { newId } from '../ids';
import { exactSum } from '../costs/money';
import type { RunSubjects, StoredBudget } from './rules';

/** Where the price list keeps its currency (the costs' settings key). */
const CURRENCY_KEY = 'prices.currency';

/** A budget's subject column: the customer's, the team's or the person's id. */
const subjectColumn = { customer: 'customer_id', team: 'agent_id', user: 'user_id' } as const;

/** A model call's column naming the same subject. */
const callColumn = { customer: 'customer_id', team: 'team_id', user: 'user_id' } as const;

/** A budget with what its lists show: its subject's name, and the team whose leads may set it. */
export type ListedBudget = StoredBudget & { name: string | null; teamId: string | null };

/** What a budget is set on: its name and the team whose leads may set it (none for a person). */
export type BudgetSubject = { name: string; teamId: string | null; teamName: string | null };

/**
 * Budgets, and what was spent against them: the sums of the recorded model calls' costs (in the price
 * list's currency of today), read from the database on every call so every instance sees the same.
 */
export function createBudgetRepo(db: Db) {
  const budgetRows = () =>
    db
      .selectFrom('budgets')
      .leftJoin('customers', 'customers.id', 'budgets.customer_id')
      .leftJoin('agents', 'agents.id', 'budgets.agent_id')
      .leftJoin('users', 'users.id', 'budgets.user_id')
      .select([
        'budgets.scope',
        'budgets.customer_id',
        'budgets.agent_id',
        'budgets.user_id',
        'budgets.monthly_micro',
        'customers.name as customer_name',
        'customers.agent_id as customer_team',
        'agents.name as team_name',
        'users.name as user_name',
        'users.email as user_email',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof budgetRows>['execute']>>[number];
  const toListed = (row: Row): ListedBudget => ({
    scope: row.scope,
    subjectId: row.customer_id ?? row.agent_id ?? row.user_id,
    monthlyMicro: Number(row.monthly_micro),
    name:
      row.scope === 'customer'
        ? row.customer_name
        : row.scope === 'team'
          ? row.team_name
          : row.user_id === null
            ? null
            : row.user_name || row.user_email,
    teamId: row.scope === 'customer' ? row.customer_team : row.agent_id,
  });

  return {
    /** Every budget, with its subject's name (null for the default per person). */
    async list(): Promise<ListedBudget[]> {
      return (await budgetRows().execute()).map(toListed);
    },

    /** The budgets stored for a run's subjects (and the default per person). */
    async forRun(subjects: RunSubjects): Promise<ListedBudget[]> {
      const rows = await budgetRows()
        .where((eb) =>
          eb.or([
            ...(subjects.customerId === null ? [] : [eb('budgets.customer_id', '=', subjects.customerId)]),
            ...(subjects.teamId === null ? [] : [eb('budgets.agent_id', '=', subjects.teamId)]),
            eb('budgets.user_id', '=', subjects.userId),
            eb.and([eb('budgets.scope', '=', 'user'), eb('budgets.user_id', 'is', null)]),
          ]),
        )
        .execute();
      return rows.map(toListed);
    },

    /** A customer, team or person a budget may be set on; undefined when there is none with this id. */
    async subject(scope: BudgetScope, id: string): Promise<BudgetSubject | undefined> {
      if (scope === 'customer') {
        const row = await db
          .selectFrom('customers')
          .innerJoin('agents', 'agents.id', 'customers.agent_id')
          .select(['customers.name', 'customers.agent_id', 'agents.name as team_name'])
          .where('customers.id', '=', id)
          .executeTakeFirst();
        return row && { name: row.name, teamId: row.agent_id, teamName: row.team_name };
      }
      if (scope === 'team') {
        const row = await db.selectFrom('agents').select('name').where('id', '=', id).executeTakeFirst();
        return row && { name: row.name, teamId: id, teamName: row.name };
      }
      const row = await db
        .selectFrom('users')
        .select(['name', 'email'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { name: row.name || row.email, teamId: null, teamName: null };
    },

    /** The budget's amount, or undefined when it has none. */
    async monthlyOf(scope: BudgetScope, subjectId: string | null): Promise<number | undefined> {
      const row = await db
        .selectFrom('budgets')
        .select('monthly_micro')
        .where('scope', '=', scope)
        .where(subjectColumn[scope], subjectId === null ? 'is' : '=', subjectId)
        .executeTakeFirst();
      return row === undefined ? undefined : Number(row.monthly_micro);
    },

    /**
     * Sets (monthlyMicro given) or removes (null) a budget, with its audit entry, in one transaction.
     * A budget set at the same moment by someone else is overwritten: the last one set holds.
     */
    async save(
      budget: { scope: BudgetScope; subjectId: string | null; monthlyMicro: number | null; at: string },
      audit: readonly AuditRow[],
    ): Promise<void> {
      const column = subjectColumn[budget.scope];
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('budgets')
          .where('scope', '=', budget.scope)
          .where(column, budget.subjectId === null ? 'is' : '=', budget.subjectId)
          .execute();
        if (budget.monthlyMicro !== null)
          await trx
            .insertInto('budgets')
            .values({
              id: newId(),
              scope: budget.scope,
              customer_id: null,
              agent_id: null,
              user_id: null,
              [column]: budget.subjectId,
              monthly_micro: budget.monthlyMicro,
              updated_at: budget.at,
            })
            .execute();
        await appendAudit(trx, audit);
      });
    },

    /** The price list's currency: what spending is counted in. */
    async currency(): Promise<string> {
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', CURRENCY_KEY)
        .executeTakeFirst();
      return row?.value ?? DEFAULT_CURRENCY;
    },

    /** What each of these customers, teams or people has spent since `since` (nano-units of `currency`). */
    async spent(
      scope: BudgetScope,
      ids: readonly string[],
      since: string,
      currency: string,
    ): Promise<Map<string, bigint>> {
      if (ids.length === 0) return new Map();
      const column = callColumn[scope];
      const rows = await db
        .selectFrom('model_calls')
        .select((eb) => [`${column} as subject`, eb.fn.sum<number | string | null>('cost_nano').as('spent')])
        .where(column, 'in', [...ids])
        .where('at', '>=', since)
        .where('currency', '=', currency)
        .groupBy(column)
        .execute();
      return new Map(rows.map((row) => [row.subject ?? '', exactSum(row.spent)]));
    },

    /** The most any one person without a budget of their own has spent since `since`. */
    async mostSpentByOnePerson(since: string, currency: string): Promise<bigint> {
      const total = sql<number | string | null>`sum(cost_nano)`;
      const row = await db
        .selectFrom('model_calls')
        .select(total.as('spent'))
        .where('user_id', 'is not', null)
        .where('at', '>=', since)
        .where('currency', '=', currency)
        .where((eb) =>
          eb(
            'user_id',
            'not in',
            eb
              .selectFrom('budgets')
              .select('budgets.user_id')
              .where('budgets.scope', '=', 'user')
              .where('budgets.user_id', 'is not', null),
          ),
        )
        .groupBy('user_id')
        .orderBy(total, 'desc')
        .limit(1)
        .executeTakeFirst();
      return exactSum(row?.spent ?? null);
    },
  };
}

export type BudgetRepo = ReturnType<typeof createBudgetRepo>;
