import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfWithPages } from '../../test/fixtures/pdf-builder';
import { documentPassages } from '../knowledge/passages';
import { boundText, htmlText, MAX_EXTRACTED_CHARS, readDocumentText } from './extract';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../../test/fixtures', name));
const textOf = async (...args: Parameters<typeof readDocumentText>) => (await readDocumentText(...args)).text;

describe('readDocumentText', () => {
  it.each([
    ['report.pdf', 'pdf', 'Quarterly revenue grew 12 percent in Valencia.'],
    ['brief.docx', 'docx', 'Campaign brief\n\nLaunch the spring collection in Madrid on 3 April.'],
    [
      'budget.xlsx',
      'xlsx',
      '## Budget\nChannel | Amount\nSearch | 1200\nSocial | 800\n\n## Notes\nApproved by finance',
    ],
    ['leads.csv', 'csv', 'name | city | score\nAna | Sevilla | 91\nLuis, Jr. | Bilbao | 78'],
    ['notes.md', 'markdown', '# Meeting notes\n\n- Ship the **landing page** by Friday.'],
    ['plain.txt', 'text', 'The warehouse opens at 7:30.'],
    ['config.json', 'json', '{\n  "team": "marketing",\n  "budget": {\n    "q1": 5000\n  }\n}'],
  ] as const)('reads %s', async (name, format, expected) => {
    expect(await textOf(fixture(name), format)).toBe(expected);
  });

  it("keeps a PDF's pages apart with form feeds, so passages cite the right page", async () => {
    const pdf = pdfWithPages([
      ['Brand audit 2024'],
      ['Footfall grew 12%', 'in Lisbon (March).'],
      ['Appendix'],
    ]);
    const text = (await textOf(pdf, 'pdf')) ?? '';
    expect(text).toBe('Brand audit 2024\n\n\fFootfall grew 12%\nin Lisbon (March).\n\n\fAppendix');
    expect(documentPassages(text, 'pdf').map((passage) => passage.locator)).toEqual([
      { kind: 'page', page: 1 },
      { kind: 'page', page: 2 },
      { kind: 'page', page: 3 },
    ]);
  });

  it('keeps the page numbers of a PDF whose first page has no text', async () => {
    const text = (await textOf(pdfWithPages([[], ['Footfall grew 12%'], ['Appendix']]), 'pdf')) ?? '';
    expect(documentPassages(text, 'pdf').map((passage) => [passage.locator, passage.text])).toEqual([
      [{ kind: 'page', page: 2 }, 'Footfall grew 12%'],
      [{ kind: 'page', page: 3 }, 'Appendix'],
    ]);
    expect(await textOf(pdfWithPages([[], []]), 'pdf')).toBe('');
  });

  it('has no text for images and unknown files', async () => {
    expect(await textOf(fixture('red.png'), 'image')).toBeNull();
    expect(await textOf(fixture('page.html'), 'other')).toBeNull();
  });

  it('answers no text, and that the file looks damaged, for a broken file instead of failing', async () => {
    const damaged = { text: null, unread: 'damaged' };
    expect(await readDocumentText(fixture('broken.pdf'), 'pdf')).toEqual(damaged);
    expect(await readDocumentText(fixture('report.pdf'), 'docx')).toEqual(damaged);
    expect(await readDocumentText(Buffer.from('{"unclosed": '), 'json')).toEqual(damaged);
    expect(await readDocumentText(Buffer.from('a,"b\n'), 'csv')).toEqual(damaged);
  });

  it('drops a byte-order mark', async () => {
    expect(await textOf(Buffer.from('\uFEFFhola'), 'text')).toBe('hola');
  });

  it('cuts a long text with a note saying so', async () => {
    const long = 'x'.repeat(MAX_EXTRACTED_CHARS + 10);
    const text = (await textOf(Buffer.from(long), 'text')) ?? '';
    expect(text.startsWith('x'.repeat(MAX_EXTRACTED_CHARS))).toBe(true);
    expect(text.slice(MAX_EXTRACTED_CHARS)).toMatch(/^\n\n\[Cut: the file's text is 200,010 characters/);
    expect(boundText('short')).toBe('short');
  });

  it('counts a big table to its end but keeps only its start', async () => {
    const rows = Array.from({ length: 30_000 }, (_, row) => `${row},Ana,Sevilla`);
    const text = (await textOf(Buffer.from(rows.join('\n')), 'csv')) ?? '';
    const full = rows.map((row) => row.replaceAll(',', ' | ')).join('\n');
    expect(text).toBe(boundText(full));
  });
});

describe('htmlText', () => {
  it("keeps a Word file's headings as markdown headings, so passages keep their heading path", () => {
    const html =
      '<h1>Brand book</h1><p>Who we are.</p><h2><strong>Tone</strong> of voice</h2><p>Warm.</p><h3></h3>';
    expect(htmlText(html)).toBe('# Brand book\n\nWho we are.\n\n## Tone of voice\n\nWarm.');
  });

  it('writes list items as bullets and table rows as cells joined by bars', () => {
    const html =
      '<p>Channels:</p><ul><li>Search</li><li><strong>Social</strong></li></ul>' +
      // Mammoth puts each cell's text in a paragraph.
      '<table><tr><th><p>Channel</p></th><th><p>Amount</p></th></tr>' +
      '<tr><td><p>Search</p></td> <td><p>1200</p></td></tr><tr><td>Social</td><td>800</td></tr>' +
      '<tr><td><p>Radio</p><p>(local)</p></td><td><p>300</p></td></tr></table>' +
      '<ol><li>First</li></ol>';
    expect(htmlText(html)).toBe(
      'Channels:\n\n- Search\n- Social\n\nChannel | Amount\nSearch | 1200\nSocial | 800\nRadio (local) | 300\n\n- First',
    );
  });

  it('decodes entities once, so escaped markup stays text', () => {
    expect(htmlText('<p>5 &lt; 6 &amp;&amp; R&amp;D&nbsp;&#8212;&#x41; &amp;lt;b&amp;gt; &copy;</p>')).toBe(
      '5 < 6 && R&D \u2014A &lt;b&gt; &copy;',
    );
    expect(htmlText('<p>&lt;b&gt;bold&lt;/b&gt;</p>')).toBe('<b>bold</b>');
  });

  it('keeps line breaks and collapses empty paragraphs and trailing spaces', () => {
    expect(htmlText('<p>Line one<br />line two  </p><p></p><p></p><p>Next</p>')).toBe(
      'Line one\nline two\n\nNext',
    );
  });
});
