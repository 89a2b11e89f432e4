import { sql } from 'kysely';
import type { Db } from '../db/database';

/** A user's runs and priced cost in [since, until), over the (user, time) index. */
export function createUserMonthRepo(db: Db) {
  return {
    async sums(query: { userId: string; since: string; until: string; currency: string }) {
      const row = await db
        .selectFrom('model_calls')
        .select([
          sql<number | string>`count(distinct run_id)`.as('runs'),
          sql<number | string | null>`sum(case when currency = ${query.currency} then cost_nano end)`.as(
            'cost_nano',
          ),
        ])
        .where('user_id', '=', query.userId)
        .where('at', '>=', query.since)
        .where('at', '<', query.until)
        .executeTakeFirst();
      return { runs: row?.runs ?? 0, cost_nano: row?.cost_nano ?? null };
    },
  };
}

export type UserMonthRepo = ReturnType<typeof createUserMonthRepo>;
