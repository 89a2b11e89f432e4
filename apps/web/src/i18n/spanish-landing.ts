import type { ComponentsJSON, TranslationsJSON } from '@nanostores/i18n';

/**
 * The Spanish of the landing page (and of the shared components it shows): what a Spanish visitor of `/`
 * downloads. spanish-login.ts holds the sign-in page's, spanish.ts the rest (its glob leaves these out);
 * `loadSpanish` in core.ts loads them all.
 */
const modules = import.meta.glob<Record<string, TranslationsJSON>>(
  ['../components/i18n/es.ts', '../features/marketing/i18n/es.ts'],
  { eager: true },
);

export const spanishTexts: ComponentsJSON = {};
for (const module of Object.values(modules)) Object.assign(spanishTexts, module);
