import { registeredUserSchema, type RegisterRequest, type RegisteredUser } from '@brief/contract/admin';
import { apiPaths } from '@brief/contract/paths';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/** POST /api/users/:email/register (admin only): the created user, as the contract states it. */
export function createUser(payload: RegisterRequest): Promise<RegisteredUser> {
  return apiClient.request(apiPaths.register(payload.email), {
    method: 'POST',
    body: payload,
    schema: registeredUserSchema,
  });
}

export function useCreateUser() {
  return useAdminMutation({ mutationFn: createUser });
}
