import { chatDetailSchema, type ChatDetail } from '@brief/contract/chats';
import { useQuery } from '@tanstack/react-query';
import { libraryKeys, libraryPaths } from '@/features/library/api/library-keys';
import { apiClient } from '@/lib/api-client';

/** GET /users/:userId/chats/:chatId: one chat with its messages, for the preview dialog. */
export function getLibraryChat(userId: string, chatId: string): Promise<ChatDetail> {
  return apiClient.request(libraryPaths.chat(userId, chatId), { schema: chatDetailSchema });
}

export function useLibraryChat(userId: string, chatId: string | null) {
  return useQuery({
    queryKey: libraryKeys.chat(userId, chatId ?? ''),
    queryFn: () => getLibraryChat(userId, chatId ?? ''),
    enabled: chatId !== null,
  });
}
