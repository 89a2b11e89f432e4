import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStoredLanguage, setStoredLanguage } from '@/lib/storage/stored-language';
import { languageFor } from './starting-language';
import { browserLanguage, language, loadSpanish, setTextScope, showLanguage } from './core';
import { formatDateIn, formatNumberIn } from './format';

function browserPrefers(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  localStorage.clear();
});

describe('which language the interface speaks', () => {
  it("is the browser's first preference: es* is Spanish, anything else English", () => {
    expect(browserLanguage(['es-ES', 'en'])).toBe('es');
    expect(browserLanguage(['es'])).toBe('es');
    expect(browserLanguage(['ES-mx'])).toBe('es');
    expect(browserLanguage(['en-US', 'es'])).toBe('en');
    expect(browserLanguage(['fr-FR'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it("follows the account's choice first, then the browser, then English", () => {
    browserPrefers('es-ES');
    expect(languageFor(null)).toBe('es');
    expect(languageFor('u1')).toBe('es');

    setStoredLanguage('u1', 'en');
    expect(languageFor('u1')).toBe('en');
    // Another user on the same browser does not inherit it.
    expect(languageFor('u2')).toBe('es');
    expect(getStoredLanguage('u2')).toBeNull();

    browserPrefers('de-DE');
    setStoredLanguage('u1', null);
    expect(languageFor('u1')).toBe('en');
    expect(languageFor(null)).toBe('en');
  });

  it('switches only once the Spanish texts are there, and sets <html lang>', async () => {
    await showLanguage('es');
    expect(language.get()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    await showLanguage('en');
    expect(language.get()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('dates and numbers', () => {
  const november = new Date(2026, 10, 23, 15, 4);
  const january = new Date(2025, 0, 5, 15, 4);

  it("read the product's way in English", () => {
    expect(formatDateIn('en', november, 'date')).toBe('Nov 23, 2026');
    expect(formatDateIn('en', january, 'dateTime')).toBe('Jan 5, 2025 at 3:04 PM');
    expect(formatDateIn('en', january, 'time')).toBe('3:04 PM');
    expect(formatNumberIn('en', 12345)).toBe('12,345');
  });

  it('read the Spanish way in Spanish', async () => {
    await loadSpanish();
    expect(formatDateIn('es', november, 'date')).toBe('23 nov 2026');
    expect(formatDateIn('es', january, 'dateTime')).toBe('5 ene 2025, 15:04');
    expect(formatDateIn('es', january, 'time')).toBe('15:04');
    expect(formatNumberIn('es', 12345)).toBe('12.345');
  });
});

describe('the Spanish chunks', () => {
  it("hold every feature's Spanish: each public page's in its own part, the rest of the app's in the other", async () => {
    const everyFile = import.meta.glob<Record<string, unknown>>('../**/i18n/es.ts', { eager: true });
    const everySet = Object.values(everyFile).flatMap((module) => Object.keys(module));
    const [landingPart, loginPart, appPart] = await Promise.all([
      import('./spanish-landing'),
      import('./spanish-login'),
      import('./spanish'),
    ]);
    const landingSets = Object.keys(landingPart.spanishTexts);
    const loginSets = Object.keys(loginPart.spanishTexts);
    const appSets = Object.keys(appPart.spanishTexts);
    const publicSets = [...new Set([...landingSets, ...loginSets])];
    expect(publicSets.filter((name) => appSets.includes(name))).toEqual([]);
    expect([...publicSets, ...appSets].sort()).toEqual([...everySet].sort());
    expect(landingSets).toEqual(expect.arrayContaining(['marketingTexts', 'componentsTexts']));
    expect(landingSets).not.toContain('authTexts');
    expect(loginSets).toEqual(expect.arrayContaining(['authTexts', 'componentsTexts']));
    expect(loginSets).not.toContain('marketingTexts');
  });

  it('a public page in Spanish loads only its own part; the app then loads the rest', async () => {
    const { authTexts } = await import('@/features/auth/i18n/en');
    setTextScope('login');
    await showLanguage('es');
    expect(authTexts.get().welcomeBack).toBe('Hola de nuevo');
    setTextScope('app');
    await showLanguage('es');
    expect(formatDateIn('es', new Date(Date.UTC(2026, 10, 23, 12)), 'date')).toBe('23 nov 2026');
    await showLanguage('en');
  });
});
