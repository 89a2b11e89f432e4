import { AlertCircle, Loader2, SearchX } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { useSearchChats } from '@/lib/chats/search-chats';
import { ChatListSkeleton } from '@/features/library/components/chat-list-skeleton';
import { ChatRow } from '@/features/library/components/chat-row';
import { useChatRowActions } from '@/features/library/hooks/use-chat-row-actions';
import { useStore } from '@nanostores/react';
import { libraryTexts } from '@/features/library/i18n/en';
import { libraryMore } from '@/features/library/i18n/en';

/** The flat list of chats matching the library's search box. */
export function ChatSearchResults({ userId, query }: { userId: string | null; query: string }) {
  const tm = useStore(libraryMore);
  const tr = useStore(libraryTexts);
  const results = useSearchChats(userId, query);
  const actions = useChatRowActions(userId ?? '');
  const text = query.trim();

  if (userId === null) {
    return <p className="text-muted-foreground">{tr.pleaseLogInToView}</p>;
  }
  if (results.isPending) return <ChatListSkeleton label={tr.searchingChats} />;
  if (results.isError) {
    return (
      <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
        <AlertCircle aria-hidden="true" className="size-4" /> {tr.failedToLoadChats}
      </p>
    );
  }
  const chats = results.data;
  if (chats.length === 0) {
    return <EmptyState icon={SearchX} title={tm.noChatsMatch({ text })} />;
  }
  return (
    <section aria-label={tr.searchResults} className="space-y-2">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        {chats.length === 1 ? '1 chat matches' : `${chats.length} chats match`} {tr.text}
        {text}
        {tr.text2}
        {results.isFetching && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
      </p>
      <ul className="space-y-2">
        {chats.map((chat) => (
          <ChatRow key={chat.id} chat={chat} snippet={chat.match} actions={actions} />
        ))}
      </ul>
    </section>
  );
}
