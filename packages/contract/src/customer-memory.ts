import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from './admin-console';
import { API_BASE } from './paths';
import { storableId, storableText } from './text';

/**
 * A customer's memory: facts the people of its team propose (often from a reply) and a lead or an admin
 * approves. Approved facts go to the model with the customer's profile and a reply cites them like a
 * document passage. Nothing is deleted: a fact no longer true is retired, and stays listed for leads.
 */

const part = encodeURIComponent;

export const memoryPaths = {
  /** GET: the approved facts and the caller's own proposals; POST: propose a fact. */
  user: (userId: string, customerId: string) =>
    `${API_BASE}/users/${part(userId)}/customers/${part(customerId)}/memory`,
  /** GET (admins and the team's leads): the customer's facts, newest first, paged. */
  admin: (teamId: string, customerId: string) =>
    `${API_BASE}/admin/teams/${part(teamId)}/customers/${part(customerId)}/memory`,
  /** PATCH (admins and the team's leads): approve, reject or retire a fact. */
  adminFact: (teamId: string, customerId: string, memoryId: string) =>
    `${API_BASE}/admin/teams/${part(teamId)}/customers/${part(customerId)}/memory/${part(memoryId)}`,
} as const;

/**
 * The sizes a fact may have. Going over one is refused with 422 (code `over_limit`), reason
 * `memory_too_long`, `field` naming it ("body.text", "body.reason") and values.limit.
 */
export const MEMORY_LIMITS = { text: 2_000, reason: 1_000 } as const;

export const memoryStatuses = ['proposed', 'approved', 'rejected', 'retired'] as const;
export const memoryStatusSchema = z.enum(memoryStatuses);
export type MemoryStatus = z.infer<typeof memoryStatusSchema>;

/**
 * The moves a review may make: a proposal is approved or rejected, an approved fact retired. Any other
 * is refused with 409, reason `memory_status_move` (values: from, to).
 */
export const memoryMoves: Readonly<Record<MemoryStatus, readonly MemoryStatus[]>> = {
  proposed: ['approved', 'rejected'],
  approved: ['retired'],
  rejected: [],
  retired: [],
};

/**
 * Who proposed or reviewed a fact: their current name (their e-mail when they have none). Once the person
 * has been deleted, `id` is null and `name` the one they had then: the fact stays the team's.
 */
export const memoryPersonSchema = z.object({ id: z.string().nullable(), name: z.string() });
export type MemoryPerson = z.infer<typeof memoryPersonSchema>;

export const customerMemorySchema = z.object({
  id: z.string(),
  customerId: z.string(),
  teamId: z.string(),
  text: z.string(),
  status: memoryStatusSchema,
  proposedBy: memoryPersonSchema,
  proposedAt: z.string(),
  /** The chat (and reply) the fact was proposed from; null when it was typed in. */
  chatId: z.string().nullable(),
  messageId: z.string().nullable(),
  /** Who approved, rejected or retired it last, and when; null while it is proposed. */
  reviewedBy: memoryPersonSchema.nullable(),
  reviewedAt: z.string().nullable(),
  /** Why it was rejected or retired, when the reviewer said. */
  reason: z.string().nullable(),
});
export type CustomerMemory = z.infer<typeof customerMemorySchema>;

export const memoryUserParamsSchema = z.object({ userId: storableId, customerId: storableId });
export const memoryAdminParamsSchema = z.object({ teamId: storableId, customerId: storableId });
export const memoryFactParamsSchema = z.object({
  teamId: storableId,
  customerId: storableId,
  memoryId: storableId,
});

/**
 * POST body. `chatId` (and `messageId`, a reply of it) name where the fact comes from: a chat of the
 * caller's or one shared with them (404 otherwise). Sizes are checked by the server (422, not 400): the
 * bound here only stops absurd bodies.
 */
export const proposeMemoryRequestSchema = z
  .object({
    text: storableText().trim().min(1, 'text cannot be empty').max(100_000),
    chatId: storableId.optional(),
    messageId: storableId.optional(),
  })
  .refine((body) => body.messageId === undefined || body.chatId !== undefined, {
    message: 'messageId needs the chatId it belongs to',
    path: ['messageId'],
  });
export type ProposeMemoryRequest = z.input<typeof proposeMemoryRequestSchema>;
export const proposedMemorySchema = z.object({ id: z.string(), status: z.literal('proposed') });
export type ProposedMemory = z.infer<typeof proposedMemorySchema>;

/**
 * GET for a user with the customer's team: the approved facts (newest first), and `mine`, the facts the
 * caller proposed (newest first, whatever became of them: status, reviewer and reason say).
 */
export const userMemorySchema = z.object({
  approved: z.array(customerMemorySchema),
  mine: z.array(customerMemorySchema),
});
export type UserMemory = z.infer<typeof userMemorySchema>;
/** Most facts each list of the user GET gives: the newest. */
export const USER_MEMORY_LIST_MAX = 200;

/** GET (admins, leads) query: one status, or all; paged like the console's other lists. */
export const adminMemoryQuerySchema = z.object({
  status: memoryStatusSchema.optional(),
  cursor: storableText().max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
});
export type AdminMemoryQuery = z.input<typeof adminMemoryQuerySchema>;
export const adminMemoryPageSchema = z.object({
  facts: z.array(customerMemorySchema),
  nextCursor: z.string().nullable(),
});
export type AdminMemoryPage = z.infer<typeof adminMemoryPageSchema>;

/**
 * PATCH body: the fact's new status. `text` (approve only) is the fact as the reviewer edited it: edit,
 * then approve. `reason` says why it is rejected or retired. Answers the fact as it now is.
 */
export const reviewMemoryRequestSchema = z
  .object({
    status: z.enum(['approved', 'rejected', 'retired']),
    text: storableText().trim().min(1, 'text cannot be empty').max(100_000).optional(),
    reason: storableText().trim().max(100_000).optional(),
  })
  .refine((body) => body.text === undefined || body.status === 'approved', {
    message: 'text can only be sent to approve the fact as edited',
    path: ['text'],
  });
export type ReviewMemoryRequest = z.input<typeof reviewMemoryRequestSchema>;
