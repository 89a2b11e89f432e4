import { useEffect, useRef } from 'react';
import { describeLoginError } from '@/features/auth/utils/auth-errors';
import { toast } from '@/hooks/use-toast';
import { useNavigator } from '@/lib/navigation';
import { authMore } from '@/features/auth/i18n/en';

/** On the sign-in screen, an `error` query parameter becomes a destructive toast, then leaves the URL. */
export function useLoginErrorToast() {
  const { pathname, search, navigate } = useNavigator();
  const shown = useRef<string | null>(null);
  const error = new URLSearchParams(search).get('error');

  useEffect(() => {
    if (!error) {
      shown.current = null;
      return;
    }
    if (shown.current === error) return;
    shown.current = error;
    toast({
      variant: 'destructive',
      title: authMore.get().authenticationFailed,
      description: describeLoginError(error),
    });
    const rest = new URLSearchParams(search);
    rest.delete('error');
    const query = rest.toString();
    navigate(query ? `${pathname}?${query}` : pathname, { replace: true });
  }, [error, pathname, search, navigate]);
}
