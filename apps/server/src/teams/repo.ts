import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { AgentsTable, CustomersTable, SpecialistsTable } from '../db/schema';

export type TeamRow = Selectable<AgentsTable>;
export type CustomerRow = Selectable<CustomersTable>;
export type SpecialistRow = Selectable<SpecialistsTable>;

export function createTeamsRepo(db: Db) {
  return {
    /** The teams a user may use: all of them for an admin, the granted ones for anyone else. */
    visibleTeams(userId: string, isAdmin: boolean): Promise<TeamRow[]> {
      if (isAdmin) return db.selectFrom('agents').selectAll().orderBy('name').execute();
      return db
        .selectFrom('agents')
        .innerJoin('user_agents', 'user_agents.agent_id', 'agents.id')
        .selectAll('agents')
        .where('user_agents.user_id', '=', userId)
        .orderBy('agents.name')
        .execute();
    },

    /** One team, only if the user may use it. */
    async visibleTeam(userId: string, isAdmin: boolean, teamId: string): Promise<TeamRow | undefined> {
      if (isAdmin) return db.selectFrom('agents').selectAll().where('id', '=', teamId).executeTakeFirst();
      return db
        .selectFrom('agents')
        .innerJoin('user_agents', 'user_agents.agent_id', 'agents.id')
        .selectAll('agents')
        .where('user_agents.user_id', '=', userId)
        .where('agents.id', '=', teamId)
        .executeTakeFirst();
    },

    async visibleTeamByAppName(
      userId: string,
      isAdmin: boolean,
      appName: string,
    ): Promise<TeamRow | undefined> {
      const team = await db
        .selectFrom('agents')
        .select('id')
        .where('app_name', '=', appName)
        .executeTakeFirst();
      return team === undefined ? undefined : this.visibleTeam(userId, isAdmin, team.id);
    },

    customerNames(teamId: string): Promise<{ name: string }[]> {
      return db
        .selectFrom('customers')
        .select('name')
        .where('agent_id', '=', teamId)
        .orderBy('name')
        .execute();
    },

    customerByName(teamId: string, name: string): Promise<CustomerRow | undefined> {
      return db
        .selectFrom('customers')
        .selectAll()
        .where('agent_id', '=', teamId)
        .where('name', '=', name)
        .executeTakeFirst();
    },

    specialists(teamId: string): Promise<SpecialistRow[]> {
      return db
        .selectFrom('specialists')
        .selectAll()
        .where('agent_id', '=', teamId)
        .orderBy('position')
        .orderBy('name')
        .execute();
    },
  };
}

export type TeamsRepo = ReturnType<typeof createTeamsRepo>;
