import {
  adminMemoryPageSchema,
  memoryPaths,
  type AdminMemoryPage,
  type MemoryStatus,
} from '@brief/contract/customer-memory';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** GET …/customers/:customerId/memory: one page, newest first, of the facts with `status`. */
export function getCustomerMemory(
  teamId: string,
  customerId: string,
  status: MemoryStatus,
  cursor: string | null,
  limit?: number,
): Promise<AdminMemoryPage> {
  const query = new URLSearchParams({ status });
  if (cursor) query.set('cursor', cursor);
  if (limit !== undefined) query.set('limit', String(limit));
  return apiClient.request(`${memoryPaths.admin(teamId, customerId)}?${query.toString()}`, {
    schema: adminMemoryPageSchema,
  });
}

export const customerMemoryQueryOptions = (teamId: string, customerId: string, status: MemoryStatus) =>
  infiniteQueryOptions({
    queryKey: adminKeys.memory(teamId, customerId, status),
    queryFn: ({ pageParam }) => getCustomerMemory(teamId, customerId, status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useCustomerMemory(teamId: string, customerId: string, status: MemoryStatus) {
  return useInfiniteQuery(customerMemoryQueryOptions(teamId, customerId, status));
}

/** Most proposals counted one by one on a customer's row; beyond it the row says "99+". */
export const WAITING_COUNTED = 99;

/** A count of proposals as the row and the tab show it: beyond what is counted, "99+". */
export const waitingLabel = (waiting: number): string =>
  waiting > WAITING_COUNTED ? `${WAITING_COUNTED}+` : String(waiting);

/**
 * How many proposals wait for review: the first page of them, one more than is counted so a full page
 * reads as "more than 99".
 */
export const memoryWaitingQueryOptions = (teamId: string, customerId: string) =>
  queryOptions({
    queryKey: adminKeys.memoryWaiting(teamId, customerId),
    queryFn: () => getCustomerMemory(teamId, customerId, 'proposed', null, WAITING_COUNTED + 1),
    select: (page) => page.facts.length,
  });

export function useMemoryWaiting(teamId: string, customerId: string) {
  return useQuery(memoryWaitingQueryOptions(teamId, customerId));
}
