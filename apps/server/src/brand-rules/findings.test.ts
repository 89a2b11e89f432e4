import { describe, expect, it } from 'vitest';
import { findForbiddenTerms } from './findings';

const words = (text: string, terms: { term: string; instead?: string }[]) =>
  findForbiddenTerms(text, terms).map((finding) => text.slice(finding.index, finding.index + finding.length));

describe('findForbiddenTerms', () => {
  it('finds a whole word in any case, with the rule and the offset in the text', () => {
    const text = 'A CHEAP plan. Cheap, cheap!';
    expect(findForbiddenTerms(text, [{ term: 'cheap', instead: 'affordable' }])).toEqual([
      { term: 'cheap', instead: 'affordable', index: 2, length: 5 },
      { term: 'cheap', instead: 'affordable', index: 14, length: 5 },
      { term: 'cheap', instead: 'affordable', index: 21, length: 5 },
    ]);
  });

  it('says null when the rule names nothing to write instead', () => {
    expect(findForbiddenTerms('a bargain', [{ term: 'bargain' }])).toEqual([
      { term: 'bargain', instead: null, index: 2, length: 7 },
    ]);
  });

  it('never matches inside another word', () => {
    expect(words('An advert, a road, bad ads and an ad.', [{ term: 'ad' }])).toEqual(['ads', 'ad']);
    expect(words('cheaply, cheaper, cheapskate', [{ term: 'cheap' }])).toEqual([]);
  });

  it('finds English plurals: -s, -es, -ies', () => {
    expect(words('two deals', [{ term: 'deal' }])).toEqual(['deals']);
    expect(words('many boxes', [{ term: 'box' }])).toEqual(['boxes']);
    expect(words('our agencies and one agency', [{ term: 'agency' }])).toEqual(['agencies', 'agency']);
  });

  it('finds Spanish plurals: -s, -es, -z → -ces', () => {
    expect(words('Ofertas baratas', [{ term: 'barata' }])).toEqual(['baratas']);
    expect(words('Los precios bajos, el precio bajo', [{ term: 'precio' }])).toEqual(['precios', 'precio']);
    expect(words('Las canciones', [{ term: 'canción' }])).toEqual(['canciones']);
    expect(words('muchas veces, una vez', [{ term: 'vez' }])).toEqual(['veces', 'vez']);
    expect(words('los lápices', [{ term: 'lápiz' }])).toEqual(['lápices']);
  });

  it('folds accents both ways and keeps offsets of the original text', () => {
    const text = 'La Campaña y las campañas; una campana.';
    const findings = findForbiddenTerms(text, [{ term: 'campana', instead: 'acción' }]);
    expect(findings.map((f) => [f.index, f.length])).toEqual([
      [3, 7],
      [17, 8],
      [31, 7],
    ]);
    expect(findings.map((f) => text.slice(f.index, f.index + f.length))).toEqual([
      'Campaña',
      'campañas',
      'campana',
    ]);
    expect(words('MÁS BARATO', [{ term: 'mas barato' }])).toEqual(['MÁS BARATO']);
  });

  it('keeps offsets right after decomposed accents and characters outside the basic plane', () => {
    const decomposed = 'Cafe\u0301 y \u{1F600} campan\u0303as';
    const [finding] = findForbiddenTerms(decomposed, [{ term: 'campaña' }]);
    expect(finding && decomposed.slice(finding.index, finding.index + finding.length)).toBe('campan\u0303as');
    expect(words(decomposed, [{ term: 'café' }])).toEqual(['Cafe\u0301']);
  });

  it('finds a term of several words across any spacing, its last word in the plural', () => {
    expect(words('Our best\nprice deals and best price', [{ term: 'best  price deal' }])).toEqual([
      'best\nprice deals',
    ]);
    expect(words('precio más bajo', [{ term: 'Precio  Más Bajo' }])).toEqual(['precio más bajo']);
  });

  it('flags words once when a longer rule holds a shorter one, in text order', () => {
    const findings = findForbiddenTerms('low cost airline, low prices', [
      { term: 'cost' },
      { term: 'low cost' },
      { term: 'low' },
    ]);
    expect(findings.map((f) => [f.term, f.index])).toEqual([
      ['low cost', 0],
      ['low', 18],
    ]);
  });

  it('treats regular-expression characters as plain text', () => {
    expect(words('We use C++ and (beta) tools', [{ term: 'C++' }, { term: '(beta)' }])).toEqual([
      'C++',
      '(beta)',
    ]);
  });

  it('finds nothing without rules, in empty text, or for a blank term', () => {
    expect(findForbiddenTerms('cheap', [])).toEqual([]);
    expect(findForbiddenTerms('', [{ term: 'cheap' }])).toEqual([]);
    expect(findForbiddenTerms('cheap', [{ term: '   ' }])).toEqual([]);
  });
});
