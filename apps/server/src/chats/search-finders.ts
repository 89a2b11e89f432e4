import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import { CHAT_SPAN } from '../db/migrations/0022-chat-search-per-chat';
import type { ChatRow } from './chat-repo';

/**
 * The queries of the library's search on each database (migration 0022 says how each is indexed).
 * `search-repo.ts` decides which to run.
 */

/** SQLite's prefix indexes hold prefixes up to this many characters. */
const INDEXED_PREFIX = 4;
/** A longer word is searched as the indexed words it begins, while there are at most this many. */
const MAX_WORDS = 16;

/** A matching chat and the `seq` of the document that matched: 0 for the title, else its newest message's. */
export type MatchedChat = ChatRow & { match_seq: number };

/** Where the walk stopped: the oldest of the chats it tested, by (last update, id). */
export type Boundary = { time: string; id: string };

/**
 * The chats up to and including the boundary (`newer`), or the ones after it (`older`). A row-value
 * comparison, so the (user, last update, id) index scans just that range.
 */
const around = (boundary: Boundary | undefined, side: 'newer' | 'older') =>
  boundary === undefined
    ? sql``
    : sql`and (c.last_update_time, c.id) ${sql.raw(side === 'newer' ? '>=' : '<')} (${boundary.time}, ${boundary.id})`;

/** The two ways to find a user's matching chats, newest first, both reading `around` the boundary. */
export type Finder = {
  /** How many titles and messages match, of every user, counting no further than `cap`. */
  count: (cap: number) => Promise<number>;
  /** Tests the user's chats one at a time, newest first; stops at `limit`. */
  walk: (userId: string, limit: number, boundary: Boundary | undefined) => Promise<MatchedChat[]>;
  /** Reads every match from the index, then keeps the user's newest `limit` after the boundary. */
  read: (userId: string, limit: number, boundary: Boundary | undefined) => Promise<MatchedChat[]>;
};

/** A chat's range of FTS5 rowids, as SQL. Integer arithmetic on the key: FTS5 ignores a real bound. */
const chatRange = (key: RawBuilder<unknown>) =>
  sql`between ${key} * ${sql.lit(CHAT_SPAN)} and ${key} * ${sql.lit(CHAT_SPAN)} + ${sql.lit(CHAT_SPAN - 1)}`;

/**
 * SQLite: the FTS5 query for the terms, or null when one of them begins no indexed word: nothing can
 * match. (That also keeps out a term FTS5 would split in two, a phrase, which `detail=none` refuses: a
 * few characters are letters to JavaScript and separators to FTS5.) Each term is a prefix. Up to
 * INDEXED_PREFIX characters a prefix index answers it as one list; a longer one becomes the words it
 * begins (`("campaign" OR "campaigns")`), each a list FTS5 can seek in, where a bare `"campaign"*`
 * would make FTS5 merge every such list again for each chat tested. Past MAX_WORDS it stays a prefix
 * and `walkable` is false: it is read once, whole.
 */
export async function sqliteQuery(
  db: Db,
  terms: string[],
): Promise<{ match: string; walkable: boolean } | null> {
  // The next indexed word from `from` on that starts with `term`. An instance vocabulary answers the
  // first row without counting a word's documents, as the 'row' one would.
  const nextWord = async (term: string, from: string) => {
    const { rows } = await sql<{ term: string }>`
      select term from chat_search_terms where term >= ${from} and term < ${`${term}\u{10FFFF}`} limit 1`.execute(
      db,
    );
    return rows[0]?.term;
  };
  const quote = (word: string) => `"${word.replaceAll('"', '""')}"`;
  const parts: string[] = [];
  let walkable = true;
  for (const term of terms) {
    const first = await nextWord(term, term);
    if (first === undefined) return null;
    if ([...term].length <= INDEXED_PREFIX) {
      parts.push(`${quote(term)}*`);
      continue;
    }
    const words = [first];
    for (let next = first; words.length <= MAX_WORDS; words.push(next)) {
      // The smallest text after `next` is `next` followed by U+0001.
      const found = await nextWord(term, `${next}\u0001`);
      if (found === undefined) break;
      next = found;
    }
    if (words.length > MAX_WORDS) {
      parts.push(`${quote(term)}*`);
      walkable = false;
    } else parts.push(`(${words.map(quote).join(' OR ')})`);
  }
  return { match: parts.join(' AND '), walkable };
}

export function sqliteFinder(db: Db, match: string): Finder {
  return {
    count: async (cap) => {
      const { rows } = await sql<{ n: number }>`
        select count(*) as n from (select 1 from chat_search where chat_search match ${match} limit ${cap})`.execute(
        db,
      );
      return Number(rows[0]?.n ?? 0);
    },
    walk: async (userId, limit, boundary) => {
      // The select list is computed for the rows kept only. `rowid + 0`: a bare max(rowid) would have
      // FTS5 read the chat's documents backwards, which starts from the end of each word's list.
      const { rows } = await sql<MatchedChat>`
        select c.*, (
          select max(s.rowid + 0) from chat_search s
          where s.chat_search match ${match} and s.rowid ${chatRange(sql`k.key`)}
        ) - k.key * ${sql.lit(CHAT_SPAN)} as match_seq
        from chats c join chat_search_keys k on k.chat_id = c.id
        where c.user_id = ${userId} ${around(boundary, 'newer')}
          and exists (
            select 1 from chat_search s
            where s.chat_search match ${match} and s.rowid ${chatRange(sql`k.key`)}
          )
        order by c.last_update_time desc, c.id desc
        limit ${limit}`.execute(db);
      return rows;
    },
    read: async (userId, limit, boundary) => {
      // CROSS JOIN keeps SQLite from walking the user's chats and scanning the matches for each one.
      const { rows } = await sql<MatchedChat>`
        select c.*, m.newest - m.key * ${sql.lit(CHAT_SPAN)} as match_seq
        from (
          select rowid / ${sql.lit(CHAT_SPAN)} as key, max(rowid) as newest
          from chat_search where chat_search match ${match} group by 1
        ) m
        cross join chat_search_keys k on k.key = m.key
        cross join chats c on c.id = k.chat_id
        where c.user_id = ${userId} ${around(boundary, 'older')}
        order by c.last_update_time desc, c.id desc
        limit ${limit}`.execute(db);
      return rows;
    },
  };
}

/** PostgreSQL: every term a prefix (`'word':*`), joined by `&`. */
export const tsQuery = (terms: string[]): string =>
  terms.map((term) => `'${term.replaceAll("'", "''").replaceAll('\\', '\\\\')}':*`).join(' & ');

export function postgresFinder(db: Db, query: string): Finder {
  const matches = sql`@@ to_tsquery('simple', ${query})`;
  return {
    // The planner reads a common word's first matches in table order and a rare one's from the index.
    count: async (cap) => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n
        from (select 1 from chat_search_documents d where d.document ${matches} limit ${cap}) few`.execute(
        db,
      );
      return rows[0]?.n ?? 0;
    },
    walk: async (userId, limit, boundary) => {
      // A lateral subquery, unlike EXISTS, is never turned into a join that reads every match: it is
      // run for each chat in turn, newest first, and its index scan stops at the newest matching document.
      const { rows } = await sql<MatchedChat>`
        select c.*, hit.seq as match_seq
        from chats c
        cross join lateral (
          select d.seq from chat_search_documents d
          where d.chat_id = c.id and d.document ${matches}
          order by d.seq desc
          limit 1
        ) hit
        where c.user_id = ${userId} ${around(boundary, 'newer')}
        order by c.last_update_time desc, c.id desc
        limit ${limit}`.execute(db);
      return rows;
    },
    read: async (userId, limit, boundary) => {
      const { rows } = await sql<MatchedChat>`
        select c.*, m.match_seq
        from (
          select d.chat_id, max(d.seq) as match_seq from chat_search_documents d
          where d.document ${matches} group by d.chat_id
        ) m
        join chats c on c.id = m.chat_id
        where c.user_id = ${userId} ${around(boundary, 'older')}
        order by c.last_update_time desc, c.id desc
        limit ${limit}`.execute(db);
      return rows;
    },
  };
}
