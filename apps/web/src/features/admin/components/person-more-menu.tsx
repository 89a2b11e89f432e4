import type { AdminUser } from '@brief/contract/admin-console';
import { useStore } from '@nanostores/react';
import { Download, MoreHorizontal, UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { DeletePersonDialog } from '@/features/admin/components/delete-person-dialog';
import { LegalHoldItem } from '@/features/admin/components/legal-hold-item';
import { adminOffboarding } from '@/features/admin/i18n/en';
import { toastAdminError } from '@/features/admin/utils/admin-errors';
import { toast } from '@/hooks/use-toast';
import { downloadPersonData } from '@/lib/data-export';

/** A person's rarer actions: download everything of theirs, legal hold, delete them (never oneself). */
export function PersonMoreMenu({ person, isSelf }: { person: AdminUser; isSelf: boolean }) {
  const t = useStore(adminOffboarding);
  const [deleting, setDeleting] = useState(false);

  const download = () => {
    toast({ title: t.preparingData, description: person.email });
    downloadPersonData(person.id).catch((error: unknown) =>
      toastAdminError(adminOffboarding.get().couldNotDownload, error),
    );
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t.moreActionsOf({ email: person.email })}
            title={t.moreActions}
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={download}>
            <Download aria-hidden="true" />
            {t.downloadData}
          </DropdownMenuItem>
          <LegalHoldItem person={person} />
          <DropdownMenuItem
            disabled={isSelf}
            onSelect={() => setDeleting(true)}
            className="text-destructive focus:text-destructive"
          >
            <UserX aria-hidden="true" />
            {isSelf ? t.youCannotDeleteYourself : t.deletePerson}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <DeletePersonDialog person={person} open={deleting} onOpenChange={setDeleting} />
    </>
  );
}
