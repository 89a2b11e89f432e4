import { useStore } from '@nanostores/react';
import { Loader2, Trash2, Users } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { componentsMore, shareTexts } from '@/components/i18n/en';
import { Button } from '@/components/ui/button';
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
import { toast } from '@/hooks/use-toast';
import { errorText } from '@/lib/error-text';
import { useChatShares, useRevokeShare, useShareChat } from '@/lib/chat-shares';
import { useTeams } from '@/lib/chats/get-teams';
import { usePublicConfig } from '@/lib/public-config';

/** The e-mails typed in the field: separated by commas, semicolons or spaces, lower-case, once each. */
const emailsIn = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ''),
  ),
];

/**
 * The chat's Share dialog (its title bar, the library's rows): share it read-only with colleagues by
 * e-mail and/or everyone in one of your teams, see who it is shared with, and revoke any share.
 */
export function ShareChatDialog({
  userId,
  chatId,
  title,
  trigger,
}: {
  userId: string;
  chatId: string;
  title: string;
  trigger: ReactNode;
}) {
  const t = useStore(shareTexts);
  const more = useStore(componentsMore);
  const config = usePublicConfig();
  const [open, setOpen] = useState(false);
  const [emails, setEmails] = useState('');
  const [teamId, setTeamId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const emailsId = useId();
  const teamFieldId = useId();
  const errorId = `${emailsId}-error`;
  const shares = useChatShares(userId, chatId, open);
  // The teams I may share with: mine (the chat page's own list, one cache).
  const teams = useTeams(userId, { enabled: open });
  const share = useShareChat(userId, chatId);
  const revoke = useRevokeShare(userId, chatId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const named = emailsIn(emails);
    if (named.length === 0 && teamId === '') {
      setError(t.nameSomeone);
      return;
    }
    setError(null);
    share.mutate(
      { ...(named.length > 0 ? { emails: named } : {}), ...(teamId === '' ? {} : { teamId }) },
      {
        onSuccess: () => {
          setEmails('');
          setTeamId('');
          toast({ title: t.sharedToast });
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setError(null);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t.shareChat}</DialogTitle>
          <DialogDescription>{t.whoCanRead}</DialogDescription>
        </DialogHeader>
        <p className="truncate text-sm font-medium" title={title}>
          {title}
        </p>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <div className="grid gap-2">
            <Label htmlFor={emailsId}>{t.colleaguesEmails}</Label>
            <Input
              id={emailsId}
              type="text"
              inputMode="email"
              autoComplete="off"
              placeholder={more.emailPlaceholder({ domain: config.data?.companyDomain ?? 'company.com' })}
              value={emails}
              onChange={(event) => setEmails(event.target.value)}
              aria-invalid={error !== null}
              aria-describedby={error === null ? undefined : errorId}
            />
            <p className="text-xs text-muted-foreground">{t.emailsHint}</p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={teamFieldId}>{t.team}</Label>
            <select
              id={teamFieldId}
              value={teamId}
              onChange={(event) => setTeamId(event.target.value)}
              className="h-9 rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <option value="">{t.noTeam}</option>
              {(teams.data ?? []).map((team) => (
                <option key={team.id} value={team.id}>
                  {t.teamShare({ team: team.name })}
                </option>
              ))}
            </select>
          </div>
          {error !== null && (
            <p id={errorId} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={share.isPending}>
              {share.isPending ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <Users aria-hidden="true" />
              )}
              {share.isPending ? t.sharing : t.share}
            </Button>
          </div>
        </form>
        <section aria-labelledby={`${emailsId}-shared`} className="grid gap-2 border-t pt-4">
          <h3 id={`${emailsId}-shared`} className="text-sm font-medium">
            {t.sharedWith}
          </h3>
          {shares.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t.loadingShares}
            </p>
          ) : (shares.data ?? []).length === 0 ? (
            <p className="text-sm text-muted-foreground">{t.notSharedYet}</p>
          ) : (
            <ul className="grid gap-1" aria-label={t.sharedWith}>
              {(shares.data ?? []).map((entry) => {
                const who =
                  entry.kind === 'team'
                    ? t.teamShare({ team: entry.teamName ?? entry.teamId ?? '' })
                    : `${entry.name ?? ''} <${entry.email ?? ''}>`;
                return (
                  <li
                    key={entry.id}
                    className="flex items-center justify-between gap-2 rounded-md px-2 py-1.5 hover:bg-accent"
                  >
                    <span className="min-w-0 truncate text-sm" title={who}>
                      {who}
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="shrink-0 text-muted-foreground hover:text-destructive"
                      aria-label={t.revokeShare({ who })}
                      disabled={revoke.isPending}
                      onClick={() =>
                        revoke.mutate(entry.id, {
                          onSuccess: () => toast({ title: t.revokedToast }),
                          onError: (failure) =>
                            toast({
                              variant: 'destructive',
                              title: t.couldNotRevoke,
                              description: errorText(failure),
                            }),
                        })
                      }
                    >
                      <Trash2 aria-hidden="true" /> {t.revoke}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
