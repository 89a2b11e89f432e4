import type { Db } from '../db/database';

/** The few names an export shows that the chat, message and bookmark rows do not carry. */
export function createExportsRepo(db: Db) {
  return {
    /** The team's name; undefined for a chat without a team, or a team since removed. */
    async teamName(teamId: string | null): Promise<string | undefined> {
      if (teamId === null) return undefined;
      const team = await db.selectFrom('agents').select('name').where('id', '=', teamId).executeTakeFirst();
      return team?.name;
    },

    /** The titles of those of the user's own chats that are among `chatIds` (a bookmark's source). */
    async chatTitles(userId: string, chatIds: readonly string[]): Promise<Map<string, string>> {
      if (chatIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('chats')
        .select(['id', 'title'])
        .where('user_id', '=', userId)
        .where('id', 'in', [...new Set(chatIds)])
        .execute();
      return new Map(rows.map((row) => [row.id, row.title]));
    },
  };
}

export type ExportsRepo = ReturnType<typeof createExportsRepo>;
