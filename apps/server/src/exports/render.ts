/**
 * Turns an export into a Word or PDF file: each entry's markdown into blocks, then the format's writer.
 * Called inside the export worker only (`export-worker.ts`): both steps are seconds of CPU for a long chat.
 * Both writers load with the worker, before it says it is ready, so no export's time limit pays for that.
 */
import { writeDocx } from './docx-writer';
import type { ExportDocument } from './export-document';
import type { LinkContext } from './blocks';
import { entryBlocks } from './markdown-document';
import { writePdf } from './pdf-writer';

export type RenderedFormat = 'docx' | 'pdf';

export async function renderDocument(document: ExportDocument, format: RenderedFormat): Promise<Buffer> {
  const links: LinkContext = {
    origin: document.origin,
    fileOwnerId: document.fileOwnerId,
    hasImage: (fileId) => Object.hasOwn(document.images, fileId),
  };
  const blocks = document.entries.map((entry) => entryBlocks(entry, links));
  return format === 'pdf' ? writePdf(document, blocks) : writeDocx(document, blocks);
}
