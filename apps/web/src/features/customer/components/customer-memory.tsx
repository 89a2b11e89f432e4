import type { CustomerMemory as MemoryFact } from '@brief/contract/customer-memory';
import { useStore } from '@nanostores/react';
import { Brain } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useCustomerMemory } from '@/features/customer/api/get-customer-memory';
import { CustomerSection, SectionNote } from '@/features/customer/components/customer-section';
import { customerTexts } from '@/features/customer/i18n/en';
import { pendingProposals } from '@/features/customer/utils/memory-lists';
import { useFormat } from '@/i18n/format';
import { parseDisplayDate } from '@/lib/chat-display';

/**
 * What the team remembers about the customer: the approved facts (who approved each, when), then the
 * caller's own proposals that are not approved, with what became of them.
 */
export function CustomerMemory({
  userId,
  customerId,
  customerName,
}: {
  userId: string;
  customerId: string;
  customerName: string;
}) {
  const t = useStore(customerTexts);
  const format = useFormat();
  const memory = useCustomerMemory(userId, customerId, true);
  const when = (value: string | null) => {
    const date = parseDisplayDate(value);
    return date === null ? '' : format.date(date, 'date');
  };
  const statusText = (fact: MemoryFact) => t[fact.status];

  if (memory.isPending || memory.isError) {
    return (
      <CustomerSection icon={Brain} title={t.memory} hint={t.memoryHint} testId="customer-memory">
        <SectionNote kind={memory.isPending ? 'loading' : 'error'}>
          {memory.isPending ? t.loadingMemory : t.couldNotLoadMemory}
        </SectionNote>
      </CustomerSection>
    );
  }
  const { approved } = memory.data;
  const mine = pendingProposals(memory.data);
  return (
    <CustomerSection icon={Brain} title={t.memory} hint={t.memoryHint} testId="customer-memory">
      {approved.length === 0 ? (
        <SectionNote kind="empty">{t.noMemoryYet({ customer: customerName })}</SectionNote>
      ) : (
        <ul className="space-y-2" aria-label={t.memory}>
          {approved.map((fact) => (
            <li key={fact.id} className="rounded-md border bg-muted/30 px-3 py-2">
              <p className="text-sm break-words whitespace-pre-wrap">{fact.text}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {t.approvedBy({ name: fact.reviewedBy?.name ?? '—', date: when(fact.reviewedAt) })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {mine.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t.yourProposals}
          </h3>
          <ul className="space-y-2" aria-label={t.yourProposals}>
            {mine.map((fact) => (
              <li key={fact.id} className="rounded-md border border-dashed px-3 py-2">
                <p className="text-sm break-words whitespace-pre-wrap">{fact.text}</p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <Badge variant={fact.status === 'rejected' ? 'destructive' : 'secondary'}>
                    {statusText(fact)}
                  </Badge>
                  <span>{when(fact.proposedAt)}</span>
                  {fact.reason && (
                    <span className="break-words">{t.rejectedBecause({ reason: fact.reason })}</span>
                  )}
                </p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </CustomerSection>
  );
}
