import { getStoredLanguage } from '@/lib/storage/stored-language';
import { getStoredUser } from '@/lib/storage/stored-user';
import { browserLanguage, type Language } from './core';

/**
 * Which language the interface speaks: the signed-in user's choice, kept on their account; before they
 * choose, and for visitors who are not signed in, the browser's.
 */
export function languageFor(userId: string | null): Language {
  return (userId && getStoredLanguage(userId)) || browserLanguage();
}

/** The language to start in, read before the first render. */
export function startingLanguage(): Language {
  return languageFor(getStoredUser()?.id ?? null);
}
