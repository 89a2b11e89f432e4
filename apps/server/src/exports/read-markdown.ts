/**
 * Reads a reply's markdown into its syntax tree (mdast) with the flavour the web app renders
 * (remark-parse + remark-gfm), in time linear in its length whatever it holds.
 *
 * The parser (micromark) is quadratic on a few shapes anyone can type, or runs out of stack on them:
 * thousands of containers opened on one line (`>` × 20,000, `1. ` × 6,000), thousands of emphasis and
 * link marks in one paragraph (`*_` × 10,000, `[[…]](b)`), and runs of marks thousands long, which nest
 * emphasis thousands deep. So before the real reading, and only for such text:
 * - a line opens at most MAX_OPENED_PER_LINE containers; the markers past that are dropped and the
 *   line's text stays in the deepest one opened;
 * - a paragraph, heading or table cell with more than MAX_MARKS marks (`*`, `_`, `~`, `[`, `]`) has them
 *   all taken literally (backslash-escaped), and so has any run of MAX_RUN marks or more. Which text is
 *   a paragraph, and which is code (never touched), comes from a first reading with those inline
 *   constructs switched off, which is linear.
 * A reply with fewer marks in all than MAX_MARKS and no such run, which is every ordinary reply, is read
 * as written (after the per-line cap, which ordinary text never reaches). After reading, containers
 * deeper than MAX_DEPTH give their content to the deepest one, so no writer recurses further.
 */
import type { Definition, Nodes, Root, RootContent, Text } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';

/** Containers (quotes, list items) one line may open; more than any format lays out usefully. */
export const MAX_OPENED_PER_LINE = 16;
/** Marks one inline block may hold before they are all taken literally. */
export const MAX_MARKS = 2_000;
/** A run of marks this long or longer is taken literally: nested emphasis past 16 levels shows nothing. */
export const MAX_RUN = 32;
/** Quotes and lists nested deeper than this hand their content to the deepest one. */
export const MAX_DEPTH = 16;

const parser = unified().use(remarkParse).use(remarkGfm).freeze();

/** The reading that finds paragraphs and code only: emphasis, strikethrough, links and footnote calls off. */
const outliner = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(function withoutMarks(this: Processor) {
    const data = this.data();
    data.micromarkExtensions = [
      ...(data.micromarkExtensions ?? []),
      {
        disable: {
          null: [
            'attention',
            'strikethrough',
            'labelStartLink',
            'labelStartImage',
            'labelEnd',
            'gfmFootnoteCall',
            'gfmPotentialFootnoteCall',
          ],
        },
      },
    ];
  })
  .freeze();

const isBlank = (char: string | undefined) => char === undefined || char === ' ' || char === '\t';
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** Where the container marker at `at` (`>`, `-`, `+`, `*`, `1.`, `1)`) ends; -1 when there is none. */
function markerEnd(line: string, at: number): number {
  const char = line[at];
  if (char === '>') return at + 1;
  if ((char === '-' || char === '+' || char === '*') && isBlank(line[at + 1])) return at + 1;
  let end = at;
  while (end < at + 9 && isDigit(line[end])) end += 1;
  return end > at && (line[end] === '.' || line[end] === ')') && isBlank(line[end + 1]) ? end + 1 : -1;
}

/** The line with the container markers past MAX_OPENED_PER_LINE at its start dropped. */
function cappedLine(line: string): string {
  let at = 0;
  let markers = 0;
  let keptUntil = 0;
  for (;;) {
    let next = at;
    while (line[next] === ' ' || line[next] === '\t') next += 1;
    const end = markerEnd(line, next);
    if (end === -1) break;
    markers += 1;
    at = end;
    if (markers === MAX_OPENED_PER_LINE) keptUntil = end;
  }
  return markers <= MAX_OPENED_PER_LINE ? line : line.slice(0, keptUntil) + line.slice(at);
}

const MARK_CODES = new Set(['*', '_', '~', '[', ']'].map((char) => char.charCodeAt(0)));
const RUN_CODES = new Set(['*', '_', '~'].map((char) => char.charCodeAt(0)));
const LONG_RUN = new RegExp(`[*_~]{${MAX_RUN}}`);

function markCount(text: string, from = 0, to = text.length): number {
  let count = 0;
  for (let at = from; at < to; at += 1) if (MARK_CODES.has(text.charCodeAt(at))) count += 1;
  return count;
}

/** ASCII punctuation, which a backslash before it escapes. */
const isPunctuation = (code: number) =>
  (code >= 33 && code <= 47) ||
  (code >= 58 && code <= 64) ||
  (code >= 91 && code <= 96) ||
  (code >= 123 && code <= 126);

/**
 * Offsets of the marks in `text` between `from` and `to` to escape: every one (`all`), or those of runs of
 * MAX_RUN or more. Marks already escaped are left as they are.
 */
function marksToEscape(text: string, from: number, to: number, all: boolean, into: number[]): void {
  let run: number[] = [];
  const endRun = () => {
    if (run.length >= MAX_RUN) for (const offset of run) into.push(offset);
    run = [];
  };
  for (let at = from; at < to; at += 1) {
    const code = text.charCodeAt(at);
    if (code === 92 && at + 1 < to && isPunctuation(text.charCodeAt(at + 1))) {
      endRun();
      at += 1;
    } else if (all) {
      if (MARK_CODES.has(code)) into.push(at);
    } else if (RUN_CODES.has(code)) {
      run.push(at);
    } else {
      endRun();
    }
  }
  endRun();
}

/** The text nodes, by inline block, of a tree read without marks: what a paragraph's marks could be in. */
function inlineBlocks(node: Nodes, into: Text[][]): Text[][] {
  if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
    into.push(node.children.filter((child): child is Text => child.type === 'text'));
  } else if ('children' in node) {
    for (const child of node.children) inlineBlocks(child, into);
  }
  return into;
}

/** The markdown with the marks that would make reading it superlinear escaped; itself when there are none. */
function withHeavyMarksEscaped(markdown: string): string {
  if (markCount(markdown) <= MAX_MARKS && !LONG_RUN.test(markdown)) return markdown;
  const offsets: number[] = [];
  for (const texts of inlineBlocks(outliner.parse(markdown), [])) {
    const spans = texts.flatMap((text) => {
      const from = text.position?.start.offset;
      const to = text.position?.end.offset;
      return from === undefined || to === undefined ? [] : [{ from, to }];
    });
    const all = spans.reduce((sum, span) => sum + markCount(markdown, span.from, span.to), 0) > MAX_MARKS;
    for (const span of spans) marksToEscape(markdown, span.from, span.to, all, offsets);
  }
  if (offsets.length === 0) return markdown;
  offsets.sort((a, b) => a - b);
  const parts: string[] = [];
  let last = 0;
  for (const offset of offsets) {
    parts.push(markdown.slice(last, offset), '\\');
    last = offset;
  }
  parts.push(markdown.slice(last));
  return parts.join('');
}

type Container = Extract<RootContent, { type: 'blockquote' | 'list' | 'footnoteDefinition' }>;
const isContainer = (node: RootContent): node is Container =>
  node.type === 'blockquote' || node.type === 'list' || node.type === 'footnoteDefinition';

/** What a container holds once it is taken away: a quote's blocks, every item's blocks of a list. */
const contentOf = (node: Container): RootContent[] =>
  node.type === 'list' ? node.children.flatMap((item) => item.children) : node.children;

/** `nodes` with the containers past MAX_DEPTH replaced by what they hold. */
function flattened(nodes: readonly RootContent[], depth: number): RootContent[] {
  const out: RootContent[] = [];
  for (const node of nodes) {
    if (isContainer(node) && depth >= MAX_DEPTH) {
      for (const inner of flattened(contentOf(node), depth)) out.push(inner);
    } else if (node.type === 'list') {
      out.push({
        ...node,
        children: node.children.map((item) => ({
          ...item,
          children: flattened(item.children, depth + 1) as typeof item.children,
        })),
      });
    } else if (node.type === 'blockquote' || node.type === 'footnoteDefinition') {
      out.push({ ...node, children: flattened(node.children, depth + 1) as typeof node.children });
    } else {
      out.push(node);
    }
  }
  return out;
}

/** Whether the markdown is read as written: no line opens too many containers, no marks to escape. */
export function isOrdinary(markdown: string): boolean {
  return (
    markCount(markdown) <= MAX_MARKS &&
    !LONG_RUN.test(markdown) &&
    markdown.split('\n').every((line) => cappedLine(line) === line)
  );
}

/** The markdown's syntax tree, read in time linear in its length, no container deeper than MAX_DEPTH. */
export function readMarkdown(markdown: string): Root {
  const capped = markdown.split('\n').map(cappedLine).join('\n');
  const tree = parser.parse(withHeavyMarksEscaped(capped));
  return { ...tree, children: flattened(tree.children, 0) };
}

/** The tree's link definitions by identifier; the first of a label wins, as CommonMark says. */
export function definitionsOf(node: Nodes, into = new Map<string, Definition>()): Map<string, Definition> {
  if (node.type === 'definition') {
    if (!into.has(node.identifier)) into.set(node.identifier, node);
  } else if ('children' in node) {
    for (const child of node.children) definitionsOf(child, into);
  }
  return into;
}
