/**
 * A reply still being written, or stopped, ends mid-way: in `**Goals:** Grow onl` or `the _tone` the
 * last emphasis is not closed yet, and markdown shows an unclosed mark as the character itself. Here
 * the end of such a text is finished the way its writer was going to: open emphasis, strong emphasis
 * and code are closed, and a mark with nothing after it yet (`Hello **`) is left out, so the reader sees
 * text in progress and never a stray `*`, `_` or `` ` ``. A link whose address is still arriving shows
 * its text. Only the last block can be unfinished; code blocks and everything before are left alone.
 */

/** A run of `*` or `_`, as markdown's emphasis rules read it. */
interface Run {
  char: string;
  /** Where the run starts in the scanned tail. */
  start: number;
  length: number;
  /** How many of its characters no partner has used yet. */
  remaining: number;
  canOpen: boolean;
  canClose: boolean;
}

type Range = [start: number, end: number];

const FENCE = /^\s*(`{3,}|~{3,})(.*)$/;
/** Lines that begin a block of their own: list items, headings, quotes, table rows. */
const BLOCK_START = /^\s*(?:[-+*]\s|\d{1,9}[.)]\s|#{1,6}(?:\s|$)|>|\|)/;
const HEADING = /^\s*#{1,6}(?:\s|$)/;
const URL_START = /^(?:https?:\/\/|www\.)/i;

const isSpace = (char: string | undefined) => char === undefined || /\s/u.test(char);
const isPunctuation = (char: string | undefined) => char !== undefined && /[\p{P}\p{S}]/u.test(char);

function runLength(text: string, at: number, char: string): number {
  let end = at;
  while (text[end] === char) end += 1;
  return end - at;
}

/** Where the code span opened by `length` backticks at `from` closes, or -1. */
function codeSpanEnd(text: string, from: number, length: number): number {
  for (let at = text.indexOf('`', from); at !== -1; at = text.indexOf('`', at)) {
    const run = runLength(text, at, '`');
    if (run === length) return at;
    at += run;
  }
  return -1;
}

/** Where a link's `(destination)` opened at `from` ends (its `)`), or -1 while it is still coming. */
function destinationEnd(text: string, from: number): number {
  let depth = 0;
  for (let at = from; at < text.length; at += 1) {
    const char = text[at];
    if (char === '\\') at += 1;
    else if (char === '(') depth += 1;
    else if (char === ')') {
      if (depth === 0) return at;
      depth -= 1;
    } else if (char === '\n') return at;
  }
  return -1;
}

/** Where the last block of the text starts, or null when the text ends inside a code block. */
function lastBlockStart(text: string): number | null {
  let fence: { char: string; length: number } | null = null;
  let start = 0;
  let offset = 0;
  let afterHeading = false;
  for (const line of text.split('\n')) {
    const lineStart = offset;
    offset += line.length + 1;
    const fenceLine = FENCE.exec(line);
    if (fence !== null) {
      const closing = fenceLine?.[1];
      if (closing?.[0] === fence.char && closing.length >= fence.length && fenceLine?.[2]?.trim() === '')
        fence = null;
      start = offset;
      continue;
    }
    if (fenceLine?.[1] !== undefined) {
      fence = { char: fenceLine[1][0] ?? '`', length: fenceLine[1].length };
      start = offset;
      continue;
    }
    if (line.trim() === '') start = offset;
    else if (afterHeading || BLOCK_START.test(line)) start = lineStart;
    afterHeading = HEADING.test(line);
  }
  return fence === null ? start : null;
}

/** The nearest open run `closer` may close, as markdown pairs them (the "multiple of 3" rule too). */
function partnerOf(openers: readonly Run[], closer: Run): number {
  for (let index = openers.length - 1; index >= 0; index -= 1) {
    const opener = openers[index];
    if (opener === undefined || opener.char !== closer.char) continue;
    // Either of them could open as well as close.
    const either = opener.canClose || closer.canOpen;
    const sum = opener.length + closer.length;
    if (either && sum % 3 === 0 && (opener.length % 3 !== 0 || closer.length % 3 !== 0)) continue;
    return index;
  }
  return -1;
}

/** The tail's open runs and what to leave out of it, read the way markdown reads emphasis. */
function scan(tail: string) {
  const openers: Run[] = [];
  const removed: Range[] = [];
  const brackets: number[] = [];
  let code: { start: number; length: number } | null = null;
  let at = 0;
  while (at < tail.length) {
    const char = tail[at] ?? '';
    if (char === '\\') {
      at += 2;
    } else if (char === '`') {
      const length = runLength(tail, at, '`');
      const end = codeSpanEnd(tail, at + length, length);
      if (end === -1) {
        code = { start: at, length };
        break;
      }
      at = end + length;
    } else if (URL_START.test(tail.slice(at, at + 8)) && (at === 0 || /[\s*_~(]/u.test(tail[at - 1] ?? ''))) {
      // A bare address keeps its underscores and asterisks: they are never emphasis.
      while (at < tail.length && !isSpace(tail[at])) at += 1;
    } else if (char === '[') {
      brackets.push(at);
      at += 1;
    } else if (char === ']') {
      const open = brackets.pop();
      const end = tail[at + 1] === '(' ? destinationEnd(tail, at + 2) : at;
      if (end === -1 && open !== undefined) {
        // The address is still coming: its text shows, without the brackets, until it is whole.
        const image = tail[open - 1] === '!' ? 1 : 0;
        removed.push([open - image, open + 1], [at, tail.length]);
        break;
      }
      at = end === -1 ? tail.length : end + 1;
    } else if (char === '*' || char === '_') {
      const length = runLength(tail, at, char);
      const before = tail[at - 1];
      const after = tail[at + length];
      const trailing = at + length === tail.length;
      const left =
        !trailing && !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before));
      const right = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after));
      const run: Run = {
        char,
        start: at,
        length,
        remaining: length,
        canOpen: char === '*' ? left : left && (!right || isPunctuation(before)),
        canClose: char === '*' ? right : right && (!left || isPunctuation(after)),
      };
      while (run.canClose && run.remaining > 0) {
        const index = partnerOf(openers, run);
        const opener = openers[index];
        if (opener === undefined) break;
        const used = opener.remaining >= 2 && run.remaining >= 2 ? 2 : 1;
        opener.remaining -= used;
        run.remaining -= used;
        openers.length = opener.remaining > 0 ? index + 1 : index;
      }
      // The last run may be the start of something not written yet: what it does not close goes.
      if (trailing && run.remaining > 0) removed.push([at + length - run.remaining, at + length]);
      else if (run.remaining > 0 && run.canOpen) openers.push(run);
      at += length;
    } else {
      at += 1;
    }
  }
  return { openers, removed, code };
}

function without(text: string, ranges: readonly Range[]): string {
  let kept = text;
  for (const [start, end] of [...ranges].sort((a, b) => b[0] - a[0]))
    kept = kept.slice(0, start) + kept.slice(end);
  return kept;
}

/** Whether anything but space is left after `from` once `ranges` are out. */
function writtenAfter(text: string, from: number, ranges: readonly Range[]): boolean {
  for (let at = from; at < text.length; at += 1) {
    if (ranges.some(([start, end]) => at >= start && at < end)) continue;
    if (!isSpace(text[at])) return true;
  }
  return false;
}

/** The text as it reads so far: its last block's open marks closed, its marks with nothing after left out. */
export function finishMarkdown(text: string): string {
  const trimmed = text.trimEnd();
  const blockStart = lastBlockStart(trimmed);
  if (blockStart === null || blockStart >= trimmed.length) return trimmed;
  const lastLine = trimmed.slice(trimmed.lastIndexOf('\n') + 1);
  // In a table row only the cell being written is open.
  const tailStart = /^\s*\|/.test(lastLine) ? trimmed.lastIndexOf('|') + 1 : blockStart;
  const tail = trimmed.slice(tailStart);
  const { openers, removed, code } = scan(tail);

  const closers: string[] = [];
  if (code !== null) {
    if (writtenAfter(tail, code.start + code.length, removed)) closers.push('`'.repeat(code.length));
    else removed.push([code.start, code.start + code.length]);
  }
  for (const opener of [...openers].reverse()) {
    const marks: Range = [opener.start, opener.start + opener.remaining];
    if (closers.length === 0 && !writtenAfter(tail, opener.start + opener.length, removed))
      removed.push(marks);
    else closers.push(opener.char.repeat(opener.remaining));
  }
  return trimmed.slice(0, tailStart) + without(tail, removed).trimEnd() + closers.join('');
}
