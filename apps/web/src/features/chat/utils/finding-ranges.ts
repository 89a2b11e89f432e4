import type { RuleFinding } from '@brief/contract/brand-rules';

/** A finding's place in the text a reply shows: `[start, end)`, and which of the reply's findings it is. */
export interface FindingRange {
  start: number;
  end: number;
  finding: number;
}

/** Where the `nth` (0-based) occurrence of `word` starts in `text`, or -1. */
function nthOccurrence(text: string, word: string, nth: number): number {
  let at = -1;
  for (let seen = 0; seen <= nth; seen += 1) {
    at = text.indexOf(word, at + 1);
    if (at === -1) return -1;
  }
  return at;
}

/** How many times `word` occurs in `text` before `end`. */
function occurrencesBefore(text: string, word: string, end: number): number {
  let seen = 0;
  for (let at = text.indexOf(word); at !== -1 && at < end; at = text.indexOf(word, at + 1)) seen += 1;
  return seen;
}

/**
 * Where a reply's findings fall in the text it shows. The server counts a finding's offset in the reply's
 * whole content; the text shown is that content without its follow-up blocks and its image links, so a
 * match is found there again as the same words, the same how-many-th time they appear. A finding that is
 * not in the shown text (it was in a follow-up block) gets no range; ranges come sorted and never overlap.
 */
export function findingRanges(
  content: string,
  shown: string,
  findings: readonly RuleFinding[],
): FindingRange[] {
  const ranges: FindingRange[] = [];
  findings.forEach((finding, index) => {
    const words = content.slice(finding.index, finding.index + finding.length);
    if (words === '') return;
    const start =
      content === shown
        ? finding.index
        : nthOccurrence(shown, words, occurrencesBefore(content, words, finding.index));
    if (start !== -1) ranges.push({ start, end: start + words.length, finding: index });
  });
  ranges.sort((a, b) => a.start - b.start);
  const kept: FindingRange[] = [];
  for (const range of ranges) if (range.start >= (kept.at(-1)?.end ?? 0)) kept.push(range);
  return kept;
}
