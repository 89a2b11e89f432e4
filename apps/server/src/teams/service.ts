import type { Specialist, Team } from '@brief/contract/teams';
import { notFound } from '../errors';
import type { UserRow } from '../users/repo';
import type { TeamRow, TeamsRepo } from './repo';

export const toTeam = (team: TeamRow): Team => ({
  id: team.id,
  name: team.name,
  description: team.description,
  app_name: team.app_name,
});

/** Which teams, customers and specialists a user may see. A team they may not use does not exist for them. */
export function createTeamsService(teams: TeamsRepo) {
  const requireTeam = async (user: UserRow, teamId: string): Promise<TeamRow> => {
    const team = await teams.visibleTeam(user.id, user.is_admin === 1, teamId);
    if (team === undefined) throw notFound('Team not found');
    return team;
  };

  return {
    requireTeam,

    async list(user: UserRow): Promise<Team[]> {
      return (await teams.visibleTeams(user.id, user.is_admin === 1)).map(toTeam);
    },

    async customerNames(user: UserRow, teamId: string): Promise<string[]> {
      const team = await requireTeam(user, teamId);
      return (await teams.customerNames(team.id)).map((customer) => customer.name);
    },

    async specialists(user: UserRow, teamId: string): Promise<Specialist[]> {
      const team = await requireTeam(user, teamId);
      return (await teams.specialists(team.id)).map(({ name, description }) => ({ name, description }));
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
