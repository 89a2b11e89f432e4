import { sql, type Selectable } from 'kysely';
import { appendAudit, type AuditRow } from '../admin/audit-repo';
import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import type { UsersTable } from '../db/schema';

export type UserRow = Selectable<UsersTable>;

export type NewUser = {
  id: string;
  email: string;
  name: string;
  passwordHash: string | null;
  authProvider: 'password' | 'google' | 'oidc';
  isAdmin: boolean;
  createdAt: string;
};

// Read on every call of the API (the signed-in user), so compiled once.
const userById = compiledOnce((db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id));

export function createUsersRepo(db: Db) {
  return {
    findById(id: string): Promise<UserRow | undefined> {
      return userById.first(db, id);
    },

    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
    },

    /** Inserts the user, their team grants and the audit entries in one transaction. */
    async insert(user: NewUser, teamIds: readonly string[], audit: readonly AuditRow[] = []): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('users')
          .values({
            id: user.id,
            email: user.email,
            name: user.name,
            picture: null,
            password_hash: user.passwordHash,
            auth_provider: user.authProvider,
            is_admin: user.isAdmin ? 1 : 0,
            disabled_at: null,
            created_at: user.createdAt,
            last_login_at: null,
          })
          .execute();
        if (teamIds.length > 0) {
          await trx
            .insertInto('user_agents')
            .values(teamIds.map((teamId) => ({ user_id: user.id, agent_id: teamId })))
            .execute();
        }
        await appendAudit(trx, audit);
      });
    },

    async makeAdminWithPassword(id: string, passwordHash: string | null): Promise<void> {
      await db
        .updateTable('users')
        .set({
          is_admin: 1,
          disabled_at: null,
          ...(passwordHash === null ? {} : { password_hash: passwordHash }),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Bumps the user's credential version (ending every token issued before) with its audit entries. */
    async endSessions(id: string, audit: readonly AuditRow[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ credential_version: sql<number>`credential_version + 1` })
          .where('id', '=', id)
          .execute();
        await appendAudit(trx, audit);
      });
    },

    async setLocale(id: string, locale: string | null): Promise<void> {
      await db.updateTable('users').set({ locale }).where('id', '=', id).execute();
    },

    async recordLogin(id: string, at: string): Promise<void> {
      await db.updateTable('users').set({ last_login_at: at }).where('id', '=', id).execute();
    },

    /** A Google sign-in also brings the account's current name and photo. */
    async recordGoogleLogin(
      id: string,
      at: string,
      profile: { name: string | undefined; picture: string | undefined },
    ): Promise<void> {
      await db
        .updateTable('users')
        .set({
          last_login_at: at,
          ...(profile.name === undefined ? {} : { name: profile.name }),
          ...(profile.picture === undefined ? {} : { picture: profile.picture }),
        })
        .where('id', '=', id)
        .execute();
    },

    async teamIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('user_agents')
        .select('agent_id')
        .where('user_id', '=', userId)
        .orderBy('agent_id')
        .execute();
      return rows.map((row) => row.agent_id);
    },

    async existingTeamIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('agents')
        .select('id')
        .where('id', 'in', [...ids])
        .execute();
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
