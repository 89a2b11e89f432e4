import type { RuleFinding } from '@brief/contract/brand-rules';
import { describe, expect, it } from 'vitest';
import { findingRanges } from '@/features/chat/utils/finding-ranges';
import { parseReply } from '@/features/chat/utils/parse-reply';

/** The findings of `words` in `content`, as the server stores them (offset and length in the content). */
function found(content: string, ...words: string[]): RuleFinding[] {
  return words.map((word) => {
    const index = content.indexOf(word);
    if (index === -1) throw new Error(`${word} is not in the reply`);
    return { term: word.toLowerCase(), instead: 'affordable', index, length: word.length };
  });
}

const shownOf = (content: string) => parseReply(content, 'http://localhost').text;
const marked = (shown: string, ranges: ReturnType<typeof findingRanges>) =>
  ranges.map(({ start, end }) => shown.slice(start, end));

describe('findingRanges', () => {
  it('keeps the server’s offsets when the reply shows its whole content', () => {
    const content = 'A **cheap** roast, and Cheaper beans.';
    const ranges = findingRanges(content, content, found(content, 'cheap', 'Cheaper'));
    expect(ranges).toEqual([
      { start: 4, end: 9, finding: 0 },
      { start: 23, end: 30, finding: 1 },
    ]);
  });

  it('finds the same occurrence again when a picture link before it is not shown', () => {
    const content =
      'Cheap mugs.\n\n![mug](/api/users/u1/files/mug.png)\n\nOur cheap beans, not that cheap.\n\nSuggestions:\n- Cheap ads?';
    const shown = shownOf(content);
    expect(shown).not.toContain('mug.png');
    const second = content.indexOf('cheap', content.indexOf('Our'));
    const third = content.indexOf('cheap', second + 1);
    const findings: RuleFinding[] = [
      { term: 'cheap', instead: null, index: second, length: 5 },
      { term: 'cheap', instead: null, index: third, length: 5 },
    ];
    const ranges = findingRanges(content, shown, findings);
    expect(marked(shown, ranges)).toEqual(['cheap', 'cheap']);
    expect(ranges.map(({ start }) => start)).toEqual([
      shown.indexOf('cheap'),
      shown.indexOf('cheap', shown.indexOf('cheap') + 1),
    ]);
  });

  it('gives no range to a finding in a follow-up block the reply shows as chips', () => {
    const content = 'Fine coffee.\n\nSuggestions:\n- A cheap blend?';
    const ranges = findingRanges(content, shownOf(content), found(content, 'cheap'));
    expect(ranges).toEqual([]);
  });

  it('sorts the ranges and drops one that overlaps another', () => {
    const content = 'cheap seats and low cost';
    const findings: RuleFinding[] = [
      { term: 'low cost', instead: null, index: 16, length: 8 },
      { term: 'cheap', instead: null, index: 0, length: 5 },
      { term: 'cheap seats', instead: null, index: 0, length: 11 },
    ];
    expect(findingRanges(content, content, findings)).toEqual([
      { start: 0, end: 5, finding: 1 },
      { start: 16, end: 24, finding: 0 },
    ]);
  });

  it('ignores a finding past the end of the reply', () => {
    expect(findingRanges('short', 'short', [{ term: 'x', instead: null, index: 40, length: 1 }])).toEqual([]);
  });
});
