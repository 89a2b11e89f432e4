import { ChatPage } from '@/features/chat/components/chat-page';

/** /chat: loaded only when visited, with the markdown renderer and the rest of the chat. */
export function ChatRoute() {
  return <ChatPage />;
}
