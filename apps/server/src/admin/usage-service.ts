import type { Usage, usageQuerySchema } from '@brief/contract/admin-console';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { UsageCounts, UsageRepo, UsageTeams } from './usage-repo';

const DAY_MS = 24 * 60 * 60 * 1000;
const busiest = (a: UsageCounts, b: UsageCounts) => b.messages - a.messages || b.chats - a.chats;

/** Chats, messages and tokens of the last N days (today included, UTC), per user, per team and per day. */
export function createUsageService({ usage, clock }: { usage: UsageRepo; clock: Clock }) {
  return {
    /** The report; of these teams' chats only when `onlyTeams` is given (a lead's view). */
    async report(query: z.output<typeof usageQuerySchema>, onlyTeams?: UsageTeams): Promise<Usage> {
      const today = new Date(clock.now().toISOString().slice(0, 10));
      const start = new Date(today.getTime() - (query.days - 1) * DAY_MS);
      const since = start.toISOString();
      const [totals, users, teams, days] = await Promise.all([
        usage.totals(since, onlyTeams),
        usage.byUser(since, onlyTeams),
        usage.byTeam(since, onlyTeams),
        usage.byDay(since, onlyTeams),
      ]);
      const counted = new Map(days.map((day) => [day.date, day]));
      const daily = Array.from({ length: query.days }, (_, index) => {
        const date = new Date(start.getTime() + index * DAY_MS).toISOString().slice(0, 10);
        return counted.get(date) ?? { date, chats: 0, messages: 0, inputTokens: null, outputTokens: null };
      });
      return {
        days: query.days,
        since,
        totals,
        users: users.sort((a, b) => busiest(a, b) || a.email.localeCompare(b.email)),
        teams: teams.sort((a, b) => busiest(a, b) || a.name.localeCompare(b.name)),
        daily,
      };
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
