import type { ChatSummary } from '@brief/contract/chats';
import { AlertCircle, Library, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChatPreviewDialog } from '@/features/library/components/chat-preview-dialog';
import { SharedWithMe } from '@/features/library/components/shared-with-me';
import { LibraryChatCard } from '@/features/library/components/library-chat-card';
import { useChatRowActions } from '@/features/library/hooks/use-chat-row-actions';
import { useLibraryList } from '@/lib/chats/get-chats';
import { useStore } from '@nanostores/react';
import { libraryTexts } from '@/features/library/i18n/en';
import { libraryMore } from '@/features/library/i18n/en';

/**
 * The library as the dashboard's library tab shows it: 'Favorite Chats' and 'Chats', each row
 * opening a preview of its messages with 'Continue with this conversation'.
 */
export function LibraryView({
  userId,
  continueTo,
}: {
  userId: string;
  /** Where 'Continue with this conversation' goes; /chat-v2?sessionId= by default. */
  continueTo?: (chatId: string) => string;
}) {
  const tm = useStore(libraryMore);
  const tr = useStore(libraryTexts);
  const favorites = useLibraryList(userId, 'favorites');
  const recent = useLibraryList(userId, 'all');
  const actions = useChatRowActions(userId);
  const [previewed, setPreviewed] = useState<ChatSummary | null>(null);
  const baseId = useId();

  if (favorites.isPending || recent.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {tr.loadingLibrary}
      </p>
    );
  }
  if (favorites.isError || recent.isError) {
    return (
      <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
        <AlertCircle aria-hidden="true" className="size-4" /> {tr.failedToLoadChatsFrom}
      </p>
    );
  }
  const favoriteChats = favorites.data.pages.flatMap((page) => page.chats);
  const recentChats = recent.data.pages.flatMap((page) => page.chats);
  if (favoriteChats.length === 0 && recentChats.length === 0) {
    return (
      <div className="space-y-6">
        <EmptyState icon={Library} title={tr.noChatsInYourLibrary} />
        <SharedWithMe userId={userId} />
      </div>
    );
  }

  const section = (
    id: string,
    heading: string,
    description: string,
    chats: ChatSummary[],
    pages: typeof favorites,
  ) => (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle>
          <h2 id={id}>{heading}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {chats.length === 0 ? (
          <p className="text-sm text-muted-foreground">{libraryTexts.get().noChatsHereYet}</p>
        ) : (
          <ul className="space-y-2">
            {chats.map((chat) => (
              <LibraryChatCard key={chat.id} chat={chat} onOpen={setPreviewed} actions={actions} />
            ))}
          </ul>
        )}
        {pages.hasNextPage && (
          <div className="mt-3 flex justify-center">
            <Button
              variant="outline"
              size="sm"
              onClick={() => void pages.fetchNextPage()}
              disabled={pages.isFetchingNextPage}
            >
              {pages.isFetchingNextPage && <Loader2 aria-hidden="true" className="animate-spin" />}
              {libraryTexts.get().showMore}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );

  return (
    <div className="space-y-6">
      {section(
        `${baseId}-favorites`,
        tm.favoriteChats,
        tm.yourStarredConversations,
        favoriteChats,
        favorites,
      )}
      {section(`${baseId}-chats`, tm.chats, tm.yourMostRecentChats, recentChats, recent)}
      <SharedWithMe userId={userId} />
      <ChatPreviewDialog
        userId={userId}
        chat={previewed}
        onClose={() => setPreviewed(null)}
        continueTo={continueTo}
      />
    </div>
  );
}
