import type { Team } from '@brief/contract/teams';
import { Check, Loader2, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useStore } from '@nanostores/react';
import { wizardMore, wizardTexts } from '@/features/wizard/i18n/en';

/** Step 1 'Select Agents': one card per team; a click selects that single team. */
export function TeamStep({
  teams,
  loading,
  failed,
  selectedId,
  onSelect,
  onRetry,
}: {
  teams: readonly Team[];
  loading: boolean;
  failed: boolean;
  selectedId: string | null;
  onSelect: (team: Team) => void;
  onRetry: () => void;
}) {
  const tr = useStore(wizardTexts);
  const tm = useStore(wizardMore);
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <h2 className="text-lg font-semibold">{tr.selectATeam}</h2>
        <Badge variant="secondary" aria-label={tm.teamCount(teams.length)}>
          {teams.length}
        </Badge>
      </div>
      {loading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {tr.loadingTeams}
        </p>
      ) : failed ? (
        <div className="space-y-2 text-sm">
          <p className="text-destructive">{tr.failedToLoadConsultingTeams}</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {tr.tryAgain}
          </Button>
        </div>
      ) : teams.length === 0 ? (
        <p className="text-sm text-muted-foreground">{tr.noTeamsAreAvailableTo}</p>
      ) : (
        <ul aria-label={tr.teams} className="grid gap-3 sm:grid-cols-2">
          {teams.map((team) => {
            const selected = team.id === selectedId;
            return (
              <li key={team.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onSelect(team)}
                  className={cn(
                    'flex h-full w-full items-start gap-3 rounded-lg border bg-card p-4 text-left transition-colors hover:border-primary/60 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    selected && 'border-primary bg-primary/5',
                  )}
                >
                  <span className="grid size-10 shrink-0 place-items-center rounded-full bg-secondary text-primary">
                    {selected ? (
                      <Check aria-hidden="true" className="size-5" />
                    ) : (
                      <Users aria-hidden="true" className="size-5" />
                    )}
                  </span>
                  <span className="min-w-0 space-y-1">
                    <span className="block font-medium">{team.name}</span>
                    {team.description && (
                      <span className="block text-sm text-muted-foreground">{team.description}</span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
