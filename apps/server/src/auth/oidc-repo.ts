import type { Db } from '../db/database';

/** A team's `groups` column, read leniently: anything but an array of strings grants nothing. */
export function parseGroups(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((group): group is string => typeof group === 'string') : [];
  } catch {
    return [];
  }
}

/** The SQL of teams granted by the OpenID provider's groups (see migration 0026). */
export function createOidcRepo(db: Db) {
  return {
    /** The ids of the teams any of these groups grants, sorted. */
    async teamsOfGroups(groups: readonly string[]): Promise<string[]> {
      if (groups.length === 0) return [];
      const wanted = new Set(groups);
      // Few teams, each with a short list: matched here rather than in two dialects of JSON SQL.
      const teams = await db
        .selectFrom('agents')
        .select(['id', 'groups'])
        .where('groups', '<>', '[]')
        .execute();
      return teams
        .filter((team) => parseGroups(team.groups).some((group) => wanted.has(group)))
        .map((team) => team.id)
        .sort();
    },

    /**
     * Makes `teamIds` the person's group-granted teams: a team their groups no longer grant is taken
     * away unless an admin granted it by hand too; a hand grant is never touched. One transaction.
     */
    async setGroupTeams(userId: string, teamIds: readonly string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const held = await trx
          .selectFrom('user_agents')
          .select(['agent_id', 'by_hand', 'by_groups'])
          .where('user_id', '=', userId)
          .execute();
        const wanted = new Set(teamIds);
        const byGroupsNoMore = held.filter((row) => row.by_groups === 1 && !wanted.has(row.agent_id));
        const dropped = byGroupsNoMore.filter((row) => row.by_hand === 0).map((row) => row.agent_id);
        const kept = byGroupsNoMore.filter((row) => row.by_hand !== 0).map((row) => row.agent_id);
        if (dropped.length > 0) {
          await trx
            .deleteFrom('user_agents')
            .where('user_id', '=', userId)
            .where('agent_id', 'in', dropped)
            .execute();
        }
        if (kept.length > 0) {
          await trx
            .updateTable('user_agents')
            .set({ by_groups: 0 })
            .where('user_id', '=', userId)
            .where('agent_id', 'in', kept)
            .execute();
        }
        const heldIds = new Set(held.map((row) => row.agent_id));
        const marked = held.filter((row) => row.by_groups !== 1 && wanted.has(row.agent_id));
        if (marked.length > 0) {
          await trx
            .updateTable('user_agents')
            .set({ by_groups: 1 })
            .where('user_id', '=', userId)
            .where(
              'agent_id',
              'in',
              marked.map((row) => row.agent_id),
            )
            .execute();
        }
        const added = teamIds.filter((teamId) => !heldIds.has(teamId));
        if (added.length > 0) {
          await trx
            .insertInto('user_agents')
            .values(added.map((teamId) => ({ user_id: userId, agent_id: teamId, by_hand: 0, by_groups: 1 })))
            .execute();
        }
      });
    },
  };
}

export type OidcRepo = ReturnType<typeof createOidcRepo>;
