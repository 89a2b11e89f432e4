/**
 * Splits a document's extracted text into passages of about 150–250 words that keep their place: a PDF's
 * page (the extractor separates pages with a form feed), the heading path of Word and markdown text, a
 * spreadsheet's sheet and rows (the header row repeated in each passage, so a row reads with its
 * columns), a plain text's lines. Pure and synchronous: it runs in the passage worker.
 */
import type { PassageLocator } from '@brief/contract/knowledge';
import type { FileFormat } from '../files/sniff';

export type PassageDraft = { locator: PassageLocator; heading: string; text: string };

/** A passage grows to about this many characters, and never past the most (a longer paragraph is cut). */
export const PASSAGE_TARGET_CHARS = 1_000;
export const PASSAGE_MAX_CHARS = 1_500;
/** Most passages one document gives: a 200,000-character text makes about 200. */
export const MAX_PASSAGES = 1_000;

export const PAGE_BREAK = '\f';

/** A run of text with the 1-based line it starts on and the one it ends on. */
type Block = { text: string; from: number; to: number };

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;

/** Cuts a text longer than the most at sentence ends, else at spaces. */
function cutLong(text: string): string[] {
  if (text.length <= PASSAGE_MAX_CHARS) return [text];
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > PASSAGE_MAX_CHARS) {
    const window = rest.slice(0, PASSAGE_MAX_CHARS);
    const sentence = Math.max(window.lastIndexOf('. '), window.lastIndexOf('? '), window.lastIndexOf('! '));
    const space = window.lastIndexOf(' ');
    const at =
      sentence > PASSAGE_TARGET_CHARS / 2
        ? sentence + 1
        : space > PASSAGE_TARGET_CHARS / 2
          ? space
          : window.length;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest !== '') pieces.push(rest);
  return pieces;
}

/** Paragraphs (runs of non-blank lines), with their lines; `firstLine` is the first line's number. */
function paragraphs(lines: readonly string[], firstLine: number): Block[] {
  const blocks: Block[] = [];
  let current: string[] = [];
  let from = firstLine;
  lines.forEach((line, index) => {
    const number = firstLine + index;
    if (line.trim() === '') {
      if (current.length > 0) blocks.push({ text: current.join('\n'), from, to: number - 1 });
      current = [];
      return;
    }
    if (current.length === 0) from = number;
    current.push(line.trimEnd());
  });
  if (current.length > 0) blocks.push({ text: current.join('\n'), from, to: firstLine + lines.length - 1 });
  return blocks;
}

/** Blocks packed into passages of about the target length, each long block cut first. */
function pack(blocks: readonly Block[]): Block[] {
  const passages: Block[] = [];
  let current: Block | null = null;
  for (const block of blocks) {
    for (const piece of cutLong(block.text)) {
      const part = { text: piece, from: block.from, to: block.to };
      if (current !== null && current.text.length + piece.length + 2 <= PASSAGE_TARGET_CHARS) {
        current = { text: `${current.text}\n\n${piece}`, from: current.from, to: part.to };
        continue;
      }
      if (current !== null) passages.push(current);
      current = part;
    }
  }
  if (current !== null) passages.push(current);
  return passages;
}

/** Markdown-like text (markdown, Word): passages within sections, each with its heading path. */
function sectioned(text: string): PassageDraft[] {
  const lines = text.split('\n');
  const drafts: PassageDraft[] = [];
  const path: { level: number; title: string }[] = [];
  let body: string[] = [];
  let bodyStart = 1;
  const flush = () => {
    const section = path.map((h) => h.title);
    for (const passage of pack(paragraphs(body, bodyStart))) {
      drafts.push({
        locator:
          section.length === 0
            ? { kind: 'lines', from: passage.from, to: passage.to }
            : { kind: 'section', section: [...section] },
        heading: section.join(' › '),
        text: passage.text,
      });
    }
    body = [];
  };
  lines.forEach((line, index) => {
    const heading = HEADING.exec(line.trim());
    if (heading?.[1] === undefined || heading[2] === undefined) {
      if (body.length === 0) bodyStart = index + 1;
      body.push(line);
      return;
    }
    flush();
    const level = heading[1].length;
    while (path.length > 0 && (path.at(-1)?.level ?? 0) >= level) path.pop();
    path.push({ level, title: heading[2].replace(/[*_`]/g, '').trim() });
    bodyStart = index + 2;
  });
  flush();
  return drafts;
}

/** A PDF's text, page by page (pages are separated by form feeds); without them, by lines. */
function paged(text: string): PassageDraft[] {
  if (!text.includes(PAGE_BREAK)) return lined(text);
  return text.split(PAGE_BREAK).flatMap((page, index) =>
    pack(paragraphs(page.split('\n'), 1)).map((passage) => ({
      locator: { kind: 'page' as const, page: index + 1 },
      heading: '',
      text: passage.text,
    })),
  );
}

function lined(text: string): PassageDraft[] {
  return pack(paragraphs(text.split('\n'), 1)).map((passage) => ({
    locator: { kind: 'lines' as const, from: passage.from, to: passage.to },
    heading: '',
    text: passage.text,
  }));
}

/**
 * Rows in passages, each starting with the header row; numbers are the table's own row numbers (an empty
 * row counts, and is left out of the text). No passage passes the most: a long header is cut to half of
 * it, a long row to what the header leaves.
 */
function rowPassages(sheet: string | null, rows: readonly string[]): PassageDraft[] {
  const drafts: PassageDraft[] = [];
  const [fullHeader = '', ...data] = rows;
  const header = fullHeader.slice(0, PASSAGE_MAX_CHARS / 2);
  const rowRoom = PASSAGE_MAX_CHARS - header.length - 1;
  let current: string[] = [];
  let length = header.length;
  let from = 2;
  let last = 1;
  const flush = () => {
    if (current.length === 0) return;
    drafts.push({
      locator: { kind: 'rows', sheet, from, to: last },
      heading: sheet ?? '',
      text: [header, ...current].join('\n'),
    });
    current = [];
    length = header.length;
  };
  data.forEach((line, index) => {
    if (line.trim() === '') return;
    const row = line.slice(0, rowRoom);
    if (current.length > 0 && length + row.length + 1 > PASSAGE_TARGET_CHARS) flush();
    if (current.length === 0) from = index + 2;
    current.push(row);
    length += row.length + 1;
    last = index + 2;
  });
  flush();
  if (drafts.length === 0 && header.trim() !== '')
    drafts.push({ locator: { kind: 'rows', sheet, from: 1, to: 1 }, heading: sheet ?? '', text: header });
  return drafts;
}

/** A workbook's text: each sheet under "## name", then its rows (empty ones too), sheets apart by a blank line. */
function sheets(text: string): PassageDraft[] {
  const drafts: PassageDraft[] = [];
  let sheet: string | null = null;
  let rows: string[] = [];
  const endSheet = () => {
    while (rows.length > 0 && rows.at(-1)?.trim() === '') rows.pop();
    drafts.push(...rowPassages(sheet, rows));
  };
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading?.[1] !== undefined) {
      endSheet();
      sheet = heading[1].trim();
      rows = [];
    } else if (sheet !== null || line.trim() !== '') {
      rows.push(line);
    }
  }
  endSheet();
  return drafts;
}

/** The passages of a document's text, in order, at most MAX_PASSAGES. */
export function documentPassages(text: string, format: FileFormat): PassageDraft[] {
  const normalised = text.replace(/\r\n?/g, '\n');
  const drafts = (() => {
    switch (format) {
      case 'pdf':
        return paged(normalised);
      case 'xlsx':
        return sheets(normalised);
      case 'csv':
        // The reader skipped the file's empty records: its lines are the rows as numbered.
        return rowPassages(
          null,
          normalised.split('\n').filter((line) => line.trim() !== ''),
        );
      case 'markdown':
      case 'docx':
        return sectioned(normalised);
      default:
        return lined(normalised);
    }
  })();
  return drafts.filter((draft) => draft.text.trim() !== '').slice(0, MAX_PASSAGES);
}
