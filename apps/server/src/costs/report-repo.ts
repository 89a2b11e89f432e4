import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { CostGrouping } from '@brief/contract/costs';
import type { Db } from '../db/database';

/** A report's question: the calls of [since, until) in these teams (all when undefined), grouped. */
export type CostQuery = {
  since: string;
  until: string;
  groupBy: CostGrouping;
  teams: readonly string[] | undefined;
  /** The list's currency now: calls priced in another are counted as unpriced. */
  currency: string;
  /** Who reads: a chat row is named only for its owner. */
  readerId: string;
};

/** One group's sums as the database answers them (sums may be numeric strings on PostgreSQL). */
export type CostSums = {
  total: number;
  key: string | null;
  name: string | null;
  runs: number | string;
  input_tokens: number | string | null;
  output_tokens: number | string | null;
  cached_input_tokens: number | string | null;
  cost_nano: number | string | null;
  estimated: number | string | null;
  priced: number | string | null;
  unpriced: number | string | null;
};

/**
 * What each grouping groups the calls by, and the name a group shows, read once per group from its key
 * (null when what it names is gone, or a chat the reader does not own: its title is its owner's).
 */
function grouping(
  groupBy: CostGrouping,
  readerId: string,
): { key: RawBuilder<string | null>; name: RawBuilder<string | null> } {
  switch (groupBy) {
    case 'customer':
      return { key: sql`c.customer_id`, name: sql`(select name from customers where customers.id = s.key)` };
    case 'team':
      return { key: sql`c.team_id`, name: sql`(select name from agents where agents.id = s.key)` };
    case 'user':
      return { key: sql`c.user_id`, name: sql`(select name from users where users.id = s.key)` };
    case 'chat':
      return {
        key: sql`c.chat_id`,
        name: sql`(select title from chats where chats.id = s.key and chats.user_id = ${readerId})`,
      };
    case 'model':
      return { key: sql`c.provider || '/' || c.model`, name: sql`s.key` };
    case 'day':
      return { key: sql`substr(c.at, 1, 10)`, name: sql`s.key` };
    case 'month':
      return { key: sql`substr(c.at, 1, 7)`, name: sql`s.key` };
  }
}

/**
 * The report in one aggregate query over the time index: one row per group, and one more (`total` 1)
 * for the whole range, whose distinct runs a sum of the groups' would count twice (a run whose calls
 * fall on two days).
 */
export function createCostReportRepo(db: Db) {
  return {
    async sums(query: CostQuery): Promise<CostSums[]> {
      const { key, name } = grouping(query.groupBy, query.readerId);
      const inRange: Expression<SqlBool> = sql`c.at >= ${query.since} and c.at < ${query.until}`;
      const scoped: Expression<SqlBool> =
        query.teams === undefined
          ? sql`1 = 1`
          : query.teams.length === 0
            ? sql`1 = 0`
            : sql`c.team_id in (${sql.join([...query.teams])})`;
      const inCurrency = sql`c.cost_nano is not null and c.currency = ${query.currency}`;
      const figures = sql`
        count(distinct c.run_id) as runs,
        sum(c.input_tokens) as input_tokens,
        sum(c.output_tokens) as output_tokens,
        sum(c.cached_input_tokens) as cached_input_tokens,
        sum(case when ${inCurrency} then c.cost_nano end) as cost_nano,
        max(c.estimated) as estimated,
        sum(case when ${inCurrency} then 1 else 0 end) as priced,
        sum(case when ${inCurrency} then 0 else 1 end) as unpriced`;
      const { rows } = await sql<CostSums>`
        select 0 as total, s.key, ${name} as name, s.runs, s.input_tokens, s.output_tokens,
          s.cached_input_tokens, s.cost_nano, s.estimated, s.priced, s.unpriced
        from (
          select ${key} as key, ${figures}
          from model_calls c
          where ${inRange} and ${scoped}
          group by ${key}
        ) s
        union all
        select 1 as total, null as key, null as name, ${figures}
        from model_calls c
        where ${inRange} and ${scoped}`.execute(db);
      return rows;
    },
  };
}

export type CostReportRepo = ReturnType<typeof createCostReportRepo>;
