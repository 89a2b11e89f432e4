import { chatListSchema, NEXT_CURSOR_HEADER, type ChatSummary } from '@brief/contract/chats';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chatPaths } from '@/lib/chats/chat-paths';

/** How many chats a page of the customer's chats asks for. */
export const CUSTOMER_CHATS_PAGE_SIZE = 10;

export type CustomerChatPage<T> = { chats: T[]; nextCursor: string | null };

/**
 * The keys sit under the user's chat lists (and the shared list), so whatever refreshes the library
 * refreshes the customer's chats too.
 */
export const customerChatKeys = {
  own: (userId: string, customerId: string) => ['chats', userId, 'list', 'customer', customerId] as const,
  shared: (userId: string, customerId: string) =>
    ['chats', userId, 'shared-with-me', 'customer', customerId] as const,
};

/** `customerId`, `limit` and, after the first page, `before`. */
export function pageQuery(customerId: string, before: string | null): string {
  const query = new URLSearchParams({ customerId, limit: String(CUSTOMER_CHATS_PAGE_SIZE) });
  if (before) query.set('before', before);
  return query.toString();
}

/** GET /users/:userId/chats?customerId=: one page of the user's own chats about the customer, newest first. */
export async function getCustomerChats(
  userId: string,
  customerId: string,
  before: string | null,
): Promise<CustomerChatPage<ChatSummary>> {
  const response = await apiClient.requestResponse(
    `${chatPaths.chats(userId)}?${pageQuery(customerId, before)}`,
  );
  return {
    chats: chatListSchema.parse(await response.json()),
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER),
  };
}

export function useCustomerChats(userId: string, customerId: string, enabled: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: customerChatKeys.own(userId, customerId),
      queryFn: ({ pageParam }) => getCustomerChats(userId, customerId, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      enabled: enabled && userId !== '',
    }),
  );
}
