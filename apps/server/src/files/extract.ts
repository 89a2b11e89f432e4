import { parse as parseCsv } from 'csv-parse/sync';
import mammoth from 'mammoth';
import readXlsxFile from 'read-excel-file/node';
import { extractText as extractPdfText, getDocumentProxy } from 'unpdf';
import type { FileFormat } from './sniff';
import { isSafeToUnpack } from './zip-limits';

/** Most characters of a file's text kept for the model; the rest is cut with a note. */
export const MAX_EXTRACTED_CHARS = 200_000;
/** Longest an extraction may take before the file is kept without text. */
export const EXTRACT_TIMEOUT_MS = 15_000;

export class ExtractionTimeoutError extends Error {}

/** Settles as the work does, or rejects once `ms` have passed; the timer never outlives it. */
export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ExtractionTimeoutError(`Extraction took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function boundText(text: string, limit = MAX_EXTRACTED_CHARS): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit)}\n\n[Cut: the file's text is ${text.length.toLocaleString('en-US')} characters; only the first ${limit.toLocaleString('en-US')} are kept.]`;
}

const decodeText = (bytes: Buffer): string => bytes.toString('utf8').replace(/^\uFEFF/, '');

/** Rows as lines the model reads like a table. */
const rowsToText = (rows: readonly (readonly unknown[])[]): string =>
  rows
    .map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : cellText(cell))).join(' | '))
    .join('\n');

function cellText(cell: unknown): string {
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number' || typeof cell === 'boolean' || typeof cell === 'bigint') return String(cell);
  return JSON.stringify(cell);
}

async function readPdf(bytes: Buffer): Promise<string> {
  // pdf.js may take ownership of the array it is given; hand it a copy.
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { text } = await extractPdfText(document, { mergePages: false });
    return text.map((page) => page.trim()).join('\n\n');
  } finally {
    await document.destroy();
  }
}

async function readXlsx(bytes: Buffer): Promise<string> {
  const sheets = await readXlsxFile(bytes);
  return sheets.map(({ sheet, data }) => `## ${sheet}\n${rowsToText(data)}`).join('\n\n');
}

async function read(bytes: Buffer, format: FileFormat): Promise<string | null> {
  switch (format) {
    case 'pdf':
      return readPdf(bytes);
    // The timeout cannot stop a reader that is unpacking: an archive that would unpack to too much
    // is left unread (kept as binary) before any reader sees it.
    case 'docx':
      return isSafeToUnpack(bytes) ? (await mammoth.extractRawText({ buffer: bytes })).value : null;
    case 'xlsx':
      return isSafeToUnpack(bytes) ? readXlsx(bytes) : null;
    case 'csv':
      return rowsToText(parseCsv(decodeText(bytes), { relax_column_count: true, skip_empty_lines: true }));
    case 'json':
      return JSON.stringify(JSON.parse(decodeText(bytes)), null, 2);
    case 'markdown':
    case 'text':
      return decodeText(bytes);
    case 'image':
    case 'other':
      return null;
  }
}

/**
 * The text of a document, bounded in length and time. Null when the format has no text or the file
 * could not be read (broken, or too slow): the caller keeps such a file as binary.
 */
export async function extractText(
  bytes: Buffer,
  format: FileFormat,
  options: { timeoutMs?: number } = {},
): Promise<string | null> {
  try {
    const text = await withTimeout(read(bytes, format), options.timeoutMs ?? EXTRACT_TIMEOUT_MS);
    return text === null ? null : boundText(text.trim());
  } catch {
    return null;
  }
}
