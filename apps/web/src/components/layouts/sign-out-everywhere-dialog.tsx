import { apiPaths } from '@brief/contract/paths';
import { signOutEverywhereResponseSchema } from '@brief/contract/auth';
import { useStore } from '@nanostores/react';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/hooks/use-auth';
import { toast } from '@/hooks/use-toast';
import { apiClient } from '@/lib/api-client';
import { userMenu } from './i18n/en';

/**
 * Asks, then ends every session of the signed-in user on the server (other browsers and devices
 * included) and signs this browser out.
 */
export function SignOutEverywhereDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user, signOut } = useAuth();
  const [pending, setPending] = useState(false);
  const t = useStore(userMenu);
  if (!user) return null;

  const confirm = async () => {
    setPending(true);
    try {
      await apiClient.request(apiPaths.signOutEverywhere(user.id), {
        method: 'POST',
        schema: signOutEverywhereResponseSchema,
      });
      onOpenChange(false);
      signOut();
    } catch {
      toast({
        variant: 'destructive',
        title: userMenu.get().failedTitle,
        description: userMenu.get().failedDescription,
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t.confirmTitle}</AlertDialogTitle>
          <AlertDialogDescription>{t.confirmDescription}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t.cancel}</AlertDialogCancel>
          <Button variant="destructive" disabled={pending} onClick={() => void confirm()}>
            {pending && <Loader2 aria-hidden="true" className="animate-spin" />}
            {t.signOutEverywhere}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
