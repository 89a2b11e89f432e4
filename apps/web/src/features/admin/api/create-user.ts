import type { RegisterRequest } from '@brief/contract/admin';
import { apiPaths } from '@brief/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/users/:email/register (admin only). The answer is read as JSON; no field is used. */
export function createUser(payload: RegisterRequest): Promise<unknown> {
  return apiClient.request(apiPaths.register(payload.email), { method: 'POST', body: payload });
}

export function useCreateUser() {
  return useMutation({ mutationFn: createUser });
}
