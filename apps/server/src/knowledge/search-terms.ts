/**
 * The words and phrases of a question that knowledge search looks for, the same on SQLite and PostgreSQL:
 * letters and digits folded to lower case without accents, function words of either language left out.
 */

/** Words no search needs: English and Spanish function words. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can could did do does for from had has have how i in into is it its me my ' +
    'of on or our should so than that the their them there these they this those to us was we were what ' +
    'when where which who whom why will with would you your about tell give show please list find ' +
    'el la los las un una unos unas y o de del al en con por para que qué como cómo cual cuál cuales ' +
    'cuáles es son fue era ser estar esta este estos estas ese esa eso lo le les se su sus nos mi mis me ' +
    'much many dime dame muestra cuanto cuánto cuanta cuánta cuando cuándo donde dónde quien quién sobre hay'
  )
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(' '),
);

/** The most words of a question that reach the database. */
const MAX_TERMS = 24;

const foldedWords = (query: string): string[] =>
  query
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

const meaningful = (word: string) => !STOP_WORDS.has(word) && (word.length > 1 || /\d/.test(word));

/** The meaningful words of a question: letters and digits, lower case, accents off, no stop words. */
export function knowledgeTerms(query: string): string[] {
  const words = foldedWords(query);
  const kept = words.filter(meaningful);
  return [...new Set(kept.length > 0 ? kept : words)].slice(0, MAX_TERMS);
}

/**
 * Pairs of meaningful words that stand next to each other in the question ("oat milk", "dwell time"): a
 * passage with the same pair as a phrase ranks above one that only has both words somewhere.
 */
export function knowledgePhrases(query: string): string[][] {
  const words = foldedWords(query);
  const pairs: string[][] = [];
  for (let i = 0; i + 1 < words.length; i += 1) {
    const [a, b] = [words[i] ?? '', words[i + 1] ?? ''];
    if (meaningful(a) && meaningful(b)) pairs.push([a, b]);
  }
  return pairs.slice(0, MAX_TERMS);
}
