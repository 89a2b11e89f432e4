import { Building2, Check, Info, Loader2, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { filterCustomers } from '@/features/wizard/utils/customer-search';
import type { Customer } from '@/lib/chats/get-customers';
import { cn } from '@/lib/utils';
import { useStore } from '@nanostores/react';
import { wizardTexts } from '@/features/wizard/i18n/en';
import { wizardMore } from '@/features/wizard/i18n/en';

/** Step 2 'Choose Customer': the chosen team's customers, searchable by name or description. */
export function CustomerStep({
  hasTeam,
  customers,
  loading,
  failed,
  selectedId,
  onSelect,
  pageOf,
}: {
  hasTeam: boolean;
  customers: readonly Customer[];
  loading: boolean;
  failed: boolean;
  selectedId: string | null;
  onSelect: (customer: Customer) => void;
  /** The customer's page: a link beside its card, apart from choosing it. */
  pageOf?: (customer: Customer) => string | undefined;
}) {
  const tm = useStore(wizardMore);
  const tr = useStore(wizardTexts);
  const [query, setQuery] = useState('');
  const shown = filterCustomers(customers, query);

  let list;
  if (!hasTeam) {
    list = <Notice title={tr.noAgentSelected} text={tr.goBackAndSelectA} />;
  } else if (loading) {
    list = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {tr.loadingCustomers}
      </p>
    );
  } else if (failed) {
    list = <Notice title={tr.failedToLoadCustomers} text={tr.pleaseTryAgainInA} />;
  } else if (customers.length === 0) {
    list = <Notice title={tr.noCustomersAvailable} text={tr.thisTeamHasNoCustomers} />;
  } else if (shown.length === 0) {
    list = <Notice title={tm.noCustomersFoundMatching({ value: query.trim() })} text={tr.tryAnotherName} />;
  } else {
    list = (
      <ul aria-label={tr.customers} className="grid gap-2 sm:grid-cols-2">
        {shown.map((customer) => {
          const selected = customer.id === selectedId;
          const page = pageOf?.(customer);
          return (
            <li key={customer.id} className="min-w-0 space-y-1">
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(customer)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-lg border bg-card px-4 py-3 text-left transition-colors hover:border-primary/60 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  selected && 'border-primary bg-primary/5',
                )}
              >
                <span className="grid size-8 shrink-0 place-items-center rounded-full bg-secondary text-primary">
                  {selected ? (
                    <Check aria-hidden="true" className="size-4" />
                  ) : (
                    <Building2 aria-hidden="true" className="size-4" />
                  )}
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-medium">{customer.name}</span>
                  {customer.description && (
                    <span className="block truncate text-sm text-muted-foreground">
                      {customer.description}
                    </span>
                  )}
                </span>
              </button>
              {page && (
                <Link
                  to={page}
                  aria-label={tm.aboutCustomer({ name: customer.name })}
                  className="ml-auto flex w-fit items-center gap-1 rounded-sm px-1 text-xs text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Info aria-hidden="true" className="size-3" />
                  {tm.aboutThisCustomer}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <h2 className="text-lg font-semibold">{tr.chooseCustomer}</h2>
        <Badge variant="secondary" aria-label={tm.customerCount(shown.length)}>
          {shown.length}
        </Badge>
      </div>
      {hasTeam && (
        <div className="relative">
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label={tr.searchCustomers}
            placeholder={tr.searchCustomers2}
            className="pl-9"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      )}
      {list}
    </div>
  );
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-lg border border-dashed px-4 py-8 text-center">
      <p className="font-medium">{title}</p>
      <p className="mt-1 text-sm text-muted-foreground">{text}</p>
    </div>
  );
}
