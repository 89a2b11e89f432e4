import { useStore } from '@nanostores/react';
import { AlertCircle, Share2 } from 'lucide-react';
import { useId } from 'react';
import { ChatRowHeading } from '@/features/library/components/chat-row-heading';
import { librarySharing } from '@/features/library/i18n/en';
import { formatLastUpdate } from '@/features/library/utils/library-chat';
import { chatDisplayTitle } from '@/lib/chat-display';
import { useSharedChats } from '@/lib/chat-shares';

/**
 * 'Shared with me' in the library and the dashboard's library tab: the chats colleagues shared with
 * the user (by name or through a team), newest first, each with its owner; a row opens it read-only.
 */
export function SharedWithMe({ userId }: { userId: string | null }) {
  const t = useStore(librarySharing);
  const headingId = useId();
  const shared = useSharedChats(userId);
  if (userId === null) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="shared-with-me">
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <Share2 aria-hidden="true" className="size-4 text-muted-foreground" />
          {t.sharedWithMe}
        </h2>
        <p className="text-sm text-muted-foreground">{t.sharedWithMeHint}</p>
      </div>
      {shared.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t.loadingShared}
        </p>
      ) : shared.isError ? (
        <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
          <AlertCircle aria-hidden="true" className="size-4" /> {t.failedToLoadShared}
        </p>
      ) : shared.data.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
          {t.nothingSharedYet}
        </p>
      ) : (
        <ul className="space-y-2" aria-label={t.sharedWithMe}>
          {shared.data.map((chat) => (
            <li
              key={chat.id}
              data-testid="shared-chat-row"
              className="relative space-y-1 rounded-lg border bg-card px-3 py-2 transition-colors hover:bg-accent/50 sm:px-4"
            >
              <ChatRowHeading
                title={chatDisplayTitle(chat)}
                customerName={chat.customerName}
                running={chat.running}
                opener={{ to: `/shared/${encodeURIComponent(chat.id)}` }}
                teamId={chat.agentId}
              />
              <span className="block text-sm text-muted-foreground">
                {t.sharedBy({ name: chat.owner.name })}
              </span>
              <span className="block text-xs text-muted-foreground">
                {formatLastUpdate(chat.lastUpdateTime)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
