import { z } from 'zod';
import { ruleFindingSchema } from './brand-rules';
import { MAX_FILES_PER_UPLOAD, messageAttachmentSchema } from './files';
import { messageSourceSchema } from './knowledge';
import { storableId, storableText } from './text';

const id = storableId;
const optionalName = storableText().trim().max(200).optional();

export const MAX_MESSAGE_LENGTH = 20_000;
export const RELATED_LIMIT = 5;
/** A chat's preview (and its last message in lists) is cut at 200 characters. */
export const PREVIEW_LENGTH = 200;

export const chatParamsSchema = z.object({ userId: id, chatId: id });

export const messageRoleSchema = z.enum(['user', 'assistant', 'system']);
export type MessageRole = z.infer<typeof messageRoleSchema>;

/** The languages a chat is held in: what the user typed decides (automatic prompts don't count). */
export const chatLanguageSchema = z.enum(['en', 'es']);
export type ChatLanguage = z.infer<typeof chatLanguageSchema>;

/** Where a reply stands: `done` unless it was stopped, failed, or its instance died while writing it. */
export const replyStatusSchema = z.enum(['running', 'done', 'stopped', 'failed', 'interrupted']);
export type ReplyStatus = z.infer<typeof replyStatusSchema>;

/**
 * A user message the product wrote rather than the user: the Spanish prompt that loads the
 * customer's data, the one that goes with uploaded files, the one a web search sends.
 */
export const automaticPromptSchema = z.enum(['customer-data', 'attachment', 'search']);
export type AutomaticPrompt = z.infer<typeof automaticPromptSchema>;

/** How a connector's call ended: `timeout` when it passed the time limit (a stopped run's call failed). */
export const toolCallStatusSchema = z.enum(['done', 'failed', 'timeout']);
export type ToolCallStatus = z.infer<typeof toolCallStatusSchema>;

/**
 * A call of a connector's tool a reply made: the arguments it was sent (the customer's settings
 * included), how it ended, and what the connector answered (cut at the size limit, with a marker) or why
 * it failed. The arguments and the result carry the customer's data: a reader of a shared chat gets
 * neither (the chat's owner always gets both).
 */
export const toolCallSchema = z.object({
  /** The call's id, as the live `tool` events of the run name it. */
  id: z.string(),
  /** The connector's name as the admin registered it, e.g. "GA4". */
  connector: z.string(),
  tool: z.string(),
  arguments: z.record(z.string(), z.unknown()).optional(),
  status: toolCallStatusSchema,
  durationMs: z.number().int().min(0),
  result: z.string().optional(),
});
export type ToolCall = z.infer<typeof toolCallSchema>;

/** A message as the API answers it; `text` repeats `content` for clients that read either. */
export const chatMessageSchema = z.object({
  id: z.string(),
  role: messageRoleSchema,
  content: z.string(),
  text: z.string(),
  timestamp: z.string(),
  /** Files sent with the message (an addition; empty for most messages). */
  attachments: z.array(messageAttachmentSchema),
  /** Assistant messages: where the reply stands. */
  status: replyStatusSchema.optional(),
  /** User messages the product sent on the user's behalf. */
  automatic: automaticPromptSchema.optional(),
  /**
   * Which of the message's stored versions (1-based) is shown and sent on, and how many there are: a
   * reply's regenerated versions, a user message's edits (each with the branch of the chat that followed
   * it; 1 of 1 for a message never edited). System messages have none.
   */
  version: z.number().int().min(1).optional(),
  versionCount: z.number().int().min(1).optional(),
  /** Assistant messages: the passages of the customer's documents the reply cites as `[n]` (often none). */
  sources: z.array(messageSourceSchema).optional(),
  /** Assistant messages: the customer's forbidden terms the reply (its shown version) uses; absent for none. */
  ruleFindings: z.array(ruleFindingSchema).optional(),
  /** Assistant messages: the connectors' tools the reply called, in the order called; absent for none. */
  toolCalls: z.array(toolCallSchema).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One step of the model's work on a reply: a tool call, a tool result, or the final message. */
export const chatEventSchema = z.object({
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type ChatEvent = z.infer<typeof chatEventSchema>;

/** A chat as lists show it: no messages, a preview instead. */
export const chatSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  appName: z.string(),
  agentId: z.string().nullable(),
  userId: z.string(),
  favorite: z.boolean(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  specialists: z.array(z.string()),
  state: z.object({ customer: z.object({ id: z.string().nullable(), name: z.string() }).nullable() }),
  messageCount: z.number().int(),
  preview: z.string(),
  /** The latest message, cut at 200 characters: the dashboard's recent tab shows it. */
  lastMessage: z.string(),
  createdAt: z.string(),
  lastUpdateTime: z.string(),
  /** A reply of the chat is being written (on any instance, for any tab). */
  running: z.boolean(),
  /** The shared chat this one was continued from ('Continue as my copy'); null for most chats. */
  copiedFromChatId: z.string().nullable(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

/** The reply being written in a chat: follow it with GET …/run/stream. */
export const runningReplySchema = z.object({
  id: z.string(),
  kind: z.enum(['run', 'regenerate']),
  /** The assistant message being written (a regenerate's: the reply written again). */
  messageId: z.string(),
  /** A run's user message; null for a regenerate. */
  userMessageId: z.string().nullable(),
  startedAt: z.string(),
});
export type RunningReply = z.infer<typeof runningReplySchema>;

export const chatDetailSchema = chatSummarySchema.extend({
  /** The reply being written, if any; its message says `status: 'running'` and holds the text so far. */
  run: runningReplySchema.nullable(),
  messages: z.array(chatMessageSchema),
  events: z.array(chatEventSchema),
  /** The chat's language: that of the messages the user typed; before any, that its replies were written in. */
  language: chatLanguageSchema,
});
export type ChatDetail = z.infer<typeof chatDetailSchema>;

/** Without `limit` the call answers every chat (the spec's shape); with it, one page. */
export const chatListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  /** Cursor from the previous page's `x-next-cursor` header. */
  before: storableText().max(200).optional(),
  favorite: z.enum(['true', 'false']).optional(),
  /** Only the chats about this customer (its id; 404 when it is not of one of the user's teams). */
  customerId: storableId.optional(),
});
export const chatListSchema = z.array(chatSummarySchema);

export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** GET /users/:userId/chats/search: the library's search box. */
export const chatSearchQuerySchema = z.object({
  q: storableText()
    .trim()
    .min(1, 'Search text cannot be empty')
    .max(200, 'Search text must be at most 200 characters'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ChatSearchQuery = z.infer<typeof chatSearchQuerySchema>;

/** A chat that matched, with `match`: the title or message text around the hit (at most 200 characters). */
export const chatSearchResultSchema = chatSummarySchema.extend({ match: z.string() });
export type ChatSearchResult = z.infer<typeof chatSearchResultSchema>;
export const chatSearchResultsSchema = z.array(chatSearchResultSchema);

const specialistNames = z.array(storableText().trim().min(1).max(200)).max(10);

/**
 * POST /users/:userId/sessions starts a chat (the path's name is the API's, kept for its clients). The
 * web app sends nothing; a client may say team, customer and specialists.
 */
export const createChatRequestSchema = z
  .object({
    app_name: storableText().max(100).optional(),
    agentId: id.optional(),
    customerId: optionalName,
    customerName: optionalName,
    specialists: specialistNames.optional(),
  })
  .nullish();
export type CreateChatRequest = z.infer<typeof createChatRequestSchema>;

export const createChatResponseSchema = z.object({ id: z.string(), title: z.string() });

const messageText = storableText()
  .max(MAX_MESSAGE_LENGTH, `Message must be at most ${MAX_MESSAGE_LENGTH} characters`)
  .refine((text) => text.trim() !== '', 'Message cannot be empty');

export const runRequestSchema = z.object({
  message: messageText,
  app_name: storableText().max(100).optional(),
  editMessageId: id.optional(),
  customerId: optionalName,
  customerName: optionalName,
  specialists: specialistNames.optional(),
  /** Files uploaded to this chat (POST /users/:userId/files) that go with this message. */
  attachmentIds: z.array(id).max(MAX_FILES_PER_UPLOAD).optional(),
  /** The message is one of the product's automatic prompts: it does not decide the chat's language. */
  automatic: automaticPromptSchema.optional(),
  /** The caller's interface language: the chat's language until the user has typed something. */
  locale: chatLanguageSchema.optional(),
});
export type RunRequest = z.infer<typeof runRequestSchema>;

export const runResponseSchema = z.object({
  message: z.string(),
  events: z.array(chatEventSchema),
  userMessage: chatMessageSchema,
  assistantMessage: chatMessageSchema,
  stopped: z.boolean(),
});
export type RunResponse = z.infer<typeof runResponseSchema>;

/** POST .../messages/:messageId/regenerate(/stream): a new version of the chat's last reply. */
export const messageParamsSchema = z.object({ userId: id, chatId: id, messageId: id });
export const regenerateRequestSchema = z
  .object({
    locale: chatLanguageSchema.optional(),
    /** "Rewrite without them": the model is told the reply's forbidden terms (and what to write instead). */
    withoutFindings: z.boolean().optional(),
  })
  .nullish();
export type RegenerateRequest = z.infer<typeof regenerateRequestSchema>;
export const regenerateResponseSchema = z.object({
  message: z.string(),
  events: z.array(chatEventSchema),
  assistantMessage: chatMessageSchema,
  stopped: z.boolean(),
});
export type RegenerateResponse = z.infer<typeof regenerateResponseSchema>;

/**
 * PUT .../messages/:messageId/version: which stored version of a message is shown and sent on: a reply's,
 * or a user message's edit, which brings back the branch that followed it (answered: the message shown).
 */
export const selectVersionRequestSchema = z.object({ version: z.number().int().min(1) });

/** Server-sent events of POST .../run/stream, in order: delta*, tool*, then done or error. */
export const streamEventNames = ['delta', 'tool', 'done', 'error'] as const;
export const streamDeltaSchema = z.object({ text: z.string() });
/**
 * A step of the model's work: a tool called (`call`) or answered (`result`). A connector's call also
 * says its id (pairing its two events), its connector and tool, and how it stands: `running`, then how
 * it ended and how long it took. Its arguments and result come with the reply (`toolCalls`).
 */
export const streamToolSchema = z.object({
  name: z.string(),
  state: z.enum(['call', 'result']),
  id: z.string().optional(),
  connector: z.string().optional(),
  tool: z.string().optional(),
  status: z.enum(['running', ...toolCallStatusSchema.options]).optional(),
  durationMs: z.number().int().min(0).optional(),
});
export type ToolStep = z.infer<typeof streamToolSchema>;

export const stopResponseSchema = z.object({ stopped: z.boolean() });

/** GET .../run/stream: follow the running reply from character `from` on (0: from its first word). */
export const followRunQuerySchema = z.object({
  from: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

/** The `done` of a followed reply: a run's answer (with its user message) or a regenerate's. */
export const followDoneSchema = z.object({
  message: z.string(),
  events: z.array(chatEventSchema),
  userMessage: chatMessageSchema.optional(),
  assistantMessage: chatMessageSchema,
  stopped: z.boolean(),
});
export type FollowDone = z.infer<typeof followDoneSchema>;

/** POST /users/:userId/chats/:chatId: one message a client stores itself (the web app runs turns instead). */
export const saveMessageRequestSchema = z.object({
  message: messageText,
  role: messageRoleSchema.default('user'),
  appName: storableText().max(100).optional(),
  customerId: optionalName,
  customerName: optionalName,
});
export type SaveMessageRequest = z.infer<typeof saveMessageRequestSchema>;

export const favoriteRequestSchema = z.object({ favorite: z.boolean() });
export const favoriteResponseSchema = z.object({ id: z.string(), favorite: z.boolean() });

export const renameRequestSchema = z.object({
  name: storableText()
    .max(200, 'Chat title must be at most 200 characters')
    .refine((name) => name.trim() !== '', 'Chat title cannot be empty'),
});
export const renameResponseSchema = z.object({ id: z.string(), name: z.string(), title: z.string() });

export const relatedResponseSchema = z.array(z.object({ action: z.string() })).max(RELATED_LIMIT);
export const suggestedTitleResponseSchema = z.object({ suggested_title: z.string() });

export const deletedResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });
