import { useStore } from '@nanostores/react';
import { Plug, Plus } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { useConnectors } from '@/features/admin/api/get-connectors';
import { ConnectorCard } from '@/features/admin/components/connector-card';
import { ConnectorDialog } from '@/features/admin/components/connector-dialog';
import { ListError, ListLoading } from '@/features/admin/components/list-states';
import { adminConnectors } from '@/features/admin/i18n/en';

/** The admins' connectors: MCP servers the teams' runs may call, registered and managed here. */
export function ConnectorsTab() {
  const t = useStore(adminConnectors);
  const connectors = useConnectors();

  if (connectors.isPending) return <ListLoading label={t.loading} />;
  if (connectors.isError) {
    return (
      <ListError title={t.couldNotLoad} error={connectors.error} onRetry={() => void connectors.refetch()} />
    );
  }
  const { allowCommands } = connectors.data;
  const register = (
    <ConnectorDialog
      connector={null}
      allowCommands={allowCommands}
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          {t.register}
        </Button>
      }
    />
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-3xl text-sm text-muted-foreground">{t.intro}</p>
        {connectors.data.connectors.length > 0 && register}
      </div>
      {connectors.data.connectors.length === 0 ? (
        <EmptyState icon={Plug} title={t.noneYet} description={t.noneYetHint} action={register} />
      ) : (
        <ul aria-label={t.list} className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {connectors.data.connectors.map((connector) => (
            <li key={connector.id} className="min-w-0">
              <ConnectorCard connector={connector} allowCommands={allowCommands} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
