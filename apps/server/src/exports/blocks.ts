/**
 * The blocks an exported document is written from: what a reply's markdown (markdown-document.ts) or a
 * user's typed text becomes, and what the Word and PDF writers each lay out in their own way.
 */

export type InlineStyle = { bold?: true; italic?: true; strike?: true; code?: true };

/** A run of text in one style, maybe a link; or a line break inside a paragraph. */
export type Inline = { kind: 'text'; text: string; style: InlineStyle; link?: string } | { kind: 'break' };

export type CellAlign = 'left' | 'center' | 'right' | null;

export type ListItem = { checked: boolean | null; blocks: Block[] };

export type Block =
  | { kind: 'heading'; depth: 1 | 2 | 3 | 4 | 5 | 6; inlines: Inline[] }
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'list'; ordered: boolean; start: number; items: ListItem[] }
  /** The first row is the header. */
  | { kind: 'table'; align: CellAlign[]; rows: Inline[][][] }
  | { kind: 'code'; language: string | null; text: string }
  | { kind: 'quote'; blocks: Block[] }
  | { kind: 'rule' }
  /** A picture of the file store, by file id (see ExportDocument.images). */
  | { kind: 'image'; fileId: string; alt: string };

/** What links and pictures resolve against. */
export type LinkContext = {
  origin: string;
  fileOwnerId: string;
  /** Whether the document carries this stored file's picture. */
  hasImage: (fileId: string) => boolean;
};

/**
 * What a user typed, shown as typed: paragraphs where they left a blank line, line breaks where they
 * pressed Enter, and no markdown (the web app shows their messages as plain text too).
 */
export function plainBlocks(text: string): Block[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => ({
      kind: 'paragraph',
      inlines: paragraph
        .split('\n')
        .flatMap((line, index): Inline[] => [
          ...(index > 0 ? [{ kind: 'break' } as const] : []),
          { kind: 'text', text: line, style: {} },
        ]),
    }));
}
