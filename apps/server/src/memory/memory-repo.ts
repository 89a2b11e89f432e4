import type { MemoryStatus } from '@brief/contract/customer-memory';
import type { Insertable, Selectable } from 'kysely';
import { appendAudit, type AuditRow } from '../admin/audit-repo';
import type { Db } from '../db/database';
import type { CustomerMemoryTable } from '../db/schema';

/** A fact with its customer's team and the current names of who proposed and reviewed it (if they exist). */
export type MemoryRow = Selectable<CustomerMemoryTable> & {
  team_id: string;
  proposer_name: string | null;
  proposer_email: string | null;
  reviewer_name: string | null;
  reviewer_email: string | null;
};

/** What a review writes: the new status, by whom and when, the text as approved and why. */
export type Review = {
  status: MemoryStatus;
  text: string;
  reviewedBy: string;
  reviewedByName: string;
  reviewedAt: string;
  reason: string | null;
};

/** The facts of customers' memory. Newest first everywhere: by proposal time, then id. */
export function createMemoryRepo(db: Db) {
  const facts = () =>
    db
      .selectFrom('customer_memory')
      .innerJoin('customers', 'customers.id', 'customer_memory.customer_id')
      .leftJoin('users as proposer', 'proposer.id', 'customer_memory.proposed_by')
      .leftJoin('users as reviewer', 'reviewer.id', 'customer_memory.reviewed_by')
      .selectAll('customer_memory')
      .select([
        'customers.agent_id as team_id',
        'proposer.name as proposer_name',
        'proposer.email as proposer_email',
        'reviewer.name as reviewer_name',
        'reviewer.email as reviewer_email',
      ])
      .orderBy('customer_memory.proposed_at', 'desc')
      .orderBy('customer_memory.id', 'desc');

  return {
    async insert(row: Insertable<CustomerMemoryTable>): Promise<void> {
      await db.insertInto('customer_memory').values(row).execute();
    },

    find(customerId: string, memoryId: string): Promise<MemoryRow | undefined> {
      return facts()
        .where('customer_memory.customer_id', '=', customerId)
        .where('customer_memory.id', '=', memoryId)
        .executeTakeFirst();
    },

    /**
     * One page of a customer's facts (of one status, or all) after the key `[proposed_at, id]` of the
     * previous page's last; one more than `limit` tells whether another page follows.
     */
    page(
      customerId: string,
      status: MemoryStatus | undefined,
      after: readonly [string, string] | null,
      limit: number,
    ): Promise<MemoryRow[]> {
      let query = facts().where('customer_memory.customer_id', '=', customerId);
      if (status !== undefined) query = query.where('customer_memory.status', '=', status);
      if (after !== null) {
        const [at, id] = after;
        query = query.where((eb) =>
          eb.or([
            eb('customer_memory.proposed_at', '<', at),
            eb.and([eb('customer_memory.proposed_at', '=', at), eb('customer_memory.id', '<', id)]),
          ]),
        );
      }
      return query.limit(limit + 1).execute();
    },

    /** The customer's approved facts, newest first. */
    approved(customerId: string, limit: number): Promise<MemoryRow[]> {
      return facts()
        .where('customer_memory.customer_id', '=', customerId)
        .where('customer_memory.status', '=', 'approved')
        .limit(limit)
        .execute();
    },

    /** The facts a person proposed for the customer, whatever became of them. */
    proposedBy(customerId: string, userId: string, limit: number): Promise<MemoryRow[]> {
      return facts()
        .where('customer_memory.customer_id', '=', customerId)
        .where('customer_memory.proposed_by', '=', userId)
        .limit(limit)
        .execute();
    },

    /** Whether the message is one of the chat's. */
    async chatHasMessage(chatId: string, messageId: string): Promise<boolean> {
      const row = await db
        .selectFrom('messages')
        .select('id')
        .where('chat_id', '=', chatId)
        .where('id', '=', messageId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Writes a review, with its audit entry, only if the fact still has the status it was read with
     * (two leads reviewing at once: the second finds it moved). False when it had moved.
     */
    async review(memoryId: string, from: MemoryStatus, review: Review, audit: readonly AuditRow[]) {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('customer_memory')
          .set({
            status: review.status,
            text: review.text,
            reviewed_by: review.reviewedBy,
            reviewed_by_name: review.reviewedByName,
            reviewed_at: review.reviewedAt,
            reason: review.reason,
          })
          .where('id', '=', memoryId)
          .where('status', '=', from)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return false;
        await appendAudit(trx, audit);
        return true;
      });
    },
  };
}

export type MemoryRepo = ReturnType<typeof createMemoryRepo>;
