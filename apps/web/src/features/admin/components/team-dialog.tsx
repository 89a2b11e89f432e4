import { createTeamRequestSchema, type AdminTeam } from '@brief/contract/admin-console';
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
import { Textarea } from '@/components/ui/textarea';
import { useSaveTeam } from '@/features/admin/api/save-team';
import { RetentionField } from '@/features/admin/components/retention-field';
import { retentionDaysOf } from '@/features/admin/utils/retention-days';
import { adminErrorMessage } from '@/features/admin/utils/admin-errors';
import { toast } from '@/hooks/use-toast';
import { useStore } from '@nanostores/react';
import { adminTexts } from '@/features/admin/i18n/en';
import { adminMore } from '@/features/admin/i18n/en';
import { labelIn } from '@/i18n/core';
import { adminMoreLabels } from '@/features/admin/i18n/en';

interface TeamFields {
  name: string;
  app_name: string;
  description: string;
  instructions: string;
}

type FieldErrors = Partial<Record<keyof TeamFields, string>>;

const fieldsOf = (team: AdminTeam | null): TeamFields => ({
  name: team?.name ?? '',
  app_name: team?.app_name ?? '',
  description: team?.description ?? '',
  instructions: team?.instructions ?? '',
});

/** The typed groups, one per line, without blanks or repeats. */
const groupsOf = (typed: string): string[] => [
  ...new Set(
    typed
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  ),
];

const isField = (value: unknown): value is keyof TeamFields =>
  value === 'name' || value === 'app_name' || value === 'description' || value === 'instructions';

/** Creates a team (`team` null) or edits one: name, app name, description and the model's instructions. */
export function TeamDialog({ trigger, team }: { trigger: ReactNode; team: AdminTeam | null }) {
  const tm = useStore(adminMore);
  const tr = useStore(adminTexts);
  const idPrefix = useId();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<TeamFields>(fieldsOf(team));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  // A team's retention, in days as typed ('' keeps every chat); only an existing team has one.
  const [retention, setRetention] = useState(String(team?.retentionDays ?? ''));
  const [retentionTried, setRetentionTried] = useState(false);
  // The provider groups that grant the team, one per line as typed.
  const [groups, setGroups] = useState((team?.groups ?? []).join('\n'));
  const saveTeam = useSaveTeam();

  const set = (field: keyof TeamFields, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setServerError(null);
  };

  const submit = () => {
    const retentionDays = retentionDaysOf(retention);
    setRetentionTried(true);
    const checked = createTeamRequestSchema.safeParse(fields);
    if (!checked.success) {
      const next: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (isField(field)) next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    if (retentionDays === 'invalid') return;
    saveTeam.mutate(
      {
        teamId: team?.id ?? null,
        team: checked.data,
        ...(team ? { retentionDays, groups: groupsOf(groups) } : {}),
      },
      {
        onSuccess: (saved) => {
          toast({
            title: team
              ? labelIn(adminMoreLabels.get(), 'Team saved')
              : labelIn(adminMoreLabels.get(), 'Team created'),
            description: saved.name,
          });
          setOpen(false);
        },
        onError: (error) => setServerError(adminErrorMessage(error)),
      },
    );
  };

  const field = (name: keyof TeamFields, label: string, control: ReactNode, hint?: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`${idPrefix}-${name}`}>{label}</Label>
      {control}
      {errors[name] ? (
        <p id={`${idPrefix}-${name}-error`} className="text-sm text-destructive">
          {errors[name]}
        </p>
      ) : (
        hint && <p className="text-xs text-muted-foreground">{hint}</p>
      )}
    </div>
  );
  const inputProps = (name: keyof TeamFields) => ({
    id: `${idPrefix}-${name}`,
    value: fields[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${idPrefix}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setFields(fieldsOf(team));
          setErrors({});
          setServerError(null);
          setRetention(String(team?.retentionDays ?? ''));
          setRetentionTried(false);
          setGroups((team?.groups ?? []).join('\n'));
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <form
          noValidate
          aria-label={team ? tm.editTeam : tm.newTeam}
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogHeader>
            <DialogTitle>{team ? tm.editTeam : tm.newTeam}</DialogTitle>
            <DialogDescription>{tr.theAppNameIsWhat}</DialogDescription>
          </DialogHeader>
          {field('name', tm.name, <Input {...inputProps('name')} maxLength={200} />)}
          {field(
            'app_name',
            tm.appName,
            <Input {...inputProps('app_name')} maxLength={100} autoComplete="off" />,
          )}
          {field('description', tm.description, <Textarea {...inputProps('description')} rows={2} />)}
          {field(
            'instructions',
            tm.instructionsForTheModel,
            <Textarea {...inputProps('instructions')} rows={6} />,
            tm.theyOpenTheSystemPrompt,
          )}
          {team && (
            <RetentionField
              teamId={team.id}
              value={retention}
              onChange={(value) => {
                setRetention(value);
                setServerError(null);
              }}
              showError={retentionTried}
            />
          )}
          {team && (
            <div className="grid gap-2">
              <Label htmlFor={`${idPrefix}-groups`}>{tm.groupsLabel}</Label>
              <Textarea
                id={`${idPrefix}-groups`}
                value={groups}
                rows={3}
                aria-describedby={`${idPrefix}-groups-hint`}
                onChange={(event) => {
                  setGroups(event.target.value);
                  setServerError(null);
                }}
              />
              <p id={`${idPrefix}-groups-hint`} className="text-xs text-muted-foreground">
                {tm.groupsHint}
              </p>
            </div>
          )}
          <DialogFormFooter
            submitLabel={team ? tm.saveTeam : tm.createTeam}
            saving={saveTeam.isPending}
            error={serverError}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
