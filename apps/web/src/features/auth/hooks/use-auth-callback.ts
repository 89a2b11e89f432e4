import { useEffect, useRef } from 'react';
import { readAuthCallback } from '@/features/auth/utils/auth-callback';
import { takeAuthCallbackQuery } from '@/features/auth/utils/auth-callback-address';
import { useAuth } from '@/hooks/use-auth';
import { toast } from '@/hooks/use-toast';
import { logger } from '@/lib/logger';
import { useNavigator } from '@/lib/navigation';
import { authMore } from '@/features/auth/i18n/en';

/**
 * Handles the return from Google at /auth/callback. The query was taken out of the address
 * bar at start (main.tsx); every outcome also replaces the history entry.
 */
export function useAuthCallback() {
  const { search, navigate } = useNavigator();
  const { completeSignIn } = useAuth();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    try {
      const outcome = readAuthCallback(takeAuthCallbackQuery() ?? new URLSearchParams(search));
      if (outcome.kind === 'signed-in') {
        completeSignIn(outcome.user);
        navigate('/dashboard', { replace: true });
      } else if (outcome.kind === 'invalid-data') {
        navigate('/login?error=invalid_callback_data', { replace: true });
      } else {
        toast({
          variant: 'destructive',
          title: authMore.get().authenticationFailed,
          description: authMore.get().authenticationError({ error: outcome.error }),
        });
        navigate('/login?error=auth_failed', { replace: true });
      }
    } catch (error) {
      logger.error('Processing the sign-in callback failed', error);
      navigate('/login?error=callback_processing_failed', { replace: true });
    }
  }, [search, navigate, completeSignIn]);
}
