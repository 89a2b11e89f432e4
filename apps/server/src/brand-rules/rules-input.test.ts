import { brandRulesRequestSchema } from '@brief/contract/brand-rules';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { rulesFromRequest } from './rules-input';

const rules = (body: unknown) => rulesFromRequest(brandRulesRequestSchema.parse(body));

const refusal = (body: unknown) => {
  try {
    rules(body);
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, ...error.detail };
  }
  return undefined;
};

describe('rulesFromRequest', () => {
  it('empties what is left out, trims, drops blanks and keeps a repeated term (any case, accents) once', () => {
    expect(
      rules({
        forbidden: [
          { term: ' Campaña ', instead: '  ' },
          { term: 'CAMPANA', instead: 'ignored' },
          { term: 'cheap', instead: 'affordable' },
          { term: '' },
        ],
        disclaimers: [{ text: ' ' }, { text: 'Prices may change.', when: null }],
      }),
    ).toEqual({
      voice: '',
      audiences: '',
      preferred: [],
      forbidden: [{ term: 'Campaña' }, { term: 'cheap', instead: 'affordable' }],
      disclaimers: [{ text: 'Prices may change.' }],
      notes: '',
    });
  });

  it('refuses a list over 200 entries (counted as sent) and a term over 100 characters with 422', () => {
    const many = Array.from({ length: 201 }, () => ({ term: 'same' }));
    expect(refusal({ preferred: many })).toEqual({
      status: 422,
      reason: 'rules_too_many',
      field: 'body.preferred',
      values: { limit: 200 },
    });
    expect(refusal({ forbidden: [{ term: 'ok', instead: 'i'.repeat(101) }] })).toEqual({
      status: 422,
      reason: 'rules_too_long',
      field: 'body.forbidden.0.instead',
      values: { limit: 100 },
    });
    expect(refusal({ disclaimers: [{ text: 'd'.repeat(1001) }] })).toMatchObject({
      field: 'body.disclaimers.0.text',
    });
    expect(refusal({ audiences: 'a'.repeat(1001) })).toMatchObject({ field: 'body.audiences' });
    expect(refusal({ notes: 'n'.repeat(4000), forbidden: [{ term: 't'.repeat(100) }] })).toBeUndefined();
  });
});
