import { Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import type { SpecialistOption } from '@/features/chat/utils/specialists';
import { useStore } from '@nanostores/react';
import { chatTexts } from '@/features/chat/i18n/en';

/** The Specialists button: the catalogue plus the team's own, any number chosen. */
export function SpecialistsPicker({
  options,
  selected,
  onToggle,
}: {
  options: readonly SpecialistOption[];
  selected: readonly string[];
  onToggle: (name: string) => void;
}) {
  const tr = useStore(chatTexts);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="sm" className="text-muted-foreground hover:text-foreground">
          <Users aria-hidden="true" />
          <span className="sr-only @lg:not-sr-only">{tr.specialists}</span>
          {selected.length > 0 && (
            <span className="grid min-w-5 place-items-center rounded-full bg-primary px-1 text-[11px] leading-5 font-semibold text-primary-foreground">
              {selected.length}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" side="top" className="w-80 p-2">
        <p className="px-2 pt-1 pb-2 text-sm font-semibold">{tr.specialists}</p>
        <ul className="max-h-72 space-y-0.5 overflow-y-auto" aria-label={tr.specialists}>
          {options.map((specialist) => {
            const id = `specialist-option-${specialist.id}`;
            return (
              <li key={specialist.id}>
                <label
                  htmlFor={id}
                  className="flex cursor-pointer items-start gap-3 rounded-md px-2 py-2 text-sm hover:bg-accent"
                >
                  <Checkbox
                    id={id}
                    className="mt-0.5"
                    checked={selected.includes(specialist.name)}
                    onCheckedChange={() => onToggle(specialist.name)}
                  />
                  <span>
                    <span className="block leading-tight font-medium">{specialist.name}</span>
                    <span className="text-xs text-muted-foreground">{specialist.description}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
