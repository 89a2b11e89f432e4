import type { Selectable } from 'kysely';
import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import type { AgentsTable, CustomersTable, SpecialistsTable } from '../db/schema';

export type TeamRow = Selectable<AgentsTable>;
export type CustomerRow = Selectable<CustomersTable>;
export type SpecialistRow = Selectable<SpecialistsTable>;

// Read on every chat start (the chat's team, customer and specialists), so compiled once.
const anyTeam = compiledOnce((db, teamId: string) =>
  db.selectFrom('agents').selectAll().where('id', '=', teamId),
);
const grantedTeam = compiledOnce((db, userId: string, teamId: string) =>
  db
    .selectFrom('agents')
    .innerJoin('user_agents', 'user_agents.agent_id', 'agents.id')
    .selectAll('agents')
    .where('user_agents.user_id', '=', userId)
    .where('agents.id', '=', teamId),
);
const anyTeamByAppName = compiledOnce((db, appName: string) =>
  db.selectFrom('agents').selectAll().where('app_name', '=', appName),
);
const grantedTeamByAppName = compiledOnce((db, userId: string, appName: string) =>
  db
    .selectFrom('agents')
    .innerJoin('user_agents', 'user_agents.agent_id', 'agents.id')
    .selectAll('agents')
    .where('user_agents.user_id', '=', userId)
    .where('agents.app_name', '=', appName),
);
const customerByName = compiledOnce((db, teamId: string, name: string) =>
  db.selectFrom('customers').selectAll().where('agent_id', '=', teamId).where('name', '=', name),
);
const specialistsOf = compiledOnce((db, teamId: string) =>
  db.selectFrom('specialists').selectAll().where('agent_id', '=', teamId).orderBy('position').orderBy('name'),
);

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
    visibleTeam(userId: string, isAdmin: boolean, teamId: string): Promise<TeamRow | undefined> {
      return isAdmin ? anyTeam.first(db, teamId) : grantedTeam.first(db, userId, teamId);
    },

    /** The team of that app name (they are unique), only if the user may use it. */
    visibleTeamByAppName(userId: string, isAdmin: boolean, appName: string): Promise<TeamRow | undefined> {
      return isAdmin ? anyTeamByAppName.first(db, appName) : grantedTeamByAppName.first(db, userId, appName);
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
      return customerByName.first(db, teamId, name);
    },

    /** A customer by id with its team's name, only if the user may use its team (an admin: any team). */
    visibleCustomer(
      userId: string,
      isAdmin: boolean,
      customerId: string,
    ): Promise<(CustomerRow & { team_name: string }) | undefined> {
      let query = db
        .selectFrom('customers')
        .innerJoin('agents', 'agents.id', 'customers.agent_id')
        .selectAll('customers')
        .select('agents.name as team_name')
        .where('customers.id', '=', customerId);
      if (!isAdmin) {
        query = query.where('customers.agent_id', 'in', (eb) =>
          eb.selectFrom('user_agents').select('agent_id').where('user_id', '=', userId),
        );
      }
      return query.executeTakeFirst();
    },

    specialists(teamId: string): Promise<SpecialistRow[]> {
      return specialistsOf.all(db, teamId);
    },
  };
}

export type TeamsRepo = ReturnType<typeof createTeamsRepo>;
