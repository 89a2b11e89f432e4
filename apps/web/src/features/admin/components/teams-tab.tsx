import type { AdminTeam } from '@brief/contract/admin-console';
import { ArrowLeft, Building2, Pencil, Plus, Trash2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDeleteTeam } from '@/features/admin/api/delete-team';
import { useAdminTeams } from '@/features/admin/api/get-admin-teams';
import { ConfirmDialog } from '@/features/admin/components/confirm-dialog';
import { CustomersPanel } from '@/features/admin/components/customers-panel';
import { ListError, ListLoading } from '@/features/admin/components/list-states';
import { SpecialistsPanel } from '@/features/admin/components/specialists-panel';
import { TeamDialog } from '@/features/admin/components/team-dialog';
import { toastAdminError } from '@/features/admin/utils/admin-errors';
import { useStore } from '@nanostores/react';
import { adminTexts } from '@/features/admin/i18n/en';
import { adminMore } from '@/features/admin/i18n/en';
import { adminTeamCounts, adminValues } from '@/features/admin/i18n/en';
import { useLeadOnly } from '@/features/admin/hooks/use-lead-only';

/** The teams with their counts; `?team=<id>` opens one with its specialists and customers. */
export function TeamsTab() {
  const tm = useStore(adminMore);
  const tr = useStore(adminTexts);
  const counts = useStore(adminTeamCounts);
  const [params, setParams] = useSearchParams();
  const teams = useAdminTeams();
  const leadOnly = useLeadOnly();
  const openId = params.get('team');
  const open = openId ? teams.data?.find((team) => team.id === openId) : undefined;

  const openTeam = (teamId: string | null) =>
    setParams(teamId ? { tab: 'teams', team: teamId } : { tab: 'teams' });

  if (teams.isPending) return <ListLoading label={tr.loadingTeams} />;
  if (teams.isError) {
    return (
      <ListError title={tr.teamsCouldNotBeLoaded} error={teams.error} onRetry={() => void teams.refetch()} />
    );
  }
  if (open) return <TeamDetail team={open} onBack={() => openTeam(null)} />;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{tr.eachTeamHasItsOwn}</p>
        {!leadOnly && (
          <TeamDialog
            team={null}
            trigger={
              <Button>
                <Plus aria-hidden="true" />
                {tr.newTeam}
              </Button>
            }
          />
        )}
      </div>
      {teams.data.length === 0 ? (
        <EmptyState icon={Building2} title={tr.noTeamsYet} description={tr.createTheFirstTeamTo} />
      ) : (
        <ul aria-label={tr.teams} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {teams.data.map((team) => (
            <li key={team.id}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle className="truncate text-base">{team.name}</CardTitle>
                  <CardDescription className="truncate font-mono text-xs">{team.app_name}</CardDescription>
                </CardHeader>
                <CardContent className="flex h-full flex-col gap-4">
                  {team.description && (
                    <p className="line-clamp-2 text-sm text-muted-foreground">{team.description}</p>
                  )}
                  <div className="flex flex-wrap gap-1.5">
                    <Badge variant="secondary">{counts.specialists(team.specialistCount)}</Badge>
                    <Badge variant="secondary">{counts.customers(team.customerCount)}</Badge>
                    <Badge variant="secondary">{counts.members(team.memberCount)}</Badge>
                  </div>
                  <Button
                    variant="outline"
                    className="mt-auto w-full"
                    aria-label={tm.open({ name: team.name })}
                    onClick={() => openTeam(team.id)}
                  >
                    {tr.openTeam}
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TeamDetail({ team, onBack }: { team: AdminTeam; onBack: () => void }) {
  const tr = useStore(adminTexts);
  const deleteTeam = useDeleteTeam();
  const leadOnly = useLeadOnly();
  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {tr.allTeams}
      </Button>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1.5">
            <CardTitle className="text-lg">
              <h2>{team.name}</h2>
            </CardTitle>
            <CardDescription className="font-mono text-xs">{team.app_name}</CardDescription>
            {team.description && <p className="text-sm text-muted-foreground">{team.description}</p>}
          </div>
          <div className="flex gap-2">
            <TeamDialog
              team={team}
              trigger={
                <Button variant="outline" size="sm">
                  <Pencil aria-hidden="true" />
                  {tr.editTeam}
                </Button>
              }
            />
            {!leadOnly && (
              <ConfirmDialog
                title={tr.deleteThisTeam}
                description={adminValues.get().teamDeleted({ name: team.name })}
                confirmLabel={tr.deleteTeam}
                onConfirm={() =>
                  deleteTeam.mutate(team.id, {
                    onSuccess: onBack,
                    onError: (error) => toastAdminError(adminMore.get().couldNotDeleteTeam, error),
                  })
                }
                trigger={
                  <Button variant="outline" size="sm" className="text-destructive hover:text-destructive">
                    <Trash2 aria-hidden="true" />
                    {tr.delete}
                  </Button>
                }
              />
            )}
          </div>
        </CardHeader>
        {team.instructions && (
          <CardContent>
            <p className="mb-1 text-xs font-medium text-muted-foreground">{tr.instructionsForTheModel}</p>
            <p className="line-clamp-4 text-sm whitespace-pre-wrap">{team.instructions}</p>
          </CardContent>
        )}
      </Card>
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <SpecialistsPanel teamId={team.id} />
        <CustomersPanel teamId={team.id} />
      </div>
    </div>
  );
}
