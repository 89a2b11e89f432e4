import { locationText, SNIPPET_LENGTH, type MessageSource } from '@brief/contract/knowledge';
import type { FoundPassage } from './search-repo';

/** `[1]`, `[2, 3]`, `[4; 5]`, not a markdown link's `[text](url)`. */
const MARKER = /\[(\d{1,3}(?:\s*[,;]\s*\d{1,3})*)\](?!\()/g;

/** The source numbers a text cites, in the order first cited. */
export function citedNumbers(text: string): number[] {
  const cited: number[] = [];
  for (const match of text.matchAll(MARKER))
    for (const part of (match[1] ?? '').split(/[,;]/)) {
      const n = Number(part.trim());
      if (!cited.includes(n)) cited.push(n);
    }
  return cited;
}

/**
 * The sources of one reply: each passage the model is given gets a number, the same one each time it
 * comes back within the reply; the reply then keeps the passages its text cites by those numbers.
 */
export function createCitations() {
  const numbered = new Map<number, { n: number; passage: FoundPassage }>();

  return {
    /** The passages with their numbers, new ones numbered after those given before. */
    number(passages: readonly FoundPassage[]): { n: number; passage: FoundPassage }[] {
      return passages.map((passage) => {
        const known = numbered.get(passage.id);
        if (known !== undefined) return known;
        const entry = { n: numbered.size + 1, passage };
        numbered.set(passage.id, entry);
        return entry;
      });
    },

    /** The sources the text cites, by number; markers that name no passage given are left out. */
    cited(text: string): MessageSource[] {
      const byNumber = new Map([...numbered.values()].map((entry) => [entry.n, entry.passage]));
      return citedNumbers(text)
        .sort((a, b) => a - b)
        .flatMap((n) => {
          const passage = byNumber.get(n);
          if (passage === undefined) return [];
          return [
            {
              n,
              documentId: passage.documentId,
              documentName: passage.documentName,
              location: locationText(passage.locator),
              locator: passage.locator,
              snippet: passage.text.slice(0, SNIPPET_LENGTH),
            },
          ];
        });
    },
  };
}

export type Citations = ReturnType<typeof createCitations>;
