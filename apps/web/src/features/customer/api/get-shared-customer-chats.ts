import { NEXT_CURSOR_HEADER } from '@brief/contract/chats';
import { sharedChatListSchema, sharePaths, type SharedChatSummary } from '@brief/contract/shares';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  customerChatKeys,
  pageQuery,
  type CustomerChatPage,
} from '@/features/customer/api/get-customer-chats';
import { apiClient } from '@/lib/api-client';

/** GET /users/:userId/shared-chats?customerId=: one page of the chats about it shared with the user. */
export async function getSharedCustomerChats(
  userId: string,
  customerId: string,
  before: string | null,
): Promise<CustomerChatPage<SharedChatSummary>> {
  const response = await apiClient.requestResponse(
    `${sharePaths.sharedChats(userId)}?${pageQuery(customerId, before)}`,
  );
  return {
    chats: sharedChatListSchema.parse(await response.json()),
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER),
  };
}

export function useSharedCustomerChats(userId: string, customerId: string, enabled: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: customerChatKeys.shared(userId, customerId),
      queryFn: ({ pageParam }) => getSharedCustomerChats(userId, customerId, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      enabled: enabled && userId !== '',
    }),
  );
}
