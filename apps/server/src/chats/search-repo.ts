import { PostgresAdapter } from 'kysely';
import type { Db } from '../db/database';
import type { ChatRow } from './repo';
import {
  postgresFinder,
  sqliteFinder,
  sqliteQuery,
  tsQuery,
  type Finder,
  type MatchedChat,
} from './search-finders';

/** The most words of a query that reach the database; the rest add little and cost a lot. */
const MAX_TERMS = 12;
/**
 * Fewer matching titles and messages than this (every user's) are read whole from the index: that
 * costs less than testing chats one by one for a page that may never fill.
 */
const FEW_MATCHES = 1000;
/**
 * How many of the user's newest chats a search tests one by one. A word in many of them fills the
 * page long before; for a rarer one the chats older than these come from reading every match.
 */
const WALK_WINDOW = 300;

/** A chat that matched, with the text it matched in: its newest matching message, or its title. */
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

/** When a search reads every match instead of testing chats one by one (tests make them small). */
export type SearchTuning = { fewMatches: number; walkWindow: number };

export function createChatSearchRepo(
  db: Db,
  { fewMatches, walkWindow }: SearchTuning = { fewMatches: FEW_MATCHES, walkWindow: WALK_WINDOW },
) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  /** A finder for the terms, or null when SQLite's index already says nothing matches. */
  async function finderFor(terms: string[]): Promise<{ finder: Finder; walkable: boolean } | null> {
    if (postgres) return { finder: postgresFinder(db, tsQuery(terms)), walkable: true };
    const query = await sqliteQuery(db, terms);
    return query === null ? null : { finder: sqliteFinder(db, query.match), walkable: query.walkable };
  }

  /**
   * The user's chats where every term begins a word of the title or of one message, newest first
   * (last update, then id), at most `limit`. A word with few matches is read whole from the index.
   * For one with many, the user's newest `walkWindow` chats are tested one by one, stopping when the
   * page is full, so a common word costs a page's worth of chats, not its matches; if they hold fewer
   * than `limit`, the rest come from every match of the older chats.
   */
  async function matchingChats(userId: string, terms: string[], limit: number): Promise<MatchedChat[]> {
    const found = await finderFor(terms);
    if (found === null) return [];
    const { finder, walkable } = found;
    if (!walkable || (await finder.count(fewMatches)) < fewMatches)
      return finder.read(userId, limit, undefined);
    const boundary = await db
      .selectFrom('chats')
      .select(['last_update_time as time', 'id'])
      .where('user_id', '=', userId)
      .orderBy('last_update_time', 'desc')
      .orderBy('id', 'desc')
      .offset(walkWindow - 1)
      .limit(1)
      .executeTakeFirst();
    // Without a boundary the user has fewer chats than the window, and the walk tests them all.
    const walked = await finder.walk(userId, limit, boundary);
    if (walked.length === limit || boundary === undefined) return walked;
    return [...walked, ...(await finder.read(userId, limit - walked.length, boundary))];
  }

  return {
    async searchChats(userId: string, query: string, limit: number): Promise<ChatSearchHit[]> {
      const terms = searchTerms(query);
      if (terms.length === 0) return [];
      const rows = await matchingChats(userId, terms, limit);
      const messages = rows.filter((row) => row.match_seq > 0);
      const contents =
        messages.length === 0
          ? []
          : await db
              .selectFrom('messages')
              .select(['chat_id', 'seq', 'content', 'automatic'])
              .where((eb) =>
                eb.or(
                  messages.map((row) => eb.and([eb('chat_id', '=', row.id), eb('seq', '=', row.match_seq)])),
                ),
              )
              .execute();
      const byChat = new Map(contents.map((message) => [message.chat_id, message]));
      return rows.map(({ match_seq: _seq, ...chat }) => {
        const message = byChat.get(chat.id);
        // A hit in an automatic prompt shows what the user typed (the preview), not the product's boilerplate.
        const text =
          message === undefined
            ? chat.title
            : message.automatic === null
              ? message.content
              : chat.preview || chat.title;
        return { chat, text };
      });
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
    const char = flat[index] ?? '';
    // ASCII only needs its case folded: much cheaper than normalising (a search shows 50 of these).
    const part =
      char < '\u0080' ? char.toLowerCase() : char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
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
