import {
  memoryPaths,
  proposedMemorySchema,
  type ProposedMemory,
  type ProposeMemoryRequest,
} from '@brief/contract/customer-memory';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/react-query';

export interface ProposeMemoryInput {
  customerId: string;
  request: ProposeMemoryRequest;
}

/** POST /users/:userId/customers/:customerId/memory: proposes a fact of the customer to its team's lead. */
export function proposeMemory(userId: string, { customerId, request }: ProposeMemoryInput) {
  return apiClient.request(memoryPaths.user(userId, customerId), {
    method: 'POST',
    body: request,
    schema: proposedMemorySchema,
  });
}

export function useProposeMemory(
  userId: string,
  callbacks: MutationCallbacks<ProposedMemory, ProposeMemoryInput> = {},
) {
  return useMutation({
    mutationFn: (input: ProposeMemoryInput) => proposeMemory(userId, input),
    onSuccess: (proposed, input) => callbacks.onSuccess?.(proposed, input),
    onError: (error, input) => callbacks.onError?.(error, input),
  });
}
