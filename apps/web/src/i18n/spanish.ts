import type { ComponentsJSON, TranslationsJSON } from '@nanostores/i18n';
import { es } from 'date-fns/locale/es';
import { setSpanishDates } from './date-locale';

/**
 * The app's Spanish chunk: every feature's `i18n/es.ts` but those of the public pages (spanish-landing.ts
 * and spanish-login.ts),
 * each export named after the English message set it translates, and date-fns' Spanish names. Loaded on
 * demand, never with the first page.
 */
const modules = import.meta.glob<Record<string, TranslationsJSON>>(
  [
    '../**/i18n/es.ts',
    '!../components/i18n/es.ts',
    '!../features/auth/i18n/es.ts',
    '!../features/marketing/i18n/es.ts',
  ],
  { eager: true },
);

export const spanishTexts: ComponentsJSON = {};
for (const module of Object.values(modules)) Object.assign(spanishTexts, module);

setSpanishDates(es);
