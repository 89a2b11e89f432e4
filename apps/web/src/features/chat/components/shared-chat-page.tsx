import { useStore } from '@nanostores/react';
import { exportPaths } from '@brief/contract/exports';
import { knowledgePaths } from '@brief/contract/knowledge';
import { AlertCircle, Copy, Download, Loader2, Share2 } from 'lucide-react';
import { ExportMenu } from '@/components/export-menu';
import { exportTexts } from '@/components/i18n/en';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { MessageItem, type MessageActions } from '@/features/chat/components/message-item';
import { chatMore, chatSharing } from '@/features/chat/i18n/en';
import { toClientMessage } from '@/features/chat/utils/chat-message';
import { documentViewPaths } from '@/features/chat/utils/document-opening';
import { useAuth } from '@/hooks/use-auth';
import { toast } from '@/hooks/use-toast';
import { copySharedChat, useSharedChat } from '@/lib/chat-shares';
import { logger } from '@/lib/logger';

const nothing = () => undefined;

/**
 * A chat a colleague shared with the user, read-only and live (it follows the owner's latest messages):
 * a 'Shared by …' banner, the messages with Copy only, and 'Continue as my copy', which makes a chat of
 * the reader's own with the messages so far and opens it.
 */
export function SharedChatPage({ chatId }: { chatId: string }) {
  const t = useStore(chatSharing);
  const te = useStore(exportTexts);
  const { user } = useAuth();
  const navigate = useNavigate();
  const shared = useSharedChat(user?.id ?? '', chatId);
  const [copying, setCopying] = useState(false);
  const messages = useMemo(() => shared.data?.messages.map(toClientMessage) ?? [], [shared.data]);
  const readerId = user?.id ?? '';
  const actions = useMemo<MessageActions>(
    () => ({
      onCopy: (text) =>
        void navigator.clipboard.writeText(text).then(
          () => toast({ title: chatMore.get().copiedToClipboard }),
          () => toast({ variant: 'destructive', title: chatMore.get().copyFailed }),
        ),
      onStartEdit: nothing,
      onCancelEdit: nothing,
      onSubmitEdit: nothing,
      onSave: nothing,
      documentPathOf: (documentId) => knowledgePaths.sharedChatDocument(readerId, chatId, documentId),
      documentViewOf: (documentId) => documentViewPaths.shared(chatId, documentId),
      // A cited fact's chat is one the server says the reader may read: here, one shared with them.
      chatPathOf: (id) => `/shared/${encodeURIComponent(id)}`,
    }),
    [readerId, chatId],
  );

  const continueAsCopy = async () => {
    if (!user) return;
    setCopying(true);
    try {
      const { id } = await copySharedChat(user.id, chatId);
      await navigate(`/chat-v2?sessionId=${encodeURIComponent(id)}`);
    } catch (error) {
      logger.error('Copying the shared chat failed', error);
      toast({ variant: 'destructive', title: chatMore.get().error, description: t.couldNotCopy });
    } finally {
      setCopying(false);
    }
  };

  if (shared.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 p-6 text-sm text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {t.loadingShared}
      </p>
    );
  }
  if (shared.isError) {
    return (
      <div className="mx-auto grid max-w-md place-items-center gap-3 p-10 text-center">
        <AlertCircle aria-hidden="true" className="size-8 text-muted-foreground" />
        <h1 className="text-lg font-semibold">{t.notShared}</h1>
        <p className="text-sm text-muted-foreground">{t.notSharedHint}</p>
        <Button asChild variant="outline">
          <Link to="/chats">{t.backToLibrary}</Link>
        </Button>
      </div>
    );
  }

  const chat = shared.data;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <title>{`${chat.title} · Brief`}</title>
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold break-words" data-testid="chat-title">
          {chat.title}
        </h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {chat.customerName && <Badge variant="secondary">{chat.customerName}</Badge>}
          <span>{chat.specialists.join(', ')}</span>
        </p>
      </header>
      <div
        role="note"
        data-testid="shared-banner"
        className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="space-y-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 font-medium">
            <Share2 aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <span className="break-all">{t.sharedBy({ name: chat.owner.name })}</span>
            <span className="text-sm font-normal break-all text-muted-foreground">{chat.owner.email}</span>
          </p>
          <p className="text-sm text-muted-foreground">{t.readOnlyNote}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <ExportMenu
            label={te.exportChat}
            pathOf={(format) => exportPaths.sharedChat(user?.id ?? '', chatId, format)}
            trigger={
              <Button variant="outline">
                <Download aria-hidden="true" /> {te.export}
              </Button>
            }
          />
          <Button onClick={() => void continueAsCopy()} disabled={copying} className="shrink-0">
            {copying ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Copy aria-hidden="true" />}
            {copying ? t.copying : t.continueAsMyCopy}
          </Button>
        </div>
      </div>
      <section aria-label={chat.title} className="-mx-4 rounded-lg sm:-mx-6">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} actions={actions} readOnly />
        ))}
      </section>
    </div>
  );
}
