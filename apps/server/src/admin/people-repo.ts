import { sql, type Kysely, type Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { Database, UsersTable } from '../db/schema';
import type { UserRow } from '../users/repo';
import { appendAudit, type AuditRow } from './audit-repo';
import { escapeLike } from './cursor';

const nextVersion = sql<number>`credential_version + 1`;

/** The admin console's reads and writes of users and their team grants. */
/**
 * Makes `teamIds` all the teams the person has, as far as hand grants go: a team their provider groups
 * grant stays while the groups do (taking it away by hand only drops a hand grant of it), and a
 * group-granted team sent back unchanged does not become a hand grant.
 */
async function replaceHandGrants(trx: Kysely<Database>, userId: string, teamIds: readonly string[]) {
  const held = await trx
    .selectFrom('user_agents')
    .select(['agent_id', 'by_hand', 'by_groups'])
    .where('user_id', '=', userId)
    .execute();
  const wanted = new Set(teamIds);
  const heldIds = new Set(held.map((row) => row.agent_id));
  const notWanted = held.filter((row) => !wanted.has(row.agent_id));
  const dropped = notWanted.filter((row) => row.by_groups !== 1).map((row) => row.agent_id);
  const groupOnly = notWanted.filter((row) => row.by_groups === 1 && row.by_hand !== 0);
  if (dropped.length > 0) {
    await trx
      .deleteFrom('user_agents')
      .where('user_id', '=', userId)
      .where('agent_id', 'in', dropped)
      .execute();
  }
  if (groupOnly.length > 0) {
    await trx
      .updateTable('user_agents')
      .set({ by_hand: 0 })
      .where('user_id', '=', userId)
      .where(
        'agent_id',
        'in',
        groupOnly.map((row) => row.agent_id),
      )
      .execute();
  }
  const added = teamIds.filter((teamId) => !heldIds.has(teamId));
  if (added.length > 0) {
    await trx
      .insertInto('user_agents')
      .values(added.map((teamId) => ({ user_id: userId, agent_id: teamId })))
      .execute();
  }
}

export function createPeopleRepo(db: Db) {
  return {
    /**
     * Users ordered by e-mail after `afterEmail`, whose e-mail or name contains `q` (any case); one more
     * than `limit`, so the caller knows whether another page follows. Walks the e-mail's unique index.
     */
    page(query: {
      q: string | undefined;
      afterEmail: string | undefined;
      limit: number;
    }): Promise<UserRow[]> {
      let select = db.selectFrom('users').selectAll();
      if (query.q !== undefined && query.q !== '') {
        const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
        select = select.where(
          sql<boolean>`(lower(email) like ${pattern} escape '\\' or lower(name) like ${pattern} escape '\\')`,
        );
      }
      if (query.afterEmail !== undefined) select = select.where('email', '>', query.afterEmail);
      return select
        .orderBy('email')
        .limit(query.limit + 1)
        .execute();
    },

    /** Team ids of each of these users, sorted. */
    async teamsOf(userIds: readonly string[]): Promise<Map<string, string[]>> {
      const teams = new Map<string, string[]>(userIds.map((id) => [id, []]));
      if (userIds.length === 0) return teams;
      const rows = await db
        .selectFrom('user_agents')
        .select(['user_id', 'agent_id'])
        .where('user_id', 'in', [...userIds])
        .orderBy('agent_id')
        .execute();
      for (const row of rows) teams.get(row.user_id)?.push(row.agent_id);
      return teams;
    },

    /** Ids of the teams each of these users has from their provider groups (at their last sign-in), sorted. */
    async groupTeamsOf(userIds: readonly string[]): Promise<Map<string, string[]>> {
      const teams = new Map<string, string[]>(userIds.map((id) => [id, []]));
      if (userIds.length === 0) return teams;
      const rows = await db
        .selectFrom('user_agents')
        .select(['user_id', 'agent_id'])
        .where('user_id', 'in', [...userIds])
        .where('by_groups', '=', 1)
        .orderBy('agent_id')
        .execute();
      for (const row of rows) teams.get(row.user_id)?.push(row.agent_id);
      return teams;
    },

    /**
     * Changes the user, replaces their teams when given, and appends the audit entries: one transaction.
     * `endSessions` also bumps their credential version, ending every token issued before; `leadOf`
     * replaces the teams they lead.
     * Answers false, changing nothing, when the change would leave no enabled admin.
     */
    async update(
      userId: string,
      changes: Updateable<UsersTable>,
      teamIds: readonly string[] | undefined,
      audit: readonly AuditRow[],
      options: { endSessions: boolean; leadOf?: readonly string[] | undefined } = { endSessions: false },
    ): Promise<boolean> {
      const noAdminLeft = new Error('no enabled admin would be left');
      try {
        await db.transaction().execute(async (trx) => {
          if (Object.keys(changes).length > 0) {
            await trx
              .updateTable('users')
              .set(options.endSessions ? { ...changes, credential_version: nextVersion } : changes)
              .where('id', '=', userId)
              .execute();
            const admins = await trx
              .selectFrom('users')
              .select((eb) => eb.fn.countAll<number>().as('count'))
              .where('is_admin', '=', 1)
              .where('disabled_at', 'is', null)
              .executeTakeFirstOrThrow();
            // Thrown to roll the change back; answered as false below.
            if (Number(admins.count) === 0) throw noAdminLeft;
          }
          if (teamIds !== undefined) await replaceHandGrants(trx, userId, teamIds);
          if (options.leadOf !== undefined) {
            await trx.deleteFrom('team_leads').where('user_id', '=', userId).execute();
            if (options.leadOf.length > 0) {
              await trx
                .insertInto('team_leads')
                .values(options.leadOf.map((teamId) => ({ user_id: userId, agent_id: teamId })))
                .execute();
            }
          }
          await appendAudit(trx, audit);
        });
      } catch (error) {
        if (error === noAdminLeft) return false;
        throw error;
      }
      return true;
    },

    async setPassword(userId: string, passwordHash: string, audit: readonly AuditRow[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, credential_version: nextVersion })
          .where('id', '=', userId)
          .execute();
        await appendAudit(trx, audit);
      });
    },
  };
}

export type PeopleRepo = ReturnType<typeof createPeopleRepo>;
