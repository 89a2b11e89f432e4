import { locationText } from '@brief/contract/knowledge';
import { tool, zodSchema } from 'ai';
import { z } from 'zod';
import type { Citations } from '../../knowledge/citations';
import type { FoundPassage } from '../../knowledge/search-repo';

export const SEARCH_CUSTOMER_KNOWLEDGE = 'search_customer_knowledge';

/** Most passages, and characters of passage text, one search hands the model. */
export const MAX_SEARCH_PASSAGES = 8;
export const MAX_SEARCH_CHARS = 6_000;
/** A passage cut shorter than this to fit is left out instead. */
const MIN_PASSAGE_CHARS = 200;

/**
 * One passage as the model reads it: its source number, document and place, and `found: 'by meaning'`
 * when it holds no word of the query (an embeddings match: close in meaning, to be read with care).
 */
export type KnowledgePassage = {
  source: number;
  document: string;
  location: string;
  text: string;
  found?: 'by meaning';
};

/** The best passages within the budget: the first whole, later ones cut to what is left. */
export function withinBudget(passages: readonly { n: number; passage: FoundPassage }[]): KnowledgePassage[] {
  let left = MAX_SEARCH_CHARS;
  const kept: KnowledgePassage[] = [];
  for (const { n, passage } of passages.slice(0, MAX_SEARCH_PASSAGES)) {
    if (left < MIN_PASSAGE_CHARS) break;
    const text = passage.text.length <= left ? passage.text : `${passage.text.slice(0, left - 1).trimEnd()}…`;
    left -= text.length;
    kept.push({
      source: n,
      document: passage.documentName,
      location: locationText(passage.locator),
      text,
      ...(passage.byMeaningOnly === true ? { found: 'by meaning' as const } : {}),
    });
  }
  return kept;
}

/** The tool's input, as a schema made once: its JSON Schema is computed on first use, not per run. */
const searchCustomerKnowledgeInput = zodSchema(
  z.object({
    query: z
      .string()
      .min(1)
      .max(500)
      .describe(
        'What to look for, in words the documents would use, e.g. "Q3 footfall Lisbon store". It is also searched in the other language (English or Spanish), so ask in either.',
      ),
  }),
);

/** Searches the selected customer's documents; every passage comes with a number to cite it by. */
export function searchCustomerKnowledgeTool(
  search: (query: string, limit: number) => Promise<FoundPassage[]>,
  citations: Citations,
) {
  return tool({
    description:
      "Searches the selected customer's documents (brand books, research, audits, media plans…) and returns the passages that best match the query, each with a source number, its document and where in it (page or section). The documents may be in English or Spanish: the query is searched in both, whichever language you write it in. Use it for any fact, figure or quote the profile does not give, and cite each passage you use as [n] with its source number.",
    inputSchema: searchCustomerKnowledgeInput,
    execute: async ({ query }) => {
      const found = await search(query, MAX_SEARCH_PASSAGES);
      // Only the passages the model is actually shown get numbers.
      const shown = withinBudget(found.map((passage) => ({ n: 0, passage })));
      const passages = withinBudget(citations.number(found.slice(0, shown.length)));
      if (passages.length === 0)
        return { passages: [], note: "No passage of the customer's documents matches this query." };
      return {
        passages,
        note: 'Cite the passages you use as [n] with their source numbers; cite nothing else.',
      };
    },
  });
}
