import { z } from 'zod';

/**
 * Customer knowledge: the passages of a customer's documents the agent searches, and the sources a reply
 * cites with `[n]` markers.
 */

/**
 * Where a passage sits in its document, for the reader's language: a PDF's page, a heading path
 * (Word, markdown), a spreadsheet's sheet and rows, or a text's lines.
 */
export const passageLocatorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), page: z.number().int().min(1) }),
  z.object({ kind: z.literal('section'), section: z.array(z.string()).min(1) }),
  z.object({
    kind: z.literal('rows'),
    sheet: z.string().nullable(),
    from: z.number().int().min(1),
    to: z.number().int().min(1),
  }),
  z.object({ kind: z.literal('lines'), from: z.number().int().min(1), to: z.number().int().min(1) }),
]);
export type PassageLocator = z.infer<typeof passageLocatorSchema>;

/** The same place in English words, as the model and the API's `location` give it. */
export function locationText(locator: PassageLocator): string {
  switch (locator.kind) {
    case 'page':
      return `page ${locator.page}`;
    case 'section':
      return locator.section.join(' › ');
    case 'rows': {
      const rows = locator.from === locator.to ? `row ${locator.from}` : `rows ${locator.from}–${locator.to}`;
      return locator.sheet === null ? rows : `sheet ${locator.sheet}, ${rows}`;
    }
    case 'lines':
      return locator.from === locator.to ? `line ${locator.from}` : `lines ${locator.from}–${locator.to}`;
  }
}

/** Most characters of a passage a source keeps as its snippet: a whole passage fits. */
export const SNIPPET_LENGTH = 2_000;

/**
 * A passage a reply cites as `[n]`: the document (which may since have been deleted), where in it, and
 * the passage's text as the model was given it. `kind` is absent in replies stored before sources had kinds.
 */
export const documentSourceSchema = z.object({
  n: z.number().int().min(1),
  kind: z.literal('document').optional(),
  documentId: z.string(),
  documentName: z.string(),
  /** In English words: "page 3", "Brand voice › Tone", "sheet Q3, rows 2–41", "lines 1–40". */
  location: z.string(),
  locator: passageLocatorSchema,
  snippet: z.string(),
});
export type DocumentSource = z.infer<typeof documentSourceSchema>;

/**
 * An approved fact of the customer's memory a reply cites as `[n]`: its text as the model was given it,
 * who approved it and when, and the chat it was proposed from (null when it was typed in, or when the
 * reader may not read that chat).
 */
export const memorySourceSchema = z.object({
  n: z.number().int().min(1),
  kind: z.literal('memory'),
  memoryId: z.string(),
  text: z.string(),
  approvedBy: z.object({ name: z.string() }),
  approvedAt: z.string(),
  chatId: z.string().nullable(),
});
export type MemorySource = z.infer<typeof memorySourceSchema>;

/**
 * What a connector's tool answered, cited as `[n]` like a passage: the connector and tool, the call
 * (the reply's `toolCalls` holds it whole) and the start of the result as the model was given it.
 */
export const connectorSourceSchema = z.object({
  n: z.number().int().min(1),
  kind: z.literal('connector'),
  connector: z.string(),
  tool: z.string(),
  callId: z.string(),
  snippet: z.string(),
});
export type ConnectorSource = z.infer<typeof connectorSourceSchema>;

/** What a reply cites: a passage of a document, a fact of the customer's memory, or a connector's result. */
export const messageSourceSchema = z.union([documentSourceSchema, memorySourceSchema, connectorSourceSchema]);
export type MessageSource = z.infer<typeof messageSourceSchema>;

/** Whether a source is a document's passage (sources stored before kinds existed are). */
export const isDocumentSource = (source: MessageSource): source is DocumentSource =>
  source.kind === undefined || source.kind === 'document';
export const isMemorySource = (source: MessageSource): source is MemorySource => source.kind === 'memory';
export const isConnectorSource = (source: MessageSource): source is ConnectorSource =>
  source.kind === 'connector';

/** Where a customer document stands in the knowledge index. */
export const documentIndexStatusSchema = z.enum(['queued', 'indexing', 'indexed', 'failed']);
export type DocumentIndexStatus = z.infer<typeof documentIndexStatusSchema>;

/** GET …/customers/:customerId/documents/progress: how far the customer's documents are indexed. */
export const documentIndexProgressSchema = z.object({
  total: z.number().int(),
  queued: z.number().int(),
  indexing: z.number().int(),
  indexed: z.number().int(),
  failed: z.number().int(),
  passages: z.number().int(),
});
export type DocumentIndexProgress = z.infer<typeof documentIndexProgressSchema>;

/** POST …/customers/:customerId/documents/reindex answers 202 with how many documents were queued. */
export const documentsReindexedSchema = z.object({ queued: z.number().int() });
export type DocumentsReindexed = z.infer<typeof documentsReindexedSchema>;

/**
 * GET a cited document: `disposition=inline` asks to show it in the browser where it can (PDF, plain
 * text, markdown), as an attachment otherwise; without it, an attachment to save.
 */
export const documentFileQuerySchema = z.object({ disposition: z.enum(['inline', 'attachment']).optional() });

export const knowledgePaths = {
  /** A document a chat's reply cites: its bytes, for the chat's owner (and readers it is shared with). */
  chatDocument: (userId: string, chatId: string, documentId: string) =>
    `/api/users/${encodeURIComponent(userId)}/chats/${encodeURIComponent(chatId)}/documents/${encodeURIComponent(documentId)}`,
  sharedChatDocument: (userId: string, chatId: string, documentId: string) =>
    `/api/users/${encodeURIComponent(userId)}/shared-chats/${encodeURIComponent(chatId)}/documents/${encodeURIComponent(documentId)}`,
} as const;
