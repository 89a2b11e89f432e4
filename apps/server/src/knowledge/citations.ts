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

/** An approved fact of the customer's memory, as the model is given it and a reply cites it. */
export type MemoryFact = {
  id: string;
  text: string;
  /** Who approved it (their name, or their e-mail when they have none) and when. */
  approvedBy: string;
  approvedAt: string;
  /** The chat it was proposed from, if any. */
  chatId: string | null;
};

/** A connector's result as the model is given it and a reply cites it. */
export type ConnectorResult = { callId: string; connector: string; tool: string; text: string };

type Numbered =
  | { n: number; passage: FoundPassage }
  | { n: number; fact: MemoryFact }
  | { n: number; result: ConnectorResult };

function sourceOf(entry: Numbered): MessageSource {
  if ('result' in entry)
    return {
      n: entry.n,
      kind: 'connector',
      connector: entry.result.connector,
      tool: entry.result.tool,
      callId: entry.result.callId,
      snippet: entry.result.text.slice(0, SNIPPET_LENGTH),
    };
  if ('fact' in entry)
    return {
      n: entry.n,
      kind: 'memory',
      memoryId: entry.fact.id,
      text: entry.fact.text,
      approvedBy: { name: entry.fact.approvedBy },
      approvedAt: entry.fact.approvedAt,
      chatId: entry.fact.chatId,
    };
  const { passage } = entry;
  return {
    n: entry.n,
    kind: 'document',
    documentId: passage.documentId,
    documentName: passage.documentName,
    location: locationText(passage.locator),
    locator: passage.locator,
    snippet: passage.text.slice(0, SNIPPET_LENGTH),
  };
}

/**
 * The sources of one reply: each passage, memory fact and connector result the model is given gets a number, the same
 * one each time it comes back within the reply; the reply then keeps the sources its text cites by those
 * numbers.
 */
export function createCitations() {
  const numbered = new Map<string, Numbered>();
  const numberOf = <T extends Numbered>(key: string, make: (n: number) => T): T => {
    const known = numbered.get(key);
    if (known !== undefined) return known as T;
    const entry = make(numbered.size + 1);
    numbered.set(key, entry);
    return entry;
  };

  return {
    /** The passages with their numbers, new ones numbered after those given before. */
    number(passages: readonly FoundPassage[]): { n: number; passage: FoundPassage }[] {
      return passages.map((passage) => numberOf(`passage:${passage.id}`, (n) => ({ n, passage })));
    },

    /** The memory facts with their numbers, numbered like passages. */
    numberFacts(facts: readonly MemoryFact[]): { n: number; fact: MemoryFact }[] {
      return facts.map((fact) => numberOf(`memory:${fact.id}`, (n) => ({ n, fact })));
    },

    /** A connector's result with its number, numbered like passages. */
    numberResult(result: ConnectorResult): number {
      return numberOf(`connector:${result.callId}`, (n) => ({ n, result })).n;
    },

    /** The sources the text cites, by number; markers that name nothing given are left out. */
    cited(text: string): MessageSource[] {
      const byNumber = new Map([...numbered.values()].map((entry) => [entry.n, entry]));
      return citedNumbers(text)
        .sort((a, b) => a - b)
        .flatMap((n) => {
          const entry = byNumber.get(n);
          return entry === undefined ? [] : [sourceOf(entry)];
        });
    },
  };
}

export type Citations = ReturnType<typeof createCitations>;
