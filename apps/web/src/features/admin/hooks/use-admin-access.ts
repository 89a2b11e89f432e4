import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAdminScope } from '@/features/admin/api/get-admin-scope';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/hooks/use-toast';
import { adminMore } from '@/features/admin/i18n/en';

export type AdminAccess = 'verifying' | 'allowed' | 'denied' | 'error';

/** How long the refusal stays on screen before the redirect to /chat. */
export const ACCESS_DENIED_REDIRECT_MS = 3000;

/**
 * The admin page: verifying (a server call), then allowed (an admin, or the lead of a team) or denied.
 * A refusal or an exception toasts and sends the user to /chat.
 */
export function useAdminAccess(): AdminAccess {
  const navigate = useNavigate();
  const scope = useAdminScope();
  const notified = useRef(false);

  let access: AdminAccess = 'verifying';
  if (scope.isError) access = scope.error instanceof ApiError ? 'denied' : 'error';
  else if (scope.data) access = scope.data.admin || scope.data.leadOf.length > 0 ? 'allowed' : 'denied';

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
