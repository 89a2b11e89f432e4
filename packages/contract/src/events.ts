import { z } from 'zod';

/**
 * What can change in a chat, as told to every open tab of everyone who may read it. An event names the
 * chat and the kind of change, never what changed: the tab reads the chat again with its own rights.
 * - `chat.created`: a new chat (the lists grow).
 * - `chat.updated`: renamed or (un)favourited.
 * - `chat.deleted`: gone.
 * - `chat.messages`: a message or reply stored, another version shown.
 * - `chat.shares`: shared with someone or a share revoked (for a reader: it came or went).
 * - `run.started`: a reply is being written (the tab showing the chat follows it).
 * - `run.ended`: that reply is stored.
 */
export const chatChangeKinds = [
  'chat.created',
  'chat.updated',
  'chat.deleted',
  'chat.messages',
  'chat.shares',
  'run.started',
  'run.ended',
] as const;
export const chatChangeKindSchema = z.enum(chatChangeKinds);
export type ChatChangeKind = z.infer<typeof chatChangeKindSchema>;

/** The data of a `chat` event. */
export const chatChangeSchema = z.object({ kind: chatChangeKindSchema, chatId: z.string() });
export type ChatChange = z.infer<typeof chatChangeSchema>;

/**
 * The server-sent events of GET /users/:userId/events: `ready` once the stream listens (a tab that
 * reconnects reads again what it shows, for what it missed meanwhile), then a `chat` event per change.
 * A comment line comes every 15 s; the stream ends when the sign-in it was opened with is no longer
 * valid (the tab reconnects with a fresh ticket or token).
 */
export const userEventNames = { ready: 'ready', chat: 'chat' } as const;

/** How many event streams one user may hold open at once (one per tab); more are refused with 429. */
export const MAX_EVENT_STREAMS_PER_USER = 20;

/**
 * The answer of POST /users/:userId/events/ticket: what opens the user's event stream without an
 * Authorization header (`?ticket=`), as a browser's EventSource cannot send one. It opens that stream
 * only, for a minute (`expiresAt`, ISO 8601); the stream it opened lasts as long as the sign-in that
 * asked for it.
 */
export const eventTicketSchema = z.object({ ticket: z.string(), expiresAt: z.string() });
export type EventTicket = z.infer<typeof eventTicketSchema>;

/** GET /users/:userId/events takes a ticket in its query, or the bearer token of the Authorization header. */
export const eventStreamQuerySchema = z.object({
  ticket: z
    .string()
    .max(2000)
    .optional()
    .describe(
      'A ticket from POST …/events/ticket, in place of the Authorization header (for an EventSource)',
    ),
});

export const eventPaths = {
  events: (userId: string) => `/api/users/${encodeURIComponent(userId)}/events`,
  ticket: (userId: string) => `/api/users/${encodeURIComponent(userId)}/events/ticket`,
  /** The stream opened with a ticket, for an EventSource. */
  eventsWithTicket: (userId: string, ticket: string) =>
    `/api/users/${encodeURIComponent(userId)}/events?ticket=${encodeURIComponent(ticket)}`,
} as const;
