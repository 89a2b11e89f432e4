import { sql } from 'kysely';
import type { Db } from '../db/database';

export type UsageCounts = {
  chats: number;
  messages: number;
  inputTokens: number | null;
  outputTokens: number | null;
};

type CountsRow = {
  chats: number | string | bigint;
  messages: number | string | bigint;
  input_tokens: number | string | bigint | null;
  output_tokens: number | string | bigint | null;
};

// PostgreSQL answers count() and sum() as bigint strings; sum() over no reported value is null.
const toCounts = (row: CountsRow): UsageCounts => ({
  chats: Number(row.chats),
  messages: Number(row.messages),
  inputTokens: row.input_tokens === null ? null : Number(row.input_tokens),
  outputTokens: row.output_tokens === null ? null : Number(row.output_tokens),
});

/** Whose usage: every team's, or only the chats of these teams (a lead's report). */
export type UsageTeams = readonly string[] | undefined;

/**
 * The usage report, counted by the database: messages stored since `since` (walking messages by time),
 * joined to their chat for its user and team.
 */
export function createUsageRepo(db: Db) {
  const inWindow = (since: string, teams: UsageTeams) => {
    let select = db
      .selectFrom('messages')
      .innerJoin('chats', 'chats.id', 'messages.chat_id')
      .where('messages.created_at', '>=', since);
    if (teams !== undefined)
      select =
        teams.length === 0 ? select.where(sql<boolean>`false`) : select.where('chats.agent_id', 'in', teams);
    return select.select((eb) => [
      eb.fn.count<number | string>('messages.chat_id').distinct().as('chats'),
      eb.fn.countAll<number | string>().as('messages'),
      eb.fn.sum<number | string | null>('messages.input_tokens').as('input_tokens'),
      eb.fn.sum<number | string | null>('messages.output_tokens').as('output_tokens'),
    ]);
  };

  return {
    async totals(since: string, teams: UsageTeams): Promise<UsageCounts> {
      return toCounts(await inWindow(since, teams).executeTakeFirstOrThrow());
    },

    async byUser(since: string, teams: UsageTeams) {
      const rows = await inWindow(since, teams)
        .innerJoin('users', 'users.id', 'chats.user_id')
        .select(['users.id as user_id', 'users.email', 'users.name'])
        .groupBy(['users.id', 'users.email', 'users.name'])
        .execute();
      return rows.map((row) => ({ userId: row.user_id, email: row.email, name: row.name, ...toCounts(row) }));
    },

    async byTeam(since: string, teams: UsageTeams) {
      const rows = await inWindow(since, teams)
        .leftJoin('agents', 'agents.id', 'chats.agent_id')
        .select((eb) => [
          'chats.agent_id',
          eb.fn.max('agents.name').as('team_name'),
          eb.fn.max('chats.app_name').as('app_name'),
        ])
        .groupBy('chats.agent_id')
        .execute();
      return rows.map((row) => ({
        teamId: row.agent_id,
        name: row.team_name ?? 'No team',
        appName: row.app_name ?? '',
        ...toCounts(row),
      }));
    },

    /** Per UTC day: stored times are ISO-8601 UTC text, so the day is their first ten characters. */
    async byDay(since: string, teams: UsageTeams) {
      const day = sql<string>`substr(messages.created_at, 1, 10)`;
      const rows = await inWindow(since, teams).select(day.as('day')).groupBy(day).execute();
      return rows.map((row) => ({ date: row.day, ...toCounts(row) }));
    },
  };
}

export type UsageRepo = ReturnType<typeof createUsageRepo>;
