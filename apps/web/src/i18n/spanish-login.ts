import type { ComponentsJSON, TranslationsJSON } from '@nanostores/i18n';

/**
 * The Spanish of the sign-in page (and of the shared components it shows): what a Spanish visitor of
 * `/login` downloads. spanish-landing.ts holds the landing page's, spanish.ts the rest (its glob leaves
 * these out); `loadSpanish` in core.ts loads them all.
 */
const modules = import.meta.glob<Record<string, TranslationsJSON>>(
  ['../components/i18n/es.ts', '../features/auth/i18n/es.ts'],
  { eager: true },
);

export const spanishTexts: ComponentsJSON = {};
for (const module of Object.values(modules)) Object.assign(spanishTexts, module);
