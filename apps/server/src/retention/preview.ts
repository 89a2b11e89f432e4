import type { RetentionPreview } from '@brief/contract/admin-console';
import type { Clock } from '../clock';
import { notFound } from '../errors';
import { cutoffOf } from './policy';
import type { RetentionRepo } from './retention-repo';

type Deps = {
  repo: Pick<RetentionRepo, 'countExpired'>;
  teams: { team(teamId: string): Promise<unknown> };
  clock: Clock;
};

/** How many chats a policy would delete if it were saved now: what the console shows before saving. */
export function createRetentionPreview({ repo, teams, clock }: Deps) {
  return async (teamId: string, days: number): Promise<RetentionPreview> => {
    if ((await teams.team(teamId)) === undefined) throw notFound('Team not found');
    return { chats: await repo.countExpired(teamId, cutoffOf(clock.now(), days)) };
  };
}

export type RetentionPreviewer = ReturnType<typeof createRetentionPreview>;
