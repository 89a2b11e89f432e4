import type { CustomerMemory, MemoryPerson } from '@brief/contract/customer-memory';
import type { MemoryRow } from './memory-repo';

/** A person by their current name (their e-mail when they have none), or the name kept once they are gone. */
const person = (
  id: string | null,
  current: { name: string | null; email: string | null },
  kept: string,
): MemoryPerson => ({
  id,
  name: id === null ? kept : current.name?.trim() || current.email || kept,
});

export function toCustomerMemory(row: MemoryRow): CustomerMemory {
  return {
    id: row.id,
    customerId: row.customer_id,
    teamId: row.team_id,
    text: row.text,
    status: row.status,
    proposedBy: person(
      row.proposed_by,
      { name: row.proposer_name, email: row.proposer_email },
      row.proposed_by_name,
    ),
    proposedAt: row.proposed_at,
    chatId: row.chat_id,
    messageId: row.message_id,
    reviewedBy:
      row.reviewed_by_name === null
        ? null
        : person(
            row.reviewed_by,
            { name: row.reviewer_name, email: row.reviewer_email },
            row.reviewed_by_name,
          ),
    reviewedAt: row.reviewed_at,
    reason: row.reason,
  };
}

/** How a person is named on a fact they propose or review: their name, or their e-mail without one. */
export const nameOf = (user: { name: string; email: string }): string => user.name.trim() || user.email;
