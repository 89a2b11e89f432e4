import type { AdminUser } from '@brief/contract/admin-console';
import { useStore } from '@nanostores/react';
import { DropdownMenuCheckboxItem } from '@/components/ui/dropdown-menu';
import { useUpdateUser } from '@/features/admin/api/update-user';
import { adminRetention } from '@/features/admin/i18n/en';
import { toastAdminError } from '@/features/admin/utils/admin-errors';
import { toast } from '@/hooks/use-toast';

/** Puts a person on legal hold (their chats outlive every retention policy), or takes them off it. */
export function LegalHoldItem({ person }: { person: AdminUser }) {
  const t = useStore(adminRetention);
  const updateUser = useUpdateUser();

  return (
    <DropdownMenuCheckboxItem
      checked={person.legalHold}
      disabled={updateUser.isPending}
      onCheckedChange={(legalHold) =>
        updateUser.mutate(
          { userId: person.id, changes: { legalHold } },
          {
            onSuccess: () =>
              toast({
                title: legalHold ? adminRetention.get().legalHoldOn : adminRetention.get().legalHoldOff,
                description: person.email,
              }),
            onError: (error) => toastAdminError(adminRetention.get().couldNotChangeLegalHold, error),
          },
        )
      }
    >
      {t.legalHold}
    </DropdownMenuCheckboxItem>
  );
}
