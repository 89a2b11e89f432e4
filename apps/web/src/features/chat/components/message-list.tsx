import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { MessageItem, type MessageActions } from '@/features/chat/components/message-item';
import type { ClientMessage } from '@/features/chat/utils/chat-message';
import { useStore } from '@nanostores/react';
import { chatTexts } from '@/features/chat/i18n/en';

/** Within this many pixels of the end counts as "at the bottom": new text keeps it there. */
const STICK_DISTANCE = 80;
/** A scroll this soon after the reader's wheel, touch or key is the reader's. */
const USER_SCROLL_WINDOW = 400;
/** A message's height until it is measured. */
const ESTIMATED_ROW_HEIGHT = 140;
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/**
 * The stored messages of a chat, of which only those on screen are rendered (a chat may hold
 * thousands), then `footer`: the message being sent, the reply being written and the follow-ups.
 * It opens at the end. While the reader is at the bottom it stays there as replies stream in; once they
 * scroll up it stays where they are and offers "Jump to latest". A message being edited stays where it
 * was as its row grows into the edit box, and the box's buttons are brought into view. A user message
 * whose other version is chosen stays where it was while the exchanges after it change.
 */
export function MessageList({
  messages,
  footer,
  editingId,
  canEdit,
  canRegenerate,
  isSaved,
  actions,
  stickSignal,
}: {
  messages: readonly ClientMessage[];
  footer: ReactNode;
  editingId: string | null;
  canEdit: (message: ClientMessage) => boolean;
  /** The reply can be written again (the chat's last, nothing running). */
  canRegenerate: (message: ClientMessage) => boolean;
  /** The reply is among the bookmarks. */
  isSaved: (message: ClientMessage) => boolean;
  actions: MessageActions;
  /** Changes when the user sends: the list goes back to the bottom even if scrolled up. */
  stickSignal: string | null;
}) {
  const tr = useStore(chatTexts);
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const stuck = useRef(true);
  const [showJump, setShowJump] = useState(false);

  // TanStack Virtual keeps its own mutable state; this component is simply not memoised by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    // It opens at the end: its first render holds the last messages, not the first ones a scroll replaces.
    initialOffset: () => messages.length * ESTIMATED_ROW_HEIGHT,
    overscan: 6,
    paddingStart: 16,
    getItemKey: (index) => messages[index]?.id ?? index,
    useFlushSync: false,
  });

  const scrollToBottom = useCallback(() => {
    const scroller = scrollRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, []);

  // The row held in place (the message being edited, or the user message whose version was chosen),
  // and how far below the list's top edge it was when that began.
  const anchor = useRef<{ selector: string; top: number } | null>(null);
  const rowOf = useCallback((selector: string) => {
    const scroller = scrollRef.current;
    const row = scroller?.querySelector<HTMLElement>(selector);
    return scroller && row ? { scroller, row } : null;
  }, []);
  /** Puts the held row back, then scrolls just enough to show its end (an edit box's buttons). */
  const keepAnchor = useCallback(() => {
    const kept = anchor.current;
    const found = kept && rowOf(kept.selector);
    if (!kept || !found) return;
    const { scroller, row } = found;
    const top = () => row.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    scroller.scrollTop += top() - kept.top;
    const overflow = row.getBoundingClientRect().bottom - scroller.getBoundingClientRect().bottom;
    if (overflow > 0) scroller.scrollTop += overflow;
    kept.top = top();
  }, [rowOf]);
  /** Holds the row `selector` finds where it is now; false when it is not on screen. */
  const hold = useCallback(
    (selector: string) => {
      const found = rowOf(selector);
      if (!found) return false;
      anchor.current = {
        selector,
        top: found.row.getBoundingClientRect().top - found.scroller.getBoundingClientRect().top,
      };
      return true;
    },
    [rowOf],
  );
  useLayoutEffect(() => {
    if (editingId === null) {
      anchor.current = null;
      return;
    }
    // The row has its edit box but has not been re-measured yet: its top is still where it was.
    if (hold(`[data-message-id="${CSS.escape(editingId)}"]`)) stuck.current = false;
  }, [editingId, hold]);
  // The virtualiser re-measures the taller row and moves the rows after it (a render of this list).
  useLayoutEffect(keepAnchor);

  // Opening a chat lands at its end, before the first paint.
  useLayoutEffect(scrollToBottom, [scrollToBottom]);

  // Whatever grows (a streamed word, a measured message, a loaded image), follow it while stuck.
  useEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const observer = new ResizeObserver(() => {
      if (anchor.current) keepAnchor();
      else if (stuck.current) scrollToBottom();
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [scrollToBottom, keepAnchor]);

  useEffect(() => {
    if (stickSignal === null) return;
    anchor.current = null;
    stuck.current = true;
    setShowJump(false);
    scrollToBottom();
  }, [stickSignal, scrollToBottom]);

  // A user message's other version is another message (another id) in the same place, followed by other
  // exchanges: its place in the list is held, not its id, until the reader scrolls or sends.
  const { onSelectVersion } = actions;
  const listActions = useMemo<MessageActions>(() => {
    if (!onSelectVersion) return actions;
    return {
      ...actions,
      onSelectVersion: async (message, version) => {
        const index = rowOf(`[data-message-id="${CSS.escape(message.id)}"]`)?.row.dataset.index;
        const selector = `[data-message-id][data-index="${index ?? ''}"]`;
        const wasStuck = stuck.current;
        const held = message.role === 'user' && index !== undefined && hold(selector);
        if (held) stuck.current = false;
        const shown = await onSelectVersion(message, version);
        if (held && !shown && anchor.current?.selector === selector) {
          anchor.current = null;
          stuck.current = wasStuck;
        }
        return shown;
      },
    };
  }, [actions, onSelectVersion, rowOf, hold]);

  // Only the reader lets go of the bottom (wheel, touch, keys, the scroll bar). Scroll events alone
  // cannot tell: content that shrinks and grows again as a reply is measured moves the position too.
  const lastInput = useRef(0);
  const pointerHeld = useRef(false);
  const markInput = () => {
    lastInput.current = performance.now();
    // The reader scrolls on their own: the edited message is no longer held in place.
    anchor.current = null;
  };
  useEffect(() => {
    const release = () => {
      pointerHeld.current = false;
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, []);
  const onScroll = () => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const distance = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
    const byReader = pointerHeld.current || performance.now() - lastInput.current < USER_SCROLL_WINDOW;
    if (distance < STICK_DISTANCE) stuck.current = true;
    else if (byReader) stuck.current = false;
    setShowJump(!stuck.current);
  };

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scrollRef}
        onScroll={onScroll}
        onWheel={markInput}
        onTouchMove={markInput}
        onKeyDown={(event) => {
          if (SCROLL_KEYS.has(event.key)) markInput();
        }}
        onPointerDown={(event) => {
          // Only a press on the scroll bar itself: clicks on messages are not scrolling.
          if (event.target !== event.currentTarget) return;
          pointerHeld.current = true;
          anchor.current = null;
        }}
        role="region"
        aria-label={tr.messages}
        tabIndex={0}
        data-testid="message-list"
        className="h-full overflow-y-auto overscroll-contain outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
      >
        <div ref={contentRef} className="mx-auto w-full max-w-4xl pb-4">
          <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((row) => {
              const message = messages[row.index];
              if (!message) return null;
              return (
                <div
                  key={row.key}
                  data-index={row.index}
                  data-message-id={message.id}
                  ref={virtualizer.measureElement}
                  className="absolute top-0 left-0 w-full"
                  style={{ transform: `translateY(${row.start}px)` }}
                >
                  <MessageItem
                    message={message}
                    editing={editingId === message.id}
                    canEdit={canEdit(message)}
                    canRegenerate={canRegenerate(message)}
                    saved={isSaved(message)}
                    actions={listActions}
                  />
                </div>
              );
            })}
          </div>
          {footer}
        </div>
      </div>
      {showJump && (
        <Button
          variant="outline"
          size="sm"
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-md"
          onClick={() => {
            stuck.current = true;
            setShowJump(false);
            scrollToBottom();
          }}
        >
          <ArrowDown aria-hidden="true" />
          {tr.jumpToLatest}
        </Button>
      )}
    </div>
  );
}
