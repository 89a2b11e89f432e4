import type { AdminTeam, AdminUser } from '@brief/contract/admin-console';
import { Ban, KeyRound, LogOut, ShieldCheck, UserCheck, UsersRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useSignOutUser } from '@/features/admin/api/sign-out-user';
import { useUpdateUser } from '@/features/admin/api/update-user';
import { ConfirmDialog } from '@/features/admin/components/confirm-dialog';
import { EditAccessDialog } from '@/features/admin/components/edit-access-dialog';
import { LegalHoldBadge } from '@/features/admin/components/legal-hold-badge';
import { PersonMoreMenu } from '@/features/admin/components/person-more-menu';
import { ResetPasswordDialog } from '@/features/admin/components/reset-password-dialog';
import { toastAdminError } from '@/features/admin/utils/admin-errors';
import { formatDateTime } from '@/features/admin/utils/format';
import { useLeadOnly } from '@/features/admin/hooks/use-lead-only';
import { useAuth } from '@/hooks/use-auth';
import { toast } from '@/hooks/use-toast';
import { useStore } from '@nanostores/react';
import { adminTexts } from '@/features/admin/i18n/en';
import { adminMore } from '@/features/admin/i18n/en';
import { labelIn } from '@/i18n/core';
import { adminMoreLabels } from '@/features/admin/i18n/en';
import { adminLeads, adminValues } from '@/features/admin/i18n/en';

/** One person in the People table, with their access, password, sign-out and disable controls. */
export function PersonRow({
  person,
  teams,
  isSelf,
}: {
  person: AdminUser;
  teams: readonly AdminTeam[];
  isSelf: boolean;
}) {
  const tm = useStore(adminMore);
  const trx = useStore(adminTexts);
  const updateUser = useUpdateUser();
  const signOutUser = useSignOutUser();
  const { signOut } = useAuth();
  const leadOnly = useLeadOnly();
  const tl = useStore(adminLeads);
  // A lead's teams list holds their teams only: the person's other teams are not theirs to see.
  const teamNames = person.teams.flatMap((id) => {
    const name = teams.find((team) => team.id === id)?.name;
    const shown = name !== undefined ? [name] : leadOnly ? [] : [id];
    // Teams the provider's groups granted say so: they come and go with the groups, not by hand.
    return person.groupTeams.includes(id) ? shown.map((text) => `${text} (${tm.fromGroups})`) : shown;
  });
  const providerName =
    person.provider === 'google' ? tm.google : person.provider === 'oidc' ? tm.openId : tm.password;
  const ledNames = person.leadOf.map((id) => teams.find((team) => team.id === id)?.name ?? id);

  const setDisabled = (disabled: boolean) =>
    updateUser.mutate(
      { userId: person.id, changes: { disabled } },
      {
        onSuccess: () =>
          toast({
            title: disabled
              ? labelIn(adminMoreLabels.get(), 'User disabled')
              : labelIn(adminMoreLabels.get(), 'User enabled'),
            description: disabled
              ? `${person.email} is signed out and cannot sign in.`
              : `${person.email} can sign in again.`,
          }),
        onError: (error) =>
          toastAdminError(
            disabled
              ? labelIn(adminMoreLabels.get(), 'Could not disable user')
              : labelIn(adminMoreLabels.get(), 'Could not enable user'),
            error,
          ),
      },
    );

  const signOutEverywhere = () =>
    signOutUser.mutate(person.id, {
      onSuccess: () => {
        // Your own sessions end too, this one included.
        if (isSelf) {
          signOut();
          return;
        }
        toast({
          title: adminTexts.get().signedOutEverywhere,
          description: `${person.email} must sign in again on every device.`,
        });
      },
      onError: (error) => toastAdminError(adminMore.get().couldNotSignOutThis, error),
    });

  return (
    <tr data-testid="person-row" className="border-b align-top last:border-0">
      <td className="max-w-0 py-3 pr-3">
        <div className="truncate font-medium" title={person.email}>
          {person.email}
        </div>
        <div className="truncate text-xs text-muted-foreground">
          {person.name}
          {isSelf && adminValues.get().you}
        </div>
        {ledNames.length > 0 && (
          <div className="truncate text-xs text-muted-foreground">
            {tl.leadOf({ teams: ledNames.join(', ') })}
          </div>
        )}
        <div className="mt-1 flex flex-wrap gap-1 md:hidden">
          <Badge variant="outline">{providerName}</Badge>
          {!leadOnly && person.admin && <Badge>{trx.admin}</Badge>}
          {person.disabled && <Badge variant="destructive">{trx.disabled}</Badge>}
          {person.legalHold && <LegalHoldBadge />}
        </div>
      </td>
      <td className="hidden py-3 pr-3 md:table-cell">{providerName}</td>
      {!leadOnly && (
        <td className="hidden py-3 pr-3 md:table-cell">
          {person.admin ? (
            <Badge>
              <ShieldCheck aria-hidden="true" />
              {trx.admin}
            </Badge>
          ) : (
            <span className="text-muted-foreground">{trx.no}</span>
          )}
        </td>
      )}
      <td className="hidden py-3 pr-3 lg:table-cell">
        {teamNames.length === 0 ? (
          <span className="text-muted-foreground">{person.admin ? tm.allAdmin : tm.none}</span>
        ) : (
          <span className="line-clamp-2">{teamNames.join(', ')}</span>
        )}
      </td>
      <td className="hidden py-3 pr-3 whitespace-nowrap lg:table-cell">
        {formatDateTime(person.lastSignInAt)}
      </td>
      <td className="hidden py-3 pr-3 md:table-cell">
        {person.disabled ? (
          <Badge variant="destructive">{trx.disabled}</Badge>
        ) : (
          <span className="text-muted-foreground">{trx.active}</span>
        )}
        {person.legalHold && (
          <div className="mt-1">
            <LegalHoldBadge />
          </div>
        )}
      </td>
      <td className="py-2">
        <div className="flex flex-wrap justify-end gap-1">
          <EditAccessDialog
            person={person}
            teams={teams}
            isSelf={isSelf}
            trigger={
              <Button
                variant="ghost"
                size="icon"
                aria-label={tm.editAccessOf({ email: person.email })}
                title={trx.editAccess}
              >
                <UsersRound aria-hidden="true" />
              </Button>
            }
          />
          {!leadOnly && person.provider === 'password' && (
            <ResetPasswordDialog
              person={person}
              trigger={
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={tm.resetPasswordOf({ email: person.email })}
                  title={trx.resetPassword}
                >
                  <KeyRound aria-hidden="true" />
                </Button>
              }
            />
          )}
          {!leadOnly && (
            <ConfirmDialog
              title={trx.signOutEverywhere}
              description={`${person.email} is signed out on every browser and device at once and must sign in again.`}
              confirmLabel={trx.signOutEverywhere2}
              onConfirm={signOutEverywhere}
              trigger={
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={signOutUser.isPending}
                  aria-label={tm.signOutEverywhere({ email: person.email })}
                  title={trx.signOutEverywhere2}
                >
                  <LogOut aria-hidden="true" />
                </Button>
              }
            />
          )}
          {leadOnly ? null : person.disabled ? (
            <ConfirmDialog
              title={trx.enableThisUser}
              description={`${person.email} will be able to sign in again.`}
              confirmLabel={trx.enable}
              destructive={false}
              onConfirm={() => setDisabled(false)}
              trigger={
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={tm.enable({ email: person.email })}
                  title={trx.enable}
                >
                  <UserCheck aria-hidden="true" />
                </Button>
              }
            />
          ) : (
            <ConfirmDialog
              title={trx.disableThisUser}
              description={`${person.email} is signed out at once and cannot sign in until enabled again.`}
              confirmLabel={trx.disable}
              onConfirm={() => setDisabled(true)}
              trigger={
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={isSelf || updateUser.isPending}
                  aria-label={tm.disable({ email: person.email })}
                  title={isSelf ? tm.youCannotDisableYourself : tm.disable2}
                  className="text-destructive hover:text-destructive"
                >
                  <Ban aria-hidden="true" />
                </Button>
              }
            />
          )}
          {!leadOnly && <PersonMoreMenu person={person} isSelf={isSelf} />}
        </div>
      </td>
    </tr>
  );
}
