import type { LiveRuns } from './live-runs';
import type { RunRepo, RunRow } from './run-repo';

/** Ends the running replies of a user (disabled) or a team (deleted), wherever they run. */
export function createRunStopper(runs: RunRepo, live: LiveRuns) {
  const stopAll = async (list: readonly RunRow[]): Promise<number> => {
    await Promise.all(list.map((run) => live.stop(run)));
    return list.length;
  };
  return {
    stopUser: async (userId: string) => stopAll(await runs.runningRunsOfUser(userId)),
    stopTeam: async (teamId: string) => stopAll(await runs.runningRunsOfTeam(teamId)),
  };
}

export type RunStopper = ReturnType<typeof createRunStopper>;
