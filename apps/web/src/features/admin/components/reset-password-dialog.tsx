import { resetPasswordRequestSchema, type AdminUser } from '@brief/contract/admin-console';
import { useId, useState, type ReactNode } from 'react';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useResetPassword } from '@/features/admin/api/reset-password';
import { adminErrorMessage } from '@/features/admin/utils/admin-errors';
import { toast } from '@/hooks/use-toast';
import { useStore } from '@nanostores/react';
import { adminTexts } from '@/features/admin/i18n/en';
import { adminMore } from '@/features/admin/i18n/en';
import { labelIn } from '@/i18n/core';
import { adminMoreLabels } from '@/features/admin/i18n/en';

/** A new password for a password user; it also lifts a sign-in lock-out. */
export function ResetPasswordDialog({ trigger, person }: { trigger: ReactNode; person: AdminUser }) {
  const tm = useStore(adminMore);
  const tr = useStore(adminTexts);
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resetPassword = useResetPassword();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setPassword('');
          setError(null);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const checked = resetPasswordRequestSchema.safeParse({ password });
            if (!checked.success) {
              setError(
                checked.error.issues[0]?.message ?? labelIn(adminMoreLabels.get(), 'Enter a password'),
              );
              return;
            }
            resetPassword.mutate(
              { userId: person.id, password },
              {
                onSuccess: () => {
                  toast({
                    title: adminTexts.get().passwordReset,
                    description: adminMore.get().shareTheNewPasswordWith({ email: person.email }),
                  });
                  setOpen(false);
                },
                onError: (failure) => setError(adminErrorMessage(failure)),
              },
            );
          }}
        >
          <DialogHeader>
            <DialogTitle>{tr.resetPassword}</DialogTitle>
            <DialogDescription className="break-all">{person.email}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>{tr.newPassword}</Label>
            <Input
              id={fieldId}
              type="password"
              autoComplete="new-password"
              value={password}
              aria-invalid={error !== null}
              aria-describedby={`${fieldId}-hint`}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(null);
              }}
            />
            <p
              id={`${fieldId}-hint`}
              className={error ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
            >
              {error ?? tm.atLeast6CharactersShare}
            </p>
          </div>
          <DialogFormFooter submitLabel={tm.resetPassword} saving={resetPassword.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
