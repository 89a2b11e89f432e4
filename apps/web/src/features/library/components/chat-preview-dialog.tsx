import type { ChatSummary } from '@brief/contract/chats';
import { AlertCircle, Loader2, MessageSquareText } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { LazyAssistantMarkdown } from '@/components/lazy-assistant-markdown';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatLastUpdate } from '@/features/library/utils/library-chat';
import { chatDisplayTitle } from '@/lib/chat-display';
import { useChat } from '@/lib/chats/get-chat';
import { setContinuingConversation } from '@/lib/storage/continuing-conversation';
import { automaticStepLabel } from '@/lib/automatic-step-label';
import { cn } from '@/lib/utils';
import { useStore } from '@nanostores/react';
import { libraryTexts } from '@/features/library/i18n/en';
import { libraryMore } from '@/features/library/i18n/en';

/**
 * The library's preview of a chat: its messages (at most 400px high) and 'Continue with this
 * conversation', which hands the chat to /chat-v2 through session storage.
 */
export function ChatPreviewDialog({
  userId,
  chat,
  onClose,
  continueTo = (chatId) => `/chat-v2?sessionId=${encodeURIComponent(chatId)}`,
}: {
  userId: string;
  chat: ChatSummary | null;
  onClose: () => void;
  /** Where the continued chat opens. */
  continueTo?: ((chatId: string) => string) | undefined;
}) {
  const tm = useStore(libraryMore);
  const tr = useStore(libraryTexts);
  const detail = useChat(userId, chat?.id ?? null, { fresh: true });
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const title = chat ? chatDisplayTitle(chat) : '';
  const messages = detail.data?.messages ?? [];

  const continueConversation = () => {
    if (!chat || !detail.data) return;
    setContinuingConversation({
      conversationId: chat.id,
      conversationTitle: title,
      messages: messages.map(({ role, content, timestamp }) => ({ role, content, timestamp })),
      customerId: detail.data.customerId,
      customerName: detail.data.customerName,
      appName: detail.data.appName,
    });
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('tab');
        return next;
      },
      { replace: true },
    );
    void navigate(continueTo(chat.id));
  };

  return (
    <Dialog open={chat !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="pr-6 break-words">{title}</DialogTitle>
          <DialogDescription>
            {chat?.customerName ? `${chat.customerName} · ` : ''}
            {formatLastUpdate(chat?.lastUpdateTime)}
          </DialogDescription>
        </DialogHeader>
        <div
          data-testid="chat-preview-messages"
          className="max-h-[400px] min-h-24 space-y-3 overflow-y-auto rounded-md border bg-muted/30 p-3"
        >
          {detail.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {tr.loadingMessages}
            </p>
          ) : detail.isError ? (
            <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
              <AlertCircle aria-hidden="true" className="size-4" /> {tr.failedToLoadChatsFrom}
            </p>
          ) : messages.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <MessageSquareText aria-hidden="true" className="size-4" /> {tr.noMessagesFoundInThis}
            </p>
          ) : (
            messages.map((message) =>
              message.automatic !== undefined ? (
                // An automatic Spanish prompt: what it did, its Spanish text on hover (as in the chat).
                <p
                  key={message.id}
                  title={message.content}
                  className="ml-6 text-right text-xs text-muted-foreground"
                  data-testid="automatic-step"
                >
                  {automaticStepLabel(
                    message.automatic,
                    message.content,
                    message.attachments.map((file) => file.name),
                    true,
                  )}
                </p>
              ) : (
                <div
                  key={message.id}
                  className={cn(
                    'rounded-lg px-3 py-2 text-sm break-words',
                    message.role === 'user'
                      ? 'ml-6 bg-primary whitespace-pre-wrap text-primary-foreground'
                      : 'mr-6 border bg-card text-card-foreground',
                  )}
                >
                  <span className="sr-only">{message.role === 'user' ? tm.you : tm.assistant}</span>
                  {message.role === 'user' ? (
                    message.content
                  ) : (
                    // The markdown renderer downloads with the first preview, not with the library.
                    <LazyAssistantMarkdown
                      text={message.content}
                      unfinished={message.status !== undefined && message.status !== 'done'}
                    />
                  )}
                </div>
              ),
            )
          )}
        </div>
        <DialogFooter>
          <Button onClick={continueConversation} disabled={!detail.isSuccess}>
            {tr.continueWithThisConversation}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
