/**
 * The readers that turn an uploaded document into text. They parse untrusted bytes with synchronous
 * libraries, so they run only inside the extraction worker (`extract-worker.ts`, started by
 * `extract-pool.ts`), where a memory cap and a time limit can stop them; never on the main thread.
 */
import { PAGE_BREAK } from '../knowledge/passages';
import type { FileFormat } from './sniff';
import { unpackWithinLimits, type UnpackRefusal } from './zip-limits';

/** Most characters of a file's text kept for the model; the rest is cut with a note. */
export const MAX_EXTRACTED_CHARS = 200_000;

/** Why a document's text was not read: a limit it tripped, or bytes no reader could make sense of. */
export type UnreadReason = UnpackRefusal | 'time' | 'memory';

/** A document's bounded text; null with the reason when it was left unread, null alone when it has none. */
export type DocumentText = { text: string | null; unread: UnreadReason | null };

class UnreadableFile extends Error {
  constructor(readonly reason: UnreadReason) {
    super(`unread: ${reason}`);
  }
}

/** The text, cut at `limit` with a note giving `fullLength`, the length of the whole text. */
export function boundText(text: string, limit = MAX_EXTRACTED_CHARS, fullLength = text.length): string {
  if (fullLength <= limit) return text;
  return `${text.slice(0, limit)}\n\n[Cut: the file's text is ${fullLength.toLocaleString('en-US')} characters; only the first ${limit.toLocaleString('en-US')} are kept.]`;
}

const decodeText = (bytes: Buffer): string => bytes.toString('utf8').replace(/^\uFEFF/, '');

const rowText = (row: readonly unknown[]): string =>
  row.map((cell) => (cell === null || cell === undefined ? '' : cellText(cell))).join(' | ');

/** Rows as lines the model reads like a table. */
const rowsToText = (rows: readonly (readonly unknown[])[]): string => rows.map(rowText).join('\n');

function cellText(cell: unknown): string {
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number' || typeof cell === 'boolean' || typeof cell === 'bigint') return String(cell);
  return JSON.stringify(cell);
}

async function readPdf(bytes: Buffer): Promise<string> {
  // Each reader is loaded on first use: a worker starts light, and pdf.js is large.
  const { extractText, getDocumentProxy } = await import('unpdf');
  // pdf.js may take ownership of the array it is given; hand it a copy.
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { text } = await extractText(document, { mergePages: false });
    // A form feed between pages keeps their numbers for the passages that cite them.
    return text.map((page) => page.trim()).join(`\n\n${PAGE_BREAK}`);
  } finally {
    await document.destroy();
  }
}

/** The archive as counted by `unpackWithinLimits`; a refusal says which limit it tripped. */
async function unpacked(bytes: Buffer): Promise<Buffer> {
  const result = await unpackWithinLimits(bytes);
  if ('refusal' in result) throw new UnreadableFile(result.refusal);
  return result.archive;
}

async function readDocx(bytes: Buffer): Promise<string> {
  const archive = await unpacked(bytes);
  const { default: mammoth } = await import('mammoth');
  return htmlText((await mammoth.convertToHtml({ buffer: archive })).value);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/**
 * Mammoth's HTML of a Word file as text that keeps its structure: headings as markdown headings (the
 * passages keep their heading path), list items as bullets, table rows as "a | b" lines.
 */
export function htmlText(html: string): string {
  return decodeEntities(
    html
      .replace(/<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/gi, (_, level: string, inner: string) => {
        const title = inner.replace(/<[^>]+>/g, '').trim();
        return title === '' ? '' : `\n\n${'#'.repeat(Number(level))} ${title}\n\n`;
      })
      .replace(/<li[^>]*>/gi, '\n- ')
      // Mammoth puts a cell's text in paragraphs: within a cell they are one line, so the row stays one.
      .replace(
        /<(td|th)\b[^>]*>([\s\S]*?)<\/\1>/gi,
        (_, cell: string, inner: string) =>
          `<${cell}>${inner.replace(/<\/p>\s*<p[^>]*>/gi, ' ').replace(/<\/p>\s*$/i, '')}</${cell}>`,
      )
      .replace(/<\/(?:td|th)>\s*(?=<(?:td|th))/gi, ' | ')
      .replace(/<\/tr>/gi, '\n')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(?:p|ul|ol|table)>/gi, '\n\n')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

async function readXlsx(bytes: Buffer): Promise<string> {
  const archive = await unpacked(bytes);
  const { default: readXlsxFile } = await import('read-excel-file/node');
  const sheets = await readXlsxFile(archive);
  return sheets.map(({ sheet, data }) => `## ${sheet}\n${rowsToText(data)}`).join('\n\n');
}

/**
 * A CSV's rows as lines. A big table is counted to its end but only its start is kept (twice what is
 * shown, room for trimming): parsing 19 MB into rows at once took 170 MB of heap.
 */
async function readCsv(bytes: Buffer): Promise<{ text: string; fullLength: number }> {
  const { parse } = await import('csv-parse/sync');
  const keep = 2 * MAX_EXTRACTED_CHARS;
  const kept: string[] = [];
  let keptLength = 0;
  let fullLength = -1;
  let dropped = false;
  // The bytes, not a string of them: the parser would turn a string back into bytes, a copy for nothing.
  parse(bytes, {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    on_record: (record: string[]) => {
      const line = rowText(record);
      fullLength += line.length + 1;
      if (keptLength < keep) {
        kept.push(line);
        keptLength += line.length + 1;
      } else {
        dropped = true;
      }
      return null;
    },
  });
  const text = kept.join('\n').trim();
  return { text, fullLength: dropped ? fullLength : text.length };
}

async function read(bytes: Buffer, format: FileFormat): Promise<string | null> {
  switch (format) {
    case 'pdf':
      // Not trim(): it counts the form feed after a blank first page as space, and every page would shift.
      return boundText((await readPdf(bytes)).replace(/^\s+$/, ''));
    case 'docx':
      return boundText((await readDocx(bytes)).trim());
    case 'xlsx':
      return boundText((await readXlsx(bytes)).trim());
    case 'csv': {
      const { text, fullLength } = await readCsv(bytes);
      return boundText(text, MAX_EXTRACTED_CHARS, fullLength);
    }
    case 'json':
      return boundText(JSON.stringify(JSON.parse(decodeText(bytes)), null, 2).trim());
    case 'markdown':
    case 'text':
      return boundText(decodeText(bytes).trim());
    case 'image':
    case 'other':
      return null;
  }
}

/**
 * The text of a document, bounded in length. Null text with a reason when the file could not be read
 * (broken, or an archive past the unpacking limits): the caller keeps such a file as binary and says why.
 * Worker only: see the top of this file.
 */
export async function readDocumentText(bytes: Buffer, format: FileFormat): Promise<DocumentText> {
  try {
    return { text: await read(bytes, format), unread: null };
  } catch (error) {
    return { text: null, unread: error instanceof UnreadableFile ? error.reason : 'damaged' };
  }
}
