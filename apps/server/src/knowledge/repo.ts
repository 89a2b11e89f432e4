import type { DocumentIndexProgress } from '@brief/contract/knowledge';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { vectorOf } from './embeddings';
import type { PassageDraft } from './passages';
import { createPassageSearchRepo } from './search-repo';

/** A document taken from the queue, with what indexing it needs. */
export type ClaimedDocument = {
  id: string;
  customer_id: string;
  name: string;
  mime: string;
  text: string;
  index_generation: number;
};

/** Passages written per statement: a document of 1,000 passages is ten inserts. */
const INSERT_BATCH = 100;

/**
 * A customer's documents as knowledge: the indexing queue (claim, store passages, fail, release,
 * requeue), its progress, and what search reads (search-repo.ts).
 */
export function createKnowledgeRepo(db: Db) {
  /** Queued, or claimed by an instance that has been at it since `staleBefore` (it died, most likely). */
  const claimable = (staleBefore: string) =>
    sql<boolean>`(status = 'queued' or (status = 'indexing' and claimed_at < ${staleBefore}))`;

  return {
    ...createPassageSearchRepo(db),

    /**
     * Takes the oldest claimable document off the queue, or none. The update checks again that it is
     * still claimable, so two instances never take the same one.
     */
    async claimNext(now: string, staleBefore: string): Promise<ClaimedDocument | undefined> {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const next = await db
          .selectFrom('customer_documents')
          .select(['id'])
          .where('status', 'in', ['queued', 'indexing'])
          .where(claimable(staleBefore))
          .orderBy('created_at')
          .orderBy('id')
          .limit(1)
          .executeTakeFirst();
        if (next === undefined) return undefined;
        const claimed = await db
          .updateTable('customer_documents')
          .set({ status: 'indexing', claimed_at: now })
          .where('id', '=', next.id)
          .where(claimable(staleBefore))
          .returning(['id', 'customer_id', 'name', 'mime', 'text', 'index_generation'])
          .executeTakeFirst();
        if (claimed !== undefined) return claimed;
      }
      return undefined;
    },

    /**
     * The document's passages replace its old ones and it reads `indexed`, in one transaction; nothing is
     * written when it was queued again meanwhile (a re-index, a new file) or deleted.
     */
    async storePassages(
      document: ClaimedDocument,
      passages: readonly { draft: PassageDraft; embedding: Buffer | null }[],
      now: string,
      vectorColumn = false,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable('customer_documents')
          .set({
            status: 'indexed',
            passages: passages.length,
            reason: null,
            indexed_at: now,
            claimed_at: null,
          })
          .where('id', '=', document.id)
          .where('index_generation', '=', document.index_generation)
          .where('status', '=', 'indexing')
          .executeTakeFirst();
        if (marked.numUpdatedRows === 0n) return false;
        await trx.deleteFrom('document_passages').where('document_id', '=', document.id).execute();
        for (let at = 0; at < passages.length; at += INSERT_BATCH) {
          const batch = passages.slice(at, at + INSERT_BATCH);
          const inserted = await trx
            .insertInto('document_passages')
            .values(
              batch.map(({ draft, embedding }, index) => ({
                document_id: document.id,
                customer_id: document.customer_id,
                ordinal: at + index,
                locator: JSON.stringify(draft.locator),
                heading: draft.heading,
                text: draft.text,
                embedding,
              })),
            )
            .returning('id')
            .execute();
          if (vectorColumn && batch.some((p) => p.embedding !== null)) {
            // pgvector's copy of each vector, as its text form '[0.1,0.2,…]'.
            const ids = inserted.map((row) => String(row.id));
            const texts = batch.map(({ embedding }) =>
              embedding === null ? null : `[${[...vectorOf(embedding)].join(',')}]`,
            );
            await sql`update document_passages set embedding_vector = data.v::vector
              from (select unnest(${ids}::bigint[]) as id, unnest(${texts}::text[]) as v) data
              where document_passages.id = data.id and data.v is not null`.execute(trx);
          }
        }
        return true;
      });
    },

    /** The document could not be indexed: it reads `failed` with the reason, and has no passages. */
    async markFailed(document: ClaimedDocument, reason: string, now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable('customer_documents')
          .set({ status: 'failed', passages: 0, reason, indexed_at: now, claimed_at: null })
          .where('id', '=', document.id)
          .where('index_generation', '=', document.index_generation)
          .where('status', '=', 'indexing')
          .executeTakeFirst();
        if (marked.numUpdatedRows > 0n)
          await trx.deleteFrom('document_passages').where('document_id', '=', document.id).execute();
      });
    },

    /** A claim given back unfinished (the instance is stopping): the document waits in the queue again. */
    async release(document: ClaimedDocument): Promise<void> {
      await db
        .updateTable('customer_documents')
        .set({ status: 'queued', claimed_at: null })
        .where('id', '=', document.id)
        .where('index_generation', '=', document.index_generation)
        .where('status', '=', 'indexing')
        .execute();
    },

    /** Queues documents again (re-index, new text); an indexing under way for them will be dropped. */
    async requeue(filter: { documentId: string } | { customerId: string }, text?: string): Promise<number> {
      const result = await db
        .updateTable('customer_documents')
        .set((eb) => ({
          status: 'queued',
          reason: null,
          claimed_at: null,
          index_generation: eb('index_generation', '+', 1),
          ...(text === undefined ? {} : { text }),
        }))
        .where(
          'documentId' in filter
            ? (eb) => eb('id', '=', filter.documentId)
            : (eb) => eb('customer_id', '=', filter.customerId),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async progress(customerId: string): Promise<DocumentIndexProgress> {
      const rows = await db
        .selectFrom('customer_documents')
        .select(['status', (eb) => eb.fn.countAll<number | string>().as('documents')])
        .select((eb) => eb.fn.sum<number | string | null>('passages').as('passages'))
        .where('customer_id', '=', customerId)
        .groupBy('status')
        .execute();
      const progress = { total: 0, queued: 0, indexing: 0, indexed: 0, failed: 0, passages: 0 };
      for (const row of rows) {
        progress[row.status] = Number(row.documents);
        progress.total += Number(row.documents);
        progress.passages += Number(row.passages ?? 0);
      }
      return progress;
    },

    /** What load_customer_data lists of the customer's documents (no text), oldest first. */
    documentList(customerId: string, limit: number) {
      return db
        .selectFrom('customer_documents')
        .select(['name', 'mime', 'status', 'passages'])
        .where('customer_id', '=', customerId)
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async documentCount(customerId: string): Promise<number> {
      const row = await db
        .selectFrom('customer_documents')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type KnowledgeRepo = ReturnType<typeof createKnowledgeRepo>;
