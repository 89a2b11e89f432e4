/**
 * Finding terms in a text the way a reader would: any case, accents folded ("campana" finds
 * "Campañas"), whole words only ("ad" is not in "advert"), a term of several words across any spacing,
 * and the last word's plurals in English (-s, -es, -y → -ies) and Spanish (-s, -es, -z → -ces). Offsets
 * are those of the original text, whatever folding did to its length.
 */

/** A text folded for matching, and where each of its UTF-16 units came from in the original. */
type FoldedText = { text: string; starts: number[]; ends: number[] };

/** One letter (with its combining marks) folded: decomposed, without the marks, in lower case. */
const foldCharacter = (character: string) =>
  character.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** Folds case and accents, as matching compares them. */
export const foldTerm = (text: string) => [...text].map(foldCharacter).join('').replace(/\s+/g, ' ').trim();

function foldWithOffsets(text: string): FoldedText {
  const folded: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  // A letter goes with the combining marks after it, so a match ends after its last letter's accent.
  for (const letter of text.match(/\P{M}\p{M}*|\p{M}+/gsu) ?? []) {
    const end = offset + letter.length;
    const units = foldCharacter(letter);
    for (let i = 0; i < units.length; i += 1) {
      starts.push(offset);
      ends.push(end);
    }
    folded.push(units);
    offset = end;
  }
  return { text: folded.join(''), starts, ends };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The last word as written and in its plural forms, longest first so a plural wins over its stem. */
function lastWordForms(word: string): string[] {
  const forms = new Set([word, `${word}s`, `${word}es`]);
  if (word.endsWith('y')) forms.add(`${word.slice(0, -1)}ies`);
  if (word.endsWith('z')) forms.add(`${word.slice(0, -1)}ces`);
  return [...forms].sort((a, b) => b.length - a.length);
}

/** The pattern of a folded term: its words apart by any spacing, the last one in any of its forms. */
function termPattern(folded: string): RegExp | null {
  const words = folded.split(' ').filter((word) => word !== '');
  const last = words.pop();
  if (last === undefined) return null;
  const body = [...words.map(escape), `(?:${lastWordForms(last).map(escape).join('|')})`].join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'gu');
}

/** Where a term occurs in the original text: offset and length there. */
export type TermMatch = { index: number; length: number };

/** A reusable finder of a text's terms: fold the text once, look for many terms. */
export function termFinder(text: string): (term: string) => TermMatch[] {
  const folded = foldWithOffsets(text);
  return (term) => {
    const pattern = termPattern(foldTerm(term));
    if (pattern === null) return [];
    const matches: TermMatch[] = [];
    for (const match of folded.text.matchAll(pattern)) {
      const start = folded.starts[match.index];
      const end = folded.ends[match.index + match[0].length - 1];
      if (start !== undefined && end !== undefined) matches.push({ index: start, length: end - start });
    }
    return matches;
  };
}
