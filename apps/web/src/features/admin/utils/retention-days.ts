import { retentionDaysSchema } from '@brief/contract/admin-console';

/**
 * What the retention box holds: empty keeps every chat (null), whole days from 1 to 36 500 are a policy,
 * anything else is not one ('invalid').
 */
export function retentionDaysOf(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return 'invalid';
  const checked = retentionDaysSchema.safeParse(Number(trimmed));
  return checked.success ? checked.data : 'invalid';
}
