/**
 * pdfmake as the PDF writer uses it: typed by what is used of it, and set up so that a document can
 * reach neither the disk nor the network (pictures come as bytes from the file store, fonts from memory).
 */
import { createRequire } from 'node:module';

type FontFamily = { normal: string; bold: string; italics: string; bolditalics: string };

/**
 * The part of pdfmake (0.3, its Node build) the PDF writer uses. @types/pdfmake is not used: it pulls the
 * DOM library into the whole server's types (`/// <reference lib="dom" />`), which changes what Node's
 * own stream types mean elsewhere.
 */
export type PdfMake = {
  /** The content is checked by PdfNode, below. */
  createPdf(definition: object): { getBuffer(): Promise<Buffer> };
  setFonts(fonts: Record<string, FontFamily>): void;
  /** Whether a remote address in the document may be fetched. */
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  /** Whether a path on this machine (a font, an image) may be read. */
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  /** In-memory files that fonts and images are looked up in before the disk. */
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
};

// pdfmake is CommonJS without types of its own; required, it is typed by what is used of it above.
const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as PdfMake;
/** Roboto's four faces, base64, by file name. */
const vfs = require('pdfmake/build/vfs_fonts.js') as Record<string, string>;

export type Margin = [number, number, number, number];

/** A run of text as pdfmake takes it. */
export type PdfText = {
  text: string | PdfText[];
  bold?: boolean;
  italics?: boolean;
  decoration?: 'lineThrough' | 'underline';
  link?: string;
  color?: string;
  font?: string;
  background?: string;
  fontSize?: number;
};

export type TableLayout = {
  hLineWidth: (index: number, node: { table: { body: unknown[] } }) => number;
  vLineWidth: (index: number, node: { table: { widths: unknown[] } }) => number;
  hLineColor?: () => string;
  vLineColor?: () => string;
  paddingLeft?: () => number;
  paddingRight?: () => number;
  paddingTop?: () => number;
  paddingBottom?: () => number;
};

/** The pdfmake content nodes the PDF writer makes (pdfmake takes one loose shape for all of them). */
export type PdfNode = {
  text?: string | PdfText[];
  stack?: PdfNode[];
  ul?: PdfNode[];
  ol?: PdfNode[];
  start?: number;
  listType?: 'none';
  table?: {
    headerRows?: number;
    widths: (number | '*' | 'auto')[];
    body: PdfNode[][];
    dontBreakRows?: boolean;
  };
  layout?: TableLayout | 'noBorders';
  image?: string;
  width?: number;
  height?: number;
  canvas?: {
    type: 'line';
    x1: number;
    y1: number;
    x2: number;
    y2: number;
    lineWidth: number;
    lineColor: string;
  }[];
  style?: string;
  margin?: Margin;
  bold?: boolean;
  color?: string;
  fillColor?: string;
  alignment?: 'left' | 'center' | 'right';
  font?: string;
  fontSize?: number;
  preserveLeadingSpaces?: boolean;
  unbreakable?: boolean;
};

/** PDF's own fonts, which pdfmake asks the local-access rule about although it reads no file for them. */
const BUILT_IN_FONTS = new Set(['Courier', 'Courier-Bold', 'Courier-Oblique', 'Courier-BoldOblique']);

let ready: PdfMake | undefined;

/**
 * pdfmake, set up once: Roboto from its bundle into its in-memory files, Courier built in, and the disk
 * and the network closed to whatever a document names.
 */
export function preparedPdfMake(): PdfMake {
  if (ready !== undefined) return ready;
  for (const [name, base64] of Object.entries(vfs)) {
    pdfmake.virtualfs.writeFileSync(name, Buffer.from(base64, 'base64'));
  }
  pdfmake.setFonts({
    Roboto: {
      normal: 'Roboto-Regular.ttf',
      bold: 'Roboto-Medium.ttf',
      italics: 'Roboto-Italic.ttf',
      bolditalics: 'Roboto-MediumItalic.ttf',
    },
    // PDF's built-in Courier: no file to read, but it only knows Latin-1 (see codeFont in pdf-writer.ts).
    Courier: {
      normal: 'Courier',
      bold: 'Courier-Bold',
      italics: 'Courier-Oblique',
      bolditalics: 'Courier-BoldOblique',
    },
  });
  // Pictures come as bytes from the file store; an address in a reply is never fetched.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => BUILT_IN_FONTS.has(path));
  ready = pdfmake;
  return pdfmake;
}
