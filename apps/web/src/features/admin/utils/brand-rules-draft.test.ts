import { EMPTY_BRAND_RULES } from '@brief/contract/brand-rules';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  draftPath,
  emptyDisclaimer,
  emptyForbidden,
  preferredTermProblem,
  toRules,
  type BrandRulesDraft,
} from '@/features/admin/utils/brand-rules-draft';

const draft = (overrides: Partial<BrandRulesDraft> = {}): BrandRulesDraft => ({
  ...draftOf(EMPTY_BRAND_RULES),
  ...overrides,
});

const forbidden = (term: string, instead = '') => ({ ...emptyForbidden(), term, instead });
const disclaimer = (text: string, when = '') => ({ ...emptyDisclaimer(), text, when });

describe('toRules', () => {
  it('trims every text and drops rows left wholly empty', () => {
    const result = toRules(
      draft({
        voice: '  Warm, plain.  ',
        preferred: [' coffee ', 'roast'],
        forbidden: [forbidden(' cheap ', ' affordable '), forbidden(''), forbidden('deal')],
        disclaimers: [disclaimer('Prices may change.', ' prices '), disclaimer('  ')],
        notes: ' ',
      }),
    );
    expect(result).toEqual({
      rules: {
        voice: 'Warm, plain.',
        audiences: '',
        preferred: [{ term: 'coffee' }, { term: 'roast' }],
        forbidden: [{ term: 'cheap', instead: 'affordable' }, { term: 'deal' }],
        disclaimers: [{ text: 'Prices may change.', when: 'prices' }],
        notes: '',
      },
    });
  });

  it('refuses a term or an instead over 100 characters, naming the entry as the API does', () => {
    const long = 'x'.repeat(101);
    const result = toRules(draft({ forbidden: [forbidden('ok'), forbidden('fine', long)] }));
    expect(result).toEqual({ problems: { 'forbidden.1.instead': { kind: 'too_long', limit: 100 } } });
    expect(toRules(draft({ forbidden: [forbidden('x'.repeat(100))] }))).toHaveProperty('rules');
  });

  it('refuses more than 200 entries in a list', () => {
    const many = Array.from({ length: 201 }, (_, index) => forbidden(`term ${index}`));
    expect(toRules(draft({ forbidden: many }))).toEqual({
      problems: { forbidden: { kind: 'too_many', limit: 200 } },
    });
    expect(toRules(draft({ forbidden: many.slice(0, 200) }))).toHaveProperty('rules');
  });

  it('tells about an instead without its term, and a when without its disclaimer', () => {
    expect(
      toRules(draft({ forbidden: [forbidden(' ', 'affordable')], disclaimers: [disclaimer('', 'prices')] })),
    ).toEqual({
      problems: {
        'forbidden.0.term': { kind: 'term_missing' },
        'disclaimers.0.text': { kind: 'text_missing' },
      },
    });
  });

  it('keeps the long texts within their limits', () => {
    const result = toRules(draft({ voice: 'v'.repeat(4001), audiences: 'a'.repeat(1001) }));
    expect(result).toEqual({
      problems: {
        voice: { kind: 'too_long', limit: 4000 },
        audiences: { kind: 'too_long', limit: 1000 },
      },
    });
  });
});

describe('preferredTermProblem', () => {
  it('refuses a term already listed in any case or accents', () => {
    expect(preferredTermProblem(['Campaña'], ' campana ')).toEqual({ kind: 'already_listed' });
    expect(preferredTermProblem(['Campaña'], 'campañas')).toBeNull();
  });

  it('refuses a long term and a full list', () => {
    expect(preferredTermProblem([], 'x'.repeat(101))).toEqual({ kind: 'too_long', limit: 100 });
    const full = Array.from({ length: 200 }, (_, index) => `term ${index}`);
    expect(preferredTermProblem(full, 'one more')).toEqual({ kind: 'too_many', limit: 200 });
  });
});

describe('draftOf and draftPath', () => {
  it('holds the rules with stable row keys', () => {
    const result = draftOf({
      ...EMPTY_BRAND_RULES,
      forbidden: [{ term: 'cheap', instead: 'affordable' }, { term: 'deal' }],
    });
    expect(result.forbidden.map(({ term, instead }) => [term, instead])).toEqual([
      ['cheap', 'affordable'],
      ['deal', ''],
    ]);
    expect(new Set(result.forbidden.map((row) => row.key)).size).toBe(2);
  });

  it("reads the API's field as the draft's path", () => {
    expect(draftPath('body.forbidden.3.term')).toBe('forbidden.3.term');
    expect(draftPath(null)).toBeNull();
  });
});
