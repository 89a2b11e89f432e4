import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAdminStatus } from '@/features/admin/api/get-admin-status';
import { useAuth } from '@/hooks/use-auth';
import { toast } from '@/hooks/use-toast';
import { getTokenUserId } from '@/lib/token';
import { adminMore } from '@/features/admin/i18n/en';

export type AdminAccess = 'verifying' | 'allowed' | 'denied' | 'error';

/** How long the refusal stays on screen before the redirect to /chat. */
export const ACCESS_DENIED_REDIRECT_MS = 3000;

/**
 * The admin page: verifying (a server call), then allowed or denied. A refusal or an exception toasts and
 * sends the user to /chat.
 */
export function useAdminAccess(): AdminAccess {
  const { user } = useAuth();
  const navigate = useNavigate();
  const userId = user ? (getTokenUserId(user.access_token) ?? user.id) : null;
  const status = useAdminStatus(userId);
  const notified = useRef(false);

  let access: AdminAccess = 'verifying';
  if (status.isError) access = 'error';
  else if (status.data) access = status.data;

  useEffect(() => {
    if (access !== 'denied' && access !== 'error') return;
    if (!notified.current) {
      notified.current = true;
      if (access === 'denied') {
        toast({
          variant: 'destructive',
          title: adminMore.get().accessDenied,
          description: adminMore.get().youDonTHaveAdmin,
        });
      } else {
        toast({
          variant: 'destructive',
          title: adminMore.get().authorizationError,
          description: adminMore.get().failedToVerifyAdminPrivileges,
        });
      }
    }
    const timer = window.setTimeout(() => {
      void navigate('/chat', { replace: true });
    }, ACCESS_DENIED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [access, navigate]);

  return access;
}
