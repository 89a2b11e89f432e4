/**
 * Writes an export as a Word document with `docx`: real headings (Word's outline and navigation pane
 * follow them), real lists that Word numbers, tables, links, code in a fixed-width font and pictures.
 * Runs in the export worker: a long chat is hundreds of pages of XML to build and zip.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ILevelsOptions,
  type ParagraphChild,
} from 'docx';
import type { ExportDocument } from './export-document';
import type { Block, CellAlign, Inline } from './blocks';

const FONT = 'Calibri';
const CODE_FONT = 'Consolas';
const MUTED = '666666';
const RULE = 'CCCCCC';
const CODE_BACKGROUND = 'F4F4F4';
/** Room for a picture on an A4 page with Word's 1-inch margins, in pixels at 96 to the inch. */
const MAX_IMAGE = { width: 600, height: 760 };
/** One level of indentation (a quote, a list level), in twentieths of a point. */
const INDENT = 360;
/** Word numbers and bullets lists nine levels deep (0–8); deeper items are shown at the last level. */
const LAST_LIST_LEVEL = 8;
/** The deepest a block is indented (a list's last level), so deep quotes leave room for their text. */
const MAX_INDENT = INDENT * 2 * (LAST_LIST_LEVEL + 1);

const headingLevels = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;

const alignments = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
} as const;

/** Where a block sits: how far in, whether inside a quote (a bar on its left, muted text). */
type Place = { indent: number; quote: boolean };

const top: Place = { indent: 0, quote: false };

/** Numbered lists: one Word list per markdown list (each counts from its own start), made as they come. */
class OrderedLists {
  private instances = 0;
  readonly starts = new Set<number>();

  /** A new list counting from `start`: the numbering reference and instance its paragraphs use. */
  next(start: number): { reference: string; instance: number } {
    this.starts.add(start);
    this.instances += 1;
    return { reference: orderedReference(start), instance: this.instances };
  }
}

const orderedReference = (start: number) => `ordered-from-${start}`;

function orderedLevels(start: number): ILevelsOptions[] {
  return Array.from({ length: LAST_LIST_LEVEL + 1 }, (_, level) => ({
    level,
    format: LevelFormat.DECIMAL,
    text: `%${level + 1}.`,
    start: level === 0 ? start : 1,
    alignment: AlignmentType.START,
    style: { paragraph: { indent: { left: INDENT * 2 * (level + 1), hanging: INDENT } } },
  }));
}

function runs(inlines: readonly Inline[], place: Place): ParagraphChild[] {
  return inlines.map((inline): ParagraphChild => {
    if (inline.kind === 'break') return new TextRun({ break: 1 });
    const { style } = inline;
    const run = {
      text: inline.text,
      ...(style.bold ? { bold: true } : {}),
      ...(style.italic ? { italics: true } : {}),
      ...(style.strike ? { strike: true } : {}),
      ...(style.code
        ? { font: CODE_FONT, shading: { type: ShadingType.CLEAR, color: 'auto', fill: CODE_BACKGROUND } }
        : {}),
      ...(place.quote && inline.link === undefined ? { color: MUTED } : {}),
    };
    return inline.link === undefined
      ? new TextRun(run)
      : new ExternalHyperlink({ link: inline.link, children: [new TextRun({ ...run, style: 'Hyperlink' })] });
  });
}

/** A paragraph's indentation and, inside a quote, the quote's bar. */
function placed(place: Place) {
  return {
    ...(place.indent > 0 ? { indent: { left: place.indent } } : {}),
    ...(place.quote
      ? { border: { left: { style: BorderStyle.SINGLE, size: 18, color: RULE, space: 8 } } }
      : {}),
  };
}

function table(block: Extract<Block, { kind: 'table' }>, place: Place): Table {
  const cellBorder = { style: BorderStyle.SINGLE, size: 4, color: RULE };
  const align = (index: number): CellAlign => block.align[index] ?? null;
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    ...(place.indent > 0 ? { indent: { size: place.indent, type: WidthType.DXA } } : {}),
    borders: {
      top: cellBorder,
      bottom: cellBorder,
      left: cellBorder,
      right: cellBorder,
      insideHorizontal: cellBorder,
      insideVertical: cellBorder,
    },
    rows: block.rows.map(
      (row, rowIndex) =>
        new TableRow({
          ...(rowIndex === 0 ? { tableHeader: true } : {}),
          children: row.map((cell, column) => {
            const alignment = align(column);
            return new TableCell({
              ...(rowIndex === 0
                ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'F0F0F0' } }
                : {}),
              margins: { top: 40, bottom: 40, left: 80, right: 80 },
              children: [
                new Paragraph({
                  ...(alignment === null ? {} : { alignment: alignments[alignment] }),
                  children: runs(
                    rowIndex === 0
                      ? cell.map((inline) =>
                          inline.kind === 'text'
                            ? { ...inline, style: { ...inline.style, bold: true } }
                            : inline,
                        )
                      : cell,
                    top,
                  ),
                }),
              ],
            });
          }),
        }),
    ),
  });
}

function codeBlock(text: string, place: Place): Paragraph {
  const lines = text.replace(/\t/g, '    ').split('\n');
  return new Paragraph({
    ...placed(place),
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: CODE_BACKGROUND },
    spacing: { before: 60, after: 120 },
    children: lines.map(
      (line, index) =>
        new TextRun({ text: line, font: CODE_FONT, size: 19, ...(index > 0 ? { break: 1 } : {}) }),
    ),
  });
}

function picture(
  block: Extract<Block, { kind: 'image' }>,
  document: ExportDocument,
  place: Place,
): Paragraph {
  const image = document.images[block.fileId];
  if (image === undefined) return new Paragraph({ ...placed(place), children: [new TextRun(block.alt)] });
  const scale = Math.min(1, MAX_IMAGE.width / image.width, MAX_IMAGE.height / image.height);
  return new Paragraph({
    ...placed(place),
    children: [
      new ImageRun({
        type: image.type,
        data: image.bytes,
        transformation: {
          width: Math.max(1, Math.round(image.width * scale)),
          height: Math.max(1, Math.round(image.height * scale)),
        },
        altText: { name: block.alt || 'Image', description: block.alt, title: block.alt },
      }),
    ],
  });
}

type Writer = { document: ExportDocument; ordered: OrderedLists };

function list(block: Extract<Block, { kind: 'list' }>, writer: Writer, place: Place, depth: number) {
  const numbered = block.ordered ? writer.ordered.next(block.start) : null;
  const level = Math.min(depth, LAST_LIST_LEVEL);
  const out: (Paragraph | Table)[] = [];
  block.items.forEach((item, index) => {
    // A task's box stands in for its bullet.
    const marker =
      item.checked !== null
        ? { indent: { left: INDENT * 2 * level + INDENT } }
        : numbered === null
          ? { bullet: { level } }
          : { numbering: { ...numbered, level } };
    // A list stands apart from what follows it; its items sit close together.
    const spacing = { spacing: { after: index === block.items.length - 1 && depth === 0 ? 120 : 20 } };
    const box = item.checked === null ? [] : [new TextRun(item.checked ? '☒ ' : '☐ ')];
    const [first, ...rest] = item.blocks;
    const inItem: Place = { ...place, indent: INDENT * 2 * (level + 1) };
    if (first?.kind === 'paragraph') {
      out.push(new Paragraph({ ...marker, ...spacing, children: [...box, ...runs(first.inlines, place)] }));
    } else {
      // An item that opens with a code block or a nested list still gets its bullet, on a line of its own.
      out.push(new Paragraph({ ...marker, ...spacing, children: box }));
      if (first !== undefined) rest.unshift(first);
    }
    for (const inner of rest) {
      out.push(
        ...(inner.kind === 'list' ? list(inner, writer, place, depth + 1) : blocks([inner], writer, inItem)),
      );
    }
  });
  return out;
}

function blocks(content: readonly Block[], writer: Writer, place: Place): (Paragraph | Table)[] {
  return content.flatMap((block): (Paragraph | Table)[] => {
    switch (block.kind) {
      case 'heading':
        return [
          new Paragraph({
            heading: headingLevels[block.depth - 1],
            ...placed(place),
            children: runs(block.inlines, place),
          }),
        ];
      case 'paragraph':
        return [
          new Paragraph({ ...placed(place), spacing: { after: 120 }, children: runs(block.inlines, place) }),
        ];
      case 'list':
        return list(block, writer, place, 0);
      case 'table':
        // Word runs a table into the paragraph after it unless a paragraph separates them.
        return [table(block, place), new Paragraph({ spacing: { after: 60 }, children: [] })];
      case 'code':
        return [codeBlock(block.text, place)];
      case 'quote':
        return blocks(block.blocks, writer, {
          indent: Math.min(place.indent + INDENT, MAX_INDENT),
          quote: true,
        });
      case 'rule':
        return [
          new Paragraph({
            ...placed(place),
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: RULE, space: 1 } },
            children: [],
          }),
        ];
      case 'image':
        return [picture(block, writer.document, place)];
    }
  });
}

function header(document: ExportDocument): Paragraph[] {
  return [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(document.title)] }),
    ...document.details.map(
      ({ label, value }) =>
        new Paragraph({
          spacing: { after: 40 },
          children: [new TextRun({ text: `${label}: `, color: MUTED }), new TextRun(value)],
        }),
    ),
    ...(document.timeNote === undefined
      ? []
      : [
          new Paragraph({
            spacing: { after: 40 },
            children: [new TextRun({ text: document.timeNote, color: MUTED, italics: true })],
          }),
        ]),
    new Paragraph({
      border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '999999', space: 4 } },
      spacing: { after: 120 },
      children: [],
    }),
  ];
}

/** The document as .docx bytes; `entryBlocks` holds each entry's body, in order. */
export async function writeDocx(document: ExportDocument, entryBlocks: readonly Block[][]): Promise<Buffer> {
  const writer: Writer = { document, ordered: new OrderedLists() };
  const children: (Paragraph | Table)[] = header(document);
  document.entries.forEach((entry, index) => {
    children.push(
      new Paragraph({
        // The author line stays on a page with the start of what they wrote.
        keepNext: true,
        spacing: { before: 280, after: entry.note === null ? 100 : 20 },
        children: [
          new TextRun({ text: entry.author, bold: true, color: '1F3A5F' }),
          new TextRun({ text: `   ${entry.time}`, color: MUTED, size: 18 }),
        ],
      }),
    );
    if (entry.note !== null) {
      children.push(
        new Paragraph({
          keepNext: true,
          spacing: { after: 100 },
          children: [new TextRun({ text: entry.note, italics: true, color: MUTED, size: 18 })],
        }),
      );
    }
    children.push(...blocks(entryBlocks[index] ?? [], writer, top));
  });

  const doc = new Document({
    title: document.title,
    creator: 'Brief',
    description: document.details.map(({ label, value }) => `${label}: ${value}`).join('; '),
    styles: { default: { document: { run: { font: FONT, size: 22 } } } },
    numbering: {
      config: [...writer.ordered.starts].map((start) => ({
        reference: orderedReference(start),
        levels: orderedLevels(start),
      })),
    },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    color: MUTED,
                    size: 16,
                    children: [`${document.title}  ·  `, PageNumber.CURRENT, ' / ', PageNumber.TOTAL_PAGES],
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
