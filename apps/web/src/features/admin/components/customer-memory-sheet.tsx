import { memoryStatuses, type MemoryStatus } from '@brief/contract/customer-memory';
import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { waitingLabel } from '@/features/admin/api/get-customer-memory';
import { MemoryList } from '@/features/admin/components/memory-list';
import { adminMemory } from '@/features/admin/i18n/en';

const TABS: readonly { status: MemoryStatus; label: 'waiting' | 'approved' | 'rejected' | 'retired' }[] = [
  { status: 'proposed', label: 'waiting' },
  { status: 'approved', label: 'approved' },
  { status: 'rejected', label: 'rejected' },
  { status: 'retired', label: 'retired' },
];

/**
 * A customer's memory for review, in a sheet: the proposals waiting (opened first), the approved facts,
 * and the rejected and retired ones, which stay listed: nothing is deleted.
 */
export function CustomerMemorySheet({
  teamId,
  customerId,
  customerName,
  waiting,
  trigger,
}: {
  teamId: string;
  customerId: string;
  customerName: string;
  /** Proposals waiting, when known. */
  waiting: number | undefined;
  trigger: ReactNode;
}) {
  const t = useStore(adminMemory);
  const [tab, setTab] = useState<MemoryStatus>('proposed');
  return (
    <Sheet onOpenChange={(open) => open && setTab('proposed')}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent side="right" className="w-full max-w-full sm:max-w-xl">
        <div className="border-b py-4 pr-12 pl-5">
          <SheetTitle className="break-words">{t.memoryOf({ name: customerName })}</SheetTitle>
          <SheetDescription className="text-xs">{t.description}</SheetDescription>
        </div>
        <Tabs
          value={tab}
          onValueChange={(value) => {
            const status = memoryStatuses.find((known) => known === value);
            if (status) setTab(status);
          }}
          className="min-h-0 flex-1 gap-0"
        >
          <div className="px-5 pt-4">
            {/* Four tabs do not fit a phone's width in Spanish: two rows of two there. */}
            <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:flex sm:h-10 sm:gap-0">
              {TABS.map(({ status, label }) => (
                <TabsTrigger
                  key={status}
                  value={status}
                  className="h-8 px-2 sm:h-full sm:px-3"
                  aria-label={
                    status === 'proposed' && waiting !== undefined && waiting > 0
                      ? `${t[label]} (${t.waitingCount(waiting)})`
                      : undefined
                  }
                >
                  {t[label]}
                  {status === 'proposed' && waiting !== undefined && waiting > 0 && (
                    <>
                      <Badge aria-hidden="true" className="px-1.5">
                        {waitingLabel(waiting)}
                      </Badge>
                    </>
                  )}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {TABS.map(({ status }) => (
            <TabsContent key={status} value={status} className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
              <MemoryList teamId={teamId} customerId={customerId} status={status} />
            </TabsContent>
          ))}
        </Tabs>
      </SheetContent>
    </Sheet>
  );
}
