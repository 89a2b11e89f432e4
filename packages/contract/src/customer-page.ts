import { z } from 'zod';
import { API_BASE } from './paths';
import { storableId } from './text';

/**
 * Where a customer lives for the people who work on it: the customers of the caller's teams with their
 * ids (the chat and the wizard know a customer by its team and name), and one customer's page — its
 * profile, its team and its documents. Its brand rules, its approved memory and the chats about it come
 * from their own calls (…/rules, …/memory, and GET …/chats or …/shared-chats with `customerId`).
 */

const part = encodeURIComponent;

export const customerPaths = {
  /** GET: every customer of the caller's teams (an admin's: of every team). */
  directory: (userId: string) => `${API_BASE}/users/${part(userId)}/customers`,
  /** GET: one customer of the caller's teams (404 for any other). */
  customer: (userId: string, customerId: string) =>
    `${API_BASE}/users/${part(userId)}/customers/${part(customerId)}`,
  /** GET: one of its documents (`disposition=inline` shows a PDF, text or markdown in the browser). */
  document: (userId: string, customerId: string, documentId: string) =>
    `${API_BASE}/users/${part(userId)}/customers/${part(customerId)}/documents/${part(documentId)}`,
} as const;

export const customerParamsSchema = z.object({ userId: storableId, customerId: storableId });
export const customerDocumentParamsSchema = customerParamsSchema.extend({ documentId: storableId });

/** A customer as the directory lists it: enough to find it from a chat (its team and its name). */
export const customerRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  teamId: z.string(),
  teamName: z.string(),
});
export type CustomerRef = z.infer<typeof customerRefSchema>;
export const customerDirectorySchema = z.array(customerRefSchema);

/** A document of the customer's knowledge, as the page lists it (names and dates, never its text). */
export const customerDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  /** When it was uploaded. */
  createdAt: z.string(),
});
export type CustomerDocument = z.infer<typeof customerDocumentSchema>;

export const customerPageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The profile the agent loads when a chat starts with the customer (plain text). */
  profile: z.string(),
  team: z.object({ id: z.string(), name: z.string() }),
  /** Newest first. */
  documents: z.array(customerDocumentSchema),
});
export type CustomerPage = z.infer<typeof customerPageSchema>;
