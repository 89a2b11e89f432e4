import { describe, expect, it } from 'vitest';
import { cleanTitle, parseRelated } from './present';

describe('parseRelated', () => {
  it('keeps the text of bullet or numbered lines, at most five, without a heading', () => {
    const text = 'Suggestions:\n- One\n* Two\n3. Three\n4) Four\n• Five\n- Six';
    expect(parseRelated(text)).toEqual(['One', 'Two', 'Three', 'Four', 'Five'].map((action) => ({ action })));
  });

  it('drops blank lines and a Spanish heading', () => {
    expect(parseRelated('Sugerencias:\n\n- Uno\n\n- Dos')).toEqual([{ action: 'Uno' }, { action: 'Dos' }]);
  });
});

describe('cleanTitle', () => {
  it('takes the first line without label, quotes or full stop', () => {
    expect(cleanTitle('\nTitle: "Autumn launch plan".\nmore')).toBe('Autumn launch plan');
    expect(cleanTitle('Título: «Plan de otoño»')).toBe('Plan de otoño');
  });
});
