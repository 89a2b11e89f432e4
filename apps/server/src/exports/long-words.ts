/**
 * pdfmake breaks a word too wide for its line by measuring it again for every line it fills, so one
 * 20,000-character word (`‹` × 20,000, `_a` × 10,000 taken literally) costs time quadratic in its length:
 * seconds. Handed over as pieces of at most WORD_PIECE characters, which pdfmake keeps together as one
 * word and lays out the same, it costs time linear in the length. Pieces end between characters as drawn
 * (never inside an emoji, a surrogate pair or before a combining accent).
 */

export const WORD_PIECE = 64;

const LONG_WORD = new RegExp(`\\S{${WORD_PIECE + 1}}`);
const characters = new Intl.Segmenter('en', { granularity: 'grapheme' });
const isSpace = (segment: string) => /^\s+$/.test(segment);

/** `text` cut after every WORD_PIECE characters without a space; itself, alone, when it has no long word. */
export function wordPieces(text: string): string[] {
  if (!LONG_WORD.test(text)) return [text];
  const pieces: string[] = [];
  let start = 0;
  let unbroken = 0;
  for (const { segment, index } of characters.segment(text)) {
    unbroken = isSpace(segment) ? 0 : unbroken + segment.length;
    if (unbroken >= WORD_PIECE) {
      const end = index + segment.length;
      pieces.push(text.slice(start, end));
      start = end;
      unbroken = 0;
    }
  }
  if (start < text.length) pieces.push(text.slice(start));
  return pieces;
}
