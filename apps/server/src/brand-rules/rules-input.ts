import {
  BRAND_RULES_LIMITS,
  type BrandRules,
  type brandRulesRequestSchema,
} from '@brief/contract/brand-rules';
import type { z } from 'zod';
import { AppError } from '../errors';
import { foldTerm } from './term-match';

type RulesRequest = z.output<typeof brandRulesRequestSchema>;

const tooMany = (field: string) =>
  new AppError('over_limit', `${field} may hold at most ${BRAND_RULES_LIMITS.entries} entries`, {
    detail: {
      reason: 'rules_too_many',
      field: `body.${field}`,
      values: { limit: BRAND_RULES_LIMITS.entries },
    },
  });

const tooLong = (field: string, limit: number) =>
  new AppError('over_limit', `${field} may be at most ${limit} characters`, {
    detail: { reason: 'rules_too_long', field: `body.${field}`, values: { limit } },
  });

/** A text within its limit (in UTF-16 units, as the schema and the web form count). */
function checked(text: string, field: string, limit: number): string {
  if (text.length > limit) throw tooLong(field, limit);
  return text;
}

/** Drops blank entries and the later of two with the same term (any case, accents folded). */
function distinct<T>(entries: readonly T[], keyOf: (entry: T) => string): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = keyOf(entry);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function listOf<T>(entries: readonly T[], field: string): readonly T[] {
  if (entries.length > BRAND_RULES_LIMITS.entries) throw tooMany(field);
  return entries;
}

/**
 * The rules as stored from a PUT body (already trimmed by its schema): every size checked (422 naming
 * the field), empty terms and disclaimers dropped, an empty `instead`/`when` left out, a term listed twice
 * in one list kept once, the first time. Lists are counted as sent, before anything is dropped.
 */
export function rulesFromRequest(body: RulesRequest): BrandRules {
  const { term, text, audiences, disclaimer, when } = BRAND_RULES_LIMITS;
  const preferred = listOf(body.preferred ?? [], 'preferred').map((entry, n) => ({
    term: checked(entry.term, `preferred.${n}.term`, term),
  }));
  const forbidden = listOf(body.forbidden ?? [], 'forbidden').map((entry, n) => {
    const instead = checked(entry.instead ?? '', `forbidden.${n}.instead`, term);
    return {
      term: checked(entry.term, `forbidden.${n}.term`, term),
      ...(instead === '' ? {} : { instead }),
    };
  });
  const disclaimers = listOf(body.disclaimers ?? [], 'disclaimers').map((entry, n) => {
    const condition = checked(entry.when ?? '', `disclaimers.${n}.when`, when);
    return {
      text: checked(entry.text, `disclaimers.${n}.text`, disclaimer),
      ...(condition === '' ? {} : { when: condition }),
    };
  });
  return {
    voice: checked(body.voice, 'voice', text),
    audiences: checked(body.audiences, 'audiences', audiences),
    preferred: distinct(preferred, (entry) => foldTerm(entry.term)),
    forbidden: distinct(forbidden, (entry) => foldTerm(entry.term)),
    disclaimers: disclaimers.filter((entry) => entry.text !== ''),
    notes: checked(body.notes, 'notes', text),
  };
}
