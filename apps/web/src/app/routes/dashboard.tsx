import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { lazyChatPage } from '@/app/lazy-chat-page';
import { PageSpinner } from '@/components/page-spinner';
import { NoAgentsAvailable } from '@/features/dashboard/components/no-agents-available';
import { Overview } from '@/features/dashboard/components/overview';
import { RecentChats } from '@/features/dashboard/components/recent-chats';
import { Workspace } from '@/features/dashboard/components/workspace';
import { dashboardView, type WorkspaceTab } from '@/features/dashboard/utils/workspace-tabs';
import { LibraryView } from '@/features/library/components/library-view';
import { useAuth } from '@/hooks/use-auth';
import { useTeams } from '@/lib/chats/get-teams';
import { useStore } from '@nanostores/react';
import { dashboardTexts } from '@/features/dashboard/i18n/en';

// The Overview does not download the chat, the library or the bookmarks until a tab shows them.
const ChatPage = lazyChatPage.Component;
const BookmarksView = lazy(() =>
  import('@/features/bookmarks/components/bookmarks-view').then((m) => ({ default: m.BookmarksView })),
);

/** /dashboard: the Overview, or with ?tab= the tabbed workspace (chat, recent, library, bookmarks). */
export function DashboardRoute() {
  const tr = useStore(dashboardTexts);
  const { user } = useAuth();
  const [params] = useSearchParams();
  const view = dashboardView(params);
  const userId = user?.id ?? '';

  if (view === 'overview') {
    return (
      <>
        <title>{tr.overviewBrief}</title>
        <Overview userId={userId} firstName={user?.name.split(/\s+/)[0] ?? ''} />
      </>
    );
  }
  return (
    <Workspace tab={view}>
      <title>{tr.workspaceBrief}</title>
      <WorkspaceTabContent tab={view} userId={userId} />
    </Workspace>
  );
}

function WorkspaceTabContent({ tab, userId }: { tab: WorkspaceTab; userId: string }) {
  const teams = useTeams(userId);
  if (teams.isPending) return <PageSpinner />;
  if (teams.isSuccess && teams.data.length === 0) {
    // The chat tab has the whole window and no page column: the notice gets its own.
    return tab === 'chat' ? (
      <div className="h-full overflow-y-auto p-4 sm:p-6">
        <NoAgentsAvailable />
      </div>
    ) : (
      <NoAgentsAvailable />
    );
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      {tab === 'chat' && <ChatPage />}
      {tab === 'recent' && <RecentChats userId={userId} />}
      {tab === 'library' && (
        <LibraryView
          userId={userId}
          continueTo={(chatId) => `/dashboard?sessionId=${encodeURIComponent(chatId)}`}
        />
      )}
      {tab === 'bookmarks' && <BookmarksView headingLevel="h2" />}
    </Suspense>
  );
}
