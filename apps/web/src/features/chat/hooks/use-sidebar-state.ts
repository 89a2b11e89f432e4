import { useCallback, useState } from 'react';
import { getSessionValue, setSessionValue } from '@/lib/storage/session-values';
import { sessionKeys } from '@/lib/storage/storage-keys';

/**
 * The sidebar: collapsed or expanded beside the chat (kept for the tab in `should_collapse_sidebar`),
 * and on phones a drawer, open or shut. `fold` is what starting or opening a chat does: collapse it.
 */
export function useSidebarState() {
  const [collapsed, setCollapsedState] = useState(
    () => getSessionValue(sessionKeys.shouldCollapseSidebar) === 'true',
  );
  const [drawerOpen, setDrawerOpen] = useState(false);

  const setCollapsed = useCallback((next: boolean) => {
    setCollapsedState(next);
    setSessionValue(sessionKeys.shouldCollapseSidebar, String(next));
  }, []);

  const fold = useCallback(() => {
    setCollapsed(true);
    setDrawerOpen(false);
  }, [setCollapsed]);

  return { collapsed, setCollapsed, drawerOpen, setDrawerOpen, fold };
}
