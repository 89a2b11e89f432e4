import {
  count,
  createI18n,
  transform,
  type ComponentsJSON,
  type Messages,
  type TranslationFunction,
} from '@nanostores/i18n';
import { atom } from 'nanostores';
import { logger } from '@/lib/logger';

/**
 * The interface's languages. English is the base: its texts live next to each feature (`i18n/en.ts`) and
 * ship with it; Spanish (`i18n/es.ts` of each feature) loads the first time it is needed (see below).
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'es';
}

/** The browser's first preferred language decides: `es*` is Spanish, anything else English. */
export function browserLanguage(
  languages: readonly string[] = typeof navigator === 'undefined'
    ? []
    : navigator.languages.length > 0
      ? navigator.languages
      : [navigator.language],
): Language {
  return languages[0]?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** The language the interface shows now. It changes only once that language's texts are loaded. */
export const language = atom<Language>('en');

type SpanishBundle = { spanishTexts: ComponentsJSON };

/**
 * The Spanish comes in parts: the landing page's own (spanish-landing.ts), the sign-in page's
 * (spanish-login.ts), and the rest of the app's with date-fns' Spanish names (spanish.ts), so a visitor
 * of one of those two pages downloads only its part.
 */
const spanishParts = {
  landing: () => import('./spanish-landing'),
  login: () => import('./spanish-login'),
  app: () => import('./spanish'),
} satisfies Record<string, () => Promise<SpanishBundle>>;
export type TextScope = keyof typeof spanishParts;
/** The public pages, by the name of their files (app/public-pages.ts). */
export type PublicPageScope = Exclude<TextScope, 'app'>;

const loadedParts = new Map<TextScope, Promise<void>>();
/** Every Spanish message set loaded so far, by name: the i18n cache's Spanish once a part has loaded. */
const spanishCache: ComponentsJSON = {};

function loadSpanishPart(part: TextScope): Promise<void> {
  let pending = loadedParts.get(part);
  if (!pending) {
    pending = spanishParts[part]().then(({ spanishTexts }) => {
      Object.assign(spanishCache, spanishTexts);
      // The cache holds every message set by name (its declared type is one set's).
      (i18n.cache as unknown as Record<Language, ComponentsJSON>).es = spanishCache;
    });
    pending.catch(() => loadedParts.delete(part));
    loadedParts.set(part, pending);
  }
  return pending;
}

/** Loads every Spanish text and the date names once; later calls share the first load. */
export async function loadSpanish(): Promise<void> {
  await Promise.all(Object.keys(spanishParts).map((part) => loadSpanishPart(part as TextScope)));
}

/** The texts the page on screen needs: the whole app's, unless it is one of the public pages (its own). */
let scope: TextScope = 'app';

/** Set by the entry: the public page it hydrates, or 'app' once the whole app is there. */
export function setTextScope(next: TextScope): void {
  scope = next;
}

let wanted: Language = language.get();

/**
 * Shows the interface in `next`: at once for English, after its texts have loaded for Spanish. When the
 * Spanish texts cannot be loaded the interface stays as it is.
 */
export async function showLanguage(next: Language): Promise<void> {
  wanted = next;
  if (next === 'es') {
    try {
      await (scope === 'app' ? loadSpanish() : loadSpanishPart(scope));
    } catch (error) {
      logger.error('The Spanish texts could not be loaded', error);
      return;
    }
  }
  if (wanted === next) language.set(next);
}

/**
 * The texts of the public page the public app goes to, in the language shown: awaited with the page's
 * code, so a Spanish page never shows in English while its part loads.
 */
export function showPageTexts(page: PublicPageScope): Promise<void> {
  scope = page;
  return showLanguage(wanted);
}

export const i18n = createI18n(language, {
  baseLocale: 'en',
  // A message set shown before its Spanish has loaded (one of the app's, on a public page) asks for it.
  async get(code): Promise<ComponentsJSON> {
    if (code !== 'es') return {};
    await loadSpanish();
    return spanishCache;
  },
});

if (typeof document !== 'undefined') {
  language.subscribe((code) => {
    document.documentElement.lang = code;
  });
}

type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/**
 * A text with `{name}` placeholders, filled from an object whose keys the type checker knows. Values go in
 * as they are (no `$&` patterns), so a name with a dollar sign stays intact.
 */
export const params = transform(
  (_locale: string, translation: string, values: Record<string, string | number>) =>
    translation.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    ),
) as <Text extends string>(
  input: Text,
) => TranslationFunction<[Record<Placeholders<Text>, string | number>], string>;

/** Plural forms chosen by the language's rules (`Intl.PluralRules`); `{count}` is the number. */
export { count };

/** What a plural text needs in Spanish: the singular and the general form. */
export interface PluralForms {
  one: string;
  other: string;
  many?: string;
}

/**
 * The Spanish of one English message set: every key, no other, a string for a text or a text with
 * placeholders, the plural forms for a count.
 */
export type SpanishOf<M> =
  M extends Messages<infer Body>
    ? {
        [Key in keyof Body]: Body[Key] extends string
          ? string
          : Body[Key] extends (count: number) => string
            ? PluralForms
            : string;
      }
    : never;

/**
 * A text a constant keeps in English (a tab, a nav entry, a group), shown in the interface's language: its
 * message set lists it under its English words.
 */
export function labelIn(texts: object, english: string): string {
  const value = (texts as Record<string, unknown>)[english];
  return typeof value === 'string' ? value : english;
}
