import { memoryPaths, userMemorySchema, type UserMemory } from '@brief/contract/customer-memory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { customerKeys } from '@/lib/customers/customer-keys';

/** GET /users/:userId/customers/:customerId/memory: the approved facts, and the caller's own proposals. */
export function getCustomerMemory(userId: string, customerId: string): Promise<UserMemory> {
  return apiClient.request(memoryPaths.user(userId, customerId), { schema: userMemorySchema });
}

export const customerMemoryQueryOptions = (userId: string, customerId: string) =>
  queryOptions({
    queryKey: customerKeys.memory(userId, customerId),
    queryFn: () => getCustomerMemory(userId, customerId),
  });

export function useCustomerMemory(userId: string, customerId: string, enabled: boolean) {
  return useQuery({ ...customerMemoryQueryOptions(userId, customerId), enabled: enabled && userId !== '' });
}
