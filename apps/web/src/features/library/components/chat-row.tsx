import type { ChatSummary } from '@brief/contract/chats';
import { memo } from 'react';
import { ChatRowHeading } from '@/features/library/components/chat-row-heading';
import { ChatActions } from '@/features/library/components/chat-actions';
import type { ChatRowActions } from '@/features/library/hooks/use-chat-row-actions';
import { cutPreview, formatLastUpdate } from '@/features/library/utils/library-chat';
import { chatDisplayTitle } from '@/lib/chat-display';

/**
 * One chat of /chats or /favorite-chats: opens it in /chat-v2 (its customer's badge opens the customer's
 * page); can be starred and renamed. It renders
 * again only when its chat changes; rows off screen skip layout and paint (content-visibility), holding
 * a row's usual height until drawn (taller on a phone, where the title may take two lines).
 */
export const ChatRow = memo(function ChatRow({
  chat,
  actions,
  snippet,
}: {
  chat: ChatSummary;
  actions: ChatRowActions;
  /** Shown instead of the preview, e.g. the search hit's surrounding text. */
  snippet?: string;
}) {
  const title = chatDisplayTitle(chat);
  const preview = snippet ?? (chat.preview ? cutPreview(chat.preview) : '');
  return (
    <li
      data-testid="chat-row"
      className="relative flex items-center gap-2 rounded-lg border bg-card px-3 py-2 transition-colors [contain-intrinsic-size:auto_8rem] [content-visibility:auto] hover:bg-accent/50 sm:px-4 sm:[contain-intrinsic-size:auto_6rem]"
    >
      <div className="min-w-0 flex-1 space-y-1 py-1">
        <ChatRowHeading
          title={title}
          customerName={chat.customerName}
          running={chat.running}
          opener={{ to: `/chat-v2?sessionId=${encodeURIComponent(chat.id)}` }}
          teamId={chat.agentId}
        />
        {preview && (snippet !== undefined || preview !== title) && (
          <span className="line-clamp-1 text-sm text-muted-foreground">{preview}</span>
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
