import type { ChatSummary } from '@brief/contract/chats';
import { ChatRowHeading } from '@/features/library/components/chat-row-heading';
import { ChatActions } from '@/features/library/components/chat-actions';
import { cutPreview, formatLastUpdate } from '@/features/library/utils/library-chat';
import { chatDisplayTitle } from '@/lib/chat-display';

/** A row of the library variant: opens the preview dialog; can be starred and renamed. */
export function LibraryChatCard({
  chat,
  onOpen,
  onToggleFavorite,
  onRename,
}: {
  chat: ChatSummary;
  onOpen: () => void;
  onToggleFavorite: () => void;
  onRename: (name: string) => void;
}) {
  const title = chatDisplayTitle(chat);
  return (
    <li
      data-testid="library-chat"
      className="flex items-start gap-2 rounded-lg border bg-card px-3 py-2 transition-colors hover:bg-accent/50 sm:px-4"
    >
      <button
        type="button"
        onClick={onOpen}
        className="min-w-0 flex-1 space-y-1 rounded-md py-1 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ChatRowHeading title={title} customerName={chat.customerName} />
        {chat.preview && (
          <span className="line-clamp-2 text-sm break-words text-muted-foreground">
            {cutPreview(chat.preview)}
          </span>
        )}
        <span className="block text-xs text-muted-foreground">{formatLastUpdate(chat.lastUpdateTime)}</span>
      </button>
      <ChatActions
        title={title}
        favorite={chat.favorite}
        onToggleFavorite={onToggleFavorite}
        onRename={onRename}
      />
    </li>
  );
}
