import type { MemoryStatus } from '@brief/contract/customer-memory';
import { useStore } from '@nanostores/react';
import { Archive, Ban, BookCheck, Inbox } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { useCustomerMemory } from '@/features/admin/api/get-customer-memory';
import { useReviewMemory } from '@/features/admin/api/review-memory';
import { ListError, ListLoading, LoadMoreButton } from '@/features/admin/components/list-states';
import { MemoryFact, type MemoryReview } from '@/features/admin/components/memory-fact';
import { adminMemory } from '@/features/admin/i18n/en';
import { toastAdminError } from '@/features/admin/utils/admin-errors';
import { toast } from '@/hooks/use-toast';

type Texts = ReturnType<typeof adminMemory.get>;

const EMPTY: Record<MemoryStatus, { icon: typeof Inbox; title: keyof Texts; hint?: keyof Texts }> = {
  proposed: { icon: Inbox, title: 'noneWaiting', hint: 'noneWaitingHint' },
  approved: { icon: BookCheck, title: 'noneApproved', hint: 'noneApprovedHint' },
  rejected: { icon: Ban, title: 'noneRejected' },
  retired: { icon: Archive, title: 'noneRetired' },
};

const DONE: Record<MemoryReview['status'], 'approvedToast' | 'rejectedToast' | 'retiredToast'> = {
  approved: 'approvedToast',
  rejected: 'rejectedToast',
  retired: 'retiredToast',
};

/** The customer's facts of one status, newest first, a page at a time, each with what may be done to it. */
export function MemoryList({
  teamId,
  customerId,
  status,
}: {
  teamId: string;
  customerId: string;
  status: MemoryStatus;
}) {
  const t = useStore(adminMemory);
  const memory = useCustomerMemory(teamId, customerId, status);
  const review = useReviewMemory(teamId, customerId);

  if (memory.isPending) return <ListLoading label={t.loading} />;
  if (memory.isError) {
    return <ListError title={t.couldNotLoad} error={memory.error} onRetry={() => void memory.refetch()} />;
  }
  const facts = memory.data.pages.flatMap((page) => page.facts);
  if (facts.length === 0) {
    const empty = EMPTY[status];
    return (
      <EmptyState
        icon={empty.icon}
        title={String(t[empty.title])}
        description={empty.hint ? String(t[empty.hint]) : undefined}
      />
    );
  }

  const onReview = (memoryId: string) => (decision: MemoryReview) =>
    review.mutateAsync(
      { memoryId, review: decision },
      {
        onSuccess: () => toast({ title: adminMemory.get()[DONE[decision.status]] }),
        onError: (error) => toastAdminError(adminMemory.get().couldNotReview, error),
      },
    );

  return (
    <div className="space-y-2">
      <ul
        aria-label={t[status === 'proposed' ? 'waiting' : status]}
        className="divide-y rounded-lg border bg-card"
      >
        {facts.map((fact) => (
          <MemoryFact
            key={fact.id}
            fact={fact}
            pending={review.isPending && review.variables.memoryId === fact.id}
            onReview={onReview(fact.id)}
          />
        ))}
      </ul>
      <LoadMoreButton
        hasMore={memory.hasNextPage}
        loading={memory.isFetchingNextPage}
        onLoadMore={() => void memory.fetchNextPage()}
      />
    </div>
  );
}
