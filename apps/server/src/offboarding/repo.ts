import { sql } from 'kysely';
import type { ChatRow } from '../chats/chat-repo';
import type { Db } from '../db/database';
import type { FileRow } from '../files/repo';
import { appendAudit, type AuditRow } from '../admin/audit-repo';

/** What a person's export lists and what deleting them removes, beyond the chat module's own deletes. */
export function createOffboardingRepo(db: Db) {
  return {
    /** The person's chats, newest first: their rows, for the export's folders and its JSON. */
    chatsOf(userId: string): Promise<ChatRow[]> {
      return db
        .selectFrom('chats')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('last_update_time', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Every file the person uploaded, in a chat or not, oldest first. */
    filesOf(userId: string): Promise<FileRow[]> {
      return db
        .selectFrom('files')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /**
     * Closes the account before its data goes: disabled, and every token issued to it stops working at
     * once (the credential version moves), so nothing new is written while the rest is deleted.
     */
    async closeAccount(userId: string, at: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ disabled_at: at, credential_version: sql<number>`credential_version + 1` })
        .where('id', '=', userId)
        .execute();
    },

    /**
     * Deletes the person, in one transaction with its audit entry: the files no chat took with it (their
     * storage keys are answered, the bytes go after the commit), their bookmarks and team grants, and the
     * shares of others' chats with them (by the users row's cascade). Audit entries name people by
     * e-mail and are not tied to the row, so they stay.
     */
    async deletePerson(
      userId: string,
      audit: readonly AuditRow[],
    ): Promise<{ deleted: boolean; storageKeys: string[]; bookmarks: number }> {
      return db.transaction().execute(async (trx) => {
        const files = await trx
          .deleteFrom('files')
          .where('user_id', '=', userId)
          .returning('storage_key')
          .execute();
        const bookmarks = await trx.deleteFrom('bookmarks').where('user_id', '=', userId).executeTakeFirst();
        const person = await trx.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
        await appendAudit(trx, audit);
        return {
          deleted: Number(person.numDeletedRows) > 0,
          storageKeys: files.map((file) => file.storage_key),
          bookmarks: Number(bookmarks.numDeletedRows),
        };
      });
    },
  };
}

export type OffboardingRepo = ReturnType<typeof createOffboardingRepo>;
