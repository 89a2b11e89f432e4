import type { CustomerRow, TeamRow, TeamsRepo } from '../teams/repo';
import type { UserRow } from '../users/repo';

/**
 * The team and customer a turn is about, the one rule for the reply's prompt and tools, what its model
 * calls are charged to and which budgets it is checked against: the chat's team if the user may use it
 * (any team for an admin), and the customer of the chat's name in that team. A chat's stored customer id
 * is what its client sent, so it decides nothing here: a chat started with a name only is about that
 * customer too, and an id of another team's customer charges nobody.
 */
export async function turnSubjects(
  teams: Pick<TeamsRepo, 'visibleTeam' | 'customerByName'>,
  user: Pick<UserRow, 'id' | 'is_admin'>,
  about: { teamId: string | null; customerName: string | null },
): Promise<{ team: TeamRow | undefined; customer: CustomerRow | undefined }> {
  const team =
    about.teamId === null ? undefined : await teams.visibleTeam(user.id, user.is_admin === 1, about.teamId);
  const customer =
    team !== undefined && about.customerName !== null
      ? await teams.customerByName(team.id, about.customerName)
      : undefined;
  return { team, customer };
}
