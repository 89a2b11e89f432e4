import { useEffect, useEffectEvent } from 'react';
import { matchesShortcut } from '@/lib/shortcuts';

export interface ChatShortcutHandlers {
  onNewChat: () => void;
  onFocusComposer: () => void;
  /** Present only while a reply is being written. */
  onStop?: () => void;
  onPreviousChat: () => void;
  onNextChat: () => void;
}

/** Inside a dialog, popover or menu, Escape and the arrows are theirs. */
const inOverlay = (target: EventTarget | null) =>
  target instanceof Element &&
  target.closest('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null;

/**
 * The chat's keyboard shortcuts (lib/shortcuts.ts): new chat, focus the message box, stop the reply,
 * previous and next chat. They work from the message box too (Escape there stops a reply, as in the
 * best chat apps); plain Escape only while a reply is written, so it keeps its meaning otherwise.
 */
export function useChatShortcuts(handlers: ChatShortcutHandlers) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing || inOverlay(event.target)) return;
    let handler: (() => void) | undefined;
    if (matchesShortcut(event, 'newChat')) handler = handlers.onNewChat;
    else if (matchesShortcut(event, 'focusComposer')) handler = handlers.onFocusComposer;
    else if (matchesShortcut(event, 'stopReply')) handler = handlers.onStop;
    else if (matchesShortcut(event, 'previousChat')) handler = handlers.onPreviousChat;
    else if (matchesShortcut(event, 'nextChat')) handler = handlers.onNextChat;
    if (!handler) return;
    event.preventDefault();
    handler();
  });
  useEffect(() => {
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
