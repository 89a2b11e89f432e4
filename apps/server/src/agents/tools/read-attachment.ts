import { tool, type UserModelMessage, zodSchema } from 'ai';
import { z } from 'zod';
import type { FileRow } from '../../files/repo';
import { rasterImageTypes } from '../../files/sniff';

export const READ_ATTACHMENT = 'read_attachment';

/** Text given to the model per call; a longer file is read on with `offset`. */
export const TEXT_PAGE_CHARS = 12_000;
/** Larger images are described, not sent: providers refuse or bill heavily for big ones. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type FileFacts = { id: string; name: string; type: string; kind: FileRow['kind']; size: number };

export type ReadAttachmentOutput =
  | { file: FileFacts; text: string; offset: number; nextOffset: number | null }
  | { file: FileFacts; image: 'attached' | 'not-shown'; note: string }
  | { file: FileFacts; error: string }
  | { error: string };

export type AttachmentAccess = {
  /** The files the model may open: those sent with the conversation's messages. */
  files: readonly FileRow[];
  readBytes(file: FileRow): Promise<Buffer>;
  /** Whether the model takes images; if not, it gets the image's name, type and size only. */
  acceptsImages: boolean;
  /**
   * Hands over the image message for the turn's next step. Most chat APIs take images only from the user,
   * not in a tool's result, so the runtime sends it as a user message right after the result.
   */
  showImage(toolCallId: string, message: UserModelMessage): void;
  log: { warn(obj: object, msg: string): void };
};

const factsOf = (file: FileRow): FileFacts => ({
  id: file.id,
  name: file.name,
  type: file.mime,
  kind: file.kind,
  size: file.size,
});

/** The tool's input, as a schema made once: its JSON Schema is computed on first use, not per run. */
const readAttachmentInput = zodSchema(
  z
    .object({
      fileId: z.string().max(100).optional().describe('The id of the file, as listed'),
      name: z.string().max(300).optional().describe('The file name, when you do not have the id'),
      offset: z.number().int().min(0).optional().describe('Where to go on reading, from nextOffset'),
    })
    .refine((input) => input.fileId !== undefined || input.name !== undefined, {
      message: 'Give fileId or name',
    }),
);

/** Gives the model an attached file: its extracted text a page at a time, or the image itself. */
export function readAttachmentTool(access: AttachmentAccess) {
  return tool({
    description:
      'Reads a file attached to this conversation, by the id listed in the system prompt (or by its name): its extracted text, page by page, or, for an image, the image itself when you can see images.',
    inputSchema: readAttachmentInput,
    execute: async ({ fileId, name, offset = 0 }, { toolCallId }): Promise<ReadAttachmentOutput> => {
      const file =
        access.files.find((f) => f.id === fileId) ??
        (name === undefined
          ? undefined
          : (access.files.find((f) => f.name === name) ??
            access.files.find((f) => f.name.toLowerCase() === name.trim().toLowerCase())));
      if (file === undefined) {
        const listed = access.files.map((f) => `"${f.name}" (id ${f.id})`).join(', ');
        return {
          error: `No such file in this conversation. ${listed === '' ? 'No files are attached.' : `Attached: ${listed}.`}`,
        };
      }
      const facts = factsOf(file);
      if (file.kind === 'image') return readImage(file, facts, toolCallId, access);
      if (file.text === null || file.text.trim() === '') {
        return { file: facts, error: 'This file has no readable text (it is kept for download only).' };
      }
      const start = Math.min(offset, file.text.length);
      const end = Math.min(start + TEXT_PAGE_CHARS, file.text.length);
      return {
        file: facts,
        text: file.text.slice(start, end),
        offset: start,
        nextOffset: end < file.text.length ? end : null,
      };
    },
  });
}

async function readImage(
  file: FileRow,
  facts: FileFacts,
  toolCallId: string,
  access: AttachmentAccess,
): Promise<ReadAttachmentOutput> {
  const describe = (why: string) => ({
    file: facts,
    image: 'not-shown' as const,
    note: `${why} Tell the user the file's name, type and size instead of describing it.`,
  });
  if (!access.acceptsImages) return describe('This model cannot be shown images.');
  if (!rasterImageTypes.has(file.mime)) return describe(`Images of type ${file.mime} cannot be shown.`);
  if (file.size > MAX_IMAGE_BYTES) return describe('The image is too large to be shown.');
  let bytes: Buffer;
  try {
    bytes = await access.readBytes(file);
  } catch (error) {
    access.log.warn(
      { fileId: file.id, err: error instanceof Error ? error.message : 'unknown' },
      'attachment could not be read',
    );
    return { file: facts, error: 'The file could not be read from the file store.' };
  }
  access.showImage(toolCallId, {
    role: 'user',
    content: [
      { type: 'text', text: `The image "${file.name}" (${file.mime}) that ${READ_ATTACHMENT} opened:` },
      { type: 'image', image: bytes, mediaType: file.mime },
    ],
  });
  return { file: facts, image: 'attached', note: 'The image follows in the next message.' };
}
