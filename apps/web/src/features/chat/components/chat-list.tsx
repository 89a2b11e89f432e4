import { Loader2, MessageSquare, Star, Trash2 } from 'lucide-react';
import { ReplyRunningMark } from '@/components/reply-running-mark';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { ListedChat } from '@/features/chat/hooks/use-chat-list';
import { formatDisplayDate } from '@/lib/chat-display';
import { cn } from '@/lib/utils';
import { useStore } from '@nanostores/react';
import { chatTexts } from '@/features/chat/i18n/en';
import { chatMore } from '@/features/chat/i18n/en';
import { chatLabels } from '@/features/chat/i18n/en';
import { labelIn } from '@/i18n/core';

/** The hover text that tells chats of the same title apart: title, customer, date and time. */
function describe(chat: ListedChat): string {
  const when = formatDisplayDate(chat.lastUpdateTime, 'dateTime');
  return [chat.title, chat.customerName, when].filter(Boolean).join(' · ');
}

/** The user's chats in the sidebar: open one, or delete it after a confirmation. */
export function ChatList({
  chats,
  currentId,
  loading,
  hasMore,
  loadingMore,
  onLoadMore,
  onOpen,
  onDelete,
}: {
  chats: readonly ListedChat[];
  currentId: string | null;
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (chat: ListedChat) => void;
  onDelete: (chat: ListedChat) => void;
}) {
  const tm = useStore(chatMore);
  const tr = useStore(chatTexts);
  const [pendingDelete, setPendingDelete] = useState<ListedChat | null>(null);

  if (loading) {
    return (
      <div className="space-y-2" aria-label={tr.loadingChats}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-8" />
        ))}
      </div>
    );
  }
  if (chats.length === 0) {
    return <p className="px-1 text-sm text-muted-foreground">{tr.noChatsYet}</p>;
  }

  return (
    <>
      <ul className="space-y-0.5" aria-label={tr.yourChats}>
        {chats.map((chat) => {
          const current = chat.id === currentId;
          return (
            <li
              key={chat.id}
              className={cn(
                'group flex items-center gap-1 rounded-md pr-1 transition-colors hover:bg-accent',
                current && 'bg-secondary hover:bg-secondary',
              )}
            >
              <button
                type="button"
                onClick={() => onOpen(chat)}
                aria-current={current ? 'true' : undefined}
                title={describe(chat)}
                className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
              >
                <MessageSquare aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
                <span className={cn('truncate', current && 'font-medium text-secondary-foreground')}>
                  {labelIn(chatLabels.get(), chat.title)}
                </span>
                {chat.running === true && <ReplyRunningMark compact />}
                {chat.favorite && (
                  <Star aria-label={tr.favorite} className="size-3 shrink-0 fill-amber-400 text-amber-500" />
                )}
              </button>
              <Button
                variant="ghost"
                size="icon"
                className="size-7 text-muted-foreground hover:text-destructive"
                aria-label={tm.deleteChat({ title: chat.title })}
                onClick={() => setPendingDelete(chat)}
              >
                <Trash2 className="size-3.5" />
              </Button>
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <Button variant="ghost" size="sm" className="mt-1 w-full" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore && <Loader2 aria-hidden="true" className="animate-spin" />}
          {tr.showOlderChats}
        </Button>
      )}
      <AlertDialog open={pendingDelete !== null} onOpenChange={(open) => !open && setPendingDelete(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{tr.deleteThisChat}</AlertDialogTitle>
            <AlertDialogDescription>
              “{pendingDelete?.title}
              {tr.andAllItsMessagesWill}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{tr.cancel}</AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive text-white hover:bg-destructive/90"
              onClick={() => {
                if (pendingDelete) onDelete(pendingDelete);
              }}
            >
              {tr.delete}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
