import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/database';
import { ACCENTED, UNACCENTED } from '../db/migrations/0007-chat-search';
import type { ChatRow } from './repo';

/** The most words of a query that reach the database; the rest add little and cost a lot. */
const MAX_TERMS = 12;

/** A chat that matched, with the text it matched in: its title, or its best-matching message. */
export type ChatSearchHit = { chat: ChatRow; text: string };

/**
 * The words of what the user typed: runs of letters and digits, lower-cased, accents off. Whatever
 * else they typed (quotes, `*`, `-`, `:`, parentheses) only separates words, so it never becomes
 * query syntax.
 */
export function searchTerms(query: string): string[] {
  const folded = query.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = folded.match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** FTS5: every word must appear, each as a quoted prefix (`"word"*`); AND/OR/NOT stay plain words. */
const ftsQuery = (terms: string[]): string =>
  terms.map((term) => `"${term.replaceAll('"', '""')}"*`).join(' ');

/** PostgreSQL: the same as a tsquery, `word:*` joined by `&`. */
const tsQuery = (terms: string[]): string =>
  terms.map((term) => `'${term.replaceAll("'", "''").replaceAll('\\', '\\\\')}':*`).join(' & ');

/** The indexed expression of migration 0007, so PostgreSQL uses its GIN indexes. */
const pgDocument = (column: 'c.title' | 'm.content') =>
  sql`to_tsvector('simple', translate(${sql.ref(column)}, ${sql.lit(ACCENTED)}, ${sql.lit(UNACCENTED)}))`;

type RankedChat = ChatRow & { match_message_id: string | null };

export function createChatSearchRepo(db: Db) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  /** The user's chats where every term matches the title or one message: best match first, then newest. */
  const rankSqlite = (userId: string, terms: string[], limit: number) =>
    // SQLite returns the bare columns of the row that gave min(), so message_id is the best match's.
    // bm25() is only allowed in the FTS query itself, hence the materialised step before grouping.
    sql<RankedChat>`
      with ranked as materialized (
        select rowid as doc_id, bm25(chat_search) as score from chat_search
        where chat_search match ${ftsQuery(terms)}
      )
      select c.*, hits.message_id as match_message_id
      from (
        select d.chat_id, d.message_id, min(ranked.score) as score
        from ranked join chat_search_docs d on d.id = ranked.doc_id
        where d.user_id = ${userId}
        group by d.chat_id
      ) hits
      join chats c on c.id = hits.chat_id
      order by hits.score, c.last_update_time desc, c.id desc
      limit ${limit}`.execute(db);

  // ts_rank would rebuild the tsvector of every matching row (seconds for a common word in 100,000
  // messages), so PostgreSQL ranks coarsely: a title match first, then the newest chat.
  const rankPostgres = (userId: string, terms: string[], limit: number) =>
    sql<RankedChat>`
      with query as (select to_tsquery('simple', ${tsQuery(terms)}) as q),
      hits as (
        select c.id as chat_id, null::text as message_id, 1 as score
        from chats c, query
        where c.user_id = ${userId} and ${pgDocument('c.title')} @@ query.q
        union all
        select m.chat_id, m.id, 0
        from messages m join chats c on c.id = m.chat_id, query
        where c.user_id = ${userId} and ${pgDocument('m.content')} @@ query.q
      ),
      best as (
        select distinct on (chat_id) chat_id, message_id, score from hits order by chat_id, score desc, message_id
      )
      select c.*, best.message_id as match_message_id
      from best join chats c on c.id = best.chat_id
      order by best.score desc, c.last_update_time desc, c.id desc
      limit ${limit}`.execute(db);

  return {
    async searchChats(userId: string, query: string, limit: number): Promise<ChatSearchHit[]> {
      const terms = searchTerms(query);
      if (terms.length === 0) return [];
      const { rows } = await (postgres ? rankPostgres : rankSqlite)(userId, terms, limit);
      const messageIds = rows.flatMap((row) => (row.match_message_id === null ? [] : [row.match_message_id]));
      const contents =
        messageIds.length === 0
          ? []
          : await db
              .selectFrom('messages')
              .select(['id', 'content', 'automatic'])
              .where('id', 'in', messageIds)
              .execute();
      // A hit in an automatic prompt shows what the user typed (the preview), not the product's boilerplate.
      const textOf = (chat: ChatRow, message: (typeof contents)[number] | undefined) =>
        message === undefined
          ? chat.title
          : message.automatic === null
            ? message.content
            : chat.preview || chat.title;
      const byId = new Map(contents.map((message) => [message.id, message]));
      return rows.map(({ match_message_id: messageId, ...chat }) => ({
        chat,
        text: messageId === null ? chat.title : textOf(chat, byId.get(messageId)),
      }));
    },
  };
}

export type ChatSearchRepo = ReturnType<typeof createChatSearchRepo>;

export const MATCH_LENGTH = 200;
/** How much text comes before the first matched word, so the reader sees it in context. */
const MATCH_LEAD = 60;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The part of `text` around the first word that starts with one of the terms (compared without case
 * or accents), at most MATCH_LENGTH characters, with "…" where it was cut.
 */
export function matchSnippet(text: string, terms: string[]): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= MATCH_LENGTH) return flat;
  // Fold character by character, remembering where each folded character came from.
  let folded = '';
  const origin: number[] = [];
  for (let index = 0; index < flat.length; index += 1) {
    const part = (flat[index] ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    folded += part;
    for (let unit = 0; unit < part.length; unit += 1) origin.push(index);
  }
  const pattern =
    terms.length === 0
      ? null
      : new RegExp(`(?<![\\p{L}\\p{N}])(?:${terms.map(escapeRegExp).join('|')})`, 'u');
  const found = pattern?.exec(folded);
  const at = found === null || found === undefined ? 0 : (origin[found.index] ?? 0);
  let start = Math.max(0, Math.min(at - MATCH_LEAD, flat.length - (MATCH_LENGTH - 1)));
  if (start > 0) {
    // Begin at a word, not in the middle of one.
    const space = flat.indexOf(' ', start);
    if (space !== -1 && space < at) start = space + 1;
  }
  const lead = start > 0 ? '…' : '';
  const room = MATCH_LENGTH - lead.length;
  const body = flat.slice(start, start + room);
  return start + room >= flat.length ? lead + body : `${lead}${body.slice(0, room - 1)}…`;
}
