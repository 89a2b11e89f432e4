import { apiPaths } from '@brief/contract/paths';
import { signOutEverywhereResponseSchema } from '@brief/contract/auth';
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
        title: 'Could not sign out everywhere',
        description: 'Your other sessions are still open. Please try again.',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Sign out everywhere?</AlertDialogTitle>
          <AlertDialogDescription>
            Brief signs you out on every browser and device, this one included. You will need to sign in
            again.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={pending} onClick={() => void confirm()}>
            {pending && <Loader2 aria-hidden="true" className="animate-spin" />}
            Sign out everywhere
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
