import { useParams } from 'react-router';
import { SharedChatPage } from '@/features/chat/components/shared-chat-page';

/** /shared/:chatId: a chat a colleague shared with the user, read-only. */
export function SharedChatRoute() {
  const { chatId = '' } = useParams();
  return <SharedChatPage key={chatId} chatId={chatId} />;
}
