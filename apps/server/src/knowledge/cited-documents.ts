import type { Db } from '../db/database';
import type { ChatAccess } from '../chats/access-repo';
import { notFound } from '../errors';
import type { FileStorage } from '../files/storage';
import type { TeamsRepo } from '../teams/repo';
import type { UserRow } from '../users/repo';

/** A document a reply cites, as its reader downloads it. */
export type CitedDocument = { name: string; mime: string; body: Buffer };

/**
 * The documents a chat's replies cite, for whoever may read the chat (its owner, or a reader it is
 * shared with, by the one access rule): only a document some reply of that chat cites, so a chat id
 * opens no other document of the customer. And only for someone who has the customer's team now: a
 * chat only shows where a document was cited, it never grants the document. An owner who lost the team,
 * a reader without it and the copy such a reader made keep the cited passages (the reply's `sources`
 * hold their text) but not the file; all of them get the 404 of a document they cannot see.
 */
export function createCitedDocuments(deps: {
  db: Db;
  access: ChatAccess;
  teams: TeamsRepo;
  storage: FileStorage;
}) {
  const { db, access, teams, storage } = deps;
  const documentNotFound = () => notFound('Document not found');

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
      if (!(await citedIn(chatId, documentId))) throw documentNotFound();
      const document = await db
        .selectFrom('customer_documents')
        .innerJoin('customers', 'customers.id', 'customer_documents.customer_id')
        .select([
          'customer_documents.name',
          'customer_documents.mime',
          'customer_documents.storage_key',
          'customers.agent_id as team_id',
        ])
        .where('customer_documents.id', '=', documentId)
        .executeTakeFirst();
      if (document === undefined) throw documentNotFound();
      if ((await teams.visibleTeam(user.id, user.is_admin === 1, document.team_id)) === undefined)
        throw documentNotFound();
      try {
        return { name: document.name, mime: document.mime, body: await storage.get(document.storage_key) };
      } catch {
        throw documentNotFound();
      }
    },
  };
}

export type CitedDocuments = ReturnType<typeof createCitedDocuments>;
