import { describe, expect, it } from 'vitest';
import { fuseRanks } from './search';

/** Reciprocal rank fusion of the keyword and meaning lists; the search over a database is tested in test/. */
describe('fuseRanks', () => {
  it('keeps a single list in its order', () => {
    expect(fuseRanks([[9, 3, 7]])).toEqual([9, 3, 7]);
  });

  it('puts a passage both lists found above one only a single list has first', () => {
    // 3 scores 1/63 + 1/61; 1 scores 1/61; 2 and 4 score 1/62 each.
    expect(
      fuseRanks([
        [1, 2, 3],
        [3, 4],
      ]),
    ).toEqual([3, 1, 2, 4]);
  });

  it('ranks by the sum over lists, so a passage second in both beats one first in one', () => {
    expect(
      fuseRanks([
        [5, 8],
        [6, 8],
      ]),
    ).toEqual([8, 5, 6]);
  });

  it('breaks ties by the lower id, so the same lists always give the same order', () => {
    expect(fuseRanks([[5], [2]])).toEqual([2, 5]);
    expect(fuseRanks([[2], [5]])).toEqual([2, 5]);
  });

  it('gives nothing for no lists or empty ones', () => {
    expect(fuseRanks([])).toEqual([]);
    expect(fuseRanks([[], []])).toEqual([]);
    expect(fuseRanks([[], [4, 1]])).toEqual([4, 1]);
  });
});
