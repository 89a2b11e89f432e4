import type { CustomerMemory, UserMemory } from '@brief/contract/customer-memory';

/**
 * The caller's proposals the page lists under the approved facts: those still waiting, rejected or
 * retired. An approved one is already in the approved list, so it is not shown twice.
 */
export function pendingProposals(memory: UserMemory): CustomerMemory[] {
  const approved = new Set(memory.approved.map((fact) => fact.id));
  return memory.mine.filter((fact) => fact.status !== 'approved' && !approved.has(fact.id));
}
