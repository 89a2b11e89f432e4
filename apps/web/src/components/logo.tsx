import { cn } from '@/lib/utils';
import { useStore } from '@nanostores/react';
import { componentsTexts } from '@/components/i18n/en';

/** The Brief mark: a "B" on an indigo tile, optionally with the word. */
export function Logo({ className, withWordmark = true }: { className?: string; withWordmark?: boolean }) {
  const tr = useStore(componentsTexts);
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-indigo-500 to-indigo-700 text-base font-bold text-white shadow-sm shadow-indigo-500/30"
      >
        B
      </span>
      {withWordmark && (
        <span className="text-lg font-semibold tracking-tight text-foreground">{tr.brief}</span>
      )}
    </span>
  );
}
