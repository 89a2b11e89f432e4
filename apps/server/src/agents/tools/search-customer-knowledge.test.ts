import { isDocumentSource } from '@brief/contract/knowledge';
import { describe, expect, it } from 'vitest';
import { createCitations } from '../../knowledge/citations';
import type { FoundPassage } from '../../knowledge/search-repo';
import {
  MAX_SEARCH_CHARS,
  MAX_SEARCH_PASSAGES,
  searchCustomerKnowledgeTool,
  withinBudget,
  type KnowledgePassage,
} from './search-customer-knowledge';

/** Passage `id` of "Audit.pdf", on page `id`, with `length` characters of text. */
const passage = (id: number, length = 100): FoundPassage => ({
  id,
  documentId: 'doc-1',
  documentName: 'Audit.pdf',
  locator: { kind: 'page', page: id },
  heading: '',
  text: `Passage ${id} `.padEnd(length, 'x'),
});

const numbered = (...lengths: number[]) =>
  lengths.map((length, i) => ({ n: i + 1, passage: passage(i + 1, length) }));
const totalLength = (passages: readonly KnowledgePassage[]) =>
  passages.reduce((sum, p) => sum + p.text.length, 0);

describe('withinBudget', () => {
  it('gives each passage its source number, document and place', () => {
    expect(withinBudget([{ n: 4, passage: passage(3, 20) }])).toEqual([
      { source: 4, document: 'Audit.pdf', location: 'page 3', text: 'Passage 3 xxxxxxxxxx' },
    ]);
  });

  it('keeps at most the most passages a search gives', () => {
    const kept = withinBudget(numbered(...Array.from({ length: 12 }, () => 300)));
    expect(kept.map((p) => p.source)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(kept).toHaveLength(MAX_SEARCH_PASSAGES);
  });

  it('cuts the passage that does not fit to what is left, with an ellipsis, and drops the ones after it', () => {
    const kept = withinBudget(numbered(2_500, 2_500, 2_000, 300));
    expect(kept.map((p) => p.text.length)).toEqual([2_500, 2_500, 1_000]);
    expect(kept[2]?.text).toBe(`${passage(3, 2_000).text.slice(0, 999)}…`);
    expect(totalLength(kept)).toBe(MAX_SEARCH_CHARS);
  });

  it('cuts a passage to a leftover of 200 characters but drops it for less', () => {
    expect(withinBudget(numbered(2_900, 2_900, 1_000)).map((p) => p.text.length)).toEqual([
      2_900, 2_900, 200,
    ]);
    expect(withinBudget(numbered(2_950, 2_900, 1_000, 100)).map((p) => p.text.length)).toEqual([
      2_950, 2_900,
    ]);
  });

  it('cuts even the first passage when it alone is past the budget', () => {
    const [first] = withinBudget(numbered(MAX_SEARCH_CHARS + 500));
    expect(first?.text).toHaveLength(MAX_SEARCH_CHARS);
    expect(first?.text.endsWith('x…')).toBe(true);
  });
});

/** The tool over a fake search that answers each query with the passages given for it. */
function searchTool(results: Record<string, FoundPassage[]>) {
  const limits: number[] = [];
  const citations = createCitations();
  const search = (query: string, limit: number) => {
    limits.push(limit);
    return Promise.resolve(results[query] ?? []);
  };
  const tool = searchCustomerKnowledgeTool(search, citations);
  const run = async (query: string) => {
    const output = await tool.execute?.({ query }, { toolCallId: 'call-1', messages: [] });
    if (output === undefined || Symbol.asyncIterator in output) throw new Error('expected one result');
    return output;
  };
  return { run, citations, limits };
}

describe('search_customer_knowledge', () => {
  it('numbers passages on from the last search of the reply; a passage found again keeps its number', async () => {
    const { run, citations, limits } = searchTool({
      tone: [passage(1), passage(2)],
      footfall: [passage(3), passage(1)],
    });
    expect((await run('tone')).passages.map((p) => [p.source, p.location])).toEqual([
      [1, 'page 1'],
      [2, 'page 2'],
    ]);
    expect((await run('footfall')).passages.map((p) => [p.source, p.location])).toEqual([
      [3, 'page 3'],
      [1, 'page 1'],
    ]);
    expect(limits).toEqual([MAX_SEARCH_PASSAGES, MAX_SEARCH_PASSAGES]);
    expect(
      citations
        .cited('Warm [1], busy [3].')
        .filter(isDocumentSource)
        .map((source) => [source.n, source.location]),
    ).toEqual([
      [1, 'page 1'],
      [3, 'page 3'],
    ]);
  });

  it('numbers only the passages the model is shown', async () => {
    const { run } = searchTool({
      // The third passage is cut, the fourth left out: it must not take number 4.
      audit: [passage(1, 2_500), passage(2, 2_500), passage(3, 2_000), passage(4, 2_000)],
      more: [passage(4), passage(5)],
    });
    expect((await run('audit')).passages.map((p) => p.source)).toEqual([1, 2, 3]);
    expect((await run('more')).passages.map((p) => p.source)).toEqual([4, 5]);
  });

  it('tells the model to cite by number, or that nothing matched', async () => {
    const { run } = searchTool({ tone: [passage(1)] });
    expect((await run('tone')).note).toBe(
      'Cite the passages you use as [n] with their source numbers; cite nothing else.',
    );
    expect(await run('pricing')).toEqual({
      passages: [],
      note: "No passage of the customer's documents matches this query.",
    });
  });
});
