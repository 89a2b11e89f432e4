/**
 * A reply's markdown as the blocks a document is written from. The markdown is read into its syntax tree
 * (mdast) with the flavour the web app renders (read-markdown.ts), so headings, emphasis, nested lists, tables, links, code and quotes come out as the reader saw them;
 * the Word and PDF writers each turn these blocks into their own layout.
 */
import type { Definition, PhrasingContent, RootContent, TableCell } from 'mdast';
import { plainBlocks, type Block, type Inline, type InlineStyle, type LinkContext } from './blocks';
import type { ExportEntry } from './export-document';
import { openableLink, storedFileId } from './links';
import { definitionsOf, readMarkdown } from './read-markdown';

/**
 * Columns a table keeps in Word and PDF (Word opens no more than 63); the cells past the last are joined
 * into it. A page holds no more than this readably anyway.
 */
const MAX_COLUMNS = 20;

type Walk = {
  links: LinkContext;
  definitions: Map<string, Definition>;
  footnotes: Map<string, number>;
};

type Marks = { style: InlineStyle; link?: string };

/** The picture's file id when `url` is one of the document's stored pictures. */
function pictureOf(url: string, walk: Walk): string | null {
  const fileId = storedFileId(url, walk.links.fileOwnerId, walk.links.origin);
  return fileId !== null && walk.links.hasImage(fileId) ? fileId : null;
}

/** Inline content flattened to styled runs; a picture becomes a `{ picture }` marker the caller places. */
type Phrase = Inline | { kind: 'picture'; fileId: string; alt: string };

function textRun(text: string, marks: Marks): Inline {
  return {
    kind: 'text',
    text,
    style: marks.style,
    ...(marks.link === undefined ? {} : { link: marks.link }),
  };
}

/** A link's marks: the address when a reader may open it, none otherwise (its text stays). */
function linked(url: string, marks: Marks, walk: Walk): Marks {
  const link = openableLink(url, walk.links.origin);
  return link === null ? marks : { ...marks, link };
}

function phrases(nodes: readonly PhrasingContent[], marks: Marks, walk: Walk, out: Phrase[]): Phrase[] {
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        // A soft line break reads as a space, as it does in the browser.
        out.push(textRun(node.value.replace(/[ \t]*\r?\n[ \t]*/g, ' '), marks));
        break;
      case 'strong':
        phrases(node.children, { ...marks, style: { ...marks.style, bold: true } }, walk, out);
        break;
      case 'emphasis':
        phrases(node.children, { ...marks, style: { ...marks.style, italic: true } }, walk, out);
        break;
      case 'delete':
        phrases(node.children, { ...marks, style: { ...marks.style, strike: true } }, walk, out);
        break;
      case 'inlineCode':
        out.push(textRun(node.value, { ...marks, style: { ...marks.style, code: true } }));
        break;
      case 'break':
        out.push({ kind: 'break' });
        break;
      case 'link': {
        // A link to one of the chat's pictures is shown as the picture, as the web app does.
        const picture = pictureOf(node.url, walk);
        if (picture !== null) out.push({ kind: 'picture', fileId: picture, alt: plainText(node.children) });
        else phrases(node.children, linked(node.url, marks, walk), walk, out);
        break;
      }
      case 'linkReference': {
        const definition = walk.definitions.get(node.identifier);
        phrases(
          node.children,
          definition === undefined ? marks : linked(definition.url, marks, walk),
          walk,
          out,
        );
        break;
      }
      case 'image':
      case 'imageReference': {
        const url = node.type === 'image' ? node.url : walk.definitions.get(node.identifier)?.url;
        const picture = url === undefined ? null : pictureOf(url, walk);
        const alt = node.alt ?? '';
        if (picture !== null) out.push({ kind: 'picture', fileId: picture, alt });
        else if (url !== undefined) out.push(textRun(alt === '' ? url : alt, linked(url, marks, walk)));
        else out.push(textRun(alt, marks));
        break;
      }
      case 'footnoteReference':
        out.push(textRun(`[${footnoteNumber(node.identifier, walk)}]`, marks));
        break;
      case 'html':
        // Raw HTML is shown as text, never interpreted (react-markdown without rehype-raw does the same).
        out.push(textRun(node.value, marks));
        break;
    }
  }
  return out;
}

function footnoteNumber(identifier: string, walk: Walk): number {
  let number = walk.footnotes.get(identifier);
  if (number === undefined) {
    number = walk.footnotes.size + 1;
    walk.footnotes.set(identifier, number);
  }
  return number;
}

/** The words of inline content, without styles: a link's text used as a picture's caption. */
function plainText(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node) =>
      'value' in node
        ? node.value
        : 'children' in node
          ? plainText(node.children)
          : node.type === 'image'
            ? (node.alt ?? '')
            : '',
    )
    .join('');
}

/** Runs side by side merged when they share style and link, so writers make fewer, longer runs. */
function merged(inlines: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const inline of inlines) {
    const last = out.at(-1);
    if (
      inline.kind === 'text' &&
      last?.kind === 'text' &&
      last.link === inline.link &&
      sameStyle(last.style, inline.style)
    ) {
      out[out.length - 1] = { ...last, text: last.text + inline.text };
    } else if (inline.kind !== 'text' || inline.text !== '') {
      out.push(inline);
    }
  }
  return out;
}

const sameStyle = (a: InlineStyle, b: InlineStyle) =>
  a.bold === b.bold && a.italic === b.italic && a.strike === b.strike && a.code === b.code;

const hasText = (inlines: Inline[]) =>
  inlines.some((inline) => inline.kind === 'text' && inline.text.trim() !== '');

/** A paragraph's phrases as blocks: its text, with each picture on a block of its own where it stood. */
function paragraphBlocks(found: Phrase[]): Block[] {
  const blocks: Block[] = [];
  let pending: Inline[] = [];
  const flush = () => {
    const inlines = merged(pending);
    if (hasText(inlines)) blocks.push({ kind: 'paragraph', inlines });
    pending = [];
  };
  for (const phrase of found) {
    if (phrase.kind === 'picture') {
      flush();
      blocks.push({ kind: 'image', fileId: phrase.fileId, alt: phrase.alt });
    } else {
      pending.push(phrase);
    }
  }
  flush();
  return blocks;
}

/** A table cell holds text only: a picture in it stays its caption. */
function cellInlines(cell: TableCell, walk: Walk): Inline[] {
  return merged(
    phrases(cell.children, { style: {} }, walk, []).map((phrase) =>
      phrase.kind === 'picture' ? textRun(phrase.alt === '' ? 'Image' : phrase.alt, { style: {} }) : phrase,
    ),
  );
}

function blocksOf(nodes: readonly RootContent[], walk: Walk): Block[] {
  const blocks: Block[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case 'heading':
        blocks.push({
          kind: 'heading',
          depth: node.depth,
          inlines: merged(
            phrases(node.children, { style: {} }, walk, []).filter(
              (phrase): phrase is Inline => phrase.kind !== 'picture',
            ),
          ),
        });
        break;
      case 'paragraph':
        blocks.push(...paragraphBlocks(phrases(node.children, { style: {} }, walk, [])));
        break;
      case 'list':
        blocks.push({
          kind: 'list',
          ordered: node.ordered === true,
          start: node.start ?? 1,
          items: node.children.map((item) => ({
            checked: item.checked ?? null,
            blocks: blocksOf(item.children, walk),
          })),
        });
        break;
      case 'table': {
        const columns = Math.min(
          MAX_COLUMNS,
          Math.max(...node.children.map((row) => row.children.length), 0),
        );
        if (columns === 0) break;
        blocks.push({
          kind: 'table',
          align: Array.from({ length: columns }, (_, index) => node.align?.[index] ?? null),
          // GFM lets a row have fewer cells than the header; every row is filled to the same width.
          rows: node.children.map((row) =>
            Array.from({ length: columns }, (_, index) => {
              // The last column holds the cells past MAX_COLUMNS too, one after the other.
              const cells =
                index === columns - 1 ? row.children.slice(index) : row.children.slice(index, index + 1);
              return cells.flatMap((cell, at) => [
                ...(at === 0 ? [] : [textRun(' | ', { style: {} })]),
                ...cellInlines(cell, walk),
              ]);
            }),
          ),
        });
        break;
      }
      case 'code':
        blocks.push({ kind: 'code', language: node.lang ?? null, text: node.value });
        break;
      case 'blockquote':
        blocks.push({ kind: 'quote', blocks: blocksOf(node.children, walk) });
        break;
      case 'thematicBreak':
        blocks.push({ kind: 'rule' });
        break;
      case 'html':
        if (node.value.trim() !== '') {
          blocks.push({ kind: 'paragraph', inlines: [textRun(node.value, { style: {} })] });
        }
        break;
      case 'footnoteDefinition': {
        const [first, ...rest] = blocksOf(node.children, walk);
        const label = textRun(`[${footnoteNumber(node.identifier, walk)}] `, { style: {} });
        if (first?.kind === 'paragraph')
          blocks.push({ ...first, inlines: [label, ...first.inlines] }, ...rest);
        else
          blocks.push(
            { kind: 'paragraph', inlines: [label] },
            ...(first === undefined ? [] : [first]),
            ...rest,
          );
        break;
      }
      default:
        // Definitions are used where they are referenced; nothing else is block content.
        break;
    }
  }
  return blocks;
}

/** A reply's markdown as document blocks. */
export function markdownBlocks(markdown: string, links: LinkContext): Block[] {
  const tree = readMarkdown(markdown);
  return blocksOf(tree.children, { links, definitions: definitionsOf(tree), footnotes: new Map() });
}

/** An entry's blocks: its body, then the pictures sent with it (a link where the picture is not kept). */
export function entryBlocks(entry: ExportEntry, links: LinkContext): Block[] {
  const body =
    entry.body.kind === 'markdown' ? markdownBlocks(entry.body.text, links) : plainBlocks(entry.body.text);
  const pictures = entry.pictures.map((picture): Block =>
    links.hasImage(picture.fileId)
      ? { kind: 'image', fileId: picture.fileId, alt: picture.name }
      : {
          kind: 'paragraph',
          inlines: [{ kind: 'text', text: picture.name, style: {}, link: `${links.origin}${picture.url}` }],
        },
  );
  return [...body, ...pictures];
}
