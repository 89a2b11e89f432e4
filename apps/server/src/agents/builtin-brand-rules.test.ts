import { EMPTY_BRAND_RULES, type BrandRules } from '@brief/contract/brand-rules';
import { describe, expect, it } from 'vitest';
import { brandRulesSection } from './brand-rules-prompt';
import { keepBrandRules } from './builtin-brand-rules';

const systemWith = (rules: Partial<BrandRules>) =>
  `You are Brief.\n${brandRulesSection({ ...EMPTY_BRAND_RULES, ...rules })}`;

describe('keepBrandRules', () => {
  it('writes the instead term for each forbidden one, keeping its case, whole words only', () => {
    const system = systemWith({
      forbidden: [
        { term: 'cheap', instead: 'affordable' },
        { term: 'campaña', instead: 'acción' },
        { term: 'deal' },
      ],
    });
    expect(
      keepBrandRules(
        'Cheap flights, CHEAP hotels, cheapskates and a cheap deal. Campañas y campana.',
        system,
        '',
      ),
    ).toBe('Affordable flights, AFFORDABLE hotels, cheapskates and an affordable deal. Acción y acción.');
  });

  it('writes "a" or "an" before the new word of an English answer, never in a Spanish one', () => {
    const forbidden = [
      { term: 'offer', instead: 'deal' },
      { term: 'bargain', instead: 'affordable price' },
    ];
    expect(keepBrandRules('An offer, a bargain. A\nbargain.', systemWith({ forbidden }), '')).toBe(
      'A deal, an affordable price. An\naffordable price.',
    );
    const spanish = `${systemWith({ forbidden: [{ term: 'oferta', instead: 'ahorro' }] })}\nConversation language: Spanish (es).`;
    expect(keepBrandRules('Vamos a ofertas.', spanish, '')).toBe('Vamos a ahorro.');
  });

  it('adds the disclaimers that apply before the suggestions: always, or when the question or reply uses their words', () => {
    const system = systemWith({
      disclaimers: [
        { text: 'Prices may change.' },
        { text: 'ATOL protected.', when: 'flights or hotels' },
        { text: 'Ask a doctor.', when: 'medicine' },
      ],
    });
    const answer = 'Book early.\n\nSuggestions:\n- Which dates?';
    expect(keepBrandRules(answer, system, 'Are flights cheaper in May?')).toBe(
      'Book early.\n\nPrices may change.\n\nATOL protected.\n\nSuggestions:\n- Which dates?',
    );
    expect(keepBrandRules('Book early.', system, 'When?')).toBe('Book early.\n\nPrices may change.');
  });

  it('leaves an answer alone without rules, and a disclaimer already written is not written twice', () => {
    expect(keepBrandRules('A cheap deal.', 'You are Brief.', '')).toBe('A cheap deal.');
    const system = systemWith({ disclaimers: [{ text: 'Prices may change.' }] });
    expect(keepBrandRules('Done. Prices may change.', system, '')).toBe('Done. Prices may change.');
  });
});
