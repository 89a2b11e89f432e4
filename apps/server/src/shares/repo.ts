import type { Db } from '../db/database';
import type { AuditRow } from '../admin/audit-repo';
import { appendAudit } from '../admin/audit-repo';
import type { ChatSharesTable } from '../db/schema';
import type { Selectable } from 'kysely';
import type { ChatAccess, ChatOwner } from '../chats/access-repo';
import type { ChatRow } from '../chats/chat-repo';
import type { ChatCustomer } from '../customers/page-filter';
import { insertMessages, refreshChatTotals, type NewMessage } from '../chats/message-repo';
import type { FileRow } from '../files/repo';

export type ShareRow = Selectable<ChatSharesTable>;

/** A share as its owner sees it: the colleague's e-mail and name, or the team's name. */
export type ShareListing = ShareRow & {
  email: string | null;
  user_name: string | null;
  team_name: string | null;
};

type Cursor = { time: string; id: string };

export function createSharesRepo(db: Db, access: ChatAccess) {
  const listing = () =>
    db
      .selectFrom('chat_shares')
      .leftJoin('users', 'users.id', 'chat_shares.user_id')
      .leftJoin('agents', 'agents.id', 'chat_shares.team_id')
      .selectAll('chat_shares')
      .select(['users.email as email', 'users.name as user_name', 'agents.name as team_name']);

  return {
    /** Active accounts with these e-mails (lower-case). */
    activeUsersByEmail(emails: readonly string[]) {
      if (emails.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('users')
        .select(['id', 'email', 'name'])
        .where('email', 'in', [...emails])
        .where('disabled_at', 'is', null)
        .execute();
    },

    /** Adds the shares (those that exist already stay as they are) with their audit entries, at once. */
    async add(shares: readonly ShareRow[], audit: readonly AuditRow[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const share of shares) {
          await trx
            .insertInto('chat_shares')
            .values(share)
            .onConflict((conflict) => conflict.doNothing())
            .execute();
        }
        await appendAudit(trx, audit);
      });
    },

    /** The chat's shares, oldest first. */
    list(chatId: string): Promise<ShareListing[]> {
      return listing()
        .where('chat_shares.chat_id', '=', chatId)
        .orderBy('chat_shares.created_at')
        .orderBy('chat_shares.id')
        .execute();
    },

    /** Removes one share of the chat with its audit entry; false when the chat has no such share. */
    async remove(chatId: string, shareId: string, audit: AuditRow): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('chat_shares')
          .where('id', '=', shareId)
          .where('chat_id', '=', chatId)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) return false;
        await appendAudit(trx, [audit]);
        return true;
      });
    },

    /** One page of the chats shared with the user (not their own), newest first, with their owners. */
    sharedChats(
      userId: string,
      page: { limit: number | undefined; before: Cursor | null; customer?: ChatCustomer | undefined },
    ): Promise<(ChatRow & { owner: ChatOwner })[]> {
      let query = db
        .selectFrom('chats')
        .innerJoin('users as owner', 'owner.id', 'chats.user_id')
        .selectAll('chats')
        .select(['owner.name as owner_name', 'owner.email as owner_email'])
        .where('chats.id', 'in', access.sharedWith(userId))
        .where('chats.user_id', '!=', userId);
      const customer = page.customer;
      if (customer !== undefined) {
        query = query
          .where('chats.agent_id', '=', customer.teamId)
          .where('chats.customer_name', '=', customer.name);
      }
      const cursor = page.before;
      if (cursor !== null) {
        query = query.where((eb) =>
          eb.or([
            eb('chats.last_update_time', '<', cursor.time),
            eb.and([eb('chats.last_update_time', '=', cursor.time), eb('chats.id', '<', cursor.id)]),
          ]),
        );
      }
      query = query.orderBy('chats.last_update_time', 'desc').orderBy('chats.id', 'desc');
      return (page.limit === undefined ? query : query.limit(page.limit)).execute().then((rows) =>
        rows.map(({ owner_name, owner_email, ...chat }) => ({
          ...chat,
          owner: { id: chat.user_id, name: owner_name, email: owner_email },
        })),
      );
    },

    /** Stores a copy of a shared chat for its reader: the chat, its messages and files, and the audit entry. */
    async storeCopy(chat: ChatRow, messages: NewMessage[], files: FileRow[], audit: AuditRow): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('chats').values(chat).execute();
        if (messages.length > 0) await insertMessages(trx, chat.id, messages, chat.created_at);
        if (files.length > 0) await trx.insertInto('files').values(files).execute();
        await refreshChatTotals(trx, chat.id, chat.last_update_time);
        await appendAudit(trx, [audit]);
      });
    },
  };
}

export type SharesRepo = ReturnType<typeof createSharesRepo>;
