import { messagesToJSON, type Messages, type TranslationJSON } from '@nanostores/i18n';
import { describe, expect, it } from 'vitest';

/**
 * Every feature's English texts (`i18n/en.ts`) against its Spanish (`i18n/es.ts`): the same message
 * sets, the same keys, the same placeholders, the plural forms Spanish needs.
 */
const englishModules = import.meta.glob<Record<string, unknown>>('../**/i18n/en.ts', { eager: true });
const spanishModules = import.meta.glob<Record<string, unknown>>('../**/i18n/es.ts', { eager: true });

type Flat = Record<string, TranslationJSON>;

function isMessages(value: unknown): value is Messages & { component: string } {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && 'component' in value);
}

const englishSets = Object.entries(englishModules).flatMap(([path, module]) =>
  Object.entries(module)
    .filter(([, value]) => isMessages(value))
    .map(([exportName, value]) => {
      const json = messagesToJSON(value as Messages);
      const [component, texts] = Object.entries(json)[0] as [string, Flat];
      return { path, exportName, component, texts };
    }),
);

const placeholders = (text: TranslationJSON): string[] =>
  typeof text === 'string' ? [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort() : [];

describe('the English and Spanish texts', () => {
  it('are found: every feature directory with texts has both files', () => {
    expect(englishSets.length).toBeGreaterThan(0);
    const englishDirs = Object.keys(englishModules).map((path) => path.replace(/en\.ts$/, ''));
    const spanishDirs = Object.keys(spanishModules).map((path) => path.replace(/es\.ts$/, ''));
    expect(spanishDirs.sort()).toEqual(englishDirs.sort());
  });

  it('name each message set once, after the export that holds it', () => {
    const names = englishSets.map((set) => set.component);
    expect(new Set(names).size).toBe(names.length);
    for (const set of englishSets) expect(set.exportName, set.path).toBe(set.component);
  });

  it.each(englishSets.map((set) => [set.component, set] as const))(
    '%s: the same keys, placeholders and plural forms in both',
    (_name, set) => {
      const spanishModule = spanishModules[set.path.replace(/en\.ts$/, 'es.ts')] ?? {};
      const spanish = spanishModule[set.component] as Flat | undefined;
      expect(spanish, `${set.path}: no Spanish export named ${set.component}`).toBeDefined();
      if (!spanish) return;
      expect(Object.keys(spanish).sort()).toEqual(Object.keys(set.texts).sort());
      for (const [key, english] of Object.entries(set.texts)) {
        const translated = spanish[key];
        const where = `${set.component}.${key}`;
        if (typeof english === 'string') {
          expect(typeof translated, where).toBe('string');
          expect((translated as string).trim(), where).not.toBe('');
          expect(placeholders(translated as string), where).toEqual(placeholders(english));
        } else {
          expect(typeof translated, where).toBe('object');
          const forms = translated as Flat;
          expect(Object.keys(forms), where).toEqual(expect.arrayContaining(['one', 'other']));
          for (const form of Object.keys(forms)) {
            const englishForm = english[form] ?? english.other;
            expect(placeholders(forms[form] ?? ''), `${where}.${form}`).toEqual(
              placeholders(englishForm ?? ''),
            );
          }
        }
      }
    },
  );
});
