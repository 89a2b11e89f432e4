import { describe, expect, it } from 'vitest';
import {
  detectLanguage,
  keyPhrase,
  keywords,
  likelyName,
  splitPassages,
  termScores,
  terms,
} from './builtin-text';

const profile = `# Acme Tea
## Industry
Loose-leaf tea sold online. Founded in 2012 in Bristol.
## Goals
- Double subscriptions by 2026.
## Recent campaigns
- Summer iced tea campaign (June 2025): budget £10,000, CTR 2.2%.
- Winter gift campaign (December 2025): budget £30,000, ROAS 4.1.
| Channel | Share |
|---|---|
| Email | 40% |`;

describe('terms', () => {
  it('drops function words and accents and stems plurals the same way as singulars', () => {
    expect(terms('What are the Campaigns of the audiences?')).toEqual(terms('campaign audience'));
    expect(terms('¿Cuáles son las campañas?')).toEqual(['campaign']);
    expect(terms('resultados de los objetivos')).toEqual(terms('results goals'));
  });

  it('keeps figures whole', () => {
    expect(terms('CTR 2.4% on £120,000')).toEqual(['ctr', '2.4', '120,000']);
  });
});

describe('detectLanguage', () => {
  it('tells Spanish from English by their function words', () => {
    expect(detectLanguage('¿Qué presupuesto tuvo la campaña de Navidad?')).toBe('es');
    expect(detectLanguage('What budget did the Christmas campaign have?')).toBe('en');
  });

  it('falls back when the text gives no clue', () => {
    expect(detectLanguage('CTR ROAS', 'es')).toBe('es');
    expect(detectLanguage('CTR ROAS')).toBe('en');
  });
});

describe('splitPassages', () => {
  it('splits bullets, sentences and table rows and keeps the heading of each', () => {
    const passages = splitPassages(profile);

    expect(passages.map((p) => [p.heading, p.text])).toEqual([
      ['Industry', 'Loose-leaf tea sold online.'],
      ['Industry', 'Founded in 2012 in Bristol.'],
      ['Goals', 'Double subscriptions by 2026.'],
      ['Recent campaigns', 'Summer iced tea campaign (June 2025): budget £10,000, CTR 2.2%.'],
      ['Recent campaigns', 'Winter gift campaign (December 2025): budget £30,000, ROAS 4.1.'],
      ['Recent campaigns', '| Channel | Share |'],
      ['Recent campaigns', '| Email | 40% |'],
    ]);
  });
});

describe('keywords and phrases', () => {
  it('ranks words by weighted frequency and keeps acronyms as written', () => {
    const texts = [
      { text: 'What CTR did the launch get? The launch mattered.', weight: 1 },
      { text: 'Budget budget budget budget budget', weight: 0.25 },
    ];
    expect(keywords(texts, 4)).toEqual(['launch', 'budget', 'CTR', 'mattered']);
  });

  it('picks the best run of adjacent words, joined by "de" or "of"', () => {
    const text = '¿Qué resultados tuvo la campaña de regalos de Navidad?';
    expect(keyPhrase(text, termScores([{ text, weight: 1 }]), 5)).toEqual([
      'campaña',
      'de',
      'regalos',
      'de',
      'Navidad',
    ]);
    expect(keyPhrase(text, termScores([{ text, weight: 1 }]), 3)).toEqual(['campaña', 'de', 'regalos']);
  });

  it('finds the most mentioned name', () => {
    expect(likelyName('Which Spring Blend results did Northwind Coffee see? Northwind Coffee grew.')).toBe(
      'Northwind Coffee',
    );
    expect(likelyName('no names here')).toBeNull();
  });
});
