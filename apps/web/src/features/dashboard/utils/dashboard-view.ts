import { formatDisplayDate, markdownToPlainText } from '@/lib/chat-display';

export type WorkspaceTab = 'chat' | 'recent' | 'library' | 'bookmarks';

export const WORKSPACE_TABS: readonly { tab: WorkspaceTab; label: string }[] = [
  { tab: 'chat', label: 'Chat' },
  { tab: 'recent', label: 'Recent' },
  { tab: 'library', label: 'Library' },
  { tab: 'bookmarks', label: 'Bookmarks' },
];

/**
 * Spec §2 Dashboard, both readings: /dashboard alone is the Overview; with `tab` (or a chat to show,
 * `sessionId`) it is the tabbed workspace, whose tab is bookmarks, library or recent, otherwise chat.
 */
export function dashboardView(params: URLSearchParams): 'overview' | WorkspaceTab {
  const tab = params.get('tab');
  if (tab === null && !params.has('sessionId')) return 'overview';
  return tab === 'recent' || tab === 'library' || tab === 'bookmarks' ? tab : 'chat';
}

/** Spec §9 dashboard dates: 'MMM d, yyyy', else 'Unknown date'. */
export function overviewDate(value: string | null | undefined): string {
  return formatDisplayDate(value, 'MMM d, yyyy');
}

/** Spec §9: a bookmark on the dashboard is cut at 100 characters plus '...'. */
export const BOOKMARK_PREVIEW_LENGTH = 100;

/** The bookmark as plain text, cut for the dashboard. */
export function bookmarkPreview(text: string): string {
  const trimmed = markdownToPlainText(text).trim();
  return trimmed.length > BOOKMARK_PREVIEW_LENGTH
    ? `${trimmed.slice(0, BOOKMARK_PREVIEW_LENGTH)}...`
    : trimmed;
}
