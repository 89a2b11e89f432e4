import { describe, expect, it } from 'vitest';
import { bilingualTerms } from './bilingual-terms';
import { otherLanguageQuery, translationsOf } from './cross-language';

describe('the bilingual word list', () => {
  it('holds at least 500 distinct English–Spanish pairs of the agency vocabulary', () => {
    expect(bilingualTerms.length).toBeGreaterThanOrEqual(500);
    expect(new Set(bilingualTerms.map((pair) => pair.join(':'))).size).toBe(bilingualTerms.length);
    for (const pair of [
      ['brand', 'marca'],
      ['mascot', 'mascota'],
      ['budget', 'presupuesto'],
      ['goal', 'objetivo'],
      ['campaign', 'campana'],
      ['audience', 'publico'],
      ['headline', 'titular'],
      ['caption', 'leyenda'],
      ['subscriber', 'suscriptor'],
      ['typography', 'tipografia'],
      ['sustainability', 'sostenibilidad'],
      ['christmas', 'navidad'],
    ])
      expect(bilingualTerms).toContainEqual(pair);
  });

  it('keeps words folded (lower case, no accents), one word a side, never the same word twice', () => {
    const english = new Set(bilingualTerms.map(([word]) => word));
    const spanish = new Set(bilingualTerms.map(([, word]) => word));
    for (const [en, es] of bilingualTerms) {
      expect(en).toMatch(/^[a-z]+$/);
      expect(es).toMatch(/^[a-z]+$/);
      expect(en).not.toBe(es);
      // A word in both columns would be read as the other language's word with another meaning.
      expect(spanish.has(en), en).toBe(false);
      expect(english.has(es), es).toBe(false);
    }
  });
});

describe('translationsOf', () => {
  it('finds a word written with accents, capitals or in the plural', () => {
    expect(translationsOf('Mascota', 'en')).toEqual(['mascot']);
    expect(translationsOf('campañas', 'en')).toEqual(['campaign']);
    expect(translationsOf('Canales', 'en')).toEqual(['channel']);
    expect(translationsOf('audiences', 'es')).toEqual(['audiencia', 'publico']);
    expect(translationsOf('companies', 'es')).toEqual(['empresa']);
    expect(translationsOf('nueva', 'en')).toEqual(['new']);
  });

  it('gives nothing for a word the list lacks, or asked in the wrong direction', () => {
    expect(translationsOf('Northwind', 'es')).toEqual([]);
    expect(translationsOf('mascot', 'en')).toEqual([]);
  });
});

describe('otherLanguageQuery', () => {
  it("says a Spanish question's words in English, leaving names and figures to the question", () => {
    expect(otherLanguageQuery('¿Cuál es la mascota de la marca?')).toEqual({
      language: 'en',
      text: 'mascot brand branding',
    });
    expect(otherLanguageQuery('Presupuesto de la campaña Halcyon en 2026')).toEqual({
      language: 'en',
      text: 'budget campaign',
    });
  });

  it("says an English question's words in Spanish", () => {
    expect(otherLanguageQuery('What is the brand mascot?')).toEqual({
      language: 'es',
      text: 'marca mascota',
    });
  });

  it('gives nothing when no word is in the list', () => {
    expect(otherLanguageQuery('Halcyon Porto 7,420')).toBeNull();
  });
});
