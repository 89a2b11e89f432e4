import type { AdminTeam, AdminUser } from '@brief/contract/admin-console';
import { Loader2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { useUpdateUser } from '@/features/admin/api/update-user';
import { toastAdminError } from '@/features/admin/utils/admin-errors';
import { toast } from '@/hooks/use-toast';
import { useStore } from '@nanostores/react';
import { adminTexts } from '@/features/admin/i18n/en';
import { adminLeads, adminMore } from '@/features/admin/i18n/en';
import { useLeadOnly } from '@/features/admin/hooks/use-lead-only';

/**
 * A user's teams, admin flag and the teams they lead. The signed-in admin cannot take away their own
 * flag. A lead sees and changes only their teams (the teams list is theirs): the person's other teams
 * are sent back as they were.
 */
export function EditAccessDialog({
  trigger,
  person,
  teams,
  isSelf,
}: {
  trigger: ReactNode;
  person: AdminUser;
  teams: readonly AdminTeam[];
  isSelf: boolean;
}) {
  const tr = useStore(adminTexts);
  const idPrefix = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>(person.teams);
  const [admin, setAdmin] = useState(person.admin);
  const [leadOf, setLeadOf] = useState<string[]>(person.leadOf);
  const updateUser = useUpdateUser();
  const leadOnly = useLeadOnly();
  const tl = useStore(adminLeads);

  const save = () => {
    const leadsChanged = [...leadOf].sort().join() !== [...person.leadOf].sort().join();
    const changes = {
      teams: chosen,
      ...(admin !== person.admin ? { admin } : {}),
      ...(leadsChanged ? { leadOf } : {}),
    };
    updateUser.mutate(
      { userId: person.id, changes },
      {
        onSuccess: () => {
          toast({
            title: adminTexts.get().accessUpdated,
            description: adminMore.get().savedTeamsAndRoleOf({ email: person.email }),
          });
          setOpen(false);
        },
        onError: (error) => toastAdminError(adminMore.get().couldNotUpdateAccess, error),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setChosen(person.teams);
          setAdmin(person.admin);
          setLeadOf(person.leadOf);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{tr.editAccess}</DialogTitle>
          <DialogDescription className="break-all">{person.email}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{tr.teams}</legend>
          {teams.length === 0 && <p className="text-sm text-muted-foreground">{tr.noTeamsYetCreateOne}</p>}
          <div className="grid max-h-64 gap-2 overflow-y-auto sm:grid-cols-2">
            {teams.map((team) => {
              const fieldId = `${idPrefix}-team-${team.id}`;
              return (
                <Label
                  key={team.id}
                  htmlFor={fieldId}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-secondary/60"
                >
                  <Checkbox
                    id={fieldId}
                    checked={chosen.includes(team.id)}
                    onCheckedChange={(next) =>
                      setChosen((current) =>
                        next === true ? [...current, team.id] : current.filter((id) => id !== team.id),
                      )
                    }
                  />
                  <span className="min-w-0 truncate">{team.name}</span>
                </Label>
              );
            })}
          </div>
        </fieldset>
        {!leadOnly && teams.length > 0 && (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{tl.leadsTheseTeams}</legend>
            <div className="grid max-h-40 gap-2 overflow-y-auto sm:grid-cols-2">
              {teams.map((team) => {
                const fieldId = `${idPrefix}-lead-${team.id}`;
                return (
                  <Label
                    key={team.id}
                    htmlFor={fieldId}
                    className="flex cursor-pointer items-center gap-3 font-normal"
                  >
                    <Checkbox
                      id={fieldId}
                      aria-label={tl.leadOf({ teams: team.name })}
                      checked={leadOf.includes(team.id)}
                      onCheckedChange={(next) =>
                        setLeadOf((current) =>
                          next === true ? [...current, team.id] : current.filter((id) => id !== team.id),
                        )
                      }
                    />
                    <span className="min-w-0 truncate">{team.name}</span>
                  </Label>
                );
              })}
            </div>
          </fieldset>
        )}
        {!leadOnly && (
          <div className="grid gap-1">
            <Label
              htmlFor={`${idPrefix}-admin`}
              className="flex cursor-pointer items-center gap-3 font-normal"
            >
              <Checkbox
                id={`${idPrefix}-admin`}
                checked={admin}
                disabled={isSelf}
                onCheckedChange={(next) => setAdmin(next === true)}
              />
              {tr.adminManagesPeopleAndTeams}
            </Label>
            {isSelf && <p className="pl-7 text-xs text-muted-foreground">{tr.youCannotRemoveYourOwn}</p>}
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{tr.cancel}</Button>
          </DialogClose>
          <Button onClick={save} disabled={updateUser.isPending}>
            {updateUser.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
            {tr.save}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
