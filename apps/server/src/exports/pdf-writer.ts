/**
 * Writes an export as a PDF with pdfmake, which lays the text out itself (line breaks, pages, tables that
 * continue on the next page). Its bundled Roboto covers Spanish and the rest of Latin, Greek and
 * Cyrillic. Runs in the export worker: laying out a long chat takes seconds of CPU.
 */
import type { ExportDocument } from './export-document';
import type { Block, CellAlign, Inline } from './blocks';
import { wordPieces } from './long-words';
import { preparedPdfMake, type Margin, type PdfNode, type PdfText, type TableLayout } from './pdfmake';

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** The tallest a picture is drawn, so one fits on a page with its entry's header. */
const MAX_IMAGE_HEIGHT = 420;
const MUTED = '#666666';
const RULE = '#d0d0d0';
const CODE_BACKGROUND = '#f4f4f4';

/**
 * Courier for code when it can draw every character (printable ASCII and Latin-1: "¿Añadir?" is fine;
 * its euro sign has no shape), Roboto otherwise, so code in any script still reads.
 */
const codeFont = (text: string) => (/^[\t\n\x20-\x7e\xa0-\xff]*$/.test(text) ? 'Courier' : 'Roboto');

function inlineRuns(inlines: readonly Inline[]): PdfText[] {
  return inlines.flatMap((inline): PdfText[] => {
    if (inline.kind === 'break') return [{ text: '\n' }];
    const { style } = inline;
    const look = {
      ...(style.bold ? { bold: true } : {}),
      ...(style.italic ? { italics: true } : {}),
      ...(style.strike ? { decoration: 'lineThrough' as const } : {}),
      ...(style.code ? { font: codeFont(inline.text), background: CODE_BACKGROUND, fontSize: 9.5 } : {}),
      ...(inline.link === undefined
        ? {}
        : { link: inline.link, color: '#1a56a8', decoration: 'underline' as const }),
    };
    return wordPieces(inline.text).map((text) => ({ text, ...look }));
  });
}

/**
 * pdfmake walks the rest of a paragraph's runs for every run it places (and the rest of a word's runs,
 * when they touch): time quadratic in one paragraph's runs. A paragraph of more runs than this (thousands
 * of code spans or emphasised letters in a row) is laid out as several, one under the other.
 */
const MAX_RUNS = 500;

/** `runs` as a text node with `look`, or a stack of such nodes of at most MAX_RUNS runs each. */
function textNode(runs: PdfText[], look: Omit<PdfNode, 'text'> = {}): PdfNode {
  if (runs.length <= MAX_RUNS) return { ...look, text: runs };
  const stack: PdfNode[] = [];
  for (let at = 0; at < runs.length; at += MAX_RUNS) stack.push({ text: runs.slice(at, at + MAX_RUNS) });
  return { ...look, stack };
}

const headingSizes = [16, 14, 12.5, 11.5, 11, 11] as const;

function listNode(block: Extract<Block, { kind: 'list' }>, document: ExportDocument): PdfNode {
  const items = block.items.map((item): PdfNode => {
    // Inside an item paragraphs and nested lists sit close together, as in a tight markdown list.
    const nodes = blockNodes(item.blocks, document).map((node) =>
      (node.text !== undefined && node.fontSize === undefined) ||
      node.ul !== undefined ||
      node.ol !== undefined
        ? { ...node, margin: [0, 0, 0, node.text === undefined ? 0 : 2] as Margin }
        : node,
    );
    if (item.checked !== null) {
      // A task's box is written before its text; the list draws no bullet of its own for it.
      const box: PdfText = { text: item.checked ? '[x] ' : '[ ] ' };
      const [first] = nodes;
      if (first?.text !== undefined) nodes[0] = { ...first, text: [box, ...asRuns(first.text)] };
      else nodes.unshift({ text: [box] });
    }
    const node: PdfNode = nodes.length === 1 && nodes[0] !== undefined ? nodes[0] : { stack: nodes };
    return item.checked === null ? node : { ...node, listType: 'none' };
  });
  return block.ordered
    ? { ol: items, start: block.start, margin: [0, 0, 0, 4] }
    : { ul: items, margin: [0, 0, 0, 4] };
}

/** The longest first paragraph kept on one page with its author line: a few lines, never a page. */
const KEEP_WITH_AUTHOR_CHARS = 600;

const runsLength = (runs: readonly PdfText[]): number =>
  runs.reduce(
    (total, run) => total + (typeof run.text === 'string' ? run.text.length : runsLength(run.text)),
    0,
  );

const asRuns = (text: PdfNode['text']): PdfText[] =>
  text === undefined ? [] : typeof text === 'string' ? [{ text }] : text;

const alignment = (align: CellAlign | undefined) => (align === null || align === undefined ? 'left' : align);

const gridLayout: TableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => RULE,
  vLineColor: () => RULE,
  paddingLeft: () => 5,
  paddingRight: () => 5,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

const boxLayout: TableLayout = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  paddingLeft: () => 8,
  paddingRight: () => 8,
  paddingTop: () => 6,
  paddingBottom: () => 6,
};

/** A quote's bar: one line on the left of a single cell. */
const quoteLayout: TableLayout = {
  hLineWidth: () => 0,
  vLineWidth: (index) => (index === 0 ? 2.5 : 0),
  vLineColor: () => RULE,
  paddingLeft: () => 10,
  paddingRight: () => 0,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

function imageNode(block: Extract<Block, { kind: 'image' }>, document: ExportDocument): PdfNode {
  const image = document.images[block.fileId];
  if (image === undefined) return { text: block.alt };
  // Pixels at 96 per inch, as a browser shows them, never enlarged, shrunk to the page.
  const natural = { width: (image.width * 72) / 96, height: (image.height * 72) / 96 };
  const scale = Math.min(1, CONTENT_WIDTH / natural.width, MAX_IMAGE_HEIGHT / natural.height);
  return {
    image: imageKey(block.fileId),
    width: natural.width * scale,
    height: natural.height * scale,
    margin: [0, 4, 0, 8],
  };
}

const imageKey = (fileId: string) => `file-${fileId}`;

function blockNodes(blocks: readonly Block[], document: ExportDocument): PdfNode[] {
  return blocks.map((block): PdfNode => {
    switch (block.kind) {
      case 'heading':
        return textNode(inlineRuns(block.inlines), {
          bold: true,
          fontSize: headingSizes[block.depth - 1],
          margin: [0, block.depth <= 2 ? 10 : 6, 0, 4],
        });
      case 'paragraph':
        return textNode(inlineRuns(block.inlines), { margin: [0, 0, 0, 6] });
      case 'list':
        return listNode(block, document);
      case 'table':
        return {
          table: {
            headerRows: 1,
            widths: block.align.map(() => '*'),
            body: block.rows.map((row, rowIndex) =>
              row.map((cell, column): PdfNode =>
                textNode(inlineRuns(cell), {
                  alignment: alignment(block.align[column]),
                  ...(rowIndex === 0 ? { bold: true, fillColor: '#f0f0f0' } : {}),
                }),
              ),
            ),
          },
          layout: gridLayout,
          fontSize: 9.5,
          margin: [0, 2, 0, 8],
        };
      case 'code':
        return {
          table: {
            widths: ['*'],
            body: [
              [
                {
                  text: wordPieces(block.text.replace(/\t/g, '    ')).map((text) => ({ text })),
                  font: codeFont(block.text),
                  fontSize: 8.5,
                  preserveLeadingSpaces: true,
                  fillColor: CODE_BACKGROUND,
                },
              ],
            ],
          },
          layout: boxLayout,
          margin: [0, 2, 0, 8],
        };
      case 'quote':
        return {
          table: { widths: ['*'], body: [[{ stack: blockNodes(block.blocks, document), color: MUTED }]] },
          layout: quoteLayout,
          margin: [0, 2, 0, 8],
        };
      case 'rule':
        return {
          canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 0.5, lineColor: RULE }],
          margin: [0, 4, 0, 8],
        };
      case 'image':
        return imageNode(block, document);
    }
  });
}

function headerNodes(document: ExportDocument): PdfNode[] {
  const details: PdfNode = {
    table: {
      widths: [90, '*'],
      body: document.details.map(({ label, value }) => [{ text: label, color: MUTED }, { text: value }]),
    },
    layout: 'noBorders',
    fontSize: 10,
    margin: [0, 0, 0, 10],
  };
  return [
    { text: document.title, fontSize: 20, bold: true, margin: [0, 0, 0, 8] },
    // pdfmake cannot lay out a table without rows.
    ...(document.details.length === 0 ? [] : [details]),
    ...(document.timeNote === undefined
      ? []
      : [
          {
            text: [{ text: document.timeNote, italics: true, color: MUTED }],
            fontSize: 10,
            margin: [0, 0, 0, 10] satisfies Margin,
          },
        ]),
    {
      canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 1, lineColor: '#999999' }],
      margin: [0, 0, 0, 6],
    },
  ];
}

/** The document as PDF bytes; `blocks` holds each entry's body, in order. */
export async function writePdf(document: ExportDocument, blocks: readonly Block[][]): Promise<Buffer> {
  const content: PdfNode[] = headerNodes(document);
  document.entries.forEach((entry, index) => {
    const body = blockNodes(blocks[index] ?? [], document);
    const opening: PdfNode[] = [
      {
        text: [
          { text: entry.author, bold: true, color: '#1f3a5f' },
          { text: `   ${entry.time}`, color: MUTED, fontSize: 9 },
        ],
        margin: [0, 0, 0, entry.note === null ? 6 : 2],
      },
    ];
    if (entry.note !== null) {
      opening.push({
        text: [{ text: entry.note, italics: true }],
        color: MUTED,
        fontSize: 9,
        margin: [0, 0, 0, 6],
      });
    }
    // The author line stays on a page with the start of what they wrote (a short first block only: a
    // block that cannot break and is taller than a page would be cut).
    const first = body[0];
    const keepsFirst = first?.text !== undefined && runsLength(asRuns(first.text)) <= KEEP_WITH_AUTHOR_CHARS;
    content.push({
      stack: keepsFirst ? [...opening, first] : opening,
      unbreakable: true,
      margin: [0, 14, 0, 0],
    });
    content.push(...(keepsFirst ? body.slice(1) : body));
  });
  const images = Object.fromEntries(
    Object.entries(document.images).map(([fileId, image]) => [
      imageKey(fileId),
      `data:image/${image.type === 'png' ? 'png' : 'jpeg'};base64,${Buffer.from(image.bytes).toString('base64')}`,
    ]),
  );
  const definition = {
    info: { title: document.title, creator: 'Brief', producer: 'Brief' },
    pageSize: 'A4',
    pageMargins: [PAGE.margin, PAGE.margin, PAGE.margin, PAGE.margin],
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.2 },
    content,
    images,
    footer: (page: number, pages: number): PdfNode => ({
      text: [{ text: `${document.title}  ·  ${page} / ${pages}` }],
      alignment: 'center',
      fontSize: 8,
      color: MUTED,
      margin: [PAGE.margin, 20, PAGE.margin, 0],
    }),
  };
  return preparedPdfMake().createPdf(definition).getBuffer();
}
