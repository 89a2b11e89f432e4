import { translationsOf } from '../knowledge/cross-language';

/**
 * Text handling of the built-in offline model: just enough English and Spanish to find the passages of
 * a customer profile that answer a question, pick a conversation's keywords and tell the two languages
 * apart. Everything here is deterministic so the same chat always gets the same answer.
 */

export type Language = 'en' | 'es';

const ENGLISH_STOP_WORDS = `a about above after again all also am an and any are as at be been before being below between
both but by can could did do does doing done down during each few for from further get give had has have having he her
here hers him his how i if in into is it its just know let like make me more most much must my no nor not now of off on
once only or other our ours out over own please same shall she should show so some such tell than that the their theirs
them then there these they this those through to too under until up us very via vs was we were what when where which
while who whom whose why will with would you your yours
load loads loaded prepare ready customer customers data profile summary short`;

const SPANISH_STOP_WORDS = `a al algo algun alguna alguno ante antes aqui asi cada como con contra cual cuales cuando cuanta
cuantas cuanto cuantos de del dame desde dime donde durante e el ella ellas ellos en entre era eran es esa esas ese eso
esos esta estaba estan estar estas este esto estos fue fueron ha han hasta hay he hemos la las le les lo los mas me
mi mis muy nos nosotros nuestra nuestras nuestro nuestros o para pero poco por porque puede pueden puedes que quien
quienes se sea ser si sin sobre son su sus tambien te tiene tienen todo todos tu tus un una unas uno unos y ya
hace hacer hizo hicieron tuvo tuvieron quiero necesito podemos podrias deberia deberiamos seria dar ver
carga cargar cargues cargado preparate responder preguntas datos cliente clientes perfil resumen`;

// The last line of each list: the words of the chat's automatic "load this customer" message, which
// say nothing about a topic.
const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));
const englishStopWords = words(ENGLISH_STOP_WORDS);
const spanishStopWords = words(SPANISH_STOP_WORDS);
// Words both languages share ("a", "no", "me", "he"…) say nothing about which one is spoken.
const onlyEnglish = new Set([...englishStopWords].filter((w) => !spanishStopWords.has(w)));
const onlySpanish = new Set([...spanishStopWords].filter((w) => !englishStopWords.has(w)));

export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Lower-case, accent-free words; decimals and thousands ("2.4", "120,000") stay one token. */
export function tokenise(text: string): string[] {
  return normalise(text).match(/[a-z0-9]+(?:[.,][0-9]+)*/g) ?? [];
}

export const isStopWord = (token: string) => englishStopWords.has(token) || spanishStopWords.has(token);

// Longest first; one suffix comes off. Over-stemming is harmless as long as question and profile agree.
const SUFFIXES =
  `amientos imientos amiento imiento aciones iciones idades ations ciones mente acion icion ation ments
idad ment ness ings cion ing ies ied ers ed er es os as s a o e y`.split(/\s+/);

export function stem(token: string): string {
  if (/\d/.test(token)) return token;
  for (const suffix of SUFFIXES) {
    if (token.endsWith(suffix) && token.length - suffix.length >= 3) return token.slice(0, -suffix.length);
  }
  return token;
}

// Stems the bilingual word list does not join: Spanish stems the list has no pair for, and English
// synonyms, mapped to one English stem, so a question finds the line of a profile in either language.
const CROSSWALK = new Map(
  `campan:campaign resultad:result audienci:audienc objetiv:goal objectiv:goal met:goal canal:channel presupuest:budget
vent:sal sector:industr industri:industr voz:voic regal:gift nav:holida christm:holida crec:growth
seguidor:follow alcanc:reach lanz:launch tiend:stor shop:stor pedid:ord suscriptor:subscrib client:custom`
    .split(/\s+/)
    .map((pair) => pair.split(':') as [string, string]),
);

/** A word's stem in one vocabulary: a Spanish word of the bilingual list is read as its English pair. */
const termOf = (token: string) => {
  const stemmed = stem(translationsOf(token, 'en')[0] ?? token);
  return CROSSWALK.get(stemmed) ?? stemmed;
};

/** The words of a text that carry meaning, stemmed, in one vocabulary for both languages. */
export function terms(text: string): string[] {
  return tokenise(text)
    .filter((t) => !isStopWord(t) && (t.length > 1 || /\d/.test(t)))
    .map(termOf);
}

/** Spanish or English by which language's function words the text uses more; `fallback` on a tie. */
export function detectLanguage(text: string, fallback: Language = 'en'): Language {
  let spanish = /[ñ¿¡]/i.test(text) ? 1 : 0;
  let english = 0;
  for (const token of tokenise(text)) {
    if (onlySpanish.has(token)) spanish += 1;
    else if (onlyEnglish.has(token)) english += 1;
  }
  if (spanish === english) return fallback;
  return spanish > english ? 'es' : 'en';
}

export type Passage = { text: string; heading: string; order: number };

const HEADING = /^#{1,6}\s+(.+?)\s*#*$/;
const BOLD_HEADING = /^\*\*([^*]+?):?\*\*:?$/;
const BULLET = /^(?:[-*+]|\d+[.)])\s+/;
const SENTENCE_END = /(?<=[.!?])\s+(?=[\p{Lu}¿¡"“(])/u;

/** Bullets, table rows and sentences of a markdown profile, each with the heading it sits under. */
export function splitPassages(profile: string): Passage[] {
  const passages: Passage[] = [];
  let heading = '';
  const add = (text: string) => {
    const trimmed = text.trim();
    if (trimmed !== '') passages.push({ text: trimmed, heading, order: passages.length });
  };
  for (const raw of profile.split(/\r?\n/)) {
    const line = raw.trim();
    const headingMatch = HEADING.exec(line) ?? BOLD_HEADING.exec(line);
    if (headingMatch?.[1] !== undefined) heading = headingMatch[1].trim();
    else if (line === '' || /^\|?[\s:|-]+\|?$/.test(line)) continue;
    else if (BULLET.test(line) || line.startsWith('|')) add(line.replace(BULLET, ''));
    else for (const sentence of line.split(SENTENCE_END)) add(sentence);
  }
  return passages;
}

export type WeightedText = { text: string; weight: number };

/** A word as written; `key` is its stem, or null for function words and numbers, which mean little alone. */
type SurfaceWord = { surface: string; key: string | null; start: number; end: number };

const SURFACE_WORD = /[\p{L}\p{N}]+(?:[.,'’-][\p{L}\p{N}]+)*/gu;

/** Acronyms and names mid-sentence keep their capitals; other words are lower-cased. */
function surfaceWords(text: string): SurfaceWord[] {
  return [...text.matchAll(SURFACE_WORD)].map((match) => {
    const word = match[0];
    const token = normalise(word);
    const meaningful = !isStopWord(token) && token.length >= 3 && /\p{L}/u.test(word);
    const before = text.slice(0, match.index).trimEnd();
    const sentenceStart = before === '' || /[.!?:\n#*¿¡-]$/.test(before);
    const keepCase = /^\p{Lu}[\p{Lu}\d]+$/u.test(word) || (/^\p{Lu}/u.test(word) && !sentenceStart);
    return {
      surface: keepCase ? word : word.toLowerCase(),
      key: meaningful ? termOf(token) : null,
      start: match.index,
      end: match.index + word.length,
    };
  });
}

/** How much each stem matters in a conversation: its occurrences, weighted by the text they occur in. */
export function termScores(
  texts: readonly WeightedText[],
  ignore: readonly string[] = [],
): Map<string, number> {
  const ignored = new Set(ignore.flatMap(terms));
  const scores = new Map<string, number>();
  for (const { text, weight } of texts) {
    for (const { key } of surfaceWords(text)) {
      if (key !== null && !ignored.has(key)) scores.set(key, (scores.get(key) ?? 0) + weight);
    }
  }
  return scores;
}

/** The highest-scoring words as written; ties go to the word met first. */
export function keywords(
  texts: readonly WeightedText[],
  limit: number,
  ignore: readonly string[] = [],
): string[] {
  const scores = termScores(texts, ignore);
  const seen = new Map<string, string>();
  for (const { text } of texts) {
    for (const { key, surface } of surfaceWords(text)) {
      if (key !== null && scores.has(key) && !seen.has(key)) seen.set(key, surface);
    }
  }
  return [...seen.entries()]
    .sort(([a], [b]) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0))
    .slice(0, limit)
    .map(([, surface]) => surface);
}

// Small words that hold a noun phrase together: "campaña de regalos de Navidad", "cost of acquisition".
const JOINERS = new Set(['de', 'del', 'of']);

/**
 * The best run of up to `maxWords` adjacent words ("Spring Blend launch"), which makes a more natural
 * title than a bag of keywords. Punctuation and function words end a run, except joiners inside one.
 */
export function keyPhrase(text: string, scores: ReadonlyMap<string, number>, maxWords: number): string[] {
  let best: { words: string[]; score: number } = { words: [], score: 0 };
  let run: { word: SurfaceWord; score: number }[] = [];
  const consider = () => {
    for (let from = 0; from < run.length; from += 1) {
      let score = 0;
      for (let to = from; to < Math.min(run.length, from + maxWords); to += 1) {
        score += run[to]?.score ?? 0;
        const edges = (run[from]?.score ?? 0) > 0 && (run[to]?.score ?? 0) > 0;
        if (edges && score > best.score)
          best = { words: run.slice(from, to + 1).map((w) => w.word.surface), score };
      }
    }
    run = [];
  };
  let previous: SurfaceWord | null = null;
  for (const word of surfaceWords(text)) {
    if (previous !== null && !/^\s+$/.test(text.slice(previous.end, word.start))) consider();
    const score = scores.get(word.key ?? '') ?? 0;
    if (score > 0 || (run.length > 0 && JOINERS.has(normalise(word.surface)))) run.push({ word, score });
    else consider();
    previous = word;
  }
  consider();
  return best.words;
}

/**
 * The most frequent run of two to four capitalised words ("Northwind Coffee", "Casa Olivar"), which in
 * a conversation about a customer is usually the customer. Leading function words ("Which Instagram")
 * are dropped first.
 */
export function likelyName(text: string): string | null {
  const counts = new Map<string, number>();
  for (const match of text.matchAll(/\p{Lu}[\p{Ll}'’]+(?:\s+(?:&\s+)?\p{Lu}[\p{Ll}'’]+)+/gu)) {
    const parts = match[0].split(/\s+/);
    while (parts.length > 0 && isStopWord(normalise(parts[0] ?? ''))) parts.shift();
    const name = parts.join(' ');
    if (parts.filter((p) => p !== '&').length >= 2 && parts.length <= 4)
      counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 0;
  for (const [name, count] of counts) {
    if (count > bestCount) [best, bestCount] = [name, count];
  }
  return best;
}

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A name the model quotes (a customer, a file, a document, a heading, a search), as markdown that shows
 * it as written: on one line, its marks taken literally, so a file called `[x](javascript:alert(1)).md`
 * is words, not a link. Pipes are left to the table cell that holds one.
 */
export const literal = (name: string) =>
  name.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').replace(/[\\`*_[\]<~]|&(?=#?\w+;)/g, '\\$&');

/** A name quoted by `literal`, as it was written (on one line). */
export const unliteral = (text: string) => text.replace(/\\([\\`*_[\]<~&])/g, '$1');
