import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { ACCENTED, UNACCENTED } from './0007-chat-search';

/**
 * Customer knowledge: each customer document is split into passages the agent searches, indexed in the
 * background, and replies keep the passages they cite.
 *
 * - `customer_documents` says where each document stands (`queued` → `indexing` → `indexed` | `failed`)
 *   and is itself the indexing queue: an instance claims a queued document (or one whose claim went
 *   stale) by updating its row. `index_generation` grows each time a document is queued again, so an
 *   indexing that finishes after a re-index does not overwrite it. Existing documents start queued.
 * - `document_passages`: the passages, with the customer (searches never read another customer's), where
 *   each sits (`locator`, JSON), its heading path, its text, and an embedding when a provider makes them.
 * - Full-text search: SQLite, an FTS5 index over heading, text and the customer's id with the Porter
 *   stemmer (English; FTS5 has no Spanish one) after folding case and accents. PostgreSQL, a stored `tsvector` of the text with
 *   accents off, stemmed in English and in Spanish, the heading weighted above the text; a GIN index.
 * - `messages.sources` / `message_versions.sources`: the passages a reply cites (JSON).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('customer_documents')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'indexing', 'indexed', 'failed')`),
    )
    .execute();
  await db.schema
    .alterTable('customer_documents')
    .addColumn('passages', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('customer_documents').addColumn('reason', 'text').execute();
  await db.schema.alterTable('customer_documents').addColumn('indexed_at', 'text').execute();
  await db.schema.alterTable('customer_documents').addColumn('claimed_at', 'text').execute();
  await db.schema
    .alterTable('customer_documents')
    .addColumn('index_generation', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // The queue: the few documents waiting or being indexed, oldest first.
  await sql`create index customer_documents_queue_idx on customer_documents (created_at, id)
    where status in ('queued', 'indexing')`.execute(db);

  await db.schema
    .createTable('document_passages')
    .addColumn(
      'id',
      postgres ? sql`bigint generated always as identity primary key` : sql`integer primary key`,
    )
    .addColumn('document_id', 'text', (col) =>
      col.notNull().references('customer_documents.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'text', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('ordinal', 'integer', (col) => col.notNull())
    .addColumn('locator', 'text', (col) => col.notNull())
    .addColumn('heading', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('embedding', postgres ? 'bytea' : 'blob')
    .execute();
  await db.schema
    .createIndex('document_passages_document_idx')
    .on('document_passages')
    .columns(['document_id', 'ordinal'])
    .execute();
  await db.schema
    .createIndex('document_passages_customer_idx')
    .on('document_passages')
    .column('customer_id')
    .execute();

  if (postgres) {
    const folded = (column: string) =>
      sql`translate(${sql.ref(column)}, ${sql.lit(ACCENTED)}, ${sql.lit(UNACCENTED)})`;
    await sql`alter table document_passages add column search tsvector generated always as (
      setweight(to_tsvector('english', ${folded('heading')}), 'A') ||
      setweight(to_tsvector('spanish', ${folded('heading')}), 'A') ||
      setweight(to_tsvector('english', ${folded('text')}), 'B') ||
      setweight(to_tsvector('spanish', ${folded('text')}), 'B')
    ) stored`.execute(db);
    await sql`create index document_passages_search_idx on document_passages using gin (search)`.execute(db);
  } else {
    // The customer's id is indexed too, so a search asks for its customer's passages only: the index
    // intersects the customer's postings with the words' rather than ranking every customer's matches.
    await sql`create virtual table passage_search using fts5(
      heading,
      text,
      customer_id,
      content = 'document_passages',
      content_rowid = 'id',
      tokenize = 'porter unicode61 remove_diacritics 2'
    )`.execute(db);
    const triggers = [
      sql`create trigger document_passages_ai after insert on document_passages begin
        insert into passage_search (rowid, heading, text, customer_id)
          values (new.id, new.heading, new.text, new.customer_id);
      end`,
      sql`create trigger document_passages_ad after delete on document_passages begin
        insert into passage_search (passage_search, rowid, heading, text, customer_id)
          values ('delete', old.id, old.heading, old.text, old.customer_id);
      end`,
      sql`create trigger document_passages_au after update of heading, text, customer_id on document_passages begin
        insert into passage_search (passage_search, rowid, heading, text, customer_id)
          values ('delete', old.id, old.heading, old.text, old.customer_id);
        insert into passage_search (rowid, heading, text, customer_id)
          values (new.id, new.heading, new.text, new.customer_id);
      end`,
    ];
    for (const trigger of triggers) await trigger.execute(db);
  }

  await db.schema.alterTable('messages').addColumn('sources', 'text').execute();
  await db.schema.alterTable('message_versions').addColumn('sources', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('message_versions').dropColumn('sources').execute();
  await db.schema.alterTable('messages').dropColumn('sources').execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql`drop table if exists passage_search`.execute(db);
  }
  await db.schema.dropTable('document_passages').execute();
  await sql`drop index if exists customer_documents_queue_idx`.execute(db);
  for (const column of ['index_generation', 'claimed_at', 'indexed_at', 'reason', 'passages', 'status'])
    await db.schema.alterTable('customer_documents').dropColumn(column).execute();
}
