import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/hooks/use-auth';
import { adoptAccountLanguage, fetchPreferences } from './account-language';

/** The signed-in user's language as their account has it, once the server has said (the app only). */
export function AccountLanguageSync() {
  const { user } = useAuth();
  const userId = user?.id ?? null;

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
