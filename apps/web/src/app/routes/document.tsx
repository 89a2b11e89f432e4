import { customerPaths } from '@brief/contract/customer-page';
import { knowledgePaths } from '@brief/contract/knowledge';
import { useParams } from 'react-router';
import { DocumentViewer } from '@/features/chat/components/document-viewer';
import { useAuth } from '@/hooks/use-auth';

/** /chats/:chatId/documents/:documentId: a document one of the user's chats cites, in its viewer. */
export function DocumentRoute() {
  const { chatId = '', documentId = '' } = useParams();
  const { user } = useAuth();
  const path = knowledgePaths.chatDocument(user?.id ?? '', chatId, documentId);
  return <DocumentViewer key={path} path={path} fallbackName={documentId} />;
}

/** /customers/:customerId/documents/:documentId: a document of a customer of the user's teams. */
export function CustomerDocumentRoute() {
  const { customerId = '', documentId = '' } = useParams();
  const { user } = useAuth();
  const path = customerPaths.document(user?.id ?? '', customerId, documentId);
  return <DocumentViewer key={path} path={path} fallbackName={documentId} />;
}

/** /shared/:chatId/documents/:documentId: a document a chat shared with the user cites. */
export function SharedDocumentRoute() {
  const { chatId = '', documentId = '' } = useParams();
  const { user } = useAuth();
  const path = knowledgePaths.sharedChatDocument(user?.id ?? '', chatId, documentId);
  return <DocumentViewer key={path} path={path} fallbackName={documentId} />;
}
