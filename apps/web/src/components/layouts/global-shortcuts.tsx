import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isTypingTarget, matchesShortcut } from '@/lib/shortcuts';

/** What the library page reads from the navigation state to focus its search box. */
export interface LibrarySearchFocusState {
  focusSearch: true;
}

/**
 * The shortcuts of every signed-in page: `?` (outside text fields) shows the shortcuts sheet, and
 * Ctrl/⌘+K goes to the library with its search box focused. The chat page adds its own.
 */
export function GlobalShortcuts({ onShowShortcuts }: { onShowShortcuts: () => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (matchesShortcut(event, 'searchLibrary')) {
        event.preventDefault();
        const state: LibrarySearchFocusState = { focusSearch: true };
        void navigate('/chats', { state });
      } else if (matchesShortcut(event, 'showShortcuts') && !isTypingTarget(event.target)) {
        event.preventDefault();
        onShowShortcuts();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, onShowShortcuts]);
  return null;
}
