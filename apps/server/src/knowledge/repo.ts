import {
  passageLocatorSchema,
  type DocumentIndexProgress,
  type PassageLocator,
} from '@brief/contract/knowledge';
import { PostgresAdapter, sql } from 'kysely';
import { detectLanguage } from '../agents/builtin-text';
import type { Db } from '../db/database';
import { vectorOf } from './embeddings';
import type { PassageDraft } from './passages';

/** A document taken from the queue, with what indexing it needs. */
export type ClaimedDocument = {
  id: string;
  customer_id: string;
  name: string;
  mime: string;
  text: string;
  index_generation: number;
};

/** A passage as search finds it. */
export type FoundPassage = {
  id: number;
  documentId: string;
  documentName: string;
  locator: PassageLocator;
  heading: string;
  text: string;
};

type PassageRow = {
  id: number | string;
  document_id: string;
  document_name: string;
  locator: string;
  heading: string;
  text: string;
};

/** Passages written per statement: a document of 1,000 passages is ten inserts. */
const INSERT_BATCH = 100;

/** Words no search needs: English and Spanish function words. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can could did do does for from had has have how i in into is it its me my ' +
    'of on or our should so than that the their them there these they this those to us was we were what ' +
    'when where which who whom why will with would you your about tell give show please list find ' +
    'el la los las un una unos unas y o de del al en con por para que qué como cómo cual cuál cuales ' +
    'cuáles es son fue era ser estar esta este estos estas ese esa eso lo le les se su sus nos mi mis me ' +
    'much many dime dame muestra cuanto cuánto cuanta cuánta cuando cuándo donde dónde quien quién sobre hay'
  )
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(' '),
);

/** Passages PostgreSQL ranks by ts_rank before they are ranked again by how rare their words are. */
const PG_CANDIDATES = 100;

/** The most words of a question that reach the database. */
const MAX_TERMS = 24;

const foldedWords = (query: string): string[] =>
  query
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

const meaningful = (word: string) => !STOP_WORDS.has(word) && (word.length > 1 || /\d/.test(word));

/** The meaningful words of a question: letters and digits, lower case, accents off, no stop words. */
export function knowledgeTerms(query: string): string[] {
  const words = foldedWords(query);
  const kept = words.filter(meaningful);
  return [...new Set(kept.length > 0 ? kept : words)].slice(0, MAX_TERMS);
}

/**
 * Pairs of meaningful words that stand next to each other in the question ("oat milk", "dwell time"): a
 * passage with the same pair as a phrase ranks above one that only has both words somewhere.
 */
export function knowledgePhrases(query: string): string[][] {
  const words = foldedWords(query);
  const pairs: string[][] = [];
  for (let i = 0; i + 1 < words.length; i += 1) {
    const [a, b] = [words[i] ?? '', words[i + 1] ?? ''];
    if (meaningful(a) && meaningful(b)) pairs.push([a, b]);
  }
  return pairs.slice(0, MAX_TERMS);
}

const toFound = (row: PassageRow): FoundPassage => ({
  id: Number(row.id),
  documentId: row.document_id,
  documentName: row.document_name,
  locator: passageLocatorSchema.parse(JSON.parse(row.locator)),
  heading: row.heading,
  text: row.text,
});

export function createKnowledgeRepo(db: Db) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  /**
   * How common each word is across all passages, from PostgreSQL's own statistics of the search column
   * (`most_common_elems`, kept by ANALYZE): read at most once a minute.
   */
  let commonWords: { at: number; frequency: Map<string, number>; rarest: number } | undefined;
  const wordFrequencies = async () => {
    if (commonWords !== undefined && Date.now() - commonWords.at < 60_000) return commonWords;
    const { rows } = await sql<{ elems: string | null; freqs: number[] | null }>`
      select most_common_elems::text as elems, most_common_elem_freqs as freqs from pg_stats
      where schemaname = current_schema() and tablename = 'document_passages' and attname = 'search'`.execute(
      db,
    );
    const elems = (rows[0]?.elems ?? '{}')
      .replace(/^\{|\}$/g, '')
      .split(',')
      .filter((e) => e !== '');
    const freqs = rows[0]?.freqs ?? [];
    const frequency = new Map(elems.map((elem, i) => [elem.replace(/^"|"$/g, ''), Number(freqs[i] ?? 0)]));
    const known = [...frequency.values()].filter((f) => f > 0);
    commonWords = { at: Date.now(), frequency, rarest: known.length === 0 ? 0.001 : Math.min(...known) / 2 };
    return commonWords;
  };

  /**
   * PostgreSQL has no BM25: ts_rank counts words but not how rare they are, and ranked a planted fact in
   * the top 5 for 72% of questions over 1,000 reports. So ts_rank picks the best 100 candidates and they
   * are ranked again by the rarity of the question's words and phrases each holds (its inverse document
   * frequency, from the statistics above): 100% in the top 5.
   */
  const postgresSearch = async (
    customerId: string,
    question: string,
    terms: readonly string[],
    phrases: readonly string[][],
    limit: number,
  ): Promise<FoundPassage[]> => {
    // The vector holds both languages' stems; the question is stemmed in its own language only
    // (Spanish stems of an English question matched noise: recall@5 fell from 0.98 to 0.86).
    const config = detectLanguage(question) === 'es' ? 'spanish' : 'english';
    const pieces = [...terms, ...phrases.map((pair) => `(${pair.join(' <-> ')})`)];
    const tsquery = (text: string) => sql`to_tsquery(${config}::regconfig, ${text})`;
    const [{ rows }, lexemes, stats] = await Promise.all([
      sql<PassageRow & { matches: boolean[] }>`
        select c.id, c.document_id, c.document_name, c.locator, c.heading, c.text,
          array[${sql.join(pieces.map((piece) => sql`c.search @@ ${tsquery(piece)}`))}] as matches
        from (
          select p.id, p.document_id, d.name as document_name, p.locator, p.heading, p.text, p.search,
            ts_rank(p.search, query.q) as rank
          from document_passages p
          join customer_documents d on d.id = p.document_id,
            (select ${tsquery(pieces.join(' | '))} as q) query
          where p.customer_id = ${customerId} and p.search @@ query.q
          order by rank desc, p.id
          limit ${PG_CANDIDATES}
        ) c
        order by c.rank desc, c.id`.execute(db),
      sql<{ lexeme: string }>`
        select to_tsquery(${config}::regconfig, u.t)::text as lexeme
        from unnest(${[...terms]}::text[]) with ordinality as u(t, n)
        order by u.n`.execute(db),
      wordFrequencies(),
    ]);
    const rarity = (lexeme: string) => {
      const frequency = stats.frequency.get(lexeme.replace(/'/g, '').trim()) ?? stats.rarest;
      return Math.log(1 + (1 - frequency + 0.001) / (frequency + 0.001));
    };
    const termWeights = lexemes.rows.map((row) => rarity(row.lexeme));
    const weights = [
      ...termWeights,
      ...phrases.map((pair) => 2 * Math.max(...pair.map((word) => termWeights[terms.indexOf(word)] ?? 0))),
    ];
    return rows
      .map((row, order) => ({
        row,
        order,
        score: row.matches.reduce((sum, matched, i) => sum + (matched ? (weights[i] ?? 0) : 0), 0),
      }))
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, limit)
      .map(({ row }) => toFound(row));
  };

  /** Queued, or claimed by an instance that has been at it since `staleBefore` (it died, most likely). */
  const claimable = (staleBefore: string) =>
    sql<boolean>`(status = 'queued' or (status = 'indexing' and claimed_at < ${staleBefore}))`;

  return {
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

    /** PostgreSQL: refreshes the statistics search reads how common each word is from. */
    async refreshStatistics(): Promise<void> {
      if (!postgres) return;
      await sql`analyze document_passages`.execute(db);
      commonWords = undefined;
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

    /**
     * The customer's passages that share the most words with the query, best first: any word may match
     * (OR), and so may a pair of words side by side in the question as a phrase; rare words, phrases and
     * heading words count most. SQLite: BM25 with the heading weighted double, English stems. PostgreSQL:
     * ts_rank over the heading-weighted vector (ts_rank_cd ranked far worse on OR queries: recall@5 0.42
     * against 0.98), the question stemmed in its own language.
     */
    async keywordSearch(customerId: string, question: string, limit: number): Promise<FoundPassage[]> {
      const terms = knowledgeTerms(question);
      const phrases = knowledgePhrases(question);
      if (terms.length === 0) return [];
      if (postgres) return postgresSearch(customerId, question, terms, phrases, limit);
      const words = [...terms.map((term) => [term]), ...phrases]
        .map((run) => `"${run.join(' ').replaceAll('"', '""')}"`)
        .join(' OR ');
      const match = `customer_id : "${customerId.replaceAll('"', '""')}" AND (${words})`;
      const { rows } = await sql<PassageRow>`
        with ranked as materialized (
          select rowid as id, bm25(passage_search, 2.0, 1.0, 0.0) as score from passage_search
          where passage_search match ${match}
          order by score
          limit ${limit}
        )
        select p.id, p.document_id, d.name as document_name, p.locator, p.heading, p.text
        from ranked
        join document_passages p on p.id = ranked.id
        join customer_documents d on d.id = p.document_id
        where p.customer_id = ${customerId}
        order by ranked.score, p.id`.execute(db);
      return rows.map(toFound);
    },

    /** Passages by id, with their documents' names (what vector search found). */
    async passages(ids: readonly number[]): Promise<FoundPassage[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('document_passages as p')
        .innerJoin('customer_documents as d', 'd.id', 'p.document_id')
        .select(['p.id', 'p.document_id', 'd.name as document_name', 'p.locator', 'p.heading', 'p.text'])
        .where('p.id', 'in', [...ids])
        .execute();
      return rows.map(toFound);
    },

    /** What changes whenever the customer's passages do: a cached copy of them is fresh while it holds. */
    async stamp(customerId: string): Promise<string> {
      const row = await db
        .selectFrom('customer_documents')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('documents'),
          eb.fn.max('indexed_at').as('indexed_at'),
          eb.fn.sum<number | string | null>('index_generation').as('generations'),
        ])
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
      return `${row.documents}/${row.indexed_at ?? ''}/${row.generations ?? 0}`;
    },

    /** The customer's passage vectors, for an exact scan. */
    embeddings(customerId: string) {
      return db
        .selectFrom('document_passages')
        .select(['id', 'embedding'])
        .where('customer_id', '=', customerId)
        .where('embedding', 'is not', null)
        .execute();
    },
  };
}

export type KnowledgeRepo = ReturnType<typeof createKnowledgeRepo>;
