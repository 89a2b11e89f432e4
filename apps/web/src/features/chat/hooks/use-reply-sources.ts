import type { MessageSource } from '@brief/contract/knowledge';
import { useStore } from '@nanostores/react';
import { useCallback, useMemo, useState } from 'react';
import type { Citations } from '@/components/assistant-markdown';
import { chatSources } from '@/features/chat/i18n/en';
import { sourceName } from '@/features/chat/utils/source-location';

/**
 * A reply's sources as its list, its `[n]` citations and its dialog use them: which source the dialog
 * shows (kept while it closes, so its content does not vanish mid-animation) and whether it is open.
 */
export function useReplySources(sources: readonly MessageSource[] | undefined) {
  // Its texts change with the language, and with them the sources' names (read in the language shown).
  const t = useStore(chatSources);
  const [shown, setShown] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const openSource = useCallback((n: number) => {
    setShown(n);
    setOpen(true);
  }, []);
  const citations = useMemo<Citations | undefined>(() => {
    if (!sources || sources.length === 0) return undefined;
    const names = new Map(sources.map((source) => [source.n, sourceName(source)]));
    return {
      numbers: new Set(names.keys()),
      labelOf: (n) => t.citation({ n, name: names.get(n) ?? '' }),
      onOpen: openSource,
    };
  }, [sources, t, openSource]);
  return {
    citations,
    openSource,
    source: sources?.find((source) => source.n === shown),
    open,
    setOpen,
  };
}
