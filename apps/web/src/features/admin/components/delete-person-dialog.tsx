import type { AdminUser } from '@brief/contract/admin-console';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDeleteUser } from '@/features/admin/api/delete-user';
import { adminOffboarding } from '@/features/admin/i18n/en';
import { adminErrorMessage } from '@/features/admin/utils/admin-errors';
import { toast } from '@/hooks/use-toast';

const sameEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.toLowerCase();

/**
 * Deleting a person, only once the admin typed their e-mail: their chats, files, bookmarks and shares
 * go for good; the audit log keeps their e-mail.
 */
export function DeletePersonDialog({
  person,
  open,
  onOpenChange,
}: {
  person: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useStore(adminOffboarding);
  const fieldId = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const deleteUser = useDeleteUser();
  const matches = sameEmail(typed, person.email);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setTyped('');
          setError(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-md">
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!matches) {
              setError(t.typeTheEmail);
              return;
            }
            deleteUser.mutate(
              { userId: person.id, confirm: typed },
              {
                onSuccess: () => {
                  toast({ title: t.personDeleted, description: person.email });
                  onOpenChange(false);
                },
                onError: (failure) => setError(adminErrorMessage(failure)),
              },
            );
          }}
        >
          <DialogHeader>
            <DialogTitle>{t.deletePersonTitle}</DialogTitle>
            <DialogDescription>{t.deletePersonDescription({ email: person.email })}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>{t.typeEmailLabel}</Label>
            <Input
              id={fieldId}
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              placeholder={person.email}
              aria-invalid={error !== null}
              aria-describedby={error === null ? undefined : `${fieldId}-error`}
              onChange={(event) => {
                setTyped(event.target.value);
                setError(null);
              }}
            />
            {error !== null && (
              <p id={`${fieldId}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || deleteUser.isPending}>
              {t.deletePersonConfirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
