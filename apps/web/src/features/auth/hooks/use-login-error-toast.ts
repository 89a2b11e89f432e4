import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { describeLoginError } from '@/features/auth/utils/auth-errors';
import { toast } from '@/hooks/use-toast';
import { authMore } from '@/features/auth/i18n/en';

/** Spec §2: an `error` query parameter becomes a destructive toast and then leaves the address. */
export function useLoginErrorToast() {
  const [searchParams, setSearchParams] = useSearchParams();
  const shown = useRef<string | null>(null);
  const error = searchParams.get('error');

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
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [error, setSearchParams]);
}
