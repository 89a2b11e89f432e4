import type { BrandRules } from '@brief/contract/brand-rules';

/** Whether the rules say anything at all. */
export function hasBrandRules(rules: BrandRules): boolean {
  return (
    rules.voice.trim() !== '' ||
    rules.audiences.trim() !== '' ||
    rules.notes.trim() !== '' ||
    rules.preferred.length > 0 ||
    rules.forbidden.length > 0 ||
    rules.disclaimers.length > 0
  );
}
