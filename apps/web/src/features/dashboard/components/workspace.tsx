import { Bookmark, History, Library, MessageSquare, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { WORKSPACE_TABS, type WorkspaceTab } from '@/features/dashboard/utils/workspace-tabs';
import { cn } from '@/lib/utils';
import { useStore } from '@nanostores/react';
import { dashboardLabels, dashboardTexts } from '@/features/dashboard/i18n/en';
import { labelIn } from '@/i18n/core';

const ICONS: Record<WorkspaceTab, LucideIcon> = {
  chat: MessageSquare,
  recent: History,
  library: Library,
  bookmarks: Bookmark,
};

/**
 * The tabbed workspace at /dashboard?tab=… . The page assembles
 * what each tab shows; this is the frame and the tab bar. The chat tab is the chat screen: the frame
 * gives it the whole window (like /chat), the heading and tabs take one slim band above it and the
 * chat fills the rest, scrolling inside; the other tabs sit in the page's column.
 */
export function Workspace({ tab, children }: { tab: WorkspaceTab; children: ReactNode }) {
  const tr = useStore(dashboardTexts);
  const back = (
    <Link to="/dashboard" className="text-sm font-medium whitespace-nowrap text-primary hover:underline">
      {tr.backToOverview}
    </Link>
  );
  if (tab === 'chat') {
    return (
      <div className="flex h-full flex-col">
        <div className="flex flex-col gap-2 border-b bg-background px-3 py-2 md:flex-row md:items-center md:gap-4 md:pl-6">
          <div className="flex items-center justify-between gap-4">
            <h1 className="text-lg font-semibold tracking-tight">{tr.workspace}</h1>
            <span className="md:hidden">{back}</span>
          </div>
          <WorkspaceTabs tab={tab} />
          <span className="ml-auto hidden md:block">{back}</span>
        </div>
        <div className="min-h-0 flex-1">{children}</div>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <PageHeader title={tr.workspace} actions={back} />
      <WorkspaceTabs tab={tab} />
      {children}
    </div>
  );
}

function WorkspaceTabs({ tab }: { tab: WorkspaceTab }) {
  const tr = useStore(dashboardTexts);
  const lb = useStore(dashboardLabels);
  return (
    <nav aria-label={tr.workspace} className="overflow-x-auto">
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
                {labelIn(lb, label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
