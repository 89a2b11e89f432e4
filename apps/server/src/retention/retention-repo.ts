import type { Db } from '../db/database';

/** A chat the sweep deletes, with its owner (the chat delete is an owner's). */
export type ExpiredChat = { id: string; user_id: string };

/** A team whose chats are kept only so many days after their last change. */
export type TeamPolicy = { id: string; name: string; retention_days: number };

/**
 * The SQL of retention. One query decides which chats a policy deletes (`expired`), so the console's
 * preview counts exactly what the sweep then deletes: a team's chats last changed before the cutoff,
 * whose owner is not on legal hold.
 */
export function createRetentionRepo(db: Db) {
  const expired = (teamId: string, cutoff: string) =>
    db
      .selectFrom('chats')
      .innerJoin('users', 'users.id', 'chats.user_id')
      .where('chats.agent_id', '=', teamId)
      .where('chats.last_update_time', '<', cutoff)
      .where('users.legal_hold', '=', 0);

  return {
    async teamsWithPolicy(): Promise<TeamPolicy[]> {
      const rows = await db
        .selectFrom('agents')
        .select(['id', 'name', 'retention_days'])
        .where('retention_days', 'is not', null)
        .orderBy('id')
        .execute();
      return rows.flatMap((row) =>
        row.retention_days === null ? [] : [{ ...row, retention_days: Number(row.retention_days) }],
      );
    },

    async countExpired(teamId: string, cutoff: string): Promise<number> {
      const row = await expired(teamId, cutoff)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** The next `limit` expired chats of the team after the id `after`, in id order. */
    async expiredChats(teamId: string, cutoff: string, after: string, limit: number): Promise<ExpiredChat[]> {
      return expired(teamId, cutoff)
        .select(['chats.id', 'chats.user_id'])
        .where('chats.id', '>', after)
        .orderBy('chats.id')
        .limit(limit)
        .execute();
    },

    /** The team's old chats kept because their owner is on legal hold. */
    async countHeld(teamId: string, cutoff: string): Promise<number> {
      const row = await db
        .selectFrom('chats')
        .innerJoin('users', 'users.id', 'chats.user_id')
        .where('chats.agent_id', '=', teamId)
        .where('chats.last_update_time', '<', cutoff)
        .where('users.legal_hold', '=', 1)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /**
     * Takes the lease `name` until `expiresAt` when nobody holds it now (or `holder` already does), in
     * one update: of two instances trying at once, the database lets exactly one match the row.
     */
    async takeLease(name: string, holder: string, now: string, expiresAt: string): Promise<boolean> {
      await db
        .insertInto('leases')
        .values({ name, holder: '', expires_at: '' })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      const result = await db
        .updateTable('leases')
        .set({ holder, expires_at: expiresAt })
        .where('name', '=', name)
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('holder', '=', holder)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type RetentionRepo = ReturnType<typeof createRetentionRepo>;
