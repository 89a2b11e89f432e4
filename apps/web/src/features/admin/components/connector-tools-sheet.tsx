import type { Connector, ConnectorTool } from '@brief/contract/connectors';
import { useStore } from '@nanostores/react';
import { Loader2, Wrench } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useAdminTeams } from '@/features/admin/api/get-admin-teams';
import { useConnectorTools } from '@/features/admin/api/get-connector-tools';
import { useSaveTeamTools } from '@/features/admin/api/save-team-tools';
import { ListError, ListLoading } from '@/features/admin/components/list-states';
import { adminConnectors } from '@/features/admin/i18n/en';
import { toastAdminError } from '@/features/admin/utils/admin-errors';
import { toast } from '@/hooks/use-toast';

/** One tool: a checkbox named by the tool, its description, and its input schema folded away. */
function ToolRow({
  tool,
  checked,
  onCheckedChange,
}: {
  tool: ConnectorTool;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const t = useStore(adminConnectors);
  const id = useId();
  return (
    <li
      className="grid gap-1.5 rounded-lg border p-3 has-[[data-state=checked]]:border-primary/60"
      data-testid="connector-tool"
    >
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={checked}
          aria-describedby={`${id}-description`}
          className="mt-0.5"
          onCheckedChange={(next) => onCheckedChange(next === true)}
        />
        <Label htmlFor={id} className="min-w-0 cursor-pointer font-mono text-sm break-all">
          {tool.name}
        </Label>
      </div>
      <p id={`${id}-description`} className="pl-7 text-sm break-words text-muted-foreground">
        {tool.description || t.noDescription}
      </p>
      <details className="pl-7 text-xs">
        <summary className="cursor-pointer rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50">
          {t.inputSchema}
        </summary>
        <pre className="mt-1.5 max-h-56 overflow-auto rounded-md border bg-muted/40 p-2 font-mono text-[11px] leading-relaxed break-all whitespace-pre-wrap">
          {JSON.stringify(tool.inputSchema, null, 2)}
        </pre>
      </details>
    </li>
  );
}

/** Inside the open sheet: the tools asked now, a team picked, its tools ticked and saved. */
function ToolsBody({ connector }: { connector: Connector }) {
  const t = useStore(adminConnectors);
  const teams = useAdminTeams();
  const tools = useConnectorTools(connector.id);
  const save = useSaveTeamTools(connector.id);
  const pickerId = useId();
  const [picked, setPicked] = useState<string | null>(null);
  // What the admin ticked, per team, until it is saved (then the connector's own list shows).
  const [edits, setEdits] = useState<Record<string, string[]>>({});

  if (teams.isPending || tools.isPending)
    return <ListLoading label={t.askingTools({ name: connector.name })} />;
  if (tools.isError) {
    return <ListError title={t.couldNotListTools} error={tools.error} onRetry={() => void tools.refetch()} />;
  }
  if (teams.isError) {
    return <ListError title={t.couldNotListTools} error={teams.error} onRetry={() => void teams.refetch()} />;
  }
  if (tools.data.length === 0) return <EmptyState icon={Wrench} title={t.noTools} />;
  if (teams.data.length === 0) return <EmptyState icon={Wrench} title={t.noTeams} />;

  const team = teams.data.find((candidate) => candidate.id === picked) ?? teams.data[0];
  if (!team) return null;
  const savedOf = (teamId: string) => connector.teams.find((entry) => entry.teamId === teamId)?.tools ?? [];
  const chosen = edits[team.id] ?? savedOf(team.id);
  const toggle = (name: string, on: boolean) =>
    setEdits((current) => ({
      ...current,
      [team.id]: on
        ? [...chosen.filter((known) => known !== name), name]
        : chosen.filter((known) => known !== name),
    }));
  const submit = () =>
    save.mutate(
      // In the server's order, so the saved list reads as the sheet does.
      { teamId: team.id, tools: tools.data.map((tool) => tool.name).filter((name) => chosen.includes(name)) },
      {
        onSuccess: () => {
          setEdits(({ [team.id]: _saved, ...others }) => others);
          toast({ title: t.toolsSaved({ team: team.name }) });
        },
        onError: (error) => toastAdminError(t.couldNotSaveTools, error),
      },
    );

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-4">
        <fieldset className="grid gap-2">
          <legend id={pickerId} className="mb-2 text-sm leading-none font-medium">
            {t.team}
          </legend>
          <RadioGroup
            aria-labelledby={pickerId}
            value={team.id}
            onValueChange={setPicked}
            className="flex flex-wrap gap-2"
          >
            {teams.data.map((candidate) => {
              const count = (edits[candidate.id] ?? savedOf(candidate.id)).length;
              return (
                <Label
                  key={candidate.id}
                  htmlFor={`${pickerId}-${candidate.id}`}
                  className="flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-secondary/60"
                >
                  {/* Named here, not by the label's text: the cut name is a block, and a browser
                      would join it to the count with a stray space ("Marketing , 0 tools"). */}
                  <RadioGroupItem
                    id={`${pickerId}-${candidate.id}`}
                    value={candidate.id}
                    aria-label={`${candidate.name}, ${t.enabledCount(count)}`}
                  />
                  <span aria-hidden="true" className="max-w-48 truncate">
                    {candidate.name}
                  </span>
                  <span aria-hidden="true" className="text-xs text-muted-foreground tabular-nums">
                    {count}
                  </span>
                </Label>
              );
            })}
          </RadioGroup>
          <p className="text-xs text-muted-foreground">{t.enabledCount(chosen.length)}</p>
        </fieldset>
        <ul aria-label={t.enabledFor({ team: team.name })} className="grid gap-2">
          {tools.data.map((tool) => (
            <ToolRow
              key={tool.name}
              tool={tool}
              checked={chosen.includes(tool.name)}
              onCheckedChange={(on) => toggle(tool.name, on)}
            />
          ))}
        </ul>
      </div>
      <div className="border-t px-5 py-3">
        <Button className="w-full sm:w-auto" disabled={save.isPending} onClick={submit}>
          {save.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
          {t.saveTools({ team: team.name })}
        </Button>
      </div>
    </div>
  );
}

/** A connector's tools in a sheet, with which of them each team's runs may call. */
export function ConnectorToolsSheet({ connector, trigger }: { connector: Connector; trigger: ReactNode }) {
  const t = useStore(adminConnectors);
  return (
    <Sheet>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent side="right" className="w-full max-w-full gap-0 sm:max-w-xl">
        <div className="border-b py-4 pr-12 pl-5">
          <SheetTitle className="break-words">{t.toolsOf({ name: connector.name })}</SheetTitle>
          <SheetDescription className="text-xs">{t.toolsDescription}</SheetDescription>
        </div>
        <ToolsBody connector={connector} />
      </SheetContent>
    </Sheet>
  );
}
