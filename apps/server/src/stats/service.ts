import type { Stats, StatsQuery } from '@brief/contract/bookmarks';
import type { Clock } from '../clock';
import type { UserRow } from '../users/repo';
import { startOfLocalDay } from './local-day';
import type { StatsRepo } from './repo';

type Deps = { stats: StatsRepo; clock: Clock };

export function createStatsService({ stats, clock }: Deps) {
  return {
    /** The dashboard's counts, "today" being the user's local day in the time zone they give. */
    async forUser(user: UserRow, query: StatsQuery): Promise<Stats> {
      const todayStartsAt = startOfLocalDay(clock.now(), query.timeZone ?? 'UTC').toISOString();
      return { ...(await stats.dayCounts(user.id, todayStartsAt)), todayStartsAt };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
