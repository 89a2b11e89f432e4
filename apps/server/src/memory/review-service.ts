import {
  memoryMoves,
  type AdminMemoryPage,
  type adminMemoryQuerySchema,
  type CustomerMemory,
  type reviewMemoryRequestSchema,
} from '@brief/contract/customer-memory';
import type { z } from 'zod';
import type { AdminContext, AuditService } from '../admin/audit';
import { decodeCursor, encodeCursor } from '../admin/cursor';
import type { Clock } from '../clock';
import { conflict, notFound } from '../errors';
import type { CustomerRow } from '../teams/repo';
import { checkMemoryLength } from './limits';
import type { MemoryRepo } from './memory-repo';
import { toCustomerMemory } from './present';

type Deps = {
  memory: MemoryRepo;
  /** A team's customer (the admin console's catalogue). */
  customers: { customer(teamId: string, customerId: string): Promise<CustomerRow | undefined> };
  audit: AuditService;
  clock: Clock;
};

/** Who reviews: the console's caller, with the name a fact shows for them. */
export type Reviewer = AdminContext & { name: string };

/**
 * The console's side of a customer's memory: admins and the team's leads list the facts and review
 * them (approve, edit then approve, reject, retire). A customer of another team is not found (404).
 */
export function createMemoryReviewService({ memory, customers, audit, clock }: Deps) {
  const requireCustomer = async (teamId: string, customerId: string) => {
    const customer = await customers.customer(teamId, customerId);
    if (customer === undefined) throw notFound('Customer not found');
    return customer;
  };
  const refuseMove = (from: string, to: string) =>
    conflict(`A fact that is ${from} cannot become ${to}`, {
      reason: 'memory_status_move',
      values: { from, to },
    });

  return {
    async list(
      teamId: string,
      customerId: string,
      query: z.output<typeof adminMemoryQuerySchema>,
    ): Promise<AdminMemoryPage> {
      await requireCustomer(teamId, customerId);
      const after = query.cursor === undefined ? null : decodeCursor(query.cursor, 2);
      const rows = await memory.page(
        customerId,
        query.status,
        after === null ? null : [after[0] ?? '', after[1] ?? ''],
        query.limit,
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        facts: page.map(toCustomerMemory),
        nextCursor:
          rows.length > query.limit && last !== undefined ? encodeCursor([last.proposed_at, last.id]) : null,
      };
    },

    /** Moves the fact to its new status (409 for a move its status does not allow), audited with the team. */
    async review(
      reviewer: Reviewer,
      teamId: string,
      customerId: string,
      memoryId: string,
      body: z.output<typeof reviewMemoryRequestSchema>,
    ): Promise<CustomerMemory> {
      const customer = await requireCustomer(teamId, customerId);
      const fact = await memory.find(customer.id, memoryId);
      if (fact === undefined) throw notFound('Fact not found');
      if (!memoryMoves[fact.status].includes(body.status)) throw refuseMove(fact.status, body.status);
      checkMemoryLength('text', body.text);
      checkMemoryLength('reason', body.reason);
      const text = body.text ?? fact.text;
      const reason = body.reason === undefined || body.reason === '' ? null : body.reason;
      const entry = audit.entry({
        action: `customer.memory.${body.status}`,
        actor: reviewer.actor,
        target: { type: 'customer', id: customer.id },
        detail: {
          team: customer.agent_id,
          name: customer.name,
          memory: fact.id,
          text,
          ...(text === fact.text ? {} : { proposed: fact.text }),
          ...(reason === null ? {} : { reason }),
        },
        ip: reviewer.ip,
      });
      const moved = await memory.review(
        fact.id,
        fact.status,
        {
          status: body.status,
          text,
          reviewedBy: reviewer.actor.id,
          reviewedByName: reviewer.name,
          reviewedAt: clock.now().toISOString(),
          reason,
        },
        [entry],
      );
      const now = await memory.find(customer.id, fact.id);
      // Someone else reviewed it meanwhile: the move is judged against where it now stands.
      if (!moved || now === undefined) throw refuseMove(now?.status ?? fact.status, body.status);
      return toCustomerMemory(now);
    },
  };
}

export type MemoryReviewService = ReturnType<typeof createMemoryReviewService>;
