/** How what the user typed becomes search terms, and how a matched text is shown around the match. */

/** The most words of a query that reach the database; the rest add little and cost a lot. */
const MAX_TERMS = 12;
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
