import { z } from 'zod';
import { chatDetailSchema, chatParamsSchema, chatSummarySchema } from './chats';
import { storableId, storableText } from './text';

/** How many colleagues one call may share a chat with. */
export const MAX_SHARE_EMAILS = 50;

/**
 * POST /users/:userId/chats/:chatId/shares: with named colleagues (company accounts, by e-mail) and/or
 * everyone who has one of the owner's teams. Read-only; never an anonymous link.
 */
export const createSharesRequestSchema = z
  .object({
    emails: z
      .array(storableText().trim().toLowerCase().min(3).max(320))
      .max(MAX_SHARE_EMAILS, `emails: at most ${MAX_SHARE_EMAILS} at once`)
      .optional(),
    teamId: storableId.optional(),
  })
  .refine((body) => (body.emails?.length ?? 0) > 0 || body.teamId !== undefined, {
    message: 'Name at least one colleague (emails) or a team (teamId)',
  });
export type CreateSharesRequest = z.infer<typeof createSharesRequestSchema>;

export const chatShareSchema = z.object({
  id: z.string(),
  kind: z.enum(['user', 'team']),
  /** A colleague's share: who. */
  email: z.string().optional(),
  name: z.string().optional(),
  /** A team's share: which. */
  teamId: z.string().optional(),
  teamName: z.string().optional(),
  createdAt: z.string(),
});
export type ChatShare = z.infer<typeof chatShareSchema>;

export const createSharesResponseSchema = z.object({ shares: z.array(chatShareSchema) });
export const chatSharesSchema = z.array(chatShareSchema);

export const shareParamsSchema = chatParamsSchema.extend({ shareId: storableId });
export const revokedShareSchema = z.object({ id: z.string(), deleted: z.literal(true) });

/** The owner of a chat shared with the caller. */
export const chatOwnerSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type ChatOwner = z.infer<typeof chatOwnerSchema>;

/** GET /users/:userId/shared-chats: newest first; the next page's cursor is in x-next-cursor. */
export const sharedChatSummarySchema = chatSummarySchema.extend({ owner: chatOwnerSchema });
export type SharedChatSummary = z.infer<typeof sharedChatSummarySchema>;
export const sharedChatListSchema = z.array(sharedChatSummarySchema);
export const sharedChatListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  before: storableText().max(200).optional(),
  /** Only the chats about this customer (its id; 404 when it is not of one of the reader's teams). */
  customerId: storableId.optional(),
});

/** GET /users/:userId/shared-chats/:chatId: the chat as its owner has it now (live), read-only. */
export const sharedChatDetailSchema = chatDetailSchema.extend({ owner: chatOwnerSchema });
export type SharedChatDetail = z.infer<typeof sharedChatDetailSchema>;

/** POST /users/:userId/shared-chats/:chatId/copy: the caller's new chat, continued from the shared one. */
export const copiedChatSchema = z.object({ id: z.string() });

export const sharePaths = {
  shares: (userId: string, chatId: string) =>
    `/api/users/${encodeURIComponent(userId)}/chats/${encodeURIComponent(chatId)}/shares`,
  share: (userId: string, chatId: string, shareId: string) =>
    `/api/users/${encodeURIComponent(userId)}/chats/${encodeURIComponent(chatId)}/shares/${encodeURIComponent(shareId)}`,
  sharedChats: (userId: string) => `/api/users/${encodeURIComponent(userId)}/shared-chats`,
  sharedChat: (userId: string, chatId: string) =>
    `/api/users/${encodeURIComponent(userId)}/shared-chats/${encodeURIComponent(chatId)}`,
  copy: (userId: string, chatId: string) =>
    `/api/users/${encodeURIComponent(userId)}/shared-chats/${encodeURIComponent(chatId)}/copy`,
} as const;
