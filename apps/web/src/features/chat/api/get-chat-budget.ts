import { budgetPaths, chatBudgetSchema, type ChatBudget } from '@brief/contract/budgets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from '@/lib/chats/chat-keys';
import { apiClient } from '@/lib/api-client';

/** GET /users/:userId/chats/:chatId/budget: the budgets of the chat at 80% or more this month. */
export function getChatBudget(userId: string, chatId: string): Promise<ChatBudget> {
  return apiClient.request(budgetPaths.chatBudget(userId, chatId), { schema: chatBudgetSchema });
}

/**
 * Under the chat's own key, so reading the chat again reads its budgets again; `messages` (how many the
 * chat holds) asks again after each run, which is what spends.
 */
export const chatBudgetQueryOptions = (userId: string, chatId: string, messages: number) =>
  queryOptions({
    queryKey: [...chatKeys.chat(userId, chatId), 'budget', messages] as const,
    queryFn: () => getChatBudget(userId, chatId),
  });

export function useChatBudget(userId: string, chatId: string, messages: number) {
  // The notice stays as it was while the next answer comes, rather than blinking out after each run.
  return useQuery({ ...chatBudgetQueryOptions(userId, chatId, messages), placeholderData: keepPreviousData });
}
