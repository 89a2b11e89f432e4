import type { Team } from '@brief/contract/teams';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { useStore } from '@nanostores/react';
import { chatTexts } from '@/features/chat/i18n/en';

/** One checkbox per team; checking the checked team again unchecks it. */
export function TeamList({
  teams,
  loading,
  selectedAppName,
  onToggle,
}: {
  teams: readonly Team[];
  loading: boolean;
  selectedAppName: string | null;
  onToggle: (team: Team) => void;
}) {
  const tr = useStore(chatTexts);
  if (loading) {
    return (
      <div className="space-y-2 px-1" aria-label={tr.loadingTeams}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-9" />
        ))}
      </div>
    );
  }
  if (teams.length === 0) {
    return <p className="px-1 text-sm text-muted-foreground">{tr.noTeamsAreAvailableFor}</p>;
  }
  return (
    <ul className="space-y-1" aria-label={tr.teams}>
      {teams.map((team) => {
        const id = `team-${team.id}`;
        const checked = team.app_name === selectedAppName;
        return (
          <li key={team.id}>
            <label
              htmlFor={id}
              title={team.description}
              className="flex cursor-pointer items-start gap-3 rounded-md px-2 py-2 text-sm transition-colors hover:bg-accent has-[[data-state=checked]]:bg-secondary"
            >
              <Checkbox id={id} className="mt-0.5" checked={checked} onCheckedChange={() => onToggle(team)} />
              <span className="min-w-0">
                <span className="block leading-tight font-medium">{team.name}</span>
                <span className="line-clamp-1 text-xs text-muted-foreground">{team.description}</span>
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
