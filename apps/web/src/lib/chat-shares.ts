import {
  chatSharesSchema,
  copiedChatSchema,
  createSharesResponseSchema,
  revokedShareSchema,
  sharedChatDetailSchema,
  sharedChatListSchema,
  sharePaths,
  type CreateSharesRequest,
} from '@brief/contract/shares';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * Sharing a chat inside the company (read-only, with colleagues or a team), shared by the chat page,
 * the library and the dashboard: the calls and their cache. Keys sit under ['chats', userId] so a change
 * of a chat refreshes what is shown of it.
 */
export const shareKeys = {
  shares: (userId: string, chatId: string) => ['chats', userId, 'shares', chatId] as const,
  sharedList: (userId: string) => ['chats', userId, 'shared-with-me'] as const,
  sharedChat: (userId: string, chatId: string) => ['chats', userId, 'shared-with-me', chatId] as const,
};

/** How many chats shared with me a page shows. */
export const SHARED_PAGE_SIZE = 50;

export function useChatShares(userId: string, chatId: string, enabled: boolean) {
  return useQuery({
    queryKey: shareKeys.shares(userId, chatId),
    queryFn: () => apiClient.request(sharePaths.shares(userId, chatId), { schema: chatSharesSchema }),
    enabled,
  });
}

export function useShareChat(userId: string, chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateSharesRequest) =>
      apiClient.request(sharePaths.shares(userId, chatId), {
        method: 'POST',
        body: request,
        schema: createSharesResponseSchema,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shareKeys.shares(userId, chatId) }),
  });
}

export function useRevokeShare(userId: string, chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) =>
      apiClient.request(sharePaths.share(userId, chatId, shareId), {
        method: 'DELETE',
        schema: revokedShareSchema,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shareKeys.shares(userId, chatId) }),
  });
}

/** GET /users/:userId/shared-chats: the newest page of chats shared with me. */
export const sharedChatsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: shareKeys.sharedList(userId),
    queryFn: () =>
      apiClient.request(`${sharePaths.sharedChats(userId)}?limit=${SHARED_PAGE_SIZE}`, {
        schema: sharedChatListSchema,
      }),
  });

export function useSharedChats(userId: string | null) {
  return useQuery({ ...sharedChatsQueryOptions(userId ?? ''), enabled: userId !== null });
}

/** A chat shared with me, as its owner has it now; read again every few seconds while a reply runs. */
export function useSharedChat(userId: string, chatId: string) {
  return useQuery({
    queryKey: shareKeys.sharedChat(userId, chatId),
    queryFn: () =>
      apiClient.request(sharePaths.sharedChat(userId, chatId), { schema: sharedChatDetailSchema }),
    refetchInterval: (query) => (query.state.data?.running === true ? 2000 : false),
    retry: false,
  });
}

/** 'Continue as my copy': answers the id of my new chat. */
export function copySharedChat(userId: string, chatId: string): Promise<{ id: string }> {
  return apiClient.request(sharePaths.copy(userId, chatId), { method: 'POST', schema: copiedChatSchema });
}
