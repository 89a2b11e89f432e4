import type { CustomerConnector } from '@brief/contract/connectors';
import { useStore } from '@nanostores/react';
import { Plug } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCustomerConnectors } from '@/features/admin/api/get-customer-connectors';
import { useSaveCustomerParams } from '@/features/admin/api/save-customer-params';
import { ListError, ListLoading } from '@/features/admin/components/list-states';
import { adminConnectors } from '@/features/admin/i18n/en';
import { adminErrorMessage } from '@/features/admin/utils/admin-errors';
import { toast } from '@/hooks/use-toast';

type Values = Record<string, Record<string, string>>;

const valuesOf = (connectors: readonly CustomerConnector[]): Values =>
  Object.fromEntries(
    connectors.map((connector) => [
      connector.id,
      Object.fromEntries(connector.params.map((param) => [param.name, connector.values[param.name] ?? ''])),
    ]),
  );

/** The form: each connector's declared settings with the customer's values, saved together. */
function CustomerConnectorsForm({
  customerId,
  title,
  connectors,
  onSaved,
}: {
  customerId: string;
  title: string;
  connectors: readonly CustomerConnector[];
  onSaved: () => void;
}) {
  const t = useStore(adminConnectors);
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(connectors));
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveCustomerParams(customerId);
  const initial = valuesOf(connectors);

  const submit = () => {
    // Only the connectors whose values changed: each save is audited.
    const changed = connectors
      .filter((connector) => JSON.stringify(values[connector.id]) !== JSON.stringify(initial[connector.id]))
      .map((connector) => ({
        connectorId: connector.id,
        params: Object.fromEntries(
          Object.entries(values[connector.id] ?? {}).map(([name, value]) => [name, value.trim()]),
        ),
      }));
    if (changed.length === 0) {
      onSaved();
      return;
    }
    save.mutate(changed, {
      onSuccess: () => {
        toast({ title: t.valuesSaved });
        onSaved();
      },
      onError: (error) => setServerError(adminErrorMessage(error)),
    });
  };

  return (
    <form
      noValidate
      aria-label={title}
      className="grid min-w-0 gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {connectors.map((connector) => (
        <fieldset key={connector.id} className="grid min-w-0 gap-3 rounded-lg border p-3">
          <legend className="flex items-center gap-2 px-1 text-sm font-medium">
            <Plug aria-hidden="true" className="size-4 text-primary" />
            {connector.name}
            {!connector.enabled && <Badge variant="outline">{t.connectorOff}</Badge>}
          </legend>
          {connector.params.map((param) => {
            const fieldId = `${id}-${connector.id}-${param.name}`;
            return (
              <div key={param.name} className="grid gap-1.5">
                <Label htmlFor={fieldId}>{param.label ?? param.name}</Label>
                <Input
                  id={fieldId}
                  value={values[connector.id]?.[param.name] ?? ''}
                  maxLength={500}
                  autoComplete="off"
                  spellCheck={false}
                  className="font-mono text-sm"
                  aria-describedby={`${fieldId}-hint`}
                  onChange={(event) => {
                    const value = event.target.value;
                    setServerError(null);
                    setValues((current) => ({
                      ...current,
                      [connector.id]: { ...current[connector.id], [param.name]: value },
                    }));
                  }}
                />
                <p id={`${fieldId}-hint`} className="text-xs break-words text-muted-foreground">
                  <span className="font-mono">{param.name}</span>
                  {param.description ? ` · ${param.description}` : ''}
                </p>
              </div>
            );
          })}
        </fieldset>
      ))}
      <DialogFormFooter submitLabel={t.saveValues} saving={save.isPending} error={serverError} />
    </form>
  );
}

/**
 * A customer's connector settings in a dialog (admins and the team's leads): what fills each declared
 * argument in the calls made about this customer. Loaded afresh at each opening.
 */
export function CustomerConnectorsDialog({
  teamId,
  customerId,
  customerName,
  trigger,
}: {
  teamId: string;
  customerId: string;
  customerName: string;
  trigger: ReactNode;
}) {
  const t = useStore(adminConnectors);
  const [open, setOpen] = useState(false);
  const title = t.connectorsOf({ name: customerName });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription>{t.customerDescription({ name: customerName })}</DialogDescription>
        </DialogHeader>
        <CustomerConnectorsBody
          teamId={teamId}
          customerId={customerId}
          title={title}
          onSaved={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function CustomerConnectorsBody({
  teamId,
  customerId,
  title,
  onSaved,
}: {
  teamId: string;
  customerId: string;
  title: string;
  onSaved: () => void;
}) {
  const t = useStore(adminConnectors);
  const connectors = useCustomerConnectors(teamId, customerId);
  if (connectors.isError) {
    return (
      <ListError
        title={t.couldNotLoadValues}
        error={connectors.error}
        onRetry={() => void connectors.refetch()}
      />
    );
  }
  // Values cached from an earlier opening may be stale: the form starts from what the server holds now.
  if (!connectors.isFetchedAfterMount || connectors.data === undefined)
    return <ListLoading label={t.loadingValues} />;
  if (connectors.data.length === 0) {
    return <EmptyState icon={Plug} title={t.noSettings} description={t.noSettingsHint} />;
  }
  return (
    <CustomerConnectorsForm
      customerId={customerId}
      title={title}
      connectors={connectors.data}
      onSaved={onSaved}
    />
  );
}
