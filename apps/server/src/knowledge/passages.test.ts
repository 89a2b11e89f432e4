import { describe, expect, it } from 'vitest';
import { documentPassages, MAX_PASSAGES, PASSAGE_MAX_CHARS, PASSAGE_TARGET_CHARS } from './passages';

const locators = (...args: Parameters<typeof documentPassages>) =>
  documentPassages(...args).map((passage) => passage.locator);

/** Paragraphs of exactly `length` characters, one line each, separated by blank lines. */
const paragraphsOf = (count: number, length: number) =>
  Array.from({ length: count }, (_, i) => `Paragraph ${String(i).padStart(3, '0')} `.padEnd(length, 'x'));

describe('documentPassages', () => {
  it('gives a PDF passage the page it is on, and a blank page keeps the pages after it in place', () => {
    const text = 'Cover: Brand audit 2024\n\n\fFootfall grew in Lisbon.\n\nAnd in Porto.\n\n\f\n\n\fAppendix';
    expect(documentPassages(text, 'pdf')).toEqual([
      { locator: { kind: 'page', page: 1 }, heading: '', text: 'Cover: Brand audit 2024' },
      { locator: { kind: 'page', page: 2 }, heading: '', text: 'Footfall grew in Lisbon.\n\nAnd in Porto.' },
      { locator: { kind: 'page', page: 4 }, heading: '', text: 'Appendix' },
    ]);
  });

  it('places the text of a PDF without page breaks by its lines', () => {
    expect(locators('One page only\nsecond line', 'pdf')).toEqual([{ kind: 'lines', from: 1, to: 2 }]);
  });

  it.each(['markdown', 'docx'] as const)('gives %s passages their heading path', (format) => {
    const text = [
      'Prepared for Acme',
      'by the agency',
      '',
      '# Brand book',
      'Who we are.',
      '',
      '## **Tone** ##',
      'Warm and direct.',
      '### Examples',
      'Say "hi", not "greetings".',
      '## Colours',
      'Blue and sand.',
      '# Appendix',
      'Contacts.',
    ].join('\n');
    expect(documentPassages(text, format)).toEqual([
      { locator: { kind: 'lines', from: 1, to: 2 }, heading: '', text: 'Prepared for Acme\nby the agency' },
      { locator: { kind: 'section', section: ['Brand book'] }, heading: 'Brand book', text: 'Who we are.' },
      {
        locator: { kind: 'section', section: ['Brand book', 'Tone'] },
        heading: 'Brand book › Tone',
        text: 'Warm and direct.',
      },
      {
        locator: { kind: 'section', section: ['Brand book', 'Tone', 'Examples'] },
        heading: 'Brand book › Tone › Examples',
        text: 'Say "hi", not "greetings".',
      },
      {
        locator: { kind: 'section', section: ['Brand book', 'Colours'] },
        heading: 'Brand book › Colours',
        text: 'Blue and sand.',
      },
      { locator: { kind: 'section', section: ['Appendix'] }, heading: 'Appendix', text: 'Contacts.' },
    ]);
  });

  it('gives no passage to a heading with nothing under it', () => {
    expect(locators('# Empty\n\n# Full\nText', 'markdown')).toEqual([{ kind: 'section', section: ['Full'] }]);
  });

  it('packs short paragraphs into passages of about the target length, with the lines they span', () => {
    // 9 paragraphs of 100 characters fit in 1,000 with the blank lines between them; a tenth does not.
    const text = paragraphsOf(30, 100).join('\n\n');
    const passages = documentPassages(text, 'text');
    expect(passages.map((passage) => passage.locator)).toEqual([
      { kind: 'lines', from: 1, to: 17 },
      { kind: 'lines', from: 19, to: 35 },
      { kind: 'lines', from: 37, to: 53 },
      { kind: 'lines', from: 55, to: 59 },
    ]);
    expect(passages.map((passage) => passage.text).join('\n\n')).toBe(text);
    for (const passage of passages) expect(passage.text.length).toBeLessThanOrEqual(PASSAGE_TARGET_CHARS);
  });

  it('counts lines from the start of the file, blank lines and Windows line ends included', () => {
    expect(locators('\r\n\r\nFirst\r\nsecond\r\n\r\n\r\nThird', 'text')).toEqual([
      { kind: 'lines', from: 3, to: 7 },
    ]);
    expect(documentPassages('{\n  "team": "marketing"\n}', 'json')).toEqual([
      { locator: { kind: 'lines', from: 1, to: 3 }, heading: '', text: '{\n  "team": "marketing"\n}' },
    ]);
  });

  it('cuts a long paragraph at sentence ends, never past the most', () => {
    const sentences = Array.from({ length: 60 }, (_, i) => `Sentence ${i} says the store opened in spring.`);
    const paragraph = sentences.join(' ');
    const passages = documentPassages(`# Report\n${paragraph}`, 'markdown');
    expect(passages.length).toBeGreaterThan(1);
    for (const passage of passages) {
      expect(passage.text.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARS);
      expect(passage.text).toMatch(/^Sentence \d+ .*spring\.$/s);
      expect(passage.locator).toEqual({ kind: 'section', section: ['Report'] });
    }
    expect(passages.map((passage) => passage.text).join(' ')).toBe(paragraph);
  });

  it('cuts a paragraph without spaces at the most', () => {
    const passages = documentPassages('x'.repeat(4_000), 'text');
    expect(passages.map((passage) => passage.text.length)).toEqual([1_500, 1_500, 1_000]);
  });

  it("gives a spreadsheet's passages their sheet and rows, counted as the sheet counts them", () => {
    const text = '## Budget\nChannel | Amount\nSearch | 1200\nSocial | 800\n\n## Notes\nApproved by finance';
    expect(documentPassages(text, 'xlsx')).toEqual([
      {
        locator: { kind: 'rows', sheet: 'Budget', from: 2, to: 3 },
        heading: 'Budget',
        text: 'Channel | Amount\nSearch | 1200\nSocial | 800',
      },
      {
        locator: { kind: 'rows', sheet: 'Notes', from: 1, to: 1 },
        heading: 'Notes',
        text: 'Approved by finance',
      },
    ]);
  });

  it('repeats the header row at the top of each passage of a long sheet', () => {
    const header = 'Store | Month | Footfall';
    // 39-character rows: 24 of them fit with the header in 1,000 characters.
    const rows = Array.from({ length: 100 }, (_, i) =>
      `Lisbon ${String(i).padStart(3, '0')} | March 2024 | `.padEnd(39, '9'),
    );
    expect(rows[0]).toHaveLength(39);
    const passages = documentPassages(`## Footfall\n${[header, ...rows].join('\n')}`, 'xlsx');
    expect(passages.map((passage) => passage.locator)).toEqual(
      [
        [2, 25],
        [26, 49],
        [50, 73],
        [74, 97],
        [98, 101],
      ].map(([from, to]) => ({ kind: 'rows', sheet: 'Footfall', from, to })),
    );
    for (const passage of passages) {
      const [first, ...data] = passage.text.split('\n');
      expect(first).toBe(header);
      if (passage.locator.kind !== 'rows') continue;
      // Row n of the sheet is the data row n - 2 (the header is row 1).
      expect(data).toEqual(rows.slice(passage.locator.from - 2, passage.locator.to - 1));
    }
  });

  it('gives a CSV row passages without a sheet', () => {
    expect(documentPassages('name | city\nAna | Sevilla\n\nLuis | Bilbao\n', 'csv')).toEqual([
      {
        locator: { kind: 'rows', sheet: null, from: 2, to: 3 },
        heading: '',
        text: 'name | city\nAna | Sevilla\nLuis | Bilbao',
      },
    ]);
  });

  it('counts an empty row of a sheet and keeps a long header and row within the most', () => {
    expect(documentPassages('## Q3\nstore\nLisbon\n\nPorto\n\n## Q4\nstore\nMadrid', 'xlsx')).toEqual([
      { locator: { kind: 'rows', sheet: 'Q3', from: 2, to: 4 }, heading: 'Q3', text: 'store\nLisbon\nPorto' },
      { locator: { kind: 'rows', sheet: 'Q4', from: 2, to: 2 }, heading: 'Q4', text: 'store\nMadrid' },
    ]);
    const [long] = documentPassages(`${'h'.repeat(1200)}\n${'x'.repeat(2000)}`, 'csv');
    expect(long?.text.length).toBe(PASSAGE_MAX_CHARS);
  });

  it('gives no passage to empty text', () => {
    for (const format of ['pdf', 'markdown', 'xlsx', 'csv', 'text'] as const)
      expect(documentPassages(' \n\n \f\n', format)).toEqual([]);
  });

  it('stops at the most passages a document gives', () => {
    // Each row fills a passage on its own.
    const rows = Array.from({ length: MAX_PASSAGES + 200 }, (_, i) => `${i} `.padEnd(990, 'y'));
    const passages = documentPassages(['h', ...rows].join('\n'), 'csv');
    expect(passages).toHaveLength(MAX_PASSAGES);
    expect(passages.at(-1)?.locator).toEqual({ kind: 'rows', sheet: null, from: 1001, to: 1001 });
  });
});
