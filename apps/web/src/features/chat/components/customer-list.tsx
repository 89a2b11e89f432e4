import type { Customer } from '@/lib/chats/get-customers';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { useStore } from '@nanostores/react';
import { chatTexts } from '@/features/chat/i18n/en';

/** The chosen team's customers, one chosen at a time. */
export function CustomerList({
  hasTeam,
  customers,
  loading,
  selected,
  onSelect,
}: {
  hasTeam: boolean;
  customers: readonly Customer[];
  loading: boolean;
  selected: Customer | null;
  onSelect: (customer: Customer) => void;
}) {
  const tr = useStore(chatTexts);
  if (!hasTeam) {
    return <p className="px-1 text-sm text-muted-foreground">{tr.selectATeamFirstTo}</p>;
  }
  if (loading) {
    return (
      <div className="space-y-2 px-1" aria-label={tr.loadingCustomers}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-8" />
        ))}
      </div>
    );
  }
  if (customers.length === 0) {
    return <p className="px-1 text-sm text-muted-foreground">{tr.noCustomersAvailableForThis}</p>;
  }
  // The chosen customer is matched by name: ids are made locally and may differ between lists.
  const value = customers.find((customer) => customer.name === selected?.name)?.id ?? '';
  return (
    <RadioGroup
      aria-label={tr.customers}
      value={value}
      onValueChange={(id) => {
        const customer = customers.find((candidate) => candidate.id === id);
        if (customer) onSelect(customer);
      }}
      // One column as wide as the list: a long name is cut with an ellipsis instead of widening it.
      className="grid-cols-1 gap-1"
    >
      {customers.map((customer) => {
        const id = `customer-option-${customer.id}`;
        return (
          <label
            key={customer.id}
            htmlFor={id}
            title={customer.name}
            className="flex min-w-0 cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm transition-colors hover:bg-accent has-[[data-state=checked]]:bg-secondary has-[[data-state=checked]]:font-medium"
          >
            <RadioGroupItem id={id} value={customer.id} />
            <span className="truncate">{customer.name}</span>
          </label>
        );
      })}
    </RadioGroup>
  );
}
