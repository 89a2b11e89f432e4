import type { RuleFinding } from '@brief/contract/brand-rules';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { Findings } from '@/components/assistant-markdown';
import { chatRules } from '@/features/chat/i18n/en';
import { findingRanges } from '@/features/chat/utils/finding-ranges';

/**
 * A reply's brand-rule findings as its markdown underlines them: where each falls in the text shown
 * (`shown`, the content without its follow-up blocks) and the rule it breaks, in the reader's language.
 */
export function useReplyFindings(
  content: string,
  shown: string | undefined,
  findings: readonly RuleFinding[] | undefined,
): Findings | undefined {
  const t = useStore(chatRules);
  return useMemo(() => {
    if (!findings || findings.length === 0 || shown === undefined) return undefined;
    return {
      marks: findingRanges(content, shown, findings),
      labelOf: (index) => {
        const finding = findings[index];
        if (!finding) return '';
        return finding.instead
          ? t.findingWithInstead({ term: finding.term, instead: finding.instead })
          : t.findingAvoid({ term: finding.term });
      },
    };
  }, [content, shown, findings, t]);
}
