/**
 * Turns an export into its file: Markdown through the safe writer; Word and PDF from each entry's
 * markdown read into blocks, then the format's writer. Called inside the export worker only
 * (`export-worker.ts`): reading markdown alone is a second for 20,000 characters of marks, and writing a
 * long chat's Word or PDF file seconds of CPU. The writers load with the worker, before it says it is
 * ready, so no export's time limit pays for that.
 */
import type { ExportFormat } from '@brief/contract/exports';
import { writeDocx } from './docx-writer';
import type { ExportDocument } from './export-document';
import type { LinkContext } from './blocks';
import { entryBlocks } from './markdown-document';
import { writeMarkdown } from './markdown-writer';
import { writePdf } from './pdf-writer';

export async function renderDocument(document: ExportDocument, format: ExportFormat): Promise<Buffer> {
  if (format === 'md') return Buffer.from(writeMarkdown(document), 'utf8');
  const links: LinkContext = {
    origin: document.origin,
    fileOwnerId: document.fileOwnerId,
    hasImage: (fileId) => Object.hasOwn(document.images, fileId),
  };
  const blocks = document.entries.map((entry) => entryBlocks(entry, links));
  return format === 'pdf' ? writePdf(document, blocks) : writeDocx(document, blocks);
}
