import { EMPTY_BRAND_RULES } from '@brief/contract/brand-rules';
import { describe, expect, it } from 'vitest';
import { brandRulesSection, findingsInstruction, readBrandRules } from './brand-rules-prompt';

describe('brandRulesSection', () => {
  it('is empty for a customer without rules', () => {
    expect(brandRulesSection(EMPTY_BRAND_RULES)).toBe('');
  });

  it('says every rule compactly: voice, audiences, preferred, forbidden with replacements, disclaimers, notes', () => {
    const section = brandRulesSection({
      voice: 'Warm.\n\nPlain.',
      audiences: 'Families',
      preferred: [{ term: 'holiday' }, { term: 'trip' }],
      forbidden: [{ term: 'cheap', instead: 'affordable' }, { term: 'say "deal"' }],
      disclaimers: [{ text: 'Prices may change.' }, { text: 'ATOL protected.', when: 'flights' }],
      notes: 'Never promise sunshine.',
    });
    expect(section.split('\n')).toEqual([
      'Brand rules of the customer (follow them in every reply):',
      'Voice: Warm.',
      'Plain.',
      'Audiences: Families',
      'Preferred terms (use them where they fit): "holiday", "trip".',
      'Forbidden term: never write "cheap" (nor its plural); write "affordable" instead.',
      'Forbidden term: never write "say \\"deal\\"" (nor its plural).',
      'Disclaimer: "Prices may change." — add it to every reply.',
      'Disclaimer: "ATOL protected." — add it when the question or reply concerns "flights".',
      'Write each disclaimer that applies word for word at the end of the reply, before the suggestions.',
      'Notes: Never promise sunshine.',
    ]);
  });
});

describe('findingsInstruction', () => {
  it('names each term once, with what to write instead', () => {
    expect(
      findingsInstruction([
        { term: 'cheap', instead: 'affordable', index: 0, length: 5 },
        { term: 'deal', instead: null, index: 9, length: 5 },
        { term: 'cheap', instead: 'affordable', index: 20, length: 5 },
      ]),
    ).toBe(
      'Your previous reply used forbidden terms: "cheap" (write "affordable" instead), "deal". Write the reply again without them, keeping what it says.',
    );
    expect(findingsInstruction([])).toBe('');
  });
});

describe('readBrandRules', () => {
  it('reads back the forbidden terms, the disclaimers and a rewrite’s findings from a system prompt', () => {
    const system = [
      'You are Brief.',
      brandRulesSection({
        ...EMPTY_BRAND_RULES,
        forbidden: [{ term: 'cheap', instead: 'affordable' }, { term: 'say "deal"' }],
        disclaimers: [{ text: 'Prices may change.' }, { text: 'ATOL protected.', when: 'flights' }],
        notes: 'Forbidden term: never write "broken (nor its plural).',
      }),
      findingsInstruction([{ term: 'bargain', instead: 'good value', index: 0, length: 7 }]),
    ].join('\n');
    expect(readBrandRules(system)).toEqual({
      forbidden: [
        { term: 'cheap', instead: 'affordable' },
        { term: 'say "deal"' },
        { term: 'bargain', instead: 'good value' },
      ],
      disclaimers: [{ text: 'Prices may change.' }, { text: 'ATOL protected.', when: 'flights' }],
    });
    expect(readBrandRules('You are Brief.')).toEqual({ forbidden: [], disclaimers: [] });
  });
});
