import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/core';
import { sourceLocation } from './source-location';

afterEach(async () => {
  await showLanguage('en');
});

describe("a cited passage's location", () => {
  it('reads in English', () => {
    expect(sourceLocation({ kind: 'page', page: 3 })).toBe('page 3');
    expect(sourceLocation({ kind: 'section', section: ['Brand voice', 'Tone'] })).toBe('Brand voice › Tone');
    expect(sourceLocation({ kind: 'rows', sheet: 'Q3', from: 2, to: 41 })).toBe('sheet Q3, rows 2–41');
    expect(sourceLocation({ kind: 'rows', sheet: null, from: 2, to: 41 })).toBe('rows 2–41');
    expect(sourceLocation({ kind: 'rows', sheet: null, from: 7, to: 7 })).toBe('row 7');
    expect(sourceLocation({ kind: 'lines', from: 1, to: 40 })).toBe('lines 1–40');
    expect(sourceLocation({ kind: 'lines', from: 5, to: 5 })).toBe('line 5');
  });

  it('reads in Spanish, the section path as written', async () => {
    await showLanguage('es');
    expect(sourceLocation({ kind: 'page', page: 3 })).toBe('página 3');
    expect(sourceLocation({ kind: 'section', section: ['Brand voice', 'Tone'] })).toBe('Brand voice › Tone');
    expect(sourceLocation({ kind: 'rows', sheet: 'Q3', from: 2, to: 41 })).toBe('hoja Q3, filas 2–41');
    expect(sourceLocation({ kind: 'rows', sheet: null, from: 2, to: 41 })).toBe('filas 2–41');
    expect(sourceLocation({ kind: 'lines', from: 1, to: 40 })).toBe('líneas 1–40');
    expect(sourceLocation({ kind: 'lines', from: 5, to: 5 })).toBe('línea 5');
  });
});
