import type { Budget } from '@brief/contract/budgets';
import { DEFAULT_CURRENCY } from '@brief/contract/costs';
import { useStore } from '@nanostores/react';
import { Pencil, Plus, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useBudgets } from '@/features/admin/api/get-budgets';
import { BudgetDialog } from '@/features/admin/components/budget-dialog';
import { ListError, ListLoading } from '@/features/admin/components/list-states';
import { useLeadOnly } from '@/features/admin/hooks/use-lead-only';
import { adminBudgets } from '@/features/admin/i18n/en';
import { useFormat } from '@/i18n/format';
import { cn } from '@/lib/utils';

const SCOPE_LABEL = { customer: 'customer', team: 'team', user: 'user' } as const;

/**
 * The monthly budgets a reader may change (a lead: their teams' and those teams' customers'), each with
 * what it has spent this month as a bar; Set a budget, and a pencil per budget to raise or remove it.
 */
export function BudgetsPanel({ currency }: { currency?: string }) {
  const t = useStore(adminBudgets);
  const budgets = useBudgets();
  const leadOnly = useLeadOnly();
  // The budget being changed; 'new' for one being set.
  const [editing, setEditing] = useState<Budget | 'new' | null>(null);
  const shownCurrency = currency ?? budgets.data?.[0]?.currency ?? DEFAULT_CURRENCY;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Wallet aria-hidden="true" className="size-5 text-primary" />
          {t.title}
        </CardTitle>
        <CardDescription>{t.intro}</CardDescription>
        <CardAction>
          <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {t.add}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {budgets.isPending ? (
          <ListLoading label={t.loading} />
        ) : budgets.isError ? (
          <ListError title={t.couldNotLoad} error={budgets.error} onRetry={() => void budgets.refetch()} />
        ) : budgets.data.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">{t.none}</p>
        ) : (
          <ul className="divide-y" aria-label={t.title}>
            {budgets.data.map((budget) => (
              <BudgetRow
                key={`${budget.scope}-${budget.id ?? 'default'}`}
                budget={budget}
                // A lead may change their teams' budgets and customers', not people's.
                onEdit={leadOnly && budget.scope === 'user' ? null : () => setEditing(budget)}
              />
            ))}
          </ul>
        )}
        {leadOnly && <p className="pt-2 text-xs text-muted-foreground">{t.personBudgetsAdminsOnly}</p>}
      </CardContent>
      {editing !== null && (
        <BudgetDialog
          budget={editing === 'new' ? null : editing}
          currency={editing === 'new' ? shownCurrency : editing.currency}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      )}
    </Card>
  );
}

function BudgetRow({ budget, onEdit }: { budget: Budget; onEdit: (() => void) | null }) {
  const t = useStore(adminBudgets);
  const format = useFormat();
  const monthly = Number(budget.monthly);
  const spent = Number(budget.spent);
  const percent = monthly > 0 ? Math.round((spent / monthly) * 100) : spent > 0 ? 100 : 0;
  const over = spent > monthly;
  const name = budget.scope === 'user' && budget.id === null ? t.defaultPerPerson : budget.name;
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)_auto] sm:items-center sm:gap-4">
      <div className="min-w-0">
        <p className="truncate font-medium">{name}</p>
        <p className="text-xs text-muted-foreground">{t[SCOPE_LABEL[budget.scope]]}</p>
      </div>
      <div className="grid gap-1">
        <Progress
          value={Math.min(percent, 100)}
          aria-label={t.spentShare({ name, percent })}
          className={cn(percent >= 100 ? '[&>*]:bg-destructive' : percent >= 80 && '[&>*]:bg-amber-500')}
        />
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground tabular-nums">
          {t.spentOf({
            spent: format.money(budget.spent, budget.currency),
            monthly: format.money(budget.monthly, budget.currency),
          })}
          {over && (
            <Badge variant="destructive" className="font-normal">
              {t.overBy({ amount: format.money(spent - monthly, budget.currency) })}
            </Badge>
          )}
        </p>
      </div>
      {onEdit ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t.edit({ name })}
          onClick={onEdit}
          className="justify-self-end"
        >
          <Pencil aria-hidden="true" />
        </Button>
      ) : (
        <span />
      )}
    </li>
  );
}
