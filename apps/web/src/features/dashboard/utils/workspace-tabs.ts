// Kept apart from the dashboard's formatting (and its date library): the route table reads it.
export type WorkspaceTab = 'chat' | 'recent' | 'library' | 'bookmarks';

export const WORKSPACE_TABS: readonly { tab: WorkspaceTab; label: string }[] = [
  { tab: 'chat', label: 'Chat' },
  { tab: 'recent', label: 'Recent' },
  { tab: 'library', label: 'Library' },
  { tab: 'bookmarks', label: 'Bookmarks' },
];

/**
 * /dashboard alone is the Overview; with `tab` (or a chat to show,
 * `sessionId`) it is the tabbed workspace, whose tab is bookmarks, library or recent, otherwise chat.
 */
export function dashboardView(params: URLSearchParams): 'overview' | WorkspaceTab {
  const tab = params.get('tab');
  if (tab === null && !params.has('sessionId')) return 'overview';
  return tab === 'recent' || tab === 'library' || tab === 'bookmarks' ? tab : 'chat';
}
