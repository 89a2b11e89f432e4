import type { Connector } from '@brief/contract/connectors';
import { useStore } from '@nanostores/react';
import { KeyRound, Pencil, SlidersHorizontal, Trash2, Wrench } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useDeleteConnector } from '@/features/admin/api/delete-connector';
import { useSaveConnector } from '@/features/admin/api/save-connector';
import { ConfirmDialog } from '@/features/admin/components/confirm-dialog';
import { ConnectorDialog } from '@/features/admin/components/connector-dialog';
import { ConnectorToolsSheet } from '@/features/admin/components/connector-tools-sheet';
import { adminConnectors } from '@/features/admin/i18n/en';
import { toastAdminError } from '@/features/admin/utils/admin-errors';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';

/** One line of a card: what it is, then its names (monospace, cut short when long). */
function Fact({ icon: Icon, label, names }: { icon: typeof KeyRound; label: string; names: string }) {
  return (
    <p className="flex min-w-0 items-baseline gap-1.5 text-xs text-muted-foreground">
      <Icon aria-hidden="true" className="size-3.5 shrink-0 translate-y-0.5" />
      <span className="shrink-0">{label}:</span>
      <span className="min-w-0 truncate font-mono text-foreground/80" title={names}>
        {names}
      </span>
    </p>
  );
}

/**
 * A registered connector: its name, transport and address, which secrets are set (names only) and what
 * it asks of each customer; turning it on and off, editing it, its tools per team, and deleting it.
 */
export function ConnectorCard({
  connector,
  allowCommands,
}: {
  connector: Connector;
  allowCommands: boolean;
}) {
  const t = useStore(adminConnectors);
  const id = useId();
  const save = useSaveConnector();
  const remove = useDeleteConnector();
  const secrets = connector.transport === 'http' ? connector.headers : connector.env;
  const address =
    connector.transport === 'http'
      ? (connector.url ?? '')
      : [connector.command ?? '', ...(connector.args ?? [])].join(' ');

  const setEnabled = (enabled: boolean) =>
    save.mutate(
      { connectorId: connector.id, changes: { enabled } },
      {
        onSuccess: () => toast({ title: enabled ? t.turnedOn : t.turnedOff, description: connector.name }),
        onError: (error) => toastAdminError(t.couldNotChange, error),
      },
    );

  return (
    <Card
      className={cn('h-full gap-3', !connector.enabled && 'border-dashed bg-muted/30')}
      data-testid="connector-card"
    >
      <CardHeader className="gap-1.5">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <CardTitle className="min-w-0 truncate text-base">
            <h3>{connector.name}</h3>
          </CardTitle>
          <Badge variant="secondary">{connector.transport === 'http' ? t.http : t.stdio}</Badge>
          {!connector.enabled && <Badge variant="outline">{t.disabled}</Badge>}
        </div>
        <p className="truncate font-mono text-xs text-muted-foreground" title={address}>
          {address}
        </p>
      </CardHeader>
      <CardContent className="flex h-full flex-col gap-3">
        <div className="grid gap-1">
          <Fact
            icon={KeyRound}
            label={t.secretsSet}
            names={secrets.length > 0 ? secrets.join(', ') : t.noSecrets}
          />
          <Fact
            icon={SlidersHorizontal}
            label={t.customerSettings}
            names={
              connector.params.length > 0
                ? connector.params.map((param) => param.name).join(', ')
                : t.noCustomerSettings
            }
          />
        </div>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 pt-1">
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-enabled`}
              checked={connector.enabled}
              disabled={save.isPending}
              aria-label={t.enabledOf({ name: connector.name })}
              onCheckedChange={(next) => setEnabled(next === true)}
            />
            <Label htmlFor={`${id}-enabled`} className="font-normal">
              {t.enabled}
            </Label>
          </div>
          <div className="ml-auto flex flex-wrap gap-1.5">
            <ConnectorDialog
              connector={connector}
              allowCommands={allowCommands}
              trigger={
                <Button variant="outline" size="sm" aria-label={t.editOf({ name: connector.name })}>
                  <Pencil aria-hidden="true" />
                  {t.edit}
                </Button>
              }
            />
            <ConnectorToolsSheet
              connector={connector}
              trigger={
                <Button variant="outline" size="sm" aria-label={t.toolsOf({ name: connector.name })}>
                  <Wrench aria-hidden="true" />
                  {t.tools}
                </Button>
              }
            />
            <ConfirmDialog
              title={t.deleteTitle}
              description={t.deleteDescription({ name: connector.name })}
              confirmLabel={t.delete}
              onConfirm={() =>
                remove.mutate(connector.id, {
                  onSuccess: () => toast({ title: t.deleted, description: connector.name }),
                  onError: (error) => toastAdminError(t.couldNotDelete, error),
                })
              }
              trigger={
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 text-destructive hover:text-destructive"
                  aria-label={t.deleteOf({ name: connector.name })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              }
            />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
