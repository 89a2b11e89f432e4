import {
  useMutation,
  useQueryClient,
  type DefaultError,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { refreshAdminData } from '@/features/admin/api/admin-keys';

/**
 * The one mutation hook of the admin console. Whatever an admin changes, and whether the server took all
 * of it, some or none (a refusal can mean the list was stale: the e-mail someone else just added), every
 * list that could hold it is refreshed when the call settles; no mutation names the lists it touched, so
 * none can forget one. The caller's `onSettled` runs once the lists on screen are fresh.
 */
export function useAdminMutation<TData, TVariables = void>(
  options: UseMutationOptions<TData, DefaultError, TVariables>,
) {
  const queryClient = useQueryClient();
  const { onSettled } = options;
  return useMutation<TData, DefaultError, TVariables>({
    ...options,
    onSettled: async (...settled) => {
      await refreshAdminData(queryClient);
      await onSettled?.(...settled);
    },
  });
}
