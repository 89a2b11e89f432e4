import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { CustomerDocumentsTable } from '../db/schema';
import { appendAudit, type AuditRow } from './audit-repo';

export type CustomerDocumentRow = Selectable<CustomerDocumentsTable>;
export type NewCustomerDocument = Insertable<CustomerDocumentsTable>;
/** A document as listed: no text, its length and the uploader's e-mail instead. */
export type CustomerDocumentListing = Omit<CustomerDocumentRow, 'text'> & {
  characters: number;
  uploader_email: string | null;
};

export function createDocumentsRepo(db: Db) {
  const listing = (executor: Db = db) =>
    executor
      .selectFrom('customer_documents')
      .leftJoin('users', 'users.id', 'customer_documents.uploaded_by')
      .select([
        'customer_documents.id',
        'customer_documents.customer_id',
        'customer_documents.name',
        'customer_documents.mime',
        'customer_documents.size',
        'customer_documents.storage_key',
        'customer_documents.uploaded_by',
        'customer_documents.created_at',
        'customer_documents.status',
        'customer_documents.passages',
        'customer_documents.reason',
        'customer_documents.indexed_at',
        'customer_documents.claimed_at',
        'customer_documents.index_generation',
        'users.email as uploader_email',
      ])
      .select((eb) => eb.fn<number | string>('length', ['customer_documents.text']).as('characters'));
  const toListing = (row: Omit<CustomerDocumentListing, 'characters'> & { characters: number | string }) => ({
    ...row,
    characters: Number(row.characters),
  });

  /** The given documents, oldest first, read through `executor` (the database or a transaction). */
  async function listedBy(executor: Db, documentIds: readonly string[]): Promise<CustomerDocumentListing[]> {
    if (documentIds.length === 0) return [];
    const rows = await listing(executor)
      .where('customer_documents.id', 'in', [...documentIds])
      .orderBy('customer_documents.created_at')
      .orderBy('customer_documents.id')
      .execute();
    return rows.map(toListing);
  }

  return {
    /** The customer's documents, oldest first (the customer_id, created_at index). */
    async list(customerId: string): Promise<CustomerDocumentListing[]> {
      const rows = await listing()
        .where('customer_documents.customer_id', '=', customerId)
        .orderBy('customer_documents.created_at')
        .orderBy('customer_documents.id')
        .execute();
      return rows.map(toListing);
    },

    listed(documentIds: readonly string[]): Promise<CustomerDocumentListing[]> {
      return listedBy(db, documentIds);
    },

    find(customerId: string, documentId: string): Promise<CustomerDocumentRow | undefined> {
      return db
        .selectFrom('customer_documents')
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('id', '=', documentId)
        .executeTakeFirst();
    },

    /**
     * Stores new documents, queued, and answers them as stored: read in the same transaction, so an
     * indexer already running cannot claim one before it is answered.
     */
    async insert(
      rows: readonly NewCustomerDocument[],
      audit: readonly AuditRow[],
    ): Promise<CustomerDocumentListing[]> {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('customer_documents')
          .values([...rows])
          .execute();
        await appendAudit(trx, audit);
        return listedBy(
          trx,
          rows.map((row) => row.id),
        );
      });
    },

    async delete(documentId: string, audit: readonly AuditRow[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('customer_documents').where('id', '=', documentId).execute();
        await appendAudit(trx, audit);
      });
    },
  };
}

export type DocumentsRepo = ReturnType<typeof createDocumentsRepo>;
