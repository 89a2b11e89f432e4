import { MEMORY_LIMITS } from '@brief/contract/customer-memory';
import { AppError } from '../errors';

/** 422 over_limit for a fact's text or a review's reason longer than its limit (UTF-16 characters, as a text field counts them). */
export function checkMemoryLength(field: 'text' | 'reason', value: string | undefined): void {
  const limit = MEMORY_LIMITS[field];
  if (value === undefined || value.length <= limit) return;
  throw new AppError('over_limit', `${field} may be at most ${limit.toLocaleString('en-US')} characters`, {
    detail: { reason: 'memory_too_long', field: `body.${field}`, values: { limit } },
  });
}
