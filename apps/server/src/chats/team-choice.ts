import { notFound } from '../errors';
import type { TeamRow, TeamsRepo } from '../teams/repo';
import type { UserRow } from '../users/repo';

/** The team a chat uses when its creator names none. */
const DEFAULT_TEAM = 'coandco';

/**
 * The team a new chat or a run uses: the one named (by id or app name; 404 unless the user may use
 * it), else the default, else the first the user may use.
 */
export async function chooseTeam(
  teams: TeamsRepo,
  user: UserRow,
  choice: { agentId?: string | undefined; appName?: string | undefined },
): Promise<TeamRow | undefined> {
  const admin = user.is_admin === 1;
  if (choice.agentId !== undefined) {
    const team = await teams.visibleTeam(user.id, admin, choice.agentId);
    if (team === undefined) throw notFound('Team not found');
    return team;
  }
  if (choice.appName !== undefined) {
    const team = await teams.visibleTeamByAppName(user.id, admin, choice.appName);
    if (team === undefined) throw notFound('Team not found');
    return team;
  }
  return (
    (await teams.visibleTeam(user.id, admin, DEFAULT_TEAM)) ?? (await teams.visibleTeams(user.id, admin))[0]
  );
}
