import type { Team } from '@brief/contract/teams';
import { Check, Loader2, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

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
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <h2 className="text-lg font-semibold">Select a Team</h2>
        <Badge variant="secondary" aria-label={`${teams.length} teams`}>
          {teams.length}
        </Badge>
      </div>
      {loading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Loading teams…
        </p>
      ) : failed ? (
        <div className="space-y-2 text-sm">
          <p className="text-destructive">Failed to load consulting teams.</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : teams.length === 0 ? (
        <p className="text-sm text-muted-foreground">No teams are available to you yet.</p>
      ) : (
        <ul aria-label="Teams" className="grid gap-3 sm:grid-cols-2">
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
