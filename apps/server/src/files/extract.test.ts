import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundText, MAX_EXTRACTED_CHARS, readDocumentText } from './extract';

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
