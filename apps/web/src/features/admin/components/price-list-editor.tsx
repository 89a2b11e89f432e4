import type { PriceList } from '@brief/contract/costs';
import { COST_LIMITS } from '@brief/contract/costs';
import { useStore } from '@nanostores/react';
import { Loader2, Tags } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { usePrices } from '@/features/admin/api/get-prices';
import { useSavePrices } from '@/features/admin/api/save-prices';
import { ListError, ListLoading } from '@/features/admin/components/list-states';
import { PriceRows } from '@/features/admin/components/price-rows';
import { adminCosts } from '@/features/admin/i18n/en';
import { adminErrorMessage } from '@/features/admin/utils/admin-errors';
import {
  draftField,
  priceDraftOf,
  toPriceList,
  type PriceListDraft,
  type PriceProblem,
} from '@/features/admin/utils/price-list-draft';
import { toast } from '@/hooks/use-toast';
import { formatNumber } from '@/i18n/format';
import { ApiError } from '@/lib/api-client';

type Texts = ReturnType<typeof adminCosts.get>;

function problemText(problem: PriceProblem, t: Texts): string {
  switch (problem) {
    case 'currency':
      return t.currencyInvalid;
    case 'missing':
      return t.nameMissing;
    case 'price_missing':
      return t.priceMissing;
    case 'price_invalid':
      return t.priceInvalid;
    case 'price_too_high':
      return t.priceTooHigh({ limit: formatNumber(COST_LIMITS.price) });
    case 'repeated':
      return t.repeatedModel;
  }
}

/** The admins' price list: the currency and a price per provider and model, per million tokens. */
export function PriceListEditor() {
  const t = useStore(adminCosts);
  const prices = usePrices();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Tags aria-hidden="true" className="size-5 text-primary" />
          {t.prices}
        </CardTitle>
        <CardDescription>{t.pricesIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        {prices.isPending ? (
          <ListLoading label={t.loadingPrices} />
        ) : prices.isError ? (
          <ListError
            title={t.couldNotLoadPrices}
            error={prices.error}
            onRetry={() => void prices.refetch()}
          />
        ) : (
          <PriceListForm prices={prices.data} />
        )}
      </CardContent>
    </Card>
  );
}

function PriceListForm({ prices }: { prices: PriceList }) {
  const t = useStore(adminCosts);
  const id = useId();
  const save = useSavePrices();
  const [draft, setDraft] = useState<PriceListDraft>(() => priceDraftOf(prices));
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change = (next: PriceListDraft) => {
    setDraft(next);
    setMessages({});
    setFormError(null);
  };

  const submit = () => {
    const result = toPriceList(draft);
    if ('problems' in result) {
      setMessages(
        Object.fromEntries(
          Object.entries(result.problems).map(([path, problem]) => [path, problemText(problem, t)]),
        ),
      );
      setFormError(t.fixFirst);
      return;
    }
    save.mutate(result.list, {
      onSuccess: (saved) => {
        toast({ title: adminCosts.get().pricesSaved });
        setDraft(priceDraftOf(saved));
      },
      onError: (error) => {
        const message = adminErrorMessage(error);
        const path = error instanceof ApiError ? draftField(error.field) : null;
        if (path !== null) setMessages({ [path]: message });
        setFormError(`${adminCosts.get().couldNotSavePrices}: ${message}`);
      },
    });
  };

  const currencyProblem = messages.currency;
  return (
    <form
      noValidate
      aria-label={t.prices}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-currency`}>{t.currency}</Label>
        <Input
          id={`${id}-currency`}
          value={draft.currency}
          maxLength={3}
          autoCapitalize="characters"
          aria-invalid={currencyProblem !== undefined}
          aria-describedby={`${id}-currency-hint`}
          onChange={(event) => change({ ...draft, currency: event.target.value })}
          className="w-24 uppercase"
        />
        <p
          id={`${id}-currency-hint`}
          className={currencyProblem ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}
        >
          {currencyProblem ?? t.currencyHint}
        </p>
      </div>
      <PriceRows rows={draft.rows} messages={messages} onChange={(rows) => change({ ...draft, rows })} />
      {formError && (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
          {t.savePrices}
        </Button>
      </div>
    </form>
  );
}
