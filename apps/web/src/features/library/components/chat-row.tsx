import type { ChatSummary } from '@brief/contract/chats';
import { Link } from 'react-router';
import { ChatRowHeading } from '@/features/library/components/chat-row-heading';
import { ChatActions } from '@/features/library/components/chat-actions';
import { cutPreview, formatLastUpdate } from '@/features/library/utils/library-chat';
import { chatDisplayTitle } from '@/lib/chat-display';

/** One chat of /chats or /favorite-chats: opens it in /chat-v2; can be starred and renamed. */
export function ChatRow({
  chat,
  onToggleFavorite,
  onRename,
  snippet,
}: {
  chat: ChatSummary;
  /** Shown instead of the preview, e.g. the search hit's surrounding text. */
  snippet?: string;
  onToggleFavorite: () => void;
  onRename: (name: string) => void;
}) {
  const title = chatDisplayTitle(chat);
  const preview = snippet ?? (chat.preview ? cutPreview(chat.preview) : '');
  return (
    <li
      data-testid="chat-row"
      className="flex items-center gap-2 rounded-lg border bg-card px-3 py-2 transition-colors hover:bg-accent/50 sm:px-4"
    >
      <Link
        to={`/chat-v2?sessionId=${encodeURIComponent(chat.id)}`}
        className="min-w-0 flex-1 space-y-1 rounded-md py-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ChatRowHeading title={title} customerName={chat.customerName} />
        {preview && (snippet !== undefined || preview !== title) && (
          <span className="line-clamp-1 text-sm text-muted-foreground">{preview}</span>
        )}
        <span className="block text-xs text-muted-foreground">{formatLastUpdate(chat.lastUpdateTime)}</span>
      </Link>
      <ChatActions
        title={title}
        favorite={chat.favorite}
        onToggleFavorite={onToggleFavorite}
        onRename={onRename}
      />
    </li>
  );
}
