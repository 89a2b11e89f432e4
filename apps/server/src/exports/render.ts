/**
 * Turns an export into a Word or PDF file: each entry's markdown into blocks, then the format's writer.
 * Called inside the export worker only (`export-worker.ts`): both steps are seconds of CPU for a long chat.
 */
import type { ExportDocument } from './export-document';
import { entryBlocks, type LinkContext } from './markdown-document';

export type RenderedFormat = 'docx' | 'pdf';

export async function renderDocument(document: ExportDocument, format: RenderedFormat): Promise<Buffer> {
  const links: LinkContext = {
    origin: document.origin,
    fileOwnerId: document.fileOwnerId,
    hasImage: (fileId) => Object.hasOwn(document.images, fileId),
  };
  const blocks = document.entries.map((entry) => entryBlocks(entry, links));
  // Each writer is loaded on first use: a worker asked only for PDFs never loads docx, and the other way.
  if (format === 'pdf') {
    const { writePdf } = await import('./pdf-writer');
    return writePdf(document, blocks);
  }
  const { writeDocx } = await import('./docx-writer');
  return writeDocx(document, blocks);
}
