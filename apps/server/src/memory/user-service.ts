import {
  USER_MEMORY_LIST_MAX,
  type ProposedMemory,
  type proposeMemoryRequestSchema,
  type UserMemory,
} from '@brief/contract/customer-memory';
import type { z } from 'zod';
import type { ChatAccess } from '../chats/access-repo';
import type { Clock } from '../clock';
import type { UserRow } from '../users/repo';
import { notFound } from '../errors';
import { newId } from '../ids';
import type { TeamsRepo } from '../teams/repo';
import { checkMemoryLength } from './limits';
import type { MemoryRepo } from './memory-repo';
import { nameOf, toCustomerMemory } from './present';

type Deps = {
  memory: MemoryRepo;
  teams: Pick<TeamsRepo, 'visibleCustomer'>;
  access: Pick<ChatAccess, 'readable'>;
  clock: Clock;
};

/**
 * The memory as the people of a customer's team see it: they propose facts (from a chat they may read)
 * and read the approved ones and what became of their own. A customer of a team they do not have is
 * not found (404), like a chat they may not read.
 */
export function createMemoryUserService({ memory, teams, access, clock }: Deps) {
  const requireCustomer = async (user: UserRow, customerId: string) => {
    const customer = await teams.visibleCustomer(user.id, user.is_admin === 1, customerId);
    if (customer === undefined) throw notFound('Customer not found');
    return customer;
  };

  return {
    async list(user: UserRow, customerId: string): Promise<UserMemory> {
      await requireCustomer(user, customerId);
      const [approved, mine] = await Promise.all([
        memory.approved(customerId, USER_MEMORY_LIST_MAX),
        memory.proposedBy(customerId, user.id, USER_MEMORY_LIST_MAX),
      ]);
      return { approved: approved.map(toCustomerMemory), mine: mine.map(toCustomerMemory) };
    },

    async propose(
      user: UserRow,
      customerId: string,
      body: z.output<typeof proposeMemoryRequestSchema>,
    ): Promise<ProposedMemory> {
      await requireCustomer(user, customerId);
      checkMemoryLength('text', body.text);
      // Where it came from must be a chat the proposer may read: theirs, or one shared with them.
      if (body.chatId !== undefined && (await access.readable(user.id, body.chatId)) === undefined)
        throw notFound('Chat not found');
      if (
        body.chatId !== undefined &&
        body.messageId !== undefined &&
        !(await memory.chatHasMessage(body.chatId, body.messageId))
      )
        throw notFound('Message not found');
      const id = newId();
      await memory.insert({
        id,
        customer_id: customerId,
        text: body.text,
        status: 'proposed',
        proposed_by: user.id,
        proposed_by_name: nameOf(user),
        proposed_at: clock.now().toISOString(),
        chat_id: body.chatId ?? null,
        message_id: body.messageId ?? null,
      });
      return { id, status: 'proposed' };
    },
  };
}

export type MemoryUserService = ReturnType<typeof createMemoryUserService>;
