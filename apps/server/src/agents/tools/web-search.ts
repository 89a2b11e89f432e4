import { tool, zodSchema } from 'ai';
import { z } from 'zod';
import { SearchFailure, type SearchProvider, type SearchResult } from '../../search/search-provider';

export const WEB_SEARCH = 'web_search';

export type WebSearchOutput =
  | { query: string; results: SearchResult[] }
  | { query: string; error: string; reason: SearchFailure['reason'] | 'unknown' };

/** The tool's input, as a schema made once: its JSON Schema is computed on first use, not per run. */
const webSearchInput = zodSchema(
  z.object({
    query: z.string().trim().min(1).max(400).describe('What to search for, in the words a person would type'),
  }),
);

/**
 * Searches the web through the configured provider. A failure is an answer too ("the search failed: …"),
 * so the model can say so instead of the run breaking.
 */
export function webSearchTool(search: SearchProvider, log: { warn(obj: object, msg: string): void }) {
  return tool({
    description:
      'Searches the web and returns the most relevant pages (title, address, snippet). Use it for current or public information the customer data does not hold, and cite the pages you use as markdown links [title](url).',
    inputSchema: webSearchInput,
    execute: async ({ query }, { abortSignal }): Promise<WebSearchOutput> => {
      try {
        const results = await search.search(query, abortSignal === undefined ? {} : { signal: abortSignal });
        return { query, results };
      } catch (error) {
        const reason = error instanceof SearchFailure ? error.reason : 'unknown';
        // The provider's name and the reason only: addresses and keys stay out of the log.
        log.warn({ provider: search.name, reason }, 'web search failed');
        const message = error instanceof SearchFailure ? error.message : 'an unexpected error';
        return { query, error: `The web search failed: ${message}.`, reason };
      }
    },
  });
}
