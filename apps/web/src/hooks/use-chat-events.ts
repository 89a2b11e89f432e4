import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '@/lib/api-client';
import { refreshAfterChatEvent, refreshAfterReconnect } from '@/lib/chat-event-cache';
import { browserChatEventTransport, listenToChatEvents } from '@/lib/chat-events';

/**
 * Keeps this tab current with what changes elsewhere (another tab, browser or device; any server):
 * one event stream while the user is signed in, and each change it tells reads again what it made
 * stale. A chat open here that starts a reply elsewhere is read again with its running reply, which
 * the chat page then follows. Mounted once, by the signed-in layout.
 */
export function useChatEvents(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    void listenToChatEvents(
      userId,
      {
        onReady: (again) => {
          if (again) refreshAfterReconnect(queryClient, userId);
        },
        onEvent: (event) => refreshAfterChatEvent(queryClient, userId, event),
      },
      controller.signal,
      browserChatEventTransport(apiClient, userId),
    );
    return () => controller.abort();
  }, [userId, queryClient]);
}
