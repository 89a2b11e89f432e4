/** Longest stored file name, in code points. */
export const MAX_FILE_NAME_LENGTH = 200;

/**
 * Invisible marks that reorder the text around them (U+202A–202E, U+2066–2069, U+200E, U+200F and the
 * Arabic letter mark): with them `report\u202Etxt.exe` shows as `reportexe.txt`.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const codePoints = (text: string): number => [...text].length;

/**
 * The name in at most `max` code points, cut between characters as they are shown (never inside a
 * surrogate pair, an accented letter or an emoji), keeping the start and a short extension.
 */
function shortenName(name: string, max: number): string {
  if (codePoints(name) <= max) return name;
  const extension = /\.[\p{L}\p{N}]{1,10}$/u.exec(name)?.[0] ?? '';
  const room = max - codePoints(extension);
  let kept = '';
  let keptLength = 0;
  for (const { segment } of graphemes.segment(name.slice(0, name.length - extension.length))) {
    const length = codePoints(segment);
    if (keptLength + length > room) break;
    kept += segment;
    keptLength += length;
  }
  return `${kept.trimEnd()}${extension}`;
}

/** The uploaded name, for display and downloads only: no path, no control or direction marks, bounded. */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = shortenName(
    base
      .replace(/\p{Cc}/gu, '')
      .replace(BIDI_CONTROLS, '')
      .trim(),
    MAX_FILE_NAME_LENGTH,
  ).trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
}
