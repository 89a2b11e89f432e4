import type { ChatSummary } from '@brief/contract/chats';
import { useStore } from '@nanostores/react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { CustomerChatPage } from '@/features/customer/api/get-customer-chats';
import { CustomerSection, SectionNote } from '@/features/customer/components/customer-section';
import { customerTexts } from '@/features/customer/i18n/en';
import { useFormat } from '@/i18n/format';
import { chatDisplayTitle, parseDisplayDate } from '@/lib/chat-display';

/** What the list reads of its infinite query. */
type ChatPages<T> = {
  data: { pages: CustomerChatPage<T>[] } | undefined;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * A list of chats about the customer, newest first, a page at a time ("Load more"): the user's own, or
 * those shared with them. Each row opens its chat.
 */
export function CustomerChatList<T extends ChatSummary>({
  icon,
  title,
  empty,
  testId,
  query,
  linkOf,
  detailOf,
}: {
  icon: LucideIcon;
  title: string;
  empty: string;
  testId: string;
  query: ChatPages<T>;
  /** Where a row leads. */
  linkOf: (chat: T) => string;
  /** A second line under the title (who shared it), if any. */
  detailOf?: (chat: T) => string;
}) {
  const t = useStore(customerTexts);
  const format = useFormat();
  const chats = query.data?.pages.flatMap((page) => page.chats) ?? [];
  return (
    <CustomerSection icon={icon} title={title} hint={t.newestFirst} testId={testId}>
      {query.isPending ? (
        <SectionNote kind="loading">{t.loadingChats}</SectionNote>
      ) : query.isError && chats.length === 0 ? (
        <SectionNote kind="error">{t.couldNotLoadChats}</SectionNote>
      ) : chats.length === 0 ? (
        <SectionNote kind="empty">{empty}</SectionNote>
      ) : (
        <ul className="divide-y rounded-md border" aria-label={title}>
          {chats.map((chat) => {
            const updated = parseDisplayDate(chat.lastUpdateTime);
            const chatTitle = chatDisplayTitle(chat);
            return (
              <li key={chat.id} data-testid="customer-chat-row">
                <Link
                  to={linkOf(chat)}
                  className="block space-y-0.5 px-3 py-2 transition-colors outline-none hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="block truncate text-sm font-medium" title={chatTitle}>
                    {chatTitle}
                  </span>
                  {detailOf && (
                    <span className="block truncate text-xs text-muted-foreground">{detailOf(chat)}</span>
                  )}
                  {updated && (
                    <span className="block text-xs text-muted-foreground">
                      {format.date(updated, 'dateTime')}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="w-full"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t.loadingMore : t.loadMore}
        </Button>
      )}
    </CustomerSection>
  );
}
