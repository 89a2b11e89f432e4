import { ruleFindingSchema, type RuleFinding } from '@brief/contract/brand-rules';
import { z } from 'zod';

/** A reply's findings as stored (messages.rule_findings, message_versions.rule_findings): null for none. */
export const storedRuleFindings = (findings: readonly RuleFinding[]): string | null =>
  findings.length === 0 ? null : JSON.stringify(findings);

/** The stored findings of a reply; none, or an unreadable value, reads as an empty list. */
export function parseRuleFindings(json: string | null | undefined): RuleFinding[] {
  if (json === null || json === undefined) return [];
  try {
    const parsed = z.array(ruleFindingSchema).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
