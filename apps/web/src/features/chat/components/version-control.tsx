import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useStore } from '@nanostores/react';
import { IconAction } from '@/features/chat/components/icon-action';
import { chatTexts } from '@/features/chat/i18n/en';

/**
 * `‹ 2 / 3 ›` under a message with several versions (a reply written again, a user message edited):
 * which one is shown, and the way to the others. `label` names the group for screen readers.
 */
export function VersionControl({
  label,
  version,
  count,
  onSelect,
}: {
  label: string;
  version: number;
  count: number;
  onSelect: (version: number) => void;
}) {
  const tr = useStore(chatTexts);
  return (
    <span role="group" aria-label={label} className="flex items-center">
      <IconAction label={tr.previousVersion} disabled={version <= 1} onClick={() => onSelect(version - 1)}>
        <ChevronLeft className="size-4" />
      </IconAction>
      <span className="min-w-8 text-center tabular-nums">{`${version} / ${count}`}</span>
      <IconAction label={tr.nextVersion} disabled={version >= count} onClick={() => onSelect(version + 1)}>
        <ChevronRight className="size-4" />
      </IconAction>
    </span>
  );
}
