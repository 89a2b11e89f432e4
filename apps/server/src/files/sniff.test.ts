import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { looksLikeText, sniffType } from './sniff';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../../test/fixtures', name));

describe('sniffType', () => {
  it('reads binary formats from their bytes, whatever the name says', async () => {
    expect(await sniffType(fixture('red.png'), 'photo.txt', 'text/plain')).toEqual({
      mime: 'image/png',
      format: 'image',
    });
    expect(await sniffType(fixture('report.pdf'), 'report', '')).toEqual({
      mime: 'application/pdf',
      format: 'pdf',
    });
    expect((await sniffType(fixture('brief.docx'), 'brief.zip', 'application/zip')).format).toBe('docx');
    expect((await sniffType(fixture('budget.xlsx'), 'budget', '')).format).toBe('xlsx');
  });

  it('believes the name or declared type only for text formats whose bytes are text', async () => {
    expect(await sniffType(fixture('leads.csv'), 'leads.csv', '')).toEqual({
      mime: 'text/csv',
      format: 'csv',
    });
    expect(await sniffType(fixture('notes.md'), 'notes', 'text/markdown')).toEqual({
      mime: 'text/markdown',
      format: 'markdown',
    });
    expect(await sniffType(Buffer.from([0, 159, 146, 150]), 'data.txt', 'text/plain')).toEqual({
      mime: 'application/octet-stream',
      format: 'other',
    });
  });

  it('never takes HTML or SVG for an image or a text', async () => {
    expect(await sniffType(fixture('page.html'), 'page.png', 'image/png')).toEqual({
      mime: 'application/octet-stream',
      format: 'other',
    });
    expect(await sniffType(fixture('page.html'), 'page.html', 'text/plain')).toEqual({
      mime: 'text/html',
      format: 'other',
    });
    expect((await sniffType(fixture('drawing.svg'), 'drawing.svg', 'image/svg+xml')).format).toBe('other');
  });
});

describe('looksLikeText', () => {
  it('is UTF-8 without NUL bytes', () => {
    expect(looksLikeText(Buffer.from('año, 7:30'))).toBe(true);
    expect(looksLikeText(Buffer.from([0x61, 0x00, 0x62]))).toBe(false);
    expect(looksLikeText(Buffer.from([0xc3, 0x28]))).toBe(false);
  });
});
