import { isDocumentSource, type MessageSource } from '@brief/contract/knowledge';
import { useStore } from '@nanostores/react';
import { useCallback, useMemo, useState } from 'react';
import type { Citations } from '@/components/assistant-markdown';
import { chatRules, chatSources } from '@/features/chat/i18n/en';

/**
 * A reply's sources as its list, its `[n]` citations and its dialog use them: which source the dialog
 * shows (kept while it closes, so its content does not vanish mid-animation) and whether it is open.
 */
export function useReplySources(sources: readonly MessageSource[] | undefined) {
  const t = useStore(chatSources);
  const tr = useStore(chatRules);
  const [shown, setShown] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const openSource = useCallback((n: number) => {
    setShown(n);
    setOpen(true);
  }, []);
  const citations = useMemo<Citations | undefined>(() => {
    if (!sources || sources.length === 0) return undefined;
    const names = new Map(
      sources.map((source) => [source.n, isDocumentSource(source) ? source.documentName : tr.teamMemory]),
    );
    return {
      numbers: new Set(names.keys()),
      labelOf: (n) => t.citation({ n, name: names.get(n) ?? '' }),
      onOpen: openSource,
    };
  }, [sources, t, tr, openSource]);
  return {
    citations,
    openSource,
    source: sources?.find((source) => source.n === shown),
    open,
    setOpen,
  };
}
