import { Bookmark, History, Library, MessageSquare, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { WORKSPACE_TABS, type WorkspaceTab } from '@/features/dashboard/utils/dashboard-view';
import { cn } from '@/lib/utils';

const ICONS: Record<WorkspaceTab, LucideIcon> = {
  chat: MessageSquare,
  recent: History,
  library: Library,
  bookmarks: Bookmark,
};

/**
 * Spec §2 Dashboard, second reading: the tabbed workspace at /dashboard?tab=… . The page assembles
 * what each tab shows; this is the frame and the tab bar.
 */
export function Workspace({ tab, children }: { tab: WorkspaceTab; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <PageHeader
        title="Workspace"
        actions={
          <Link to="/dashboard" className="text-sm font-medium text-primary hover:underline">
            Back to Overview
          </Link>
        }
      />
      <nav aria-label="Workspace" className="overflow-x-auto">
        <ul className="inline-flex min-w-full gap-1 rounded-lg bg-muted p-1 sm:min-w-0">
          {WORKSPACE_TABS.map(({ tab: value, label }) => {
            const Icon = ICONS[value];
            const selected = value === tab;
            return (
              <li key={value} className="flex-1 sm:flex-none">
                <Link
                  to={`/dashboard?tab=${value}`}
                  aria-current={selected ? 'page' : undefined}
                  className={cn(
                    'flex items-center justify-center gap-2 rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:px-4',
                    selected
                      ? 'bg-background text-foreground shadow-sm'
                      : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  <Icon aria-hidden="true" className="hidden size-4 min-[420px]:block" />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {tab === 'chat' ? (
        // The chat fills the window below the tabs, like /chat does, and scrolls inside.
        <div className="h-[calc(100dvh-19rem)] min-h-[28rem] overflow-hidden rounded-xl border bg-background shadow-xs md:h-[calc(100dvh-15rem)]">
          {children}
        </div>
      ) : (
        children
      )}
    </div>
  );
}
