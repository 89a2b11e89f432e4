import { PREVIEW_LENGTH, type ChatSummary } from '@brief/contract/chats';
import { AlertCircle, History, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useRecentList } from '@/lib/chats/get-chats';
import { chatDisplayTitle, formatDisplayDate, markdownToPlainText } from '@/lib/chat-display';
import { useStore } from '@nanostores/react';
import { dashboardTexts } from '@/features/dashboard/i18n/en';
import { dashboardMore } from '@/features/dashboard/i18n/en';

function lastMessageText(chat: ChatSummary): string {
  // The server keeps the first 200 characters: at that length the message went on.
  const text = markdownToPlainText(chat.lastMessage).trim();
  return chat.lastMessage.length >= PREVIEW_LENGTH ? `${text}…` : text;
}

/** The dashboard's recent tab: the user's chats, newest first, each with its last message. */
export function RecentChats({ userId }: { userId: string }) {
  const tm = useStore(dashboardMore);
  const tr = useStore(dashboardTexts);
  const recent = useRecentList(userId);

  if (recent.isPending) {
    return (
      <ul className="space-y-2" aria-label={tr.loadingRecentChats}>
        {[0, 1, 2, 3].map((row) => (
          <li key={row} className="space-y-2 rounded-lg border bg-card p-4">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-5/6" />
          </li>
        ))}
      </ul>
    );
  }
  if (recent.isError) {
    return (
      <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
        <AlertCircle aria-hidden="true" className="size-4" /> {tr.failedToLoadChats}
      </p>
    );
  }
  const chats = recent.data.pages.flatMap((page) => page.chats);
  if (chats.length === 0) {
    return <EmptyState icon={History} title={tr.noRecentChatsStartA} />;
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-2">
        {chats.map((chat) => {
          const last = lastMessageText(chat);
          return (
            <li key={chat.id}>
              <Link
                to={`/dashboard?tab=chat&sessionId=${encodeURIComponent(chat.id)}`}
                data-testid="recent-chat"
                className="block rounded-lg border bg-card px-4 py-3 transition-colors hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 flex-1 truncate font-medium">{chatDisplayTitle(chat)}</span>
                  {chat.customerName && (
                    <Badge variant="secondary" className="max-w-48 truncate" title={chat.customerName}>
                      {chat.customerName}
                    </Badge>
                  )}
                </span>
                <span className="mt-1 line-clamp-2 text-sm break-words text-muted-foreground">
                  {last || tm.noMessagesYet}
                </span>
                <span className="mt-1 block text-xs text-muted-foreground">
                  {formatDisplayDate(chat.lastUpdateTime, 'dateTime')}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {recent.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void recent.fetchNextPage()}
            disabled={recent.isFetchingNextPage}
          >
            {recent.isFetchingNextPage && <Loader2 aria-hidden="true" className="animate-spin" />}
            {tr.showMore}
          </Button>
        </div>
      )}
    </div>
  );
}
