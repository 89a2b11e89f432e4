import type { ChatSummary } from '@brief/contract/chats';
import { memo } from 'react';
import { ChatRowHeading } from '@/features/library/components/chat-row-heading';
import { ChatActions } from '@/features/library/components/chat-actions';
import type { ChatRowActions } from '@/features/library/hooks/use-chat-row-actions';
import { cutPreview, formatLastUpdate } from '@/features/library/utils/library-chat';
import { chatDisplayTitle } from '@/lib/chat-display';

/** A row of the library variant: opens the preview dialog; can be starred and renamed. */
export const LibraryChatCard = memo(function LibraryChatCard({
  chat,
  onOpen,
  actions,
}: {
  chat: ChatSummary;
  onOpen: (chat: ChatSummary) => void;
  actions: ChatRowActions;
}) {
  const title = chatDisplayTitle(chat);
  return (
    <li
      data-testid="library-chat"
      className="relative flex items-start gap-2 rounded-lg border bg-card px-3 py-2 transition-colors [contain-intrinsic-size:auto_8.5rem] [content-visibility:auto] hover:bg-accent/50 sm:px-4 sm:[contain-intrinsic-size:auto_7rem]"
    >
      <div className="min-w-0 flex-1 space-y-1 py-1">
        <ChatRowHeading
          title={title}
          customerName={chat.customerName}
          running={chat.running}
          opener={{ onClick: () => onOpen(chat) }}
          teamId={chat.agentId}
        />
        {chat.preview && (
          <span className="line-clamp-2 text-sm break-words text-muted-foreground">
            {cutPreview(chat.preview)}
          </span>
        )}
        <span className="block text-xs text-muted-foreground">{formatLastUpdate(chat.lastUpdateTime)}</span>
      </div>
      <ChatActions
        title={title}
        favorite={chat.favorite}
        onToggleFavorite={() => actions.toggleFavorite(chat)}
        onRename={(name) => actions.rename(chat.id, name)}
        onPropose={() => actions.proposeTitle(chat.id)}
        share={{ userId: actions.userId, chatId: chat.id }}
      />
    </li>
  );
});
