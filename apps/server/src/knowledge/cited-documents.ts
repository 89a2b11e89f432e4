import type { Db } from '../db/database';
import type { ChatAccess } from '../chats/access-repo';
import { notFound } from '../errors';
import type { FileStorage } from '../files/storage';
import type { UserRow } from '../users/repo';

/** A document a reply cites, as its reader downloads it. */
export type CitedDocument = { name: string; mime: string; body: Buffer };

/**
 * The documents a chat's replies cite, for whoever may read the chat (its owner, or a reader it is
 * shared with, by the one access rule): only a document some reply of that chat cites, so a chat id
 * opens no other document of the customer.
 */
export function createCitedDocuments(deps: { db: Db; access: ChatAccess; storage: FileStorage }) {
  const { db, access, storage } = deps;

  const citedIn = async (chatId: string, documentId: string): Promise<boolean> => {
    const pattern = `%"documentId":${JSON.stringify(documentId)}%`;
    const shown = await db
      .selectFrom('messages')
      .select('id')
      .where('chat_id', '=', chatId)
      .where('sources', 'like', pattern)
      .limit(1)
      .executeTakeFirst();
    if (shown !== undefined) return true;
    const earlier = await db
      .selectFrom('message_versions')
      .innerJoin('messages', 'messages.id', 'message_versions.message_id')
      .select('message_versions.id')
      .where('messages.chat_id', '=', chatId)
      .where('message_versions.sources', 'like', pattern)
      .limit(1)
      .executeTakeFirst();
    return earlier !== undefined;
  };

  return {
    async document(
      user: UserRow,
      chatId: string,
      documentId: string,
      mode: 'own' | 'shared',
    ): Promise<CitedDocument> {
      const readable = await access.readable(user.id, chatId, mode);
      if (readable === undefined) throw notFound('Chat not found');
      if (!(await citedIn(chatId, documentId))) throw notFound('Document not found');
      const document = await db
        .selectFrom('customer_documents')
        .select(['name', 'mime', 'storage_key'])
        .where('id', '=', documentId)
        .executeTakeFirst();
      if (document === undefined) throw notFound('Document not found');
      try {
        return { name: document.name, mime: document.mime, body: await storage.get(document.storage_key) };
      } catch {
        throw notFound('Document not found');
      }
    },
  };
}

export type CitedDocuments = ReturnType<typeof createCitedDocuments>;
