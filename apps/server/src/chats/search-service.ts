import type { ChatSearchQuery, ChatSearchResult } from '@brief/contract/chats';
import type { UserRow } from '../users/repo';
import { toChatSummary } from './present';
import type { RunRepo } from './run-repo';
import type { SearchRepo } from './search-repo';
import { matchSnippet, searchTerms } from './search-text';

/** The library's search of a user's chats. */
export function createSearchService({ search, runs }: { search: SearchRepo; runs: RunRepo }) {
  return {
    /** The user's chats whose title or messages hold every word searched, newest first. */
    async search(user: UserRow, query: ChatSearchQuery): Promise<ChatSearchResult[]> {
      const hits = await search.searchChats(user.id, query.q, query.limit);
      const terms = searchTerms(query.q);
      const running = await runs.runningChatsOfUser(user.id);
      return hits.map(({ chat, text }) => ({
        ...toChatSummary(chat, running.has(chat.id)),
        match: matchSnippet(text, terms),
      }));
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
