import { describe, expect, it } from 'vitest';
import { parseReply } from '@/features/chat/utils/parse-reply';
import { mergeRelated } from '@/features/chat/utils/related';

describe('mergeRelated', () => {
  it("puts the reply's own Related items first, then the fetched ones, each once", () => {
    const { related } = parseReply(
      'Here you go.\n\nRelated:\n- Compare with last year\n- Show the top channels',
      'http://localhost',
    );
    expect(mergeRelated(related, ['show the top channels ', 'Plan the next campaign'])).toEqual([
      'Compare with last year',
      'Show the top channels',
      'Plan the next campaign',
    ]);
  });

  it('keeps at most 5 and drops blank items', () => {
    expect(mergeRelated(['a', ' ', 'b', 'c'], ['d', 'e', 'f'])).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(mergeRelated([], [])).toEqual([]);
  });
});
