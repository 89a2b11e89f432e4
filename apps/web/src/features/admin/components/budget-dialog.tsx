import { MAX_MONTHLY_BUDGET, type Budget, type BudgetScope } from '@brief/contract/budgets';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAdminTeams } from '@/features/admin/api/get-admin-teams';
import { useCustomers } from '@/features/admin/api/get-customers';
import { useSaveBudget } from '@/features/admin/api/save-budget';
import { useLeadOnly } from '@/features/admin/hooks/use-lead-only';
import { adminBudgets } from '@/features/admin/i18n/en';
import { adminErrorMessage } from '@/features/admin/utils/admin-errors';
import { parsePrice } from '@/features/admin/utils/price-list-draft';
import { toast } from '@/hooks/use-toast';

const SELECT =
  'h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50';

/**
 * Sets, raises or removes a monthly budget. `budget` null: a new one, for a customer (picked through its
 * team), a team, or (admins) the default per person; otherwise that budget's amount, where an empty
 * amount removes it.
 */
export function BudgetDialog({
  budget,
  currency,
  open,
  onOpenChange,
}: {
  budget: Budget | null;
  currency: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useStore(adminBudgets);
  const id = useId();
  const leadOnly = useLeadOnly();
  const save = useSaveBudget();
  const [scope, setScope] = useState<BudgetScope>(budget?.scope ?? 'customer');
  const [teamId, setTeamId] = useState('');
  const [customerId, setCustomerId] = useState('');
  const [monthly, setMonthly] = useState(budget ? String(Number(budget.monthly)) : '');
  const [problem, setProblem] = useState<{ field: 'which' | 'monthly' | null; message: string } | null>(null);
  const teams = useAdminTeams();
  const customers = useCustomers(teamId);
  const creating = budget === null;

  const submit = () => {
    const typed = monthly.trim();
    const amount = typed === '' ? null : parsePrice(typed, MAX_MONTHLY_BUDGET);
    if (typeof amount === 'string' || (creating && amount === null)) {
      setProblem({ field: 'monthly', message: t.monthlyInvalid });
      return;
    }
    const target = creating
      ? scope === 'team'
        ? teamId
        : scope === 'customer'
          ? customerId
          : undefined
      : budget.id;
    if (creating && scope !== 'user' && !target) {
      setProblem({ field: 'which', message: t.whichMissing });
      return;
    }
    const scopeOf = creating ? scope : budget.scope;
    save.mutate(
      { scope: scopeOf, ...(target ? { id: target } : {}), monthly: amount },
      {
        onSuccess: () => {
          toast({ title: amount === null ? adminBudgets.get().removed : adminBudgets.get().saved });
          onOpenChange(false);
        },
        onError: (error) => setProblem({ field: null, message: adminErrorMessage(error) }),
      },
    );
  };

  const whichProblem = problem?.field === 'which' ? problem.message : undefined;
  const monthlyProblem = problem?.field === 'monthly' ? problem.message : undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{creating ? t.setTitle : t.changeTitle({ name: budget.name })}</DialogTitle>
          <DialogDescription>{t.setDescription({ currency })}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setProblem(null);
            submit();
          }}
        >
          {creating && (
            <>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-scope`}>{t.scope}</Label>
                <select
                  id={`${id}-scope`}
                  value={scope}
                  className={SELECT}
                  onChange={(event) => {
                    setScope(event.target.value as BudgetScope);
                    setProblem(null);
                  }}
                >
                  <option value="customer">{t.customer}</option>
                  <option value="team">{t.team}</option>
                  {!leadOnly && <option value="user">{t.defaultPerPerson}</option>}
                </select>
              </div>
              {scope !== 'user' && (
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-team`}>{t.team}</Label>
                  <select
                    id={`${id}-team`}
                    value={teamId}
                    className={SELECT}
                    aria-invalid={scope === 'team' && whichProblem !== undefined}
                    onChange={(event) => {
                      setTeamId(event.target.value);
                      setCustomerId('');
                      setProblem(null);
                    }}
                  >
                    <option value="">{teams.isPending ? t.loadingChoices : t.choose}</option>
                    {teams.data?.map((team) => (
                      <option key={team.id} value={team.id}>
                        {team.name}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              {scope === 'customer' && (
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-customer`}>{t.customer}</Label>
                  <select
                    id={`${id}-customer`}
                    value={customerId}
                    disabled={teamId === ''}
                    className={SELECT}
                    aria-invalid={whichProblem !== undefined}
                    onChange={(event) => {
                      setCustomerId(event.target.value);
                      setProblem(null);
                    }}
                  >
                    <option value="">
                      {teamId !== '' && customers.isPending ? t.loadingChoices : t.choose}
                    </option>
                    {teamId !== '' &&
                      customers.data?.map((customer) => (
                        <option key={customer.id} value={customer.id}>
                          {customer.name}
                        </option>
                      ))}
                  </select>
                </div>
              )}
              {whichProblem && <p className="text-xs text-destructive">{whichProblem}</p>}
            </>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-monthly`}>
              {t.monthly} ({currency})
            </Label>
            <Input
              id={`${id}-monthly`}
              value={monthly}
              inputMode="decimal"
              aria-invalid={monthlyProblem !== undefined}
              aria-describedby={monthlyProblem ? `${id}-monthly-problem` : undefined}
              onChange={(event) => {
                setMonthly(event.target.value);
                setProblem(null);
              }}
            />
            {monthlyProblem && (
              <p id={`${id}-monthly-problem`} className="text-xs text-destructive">
                {monthlyProblem}
              </p>
            )}
          </div>
          <DialogFormFooter
            submitLabel={!creating && monthly.trim() === '' ? t.remove : t.save}
            saving={save.isPending}
            error={problem?.field === null ? problem.message : null}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
