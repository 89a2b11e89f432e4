import { KINDS, type SectionKind, hintsOf, kindOf, namesOf, sectionOf } from './builtin-follow-ups';
import { type Passage, terms } from './builtin-text';

/**
 * Which passages of a profile, a document or a file really answer a question, for the built-in model.
 * A passage scores the share of the question's meaning it holds: each word of the question weighs by
 * how rare it is among the passages (a word no passage has weighs most: it is what the data lacks), and a
 * passage holds a word in its own text, or, for three quarters of it, in its heading. Only passages past
 * a floor are quoted, so "What is the budget for TV ads in Japan?" is told the data doesn't say, rather
 * than shown every line that mentions a budget. The floor is measured on the demo customers
 * (builtin-relevance.test.ts: questions and the passages that answer them).
 */

/** Least share of the question a quoted passage holds. */
export const RELEVANCE_FLOOR = 0.42;
/** A quoted passage holds at least this share of what the best one holds. */
const NEAR_THE_BEST = 0.6;
/** Most passages one answer quotes. */
const MAX_MATCHES = 4;
/** What a word in a passage's heading (not its text) counts for. */
const HEADING_SHARE = 0.75;

/**
 * Words of a request that say what to do, how much, when or where to look, not what about ("compare",
 * "main", "this year", "tres", "the documents"): the question's subject is the rest.
 */
const REQUEST_WORDS = new Set(
  terms(
    `write draft create make give show tell list explain describe summarise summarize suggest propose compare
    analyse analyze plan recommend help need want know like think remind quick quickly brief briefly please idea ideas
    could would should also more most main top key current currently latest last next year years month
    today now work works working best good better say says said mean means use used using look find found
    one two three four five six seven eight nine ten
    escribe escribir redacta redactar crea crear haz hacer dame dime muestra explica describe resume resumir
    sugiere propon compara analiza planifica recomienda ayuda necesito quiero saber sabes conoces recuerda
    rapido breve favor podrias deberiamos principal principales actual ultimo ultima proximo proxima ano anos
    mes hoy ahora funciona funcionan mejor mejores bueno buena dice dicen idea ideas darme decirme
    muestrame ensename puedes podrias matter matters important importa importan importante interesa many much
    document documents doc docs file files documento documentos archivo archivos
    uno dos tres cuatro cinco seis siete ocho nueve diez`,
  ),
);

/**
 * The subjects a question names that the data has a part for ("What are the goals?" and a Goals section):
 * a word naming one counts only in that part, so a brand book's "our palette serves one goal" does not
 * answer "What are the goals?". A document's passages count by their words as usual when the question
 * names documents ("What do the documents say about the budget?", "the brand book's goals").
 */
export type Topic = {
  /** The subject a word of the question names, if it names one the data has a part for. */
  named: (term: string) => SectionKind | undefined;
  /** The subject a word hints at ("target", "kpi"): the part about it holds it, other passages may too. */
  hinted: (term: string) => SectionKind | undefined;
  /** The subject of the part a passage sits in. */
  kindAt: (passage: Passage) => SectionKind | null;
  /** A passage whose words count wherever it sits. */
  free: (passage: Passage) => boolean;
};

export type ScoredPassage = { passage: Passage; score: number };

/** Words that ask about the customer's documents rather than its profile. */
const DOCUMENT_WORDS = new Set(
  terms(
    'document documents doc docs file files report reports documento documentos archivo archivos informe',
  ),
);

/**
 * The kind of part a passage sits in: its section's ("Goals"), or for a document's passage the last part
 * of its place ("brand-book.md, Brand book › Goals" → goals).
 */
function passageKind(passage: Passage, documents: readonly string[]): SectionKind | null {
  const section = sectionOf(passage.heading, documents);
  if (section.kind === 'document') return kindOf(passage.heading.split('›').at(-1) ?? '');
  return section.kind === 'other' ? null : section.kind;
}

/** The subjects the question names that some passage sits in a part about; null when there are none. */
export function topicOf(
  question: string,
  passages: readonly Passage[],
  documents: readonly string[] = [],
): Topic | null {
  const kindAt = (passage: Passage) => passageKind(passage, documents);
  const present = new Set(passages.map(kindAt));
  const named = new Map<string, SectionKind>();
  const hinted = new Map<string, SectionKind>();
  for (const kind of KINDS) {
    if (!present.has(kind)) continue;
    for (const term of namesOf(kind, question)) if (!named.has(term)) named.set(term, kind);
    for (const term of hintsOf(kind, question)) if (!hinted.has(term)) hinted.set(term, kind);
  }
  if (named.size === 0 && hinted.size === 0) return null;
  const asked = new Set(terms(question));
  const free = (passage: Passage) => {
    if (sectionOf(passage.heading, documents).kind !== 'document') return false;
    const name = terms(passage.heading.split(', ')[0] ?? '');
    return [...asked].some((term) => DOCUMENT_WORDS.has(term) || (!named.has(term) && name.includes(term)));
  };
  return { named: (term) => named.get(term), hinted: (term) => hinted.get(term), kindAt, free };
}

/** The question's words that say what it is about: not function words, request words or `ignore`d ones. */
export function subjectTerms(question: string, ignore: readonly string[] = []): string[] {
  const ignored = new Set(ignore.flatMap(terms));
  return [...new Set(terms(question))].filter((t) => !ignored.has(t) && !REQUEST_WORDS.has(t));
}

/** Every passage holding some of the question, best first, with the share of it it holds (0–1). */
export function scorePassages(
  passages: readonly Passage[],
  question: string,
  options: { ignore?: readonly string[]; topic?: Topic | null } = {},
): ScoredPassage[] {
  const query = subjectTerms(question, options.ignore);
  if (query.length === 0) return [];
  const topic = options.topic ?? null;
  const indexed = passages.map((passage) => ({
    passage,
    own: new Set(terms(passage.text)),
    context: new Set(terms(passage.heading)),
    kind: topic?.kindAt(passage) ?? null,
    free: topic?.free(passage) ?? true,
  }));
  const share = (entry: (typeof indexed)[number], term: string) => {
    const subject = topic?.named(term);
    if (subject !== undefined && entry.kind === subject) return 1;
    if (entry.kind !== null && topic?.hinted(term) === entry.kind) return 1;
    if (subject !== undefined && !entry.free) return 0;
    return entry.own.has(term) ? 1 : entry.context.has(term) ? HEADING_SHARE : 0;
  };
  const weights = query.map((term) => {
    const holding = indexed.filter((entry) => share(entry, term) > 0).length;
    return Math.log((indexed.length + 1) / Math.max(1, holding));
  });
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0) return [];
  return indexed
    .map((entry) => ({
      passage: entry.passage,
      score: query.reduce((sum, term, i) => sum + (weights[i] ?? 0) * share(entry, term), 0) / total,
    }))
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score || a.passage.order - b.passage.order);
}

/** The passages that answer the question (past the floor, near the best, at most four), best first. */
export function passagesByScore(
  passages: readonly Passage[],
  question: string,
  options: { ignore?: readonly string[]; topic?: Topic | null } = {},
): Passage[] {
  return answering(scorePassages(passages, question, options)).map((scored) => scored.passage);
}

/** The scored passages that answer: past the floor and near the best, at most four. */
export function answering(scored: readonly ScoredPassage[]): ScoredPassage[] {
  const best = scored[0]?.score ?? 0;
  return scored
    .filter((s) => s.score >= RELEVANCE_FLOOR && s.score >= best * NEAR_THE_BEST)
    .slice(0, MAX_MATCHES);
}

/** The passages that answer the question, in the order they are written. */
export function rankPassages(
  passages: readonly Passage[],
  question: string,
  options: { ignore?: readonly string[]; topic?: Topic | null } = {},
): Passage[] {
  return passagesByScore(passages, question, options).sort((a, b) => a.order - b.order);
}
