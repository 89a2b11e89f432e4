import type { ForbiddenTerm, RuleFinding } from '@brief/contract/brand-rules';
import { termFinder } from './term-match';

/**
 * The forbidden terms a reply uses, in the order they occur. Where two rules match the same words (a
 * term and a longer one that holds it), the longer match is the finding, so each word is flagged once.
 */
export function findForbiddenTerms(text: string, forbidden: readonly ForbiddenTerm[]): RuleFinding[] {
  if (forbidden.length === 0 || text === '') return [];
  const find = termFinder(text);
  const found = forbidden.flatMap((rule) =>
    find(rule.term).map((match) => ({ term: rule.term, instead: rule.instead ?? null, ...match })),
  );
  found.sort((a, b) => a.index - b.index || b.length - a.length);
  const findings: RuleFinding[] = [];
  let reached = 0;
  for (const finding of found) {
    if (finding.index < reached) continue;
    findings.push(finding);
    reached = finding.index + finding.length;
  }
  return findings;
}
