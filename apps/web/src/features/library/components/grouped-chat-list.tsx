import { AlertCircle, Library, Loader2, Star } from 'lucide-react';
import { useMemo } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ChatListSkeleton } from '@/features/library/components/chat-list-skeleton';
import { ChatRow } from '@/features/library/components/chat-row';
import { useChatRowActions } from '@/features/library/hooks/use-chat-row-actions';
import { useLoadMore } from '@/features/library/hooks/use-load-more';
import { groupChatsByDate } from '@/features/library/utils/library-chat';
import type { LibraryFilter } from '@/lib/chats/chat-keys';
import { useLibraryList } from '@/lib/chats/get-chats';
import { useStore } from '@nanostores/react';
import { libraryLabels, libraryTexts } from '@/features/library/i18n/en';
import { labelIn } from '@/i18n/core';

const TEXTS: Record<LibraryFilter, { empty: string; emptyHint?: string; failed: string }> = {
  all: { empty: 'No chats found.', failed: 'Failed to load chats' },
  favorites: {
    empty: 'No favorite chats found.',
    emptyHint: 'Star some chats to see them here!',
    failed: 'Failed to load favorite chats',
  },
};

/**
 * /chats and /favorite-chats: the user's chats grouped Today, This Week, Older, newest first.
 * Pages load as the end of the list scrolls into view.
 */
export function GroupedChatList({ userId, filter }: { userId: string | null; filter: LibraryFilter }) {
  const tr = useStore(libraryTexts);
  const lb = useStore(libraryLabels);
  const chats = useLibraryList(userId, filter);
  const actions = useChatRowActions(userId ?? '');
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = chats;
  const sentinel = useLoadMore(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, hasNextPage && !isFetchingNextPage);
  const groups = useMemo(
    () => groupChatsByDate(chats.data?.pages.flatMap((page) => page.chats) ?? [], new Date()),
    [chats.data],
  );
  const texts = TEXTS[filter];

  if (userId === null) {
    return <p className="text-muted-foreground">{tr.pleaseLogInToView}</p>;
  }
  if (chats.isPending) return <ChatListSkeleton label={tr.loadingChats} />;
  if (chats.isError) {
    return (
      <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
        <AlertCircle aria-hidden="true" className="size-4" /> {labelIn(lb, texts.failed)}
      </p>
    );
  }
  if (groups.length === 0) {
    return (
      <EmptyState
        icon={filter === 'favorites' ? Star : Library}
        title={labelIn(lb, texts.empty)}
        description={texts.emptyHint && labelIn(lb, texts.emptyHint)}
      />
    );
  }

  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <section key={group.group} aria-labelledby={`chat-group-${group.group}`} className="space-y-2">
          <h2
            id={`chat-group-${group.group}`}
            className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {labelIn(lb, group.label)}
          </h2>
          <ul className="space-y-2">
            {group.chats.map((chat) => (
              <ChatRow key={chat.id} chat={chat} actions={actions} />
            ))}
          </ul>
        </section>
      ))}
      <div ref={sentinel} aria-hidden="true" />
      {isFetchingNextPage && (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {tr.loadingMoreChats}
        </p>
      )}
    </div>
  );
}
