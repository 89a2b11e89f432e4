import type { ChatAccess } from '../chats/access-repo';
import type { MemoryFact } from '../knowledge/citations';
import type { MemoryRepo } from './memory-repo';
import { toCustomerMemory } from './present';

/** Most approved facts, and characters of them, one reply is given: the newest first. */
export const MAX_MEMORY_FACTS = 50;
export const MAX_MEMORY_CHARS = 12_000;

/**
 * The approved facts of a customer as a reply's model is given them (proposed, rejected and retired
 * facts never are). A fact names the chat it came from only if the person the reply is for may read it.
 */
export function createMemoryFeed(memory: Pick<MemoryRepo, 'approved'>, access: Pick<ChatAccess, 'readable'>) {
  return {
    async approvedFacts(customerId: string, readerId: string): Promise<MemoryFact[]> {
      const rows = await memory.approved(customerId, MAX_MEMORY_FACTS);
      let left = MAX_MEMORY_CHARS;
      const facts: MemoryFact[] = [];
      for (const row of rows) {
        if (row.text.length > left) break;
        left -= row.text.length;
        const chatId =
          row.chat_id !== null && (await access.readable(readerId, row.chat_id)) !== undefined
            ? row.chat_id
            : null;
        const fact = toCustomerMemory(row);
        facts.push({
          id: fact.id,
          text: fact.text,
          approvedBy: fact.reviewedBy?.name ?? fact.proposedBy.name,
          approvedAt: fact.reviewedAt ?? fact.proposedAt,
          chatId,
        });
      }
      return facts;
    },
  };
}

export type MemoryFeed = ReturnType<typeof createMemoryFeed>;
