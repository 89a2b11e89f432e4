import { isDocumentSource, SNIPPET_LENGTH, type PassageLocator } from '@brief/contract/knowledge';
import { describe, expect, it } from 'vitest';
import { citedNumbers, createCitations } from './citations';
import type { FoundPassage } from './search-repo';

const passage = (id: number, locator: PassageLocator, text = `Passage ${id}.`): FoundPassage => ({
  id,
  documentId: `doc-${id}`,
  documentName: `Report ${id}.pdf`,
  locator,
  heading: '',
  text,
});

describe('citedNumbers', () => {
  it('reads [n], [n, m] and [n; m] markers, each number once, in the order first cited', () => {
    expect(citedNumbers('Footfall rose [2], as did sales [1, 3]; margins fell [4; 2].')).toEqual([
      2, 1, 3, 4,
    ]);
    expect(citedNumbers('Spaced [ 5 ] is not a marker, [6 ,7] is.')).toEqual([6, 7]);
  });

  it('does not read markdown links, words or long numbers as citations', () => {
    expect(citedNumbers('See [1](http://x), [2, 3](https://y), [six], [1000] and [].')).toEqual([]);
  });
});

describe('createCitations', () => {
  it('numbers passages in the order given, and a passage given again keeps its number', () => {
    const citations = createCitations();
    const [a, b, c] = [1, 2, 3].map((id) => passage(id, { kind: 'page', page: id }));
    if (a === undefined || b === undefined || c === undefined) throw new Error('three passages');
    expect(citations.number([a, b]).map(({ n, passage }) => [n, passage.id])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(citations.number([c, a]).map(({ n, passage }) => [n, passage.id])).toEqual([
      [3, 3],
      [1, 1],
    ]);
    expect(citations.number([b]).map(({ n }) => n)).toEqual([2]);
  });

  it('keeps the sources the text cites, in number order, with their place in words', () => {
    const citations = createCitations();
    citations.number([
      passage(10, { kind: 'page', page: 3 }),
      passage(11, { kind: 'section', section: ['Brand voice', 'Tone'] }),
      passage(12, { kind: 'rows', sheet: 'Q3', from: 2, to: 41 }),
      passage(13, { kind: 'lines', from: 7, to: 7 }),
      passage(14, { kind: 'rows', sheet: null, from: 5, to: 5 }),
    ]);
    const sources = citations.cited(
      'Tone is warm [2]. Q3 grew [3; 5], see page 3 [1](http://x) and [3] [9].',
    );
    expect(sources).toEqual([
      {
        n: 2,
        kind: 'document',
        documentId: 'doc-11',
        documentName: 'Report 11.pdf',
        location: 'Brand voice › Tone',
        locator: { kind: 'section', section: ['Brand voice', 'Tone'] },
        snippet: 'Passage 11.',
      },
      {
        n: 3,
        kind: 'document',
        documentId: 'doc-12',
        documentName: 'Report 12.pdf',
        location: 'sheet Q3, rows 2–41',
        locator: { kind: 'rows', sheet: 'Q3', from: 2, to: 41 },
        snippet: 'Passage 12.',
      },
      {
        n: 5,
        kind: 'document',
        documentId: 'doc-14',
        documentName: 'Report 14.pdf',
        location: 'row 5',
        locator: { kind: 'rows', sheet: null, from: 5, to: 5 },
        snippet: 'Passage 14.',
      },
    ]);
  });

  it('cites nothing when the text has no markers or none was numbered', () => {
    const citations = createCitations();
    expect(citations.cited('Footfall rose [1].')).toEqual([]);
    citations.number([passage(1, { kind: 'page', page: 1 })]);
    expect(citations.cited('Footfall rose.')).toEqual([]);
  });

  it("keeps at most the snippet's length of a passage's text", () => {
    const citations = createCitations();
    const text = 'a'.repeat(SNIPPET_LENGTH) + 'b'.repeat(10);
    citations.number([passage(1, { kind: 'lines', from: 1, to: 40 }, text)]);
    const [source] = citations.cited('[1]').filter(isDocumentSource);
    expect(source?.location).toBe('lines 1–40');
    expect(source?.snippet).toBe('a'.repeat(SNIPPET_LENGTH));
  });

  it('numbers memory facts like passages and cites them as memory sources', () => {
    const citations = createCitations();
    const fact = {
      id: 'fact-1',
      text: 'Northwind ships only in glass jars.',
      approvedBy: 'Lena Lead',
      approvedAt: '2026-11-27T10:00:00.000Z',
      chatId: 'chat-1',
    };
    expect(citations.numberFacts([fact]).map((entry) => entry.n)).toEqual([1]);
    citations.number([passage(7, { kind: 'page', page: 2 })]);
    // The same fact given again keeps its number.
    expect(citations.numberFacts([fact]).map((entry) => entry.n)).toEqual([1]);
    expect(citations.cited('Glass only [1]; footfall [2].')).toEqual([
      {
        n: 1,
        kind: 'memory',
        memoryId: 'fact-1',
        text: 'Northwind ships only in glass jars.',
        approvedBy: { name: 'Lena Lead' },
        approvedAt: '2026-11-27T10:00:00.000Z',
        chatId: 'chat-1',
      },
      expect.objectContaining({ n: 2, kind: 'document', documentId: 'doc-7' }),
    ]);
  });
});
