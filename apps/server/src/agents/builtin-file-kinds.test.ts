import { describe, expect, it } from 'vitest';
import { fileFacts, fileKindName } from './builtin-file-kinds';

describe('file kinds as people name them', () => {
  it('names office documents, PDFs, images and text files, never by their MIME type', () => {
    const word = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(fileKindName({ type: word, name: 'brief.docx' }, 'en')).toBe('Word document');
    expect(fileKindName({ type: word, name: 'brief.docx' }, 'es')).toBe('documento de Word');
    expect(fileKindName({ type: 'application/pdf', name: 'a.pdf' }, 'es')).toBe('PDF');
    expect(
      fileKindName(
        { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', name: 'b.xlsx' },
        'en',
      ),
    ).toBe('spreadsheet');
    expect(fileKindName({ type: 'text/csv', name: 'leads.csv' }, 'es')).toBe('hoja de cálculo');
    expect(fileKindName({ type: 'image/png', name: 'logo.png' }, 'en')).toBe('image');
    expect(fileKindName({ type: 'text/plain', name: 'notes.txt' }, 'en')).toBe('text file');
    expect(fileKindName({ type: 'text/markdown', name: 'plan.md' }, 'es')).toBe('documento Markdown');
  });

  it('goes by the name when the type says nothing', () => {
    expect(fileKindName({ type: 'application/octet-stream', name: 'deck.pptx' }, 'en')).toBe('presentation');
    expect(fileKindName({ type: 'application/octet-stream', name: 'blob' }, 'es')).toBe('archivo');
  });

  it('says the size in bytes, KB or MB, with the decimal comma in Spanish', () => {
    expect(fileFacts({ type: 'application/zip', name: 'a.zip', size: 120 }, 'en')).toBe(
      'ZIP archive, 120 bytes',
    );
    expect(fileFacts({ type: 'application/pdf', name: 'a.pdf', size: 48_213 }, 'en')).toBe('PDF, 47 KB');
    expect(fileFacts({ type: 'application/pdf', name: 'a.pdf', size: 1_572_864 }, 'es')).toBe('PDF, 1,5 MB');
  });
});
