import type { Db } from '../db/database';
import type { ChatRow } from './chat-repo';

/** Who owns a chat that someone may read. */
export type ChatOwner = { id: string; name: string; email: string };

/** A chat a user may read, and why: it is theirs, or it is shared with them. */
export type ReadableChat = { chat: ChatRow; owner: ChatOwner; access: 'owner' | 'share' };

/**
 * The one rule for reading a chat, decided in SQL on every call: its owner, or a user it is shared with
 * (by name, or through a team the reader may use — granted, or every team for an admin). Every read
 * path (the chat, its files, its export, the shared list) asks here; writes stay owner-only elsewhere.
 */
export function createChatAccess(db: Db) {
  const sharedWith = (userId: string) =>
    db
      .selectFrom('chat_shares')
      .select('chat_shares.chat_id')
      .where((eb) =>
        eb.or([
          eb.and([eb('chat_shares.kind', '=', 'user'), eb('chat_shares.user_id', '=', userId)]),
          eb.and([
            eb('chat_shares.kind', '=', 'team'),
            eb.or([
              eb(
                'chat_shares.team_id',
                'in',
                eb.selectFrom('user_agents').select('agent_id').where('user_agents.user_id', '=', userId),
              ),
              eb.exists(
                eb
                  .selectFrom('users')
                  .select('users.id')
                  .where('users.id', '=', userId)
                  .where('users.is_admin', '=', 1),
              ),
            ]),
          ]),
        ]),
      );

  return {
    /**
     * The chat if `userId` may read it: `own` asks for their own chat only, `shared` for one shared with
     * them (not their own), `any` for either. Undefined otherwise (callers answer 404).
     */
    async readable(
      userId: string,
      chatId: string,
      mode: 'own' | 'shared' | 'any' = 'any',
    ): Promise<ReadableChat | undefined> {
      const row = await db
        .selectFrom('chats')
        .innerJoin('users as owner', 'owner.id', 'chats.user_id')
        .selectAll('chats')
        .select(['owner.name as owner_name', 'owner.email as owner_email'])
        .where('chats.id', '=', chatId)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      const { owner_name, owner_email, ...chat } = row;
      const owner = { id: chat.user_id, name: owner_name, email: owner_email };
      if (chat.user_id === userId) return mode === 'shared' ? undefined : { chat, owner, access: 'owner' };
      if (mode === 'own') return undefined;
      const share = await sharedWith(userId).where('chat_shares.chat_id', '=', chatId).executeTakeFirst();
      return share === undefined ? undefined : { chat, owner, access: 'share' };
    },

    /** The chat ids shared with the user, as a subquery for lists. */
    sharedWith,
  };
}

export type ChatAccess = ReturnType<typeof createChatAccess>;
