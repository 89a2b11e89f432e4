import { describe, expect, it } from 'vitest';
import { WORD_PIECE, wordPieces } from './long-words';

describe('a text with long words, in pieces for the PDF writer', () => {
  it('leaves ordinary text whole', () => {
    const text = 'El niño pidió un café con leche, ¿y por qué no? '.repeat(40);
    expect(wordPieces(text)).toEqual([text]);
  });

  it('cuts a long word every so many characters, losing none', () => {
    const word = '‹'.repeat(20_000);
    const pieces = wordPieces(`antes ${word} después`);
    expect(pieces.join('')).toBe(`antes ${word} después`);
    expect(pieces.length).toBeGreaterThan(20_000 / WORD_PIECE - 1);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(
      WORD_PIECE + 'antes '.length,
    );
  });

  it('never cuts inside a character as drawn', () => {
    const word = 'e\u0301👍🏽'.repeat(100);
    for (const piece of wordPieces(word)) {
      expect(piece.startsWith('\u0301')).toBe(false);
      expect(piece.startsWith('\u{1F3FD}')).toBe(false);
      expect(/^[\uDC00-\uDFFF]/.test(piece)).toBe(false);
    }
    expect(wordPieces(word).join('')).toBe(word);
  });
});
