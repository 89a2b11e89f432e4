import { useEffect } from 'react';
import { useAuth } from '@/hooks/use-auth';
import { showLanguage } from './core';
import { languageFor } from './starting-language';

/**
 * Keeps the interface in the right language as people sign in and out: the account's choice as this
 * browser last saw it, the browser's when signed out. `AccountLanguageSync` adds what the server says.
 */
export function LanguageSync() {
  const { user } = useAuth();
  const userId = user?.id ?? null;

  useEffect(() => {
    void showLanguage(languageFor(userId));
  }, [userId]);

  return null;
}
