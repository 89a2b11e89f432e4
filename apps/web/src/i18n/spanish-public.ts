import type { ComponentsJSON, TranslationsJSON } from '@nanostores/i18n';

/**
 * The Spanish of the landing and sign-in pages (and of the shared components they show): what a Spanish
 * visitor of those pages downloads. spanish.ts holds the rest (its glob leaves these out); `loadSpanish` in
 * core.ts loads both.
 */
const modules = import.meta.glob<Record<string, TranslationsJSON>>(
  ['../components/i18n/es.ts', '../features/auth/i18n/es.ts', '../features/marketing/i18n/es.ts'],
  { eager: true },
);

export const spanishTexts: ComponentsJSON = {};
for (const module of Object.values(modules)) Object.assign(spanishTexts, module);
