import type { Bookmark } from '@brief/contract/bookmarks';
import type { ChatSummary } from '@brief/contract/chats';
import { Cpu, LayoutPanelLeft, MessageSquarePlus, Wand2 } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useLatestBookmarks } from '@/features/dashboard/api/get-latest-bookmarks';
import { OVERVIEW_LIST_SIZE } from '@/features/dashboard/api/dashboard-paths';
import { useStats } from '@/features/dashboard/api/get-stats';
import { useOverviewList } from '@/lib/chats/get-chats';
import { OverviewListCard, type OverviewItem } from '@/features/dashboard/components/overview-list-card';
import { StatCards } from '@/features/dashboard/components/stat-cards';
import { bookmarkPreview, overviewDate } from '@/features/dashboard/utils/dashboard-view';
import { toast } from '@/hooks/use-toast';
import { chatDisplayTitle } from '@/lib/chat-display';
import { usePublicConfig } from '@/lib/public-config';
import { useStore } from '@nanostores/react';
import { dashboardTexts } from '@/features/dashboard/i18n/en';
import { dashboardMore } from '@/features/dashboard/i18n/en';

const chatItem = (chat: ChatSummary): OverviewItem => ({
  id: chat.id,
  to: `/chat-v2?sessionId=${encodeURIComponent(chat.id)}`,
  title: chatDisplayTitle(chat),
  detail: chat.customerName ? (
    <Badge variant="secondary" className="max-w-40 truncate" title={chat.customerName}>
      {chat.customerName}
    </Badge>
  ) : undefined,
  date: overviewDate(chat.lastUpdateTime),
});

const bookmarkItem = (bookmark: Bookmark): OverviewItem => ({
  id: bookmark.id,
  to: bookmark.chatId ? `/chat-v2?sessionId=${encodeURIComponent(bookmark.chatId)}` : '/bookmarks',
  title: bookmarkPreview(bookmark.message),
  detail: bookmark.customerName ? (
    <Badge variant="secondary" className="max-w-40 truncate" title={bookmark.customerName}>
      {bookmark.customerName}
    </Badge>
  ) : undefined,
  date: overviewDate(bookmark.date),
});

/** Still waiting for a first answer; a list that failed shows empty. */
const pending = (query: { isPending: boolean; isError: boolean }) => query.isPending && !query.isError;

/** /dashboard's Overview of the user's activity. */
export function Overview({ userId, firstName }: { userId: string; firstName: string }) {
  const tm = useStore(dashboardMore);
  const tr = useStore(dashboardTexts);
  const navigate = useNavigate();
  const { data: config } = usePublicConfig();
  const stats = useStats(userId);
  const favorites = useOverviewList(userId, true, OVERVIEW_LIST_SIZE);
  const latest = useOverviewList(userId, false, OVERVIEW_LIST_SIZE);
  const bookmarks = useLatestBookmarks(userId);

  const lists = [
    {
      title: dashboardTexts.get().favoriteChats,
      viewAllTo: '/favorite-chats',
      emptyText: dashboardTexts.get().noFavoriteChatsYet,
      testId: 'overview-favorites',
      items: (favorites.data ?? []).map(chatItem),
      loading: pending(favorites),
    },
    {
      title: dashboardTexts.get().latestChats,
      viewAllTo: '/chats',
      emptyText: dashboardTexts.get().noChatsYet,
      testId: 'overview-latest-chats',
      items: (latest.data ?? []).map(chatItem),
      loading: pending(latest),
    },
    {
      title: dashboardTexts.get().latestBookmarks,
      viewAllTo: '/bookmarks',
      emptyText: dashboardTexts.get().noBookmarksYet,
      testId: 'overview-bookmarks',
      items: (bookmarks.data ?? []).map(bookmarkItem),
      loading: pending(bookmarks),
    },
  ];

  useEffect(() => {
    if (stats.isError)
      toast({ variant: 'destructive', title: dashboardTexts.get().failedToLoadAnalyticsData });
  }, [stats.isError]);

  return (
    <div className="space-y-6">
      <PageHeader
        title={tr.overview}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {firstName ? tm.welcomeBack({ firstName }) : tm.welcomeBack2} {tr.hereIsYourActivity}
            {config?.model.offline && (
              <Badge variant="outline" className="gap-1">
                <Cpu aria-hidden="true" /> {tr.offlineDemoModel}
              </Badge>
            )}
          </span>
        }
        actions={
          <>
            {/* A plain New Chat button is kept but hidden: New Chat Wizard is the one shown. */}
            <Button hidden onClick={() => void navigate('/chat')}>
              <MessageSquarePlus aria-hidden="true" /> {tr.newChat}
            </Button>
            <Button variant="outline" onClick={() => void navigate('/dashboard?tab=chat')}>
              <LayoutPanelLeft aria-hidden="true" /> {tr.workspace}
            </Button>
            <Button onClick={() => void navigate('/chat-wizard')} data-testid="new-chat-wizard">
              <Wand2 aria-hidden="true" /> {tr.newChatWizard}
            </Button>
          </>
        }
      />
      <StatCards stats={stats.isError ? undefined : stats.data} loading={pending(stats)} />
      <div className="grid gap-4 lg:grid-cols-3">
        {lists.map((card) => (
          <OverviewListCard key={card.testId} {...card} />
        ))}
      </div>
    </div>
  );
}
