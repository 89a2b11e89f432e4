import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { useCreateUser } from '@/features/admin/api/create-user';
import { useDeleteCustomer } from '@/features/admin/api/delete-customer';
import { useDeleteDocument } from '@/features/admin/api/delete-document';
import { useDeleteSpecialist } from '@/features/admin/api/delete-specialist';
import { useDeleteTeam } from '@/features/admin/api/delete-team';
import { useReindexDocument } from '@/features/admin/api/reindex-document';
import { useReindexDocuments } from '@/features/admin/api/reindex-documents';
import { useReorderSpecialists } from '@/features/admin/api/reorder-specialists';
import { useResetPassword } from '@/features/admin/api/reset-password';
import { useSaveCustomer } from '@/features/admin/api/save-customer';
import { useSaveSpecialist } from '@/features/admin/api/save-specialist';
import { useSaveTeam } from '@/features/admin/api/save-team';
import { useSignOutUser } from '@/features/admin/api/sign-out-user';
import { useUpdateUser } from '@/features/admin/api/update-user';
import { useUploadDocuments } from '@/features/admin/api/upload-documents';
import { ApiError, apiClient } from '@/lib/api-client';
import { chatKeys } from '@/lib/chats/chat-keys';
import { createTestQueryClient, queryWrapper } from '@/testing/query-client';

afterEach(() => vi.restoreAllMocks());

const TEAM = 'marketing';
const CUSTOMER = 'acme';

/** Every list the admin console and the chat keep of people, teams, customers, specialists and documents. */
const lists: QueryKey[] = [
  adminKeys.userList(''),
  adminKeys.userList('casey'),
  adminKeys.teams(),
  adminKeys.customers(TEAM),
  adminKeys.specialists(TEAM),
  adminKeys.documents(TEAM, CUSTOMER),
  adminKeys.documentsProgress(TEAM, CUSTOMER),
  adminKeys.usage(30),
  adminKeys.audit(null),
  adminKeys.audit('user.created'),
  chatKeys.teams('admin-1'),
  chatKeys.customers('admin-1', TEAM),
  chatKeys.specialists('admin-1', TEAM),
];

/** A query client holding every list, fresh: nothing would be fetched again without an invalidation. */
function clientWithLists(): QueryClient {
  const queryClient = createTestQueryClient();
  for (const queryKey of lists) queryClient.setQueryData(queryKey, []);
  return queryClient;
}

const staleLists = (queryClient: QueryClient) =>
  lists.filter((queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated === true);

// The server's answers are not what is tested here: any answer resolves the call.
function answerEverything() {
  vi.spyOn(apiClient, 'request').mockResolvedValue([]);
  vi.spyOn(apiClient, 'requestResponse').mockResolvedValue(
    new Response(JSON.stringify({ documents: [] }), { status: 201 }),
  );
}

const customerFields = { name: 'Acme', description: '', profile: '' };
const specialistFields = { name: 'Nora', description: '', instructions: '' };

/** What the test needs of a mutation hook's result, whatever its variables. */
type AnyMutation = { mutateAsync: (variables: never) => Promise<unknown> };

/** Each kind of admin change, as its hook and one call of it. */
const changes: [string, () => AnyMutation, unknown][] = [
  [
    'create a user',
    useCreateUser,
    { email: 'casey@brief.test', password: 'secret', authProvider: 'password', agents: [TEAM] },
  ],
  ['edit access', useUpdateUser, { userId: 'u-2', changes: { teams: [TEAM], admin: false } }],
  ['disable a user', useUpdateUser, { userId: 'u-2', changes: { disabled: true } }],
  ['reset a password', useResetPassword, { userId: 'u-2', password: 'new-secret' }],
  ['sign a user out everywhere', useSignOutUser, 'u-2'],
  ['create a team', useSaveTeam, { teamId: null, team: { name: 'Ops', app_name: 'ops_agent' } }],
  ['change a team', useSaveTeam, { teamId: TEAM, team: { name: 'Marketing 2', app_name: 'm' } }],
  ['delete a team', useDeleteTeam, TEAM],
  ['add a customer', () => useSaveCustomer(TEAM), { customerId: null, fields: customerFields }],
  ['change a customer', () => useSaveCustomer(TEAM), { customerId: CUSTOMER, fields: customerFields }],
  ['delete a customer', () => useDeleteCustomer(TEAM), CUSTOMER],
  ['add a specialist', () => useSaveSpecialist(TEAM), { specialistId: null, fields: specialistFields }],
  ['change a specialist', () => useSaveSpecialist(TEAM), { specialistId: 's-1', fields: specialistFields }],
  ['reorder specialists', () => useReorderSpecialists(TEAM), ['s-2', 's-1']],
  ['delete a specialist', () => useDeleteSpecialist(TEAM), 's-1'],
  ['upload documents', () => useUploadDocuments(TEAM, CUSTOMER), [new File(['a'], 'a.txt')]],
  ['delete a document', () => useDeleteDocument(TEAM, CUSTOMER), 'd-1'],
  ['re-index a document', () => useReindexDocument(TEAM, CUSTOMER), 'd-1'],
  ['re-index all documents', () => useReindexDocuments(TEAM, CUSTOMER), undefined],
];

describe('every admin change', () => {
  it.each(changes)(
    '%s: refreshes every admin list and the chat’s catalogue',
    async (_name, hook, variables) => {
      answerEverything();
      const queryClient = clientWithLists();
      const { result } = renderHook(hook, { wrapper: queryWrapper(queryClient) });
      expect(staleLists(queryClient)).toEqual([]);

      await result.current.mutateAsync(variables as never);

      expect(staleLists(queryClient)).toEqual(lists);
    },
  );

  it('refreshes the lists when the server refuses it too: the refusal can come from a stale list', async () => {
    vi.spyOn(apiClient, 'request').mockRejectedValue(
      new ApiError(409, 'conflict', 'A user with this e-mail already exists'),
    );
    const queryClient = clientWithLists();
    const { result } = renderHook(useCreateUser, { wrapper: queryWrapper(queryClient) });

    await expect(
      result.current.mutateAsync({
        email: 'casey@brief.test',
        password: 'secret',
        authProvider: 'password',
        agents: [],
      }),
    ).rejects.toThrow();

    expect(staleLists(queryClient)).toEqual(lists);
  });

  it('leaves the lists of other things alone (the chats, the admin check)', async () => {
    answerEverything();
    const queryClient = clientWithLists();
    const others = [chatKeys.sidebarList('admin-1'), ['admin-status', 'admin-1']];
    for (const queryKey of others) queryClient.setQueryData(queryKey, []);
    const { result } = renderHook(useDeleteTeam, { wrapper: queryWrapper(queryClient) });

    await result.current.mutateAsync(TEAM);

    for (const queryKey of others) expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(false);
  });
});
