import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundText, ExtractionTimeoutError, extractText, MAX_EXTRACTED_CHARS, withTimeout } from './extract';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../../test/fixtures', name));

describe('extractText', () => {
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
    expect(await extractText(fixture(name), format)).toBe(expected);
  });

  it('has no text for images and unknown files', async () => {
    expect(await extractText(fixture('red.png'), 'image')).toBeNull();
    expect(await extractText(fixture('page.html'), 'other')).toBeNull();
  });

  it('answers null for a broken file instead of failing', async () => {
    expect(await extractText(fixture('broken.pdf'), 'pdf')).toBeNull();
    expect(await extractText(fixture('report.pdf'), 'docx')).toBeNull();
    expect(await extractText(Buffer.from('{"unclosed": '), 'json')).toBeNull();
    expect(await extractText(Buffer.from('a,"b\n'), 'csv')).toBeNull();
  });

  it('drops a byte-order mark', async () => {
    expect(await extractText(Buffer.from('\uFEFFhola'), 'text')).toBe('hola');
  });

  it('cuts a long text with a note saying so', async () => {
    const long = 'x'.repeat(MAX_EXTRACTED_CHARS + 10);
    const text = (await extractText(Buffer.from(long), 'text')) ?? '';
    expect(text.startsWith('x'.repeat(MAX_EXTRACTED_CHARS))).toBe(true);
    expect(text.slice(MAX_EXTRACTED_CHARS)).toMatch(/^\n\n\[Cut: the file's text is 200,010 characters/);
    expect(boundText('short')).toBe('short');
  });
});

describe('withTimeout', () => {
  it('gives up on work that takes too long', async () => {
    await expect(withTimeout(new Promise(() => {}), 10)).rejects.toBeInstanceOf(ExtractionTimeoutError);
  });

  it('answers work that finishes in time', async () => {
    await expect(withTimeout(Promise.resolve('done'), 1000)).resolves.toBe('done');
  });
});
