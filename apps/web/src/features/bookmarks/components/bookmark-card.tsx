import { ChevronDown, ChevronUp, MessageSquare, Trash2 } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LazyAssistantMarkdown } from '@/components/lazy-assistant-markdown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { BookmarkTint } from '@/features/bookmarks/utils/bookmark-tints';
import { formatDisplayDate } from '@/lib/chat-display';
import type { LocalBookmark } from '@/lib/storage/local-bookmarks';
import { cn } from '@/lib/utils';
import { useStore } from '@nanostores/react';
import { bookmarksTexts } from '@/features/bookmarks/i18n/en';
import { bookmarksMore } from '@/features/bookmarks/i18n/en';

/**
 * One saved reply: when it was saved, its customer, the reply as sanitised markdown (a long one folded
 * to the card's height with 'Show more'), a remove button and the way back to its chat.
 */
export function BookmarkCard({
  bookmark,
  tint,
  onRemove,
}: {
  bookmark: LocalBookmark;
  tint: BookmarkTint;
  onRemove: () => void;
}) {
  const tm = useStore(bookmarksMore);
  const tr = useStore(bookmarksTexts);
  const contentId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflowing, setOverflowing] = useState(false);

  // Only a reply taller than the folded card gets the toggle; measured while folded, as it resizes.
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content || expanded) return;
    const measure = () => setOverflowing(content.scrollHeight > content.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, [expanded, bookmark.content]);

  const folded = !expanded && overflowing;
  return (
    <li
      data-testid="bookmark"
      data-tint={tint.name}
      className={cn('flex min-w-0 flex-col rounded-xl border p-4 shadow-xs', tint.className)}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1 space-y-1.5">
          <time dateTime={bookmark.savedAt} className="block text-xs text-muted-foreground">
            {formatDisplayDate(bookmark.savedAt, 'dateTime')}
          </time>
          {bookmark.customerName && (
            <Badge variant="outline" className="max-w-full bg-background/70">
              <span className="truncate">{bookmark.customerName}</span>
            </Badge>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-1 size-8 text-muted-foreground hover:bg-background/60 hover:text-destructive"
          aria-label={tr.removeBookmark}
          title={tr.removeBookmark}
          onClick={onRemove}
        >
          <Trash2 />
        </Button>
      </div>
      <div
        id={contentId}
        ref={contentRef}
        data-testid="bookmark-content"
        className={cn(
          'mt-3 min-w-0',
          !expanded && 'max-h-72 overflow-hidden',
          folded && '[mask-image:linear-gradient(to_bottom,black_70%,transparent)]',
        )}
      >
        <LazyAssistantMarkdown text={bookmark.content} />
      </div>
      {(overflowing || bookmark.chatId) && (
        <div className="mt-auto flex items-center justify-between gap-2 pt-3">
          {overflowing ? (
            <Button
              variant="ghost"
              size="sm"
              className="-ml-2 hover:bg-background/60"
              aria-expanded={expanded}
              aria-controls={contentId}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
              {expanded ? tm.showLess : tm.showMore}
            </Button>
          ) : (
            <span />
          )}
          {bookmark.chatId && (
            <Button variant="ghost" size="sm" className="-mr-2 hover:bg-background/60" asChild>
              <Link to={`/chat-v2?sessionId=${encodeURIComponent(bookmark.chatId)}`}>
                <MessageSquare aria-hidden="true" />
                {tr.openChat}
              </Link>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
