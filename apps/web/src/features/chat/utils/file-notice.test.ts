import { describe, expect, it } from 'vitest';
import { fileNoticeIn } from './file-notice';

describe("a file's notice", () => {
  it('stays as the server wrote it in English', () => {
    const notice = 'Its text was not read: the file looks damaged.';
    expect(fileNoticeIn('en', notice)).toBe(notice);
  });

  it('is worded again in Spanish, each reason with its figure', () => {
    expect(fileNoticeIn('es', 'Its text was not read: the file looks damaged.')).toBe(
      'No se leyó su texto: el archivo parece dañado.',
    );
    expect(fileNoticeIn('es', 'Its text was not read: it unpacks to more than 50 MB.')).toBe(
      'No se leyó su texto: al descomprimirlo ocupa más de 50 MB.',
    );
    expect(fileNoticeIn('es', 'Its text was not read: reading it took longer than 1,500 ms.')).toBe(
      'No se leyó su texto: leerlo tardó más de 1500 ms.',
    );
    expect(fileNoticeIn('es', 'Its text was not read: reading it took longer than 30 seconds.')).toBe(
      'No se leyó su texto: leerlo tardó más de 30 segundos.',
    );
  });

  it('shows a sentence of another shape as it is', () => {
    expect(fileNoticeIn('es', 'Something else.')).toBe('Something else.');
  });
});
