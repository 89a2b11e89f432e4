import type { ChatDetail, ChatMessage, ChatSummary } from '@brief/contract/chats';
import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from '@/lib/chats/chat-keys';
import type { ChatPages } from '@/lib/chats/get-chats';

/** A chat as GET /users/:userId/chats lists it. */
export function createChatSummary(overrides: Partial<ChatSummary> = {}): ChatSummary {
  return {
    id: 'chat-1',
    name: 'Northwind Coffee - Nora',
    title: 'Northwind Coffee - Nora',
    appName: 'coandco_agent',
    agentId: 'coandco',
    userId: 'u1',
    favorite: false,
    customerId: 'customer-1',
    customerName: 'Northwind Coffee',
    specialists: ['Nora SEO/SEM'],
    state: { customer: { id: 'customer-1', name: 'Northwind Coffee' } },
    messageCount: 0,
    preview: '',
    lastMessage: '',
    createdAt: '2025-01-05T15:04:00.000Z',
    lastUpdateTime: '2025-01-05T15:04:00.000Z',
    running: false,
    copiedFromChatId: null,
    ...overrides,
  };
}

/** A stored message. */
export function createChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  const content = overrides.content ?? 'Hello';
  return {
    id: 'message-1',
    role: 'user',
    timestamp: '2025-01-05T15:04:00.000Z',
    attachments: [],
    ...overrides,
    content,
    text: content,
  };
}

/** A chat with its messages, as GET /users/:userId/chats/:chatId answers. */
export function createChatDetail(overrides: Partial<ChatDetail> = {}): ChatDetail {
  return {
    ...createChatSummary(overrides),
    run: null,
    messages: [],
    events: [],
    language: 'en',
    ...overrides,
  };
}

/** A chat list's cache entry: one page holding `chats`. */
export function chatListPages(chats: ChatSummary[]): ChatPages {
  return { pages: [{ chats, nextCursor: null }], pageParams: [null] };
}

/** Caches chat-1 ('Old', not a favorite) in the sidebar list and as detail, as the chat page would have it. */
export function seedCachedChat(queryClient: QueryClient, userId = 'u1'): void {
  queryClient.setQueryData(
    chatKeys.sidebarList(userId),
    chatListPages([createChatSummary({ title: 'Old', name: 'Old' })]),
  );
  queryClient.setQueryData(chatKeys.chat(userId, 'chat-1'), createChatDetail({ title: 'Old', name: 'Old' }));
}
