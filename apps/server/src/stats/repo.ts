import type { Db } from '../db/database';

export type DayCounts = {
  todayChats: number;
  totalChats: number;
  todayMessages: number;
  totalMessages: number;
};

export function createStatsRepo(db: Db) {
  return {
    /**
     * The user's chats and messages, in all and since `since` (an ISO-8601 UTC instant, compared as
     * text like every stored time), counted by the database in one query. A chat counts for today when
     * it was last updated since then. Each count walks an index: chats by (user, last update), messages
     * by (chat, time).
     */
    async dayCounts(userId: string, since: string): Promise<DayCounts> {
      const row = await db
        .selectNoFrom((eb) => {
          const chats = () => eb.selectFrom('chats').where('chats.user_id', '=', userId);
          const messages = () =>
            eb
              .selectFrom('messages')
              .innerJoin('chats', 'chats.id', 'messages.chat_id')
              .where('chats.user_id', '=', userId);
          return [
            chats()
              .where('chats.last_update_time', '>=', since)
              .select((count) => count.fn.countAll().as('n'))
              .as('today_chats'),
            chats()
              .select((count) => count.fn.countAll().as('n'))
              .as('total_chats'),
            messages()
              .where('messages.created_at', '>=', since)
              .select((count) => count.fn.countAll().as('n'))
              .as('today_messages'),
            messages()
              .select((count) => count.fn.countAll().as('n'))
              .as('total_messages'),
          ];
        })
        .executeTakeFirstOrThrow();
      // PostgreSQL answers count(*) as a bigint string.
      return {
        todayChats: Number(row.today_chats),
        totalChats: Number(row.total_chats),
        todayMessages: Number(row.today_messages),
        totalMessages: Number(row.total_messages),
      };
    },
  };
}

export type StatsRepo = ReturnType<typeof createStatsRepo>;
