import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { MessageItem, type MessageActions } from '@/features/chat/components/message-item';
import type { ClientMessage } from '@/features/chat/utils/chat-message';

/** Within this many pixels of the end counts as "at the bottom": new text keeps it there. */
const STICK_DISTANCE = 80;

/**
 * The stored messages of a chat, of which only those on screen are rendered (a chat may hold
 * thousands), then `footer`: the message being sent, the reply being written and the follow-ups.
 * While the reader is at the bottom it stays there as replies stream in.
 */
export function MessageList({
  messages,
  footer,
  editingId,
  canEdit,
  actions,
  stickSignal,
}: {
  messages: readonly ClientMessage[];
  footer: ReactNode;
  editingId: string | null;
  canEdit: (message: ClientMessage) => boolean;
  actions: MessageActions;
  /** Changes when the user sends: the list goes back to the bottom even if scrolled up. */
  stickSignal: string | null;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const stuck = useRef(true);
  const [showJump, setShowJump] = useState(false);

  // TanStack Virtual keeps its own mutable state; this component is simply not memoised by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 140,
    overscan: 6,
    paddingStart: 16,
    getItemKey: (index) => messages[index]?.id ?? index,
    useFlushSync: false,
  });

  const scrollToBottom = useCallback(() => {
    const scroller = scrollRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, []);

  // Whatever grows (a streamed word, a measured message, a loaded image), follow it while stuck.
  useEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const observer = new ResizeObserver(() => {
      if (stuck.current) scrollToBottom();
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [scrollToBottom]);

  useEffect(() => {
    if (stickSignal === null) return;
    stuck.current = true;
    setShowJump(false);
    scrollToBottom();
  }, [stickSignal, scrollToBottom]);

  // Only the reader scrolling up lets go of the bottom: growth of the content (which also moves the
  // distance to the end) must not, or a fast stream would outrun the scroll events.
  const lastTop = useRef(0);
  const onScroll = () => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const distance = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
    if (distance < STICK_DISTANCE) stuck.current = true;
    else if (scroller.scrollTop < lastTop.current) stuck.current = false;
    lastTop.current = scroller.scrollTop;
    setShowJump(!stuck.current);
  };

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scrollRef}
        onScroll={onScroll}
        role="region"
        aria-label="Messages"
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
                  ref={virtualizer.measureElement}
                  className="absolute top-0 left-0 w-full"
                  style={{ transform: `translateY(${row.start}px)` }}
                >
                  <MessageItem
                    message={message}
                    editing={editingId === message.id}
                    canEdit={canEdit(message)}
                    actions={actions}
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
          Latest messages
        </Button>
      )}
    </div>
  );
}
