import { notFound } from '../errors';
import type { TeamsRepo } from '../teams/repo';
import type { UserRow } from '../users/repo';

/** A customer as a chat names it: the chat's team and the customer's name (the id a client sent is its own). */
export type ChatCustomer = { teamId: string; name: string };

/**
 * The customer a list of chats is narrowed to (GET …/chats or …/shared-chats with `customerId`): only one
 * of a team the user may use; any other id answers the 404 of a customer that does not exist.
 */
export async function chatCustomer(
  teams: Pick<TeamsRepo, 'visibleCustomer'>,
  user: UserRow,
  customerId: string,
): Promise<ChatCustomer> {
  const customer = await teams.visibleCustomer(user.id, user.is_admin === 1, customerId);
  if (customer === undefined) throw notFound('Customer not found');
  return { teamId: customer.agent_id, name: customer.name };
}
