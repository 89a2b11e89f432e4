import { userPreferencesSchema, type UserPreferences } from '@brief/contract/auth';
import { apiPaths } from '@brief/contract/paths';
import { apiClient } from '@/lib/api-client';
import { setStoredLanguage } from '@/lib/storage/stored-language';
import { browserLanguage, showLanguage, type Language } from './core';

export function fetchPreferences(userId: string, signal?: AbortSignal): Promise<UserPreferences> {
  return apiClient.request(apiPaths.preferences(userId), { schema: userPreferencesSchema, signal });
}

/** Remembers what the account says for this browser and shows it. */
export function adoptAccountLanguage(userId: string, chosen: Language | null): Promise<void> {
  setStoredLanguage(userId, chosen);
  return showLanguage(chosen ?? browserLanguage());
}

/**
 * The user picks a language in the avatar menu: it shows at once and is saved on their account, so every
 * browser they sign in to follows. Rejects when the account could not be updated (the choice still
 * shows in this browser).
 */
export async function chooseLanguage(userId: string, chosen: Language): Promise<void> {
  await adoptAccountLanguage(userId, chosen);
  await apiClient.request(apiPaths.preferences(userId), {
    method: 'PUT',
    body: { locale: chosen },
    schema: userPreferencesSchema,
  });
}
