import { PostgresAdapter } from 'kysely';
import type { Db } from '../db/database';
import type { ChatRow } from './chat-repo';
import {
  postgresFinder,
  sqliteFinder,
  sqliteQuery,
  tsQuery,
  type Finder,
  type MatchedChat,
} from './search-finders';
import { searchTerms } from './search-text';

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

/** When a search reads every match instead of testing chats one by one (tests make them small). */
export type SearchTuning = { fewMatches: number; walkWindow: number };

export function createSearchRepo(
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

export type SearchRepo = ReturnType<typeof createSearchRepo>;
