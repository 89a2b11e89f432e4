import {
  customerMemorySchema,
  memoryPaths,
  type CustomerMemory,
  type ReviewMemoryRequest,
} from '@brief/contract/customer-memory';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/**
 * PATCH …/memory/:memoryId: approve (with the text as edited, if it was), reject with a reason, or retire.
 * 409 for a move its status does not allow (someone reviewed it meanwhile).
 */
export function reviewMemory(
  teamId: string,
  customerId: string,
  memoryId: string,
  review: ReviewMemoryRequest,
): Promise<CustomerMemory> {
  return apiClient.request(memoryPaths.adminFact(teamId, customerId, memoryId), {
    method: 'PATCH',
    body: review,
    schema: customerMemorySchema,
  });
}

export function useReviewMemory(teamId: string, customerId: string) {
  return useAdminMutation({
    mutationFn: ({ memoryId, review }: { memoryId: string; review: ReviewMemoryRequest }) =>
      reviewMemory(teamId, customerId, memoryId, review),
  });
}
