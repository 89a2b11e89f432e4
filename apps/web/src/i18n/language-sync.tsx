import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/hooks/use-auth';
import { adoptAccountLanguage, fetchPreferences, languageFor } from './account-language';
import { showLanguage } from './core';

/**
 * Keeps the interface in the right language as people sign in and out: the account's choice once it is
 * known (first as this browser last saw it, then as the server says), the browser's when signed out.
 */
export function LanguageSync() {
  const { user } = useAuth();
  const userId = user?.id ?? null;

  useEffect(() => {
    void showLanguage(languageFor(userId));
  }, [userId]);

  const { data } = useQuery({
    queryKey: ['preferences', userId],
    queryFn: ({ signal }) => fetchPreferences(userId ?? '', signal),
    enabled: userId !== null,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (userId && data) void adoptAccountLanguage(userId, data.locale);
  }, [userId, data]);

  return null;
}
