import type { Specialist } from '@brief/contract/teams';
import { AlertCircle, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { WizardState } from '@/features/wizard/utils/wizard-state';
import { cn } from '@/lib/utils';
import { useStore } from '@nanostores/react';
import { wizardTexts } from '@/features/wizard/i18n/en';
import { wizardMore } from '@/features/wizard/i18n/en';

/**
 * Step 3 'Launch': the team's specialists to chat with (the first chosen for the user, at least one
 * needed to start a chat), what the chat will start with, and an optional first message.
 */
export function LaunchStep({
  state,
  specialists,
  specialistsLoading,
  specialistsFailed,
  onRetrySpecialists,
  onToggleSpecialist,
  onPromptChange,
}: {
  state: WizardState;
  specialists: readonly Specialist[];
  specialistsLoading: boolean;
  specialistsFailed: boolean;
  onRetrySpecialists: () => void;
  onToggleSpecialist: (name: string) => void;
  onPromptChange: (prompt: string) => void;
}) {
  const tm = useStore(wizardMore);
  const tr = useStore(wizardTexts);
  const team = state.selectedAgents[0];
  const prompt = state.chatSetup.initialPrompt.trim();
  const chosen = state.chatSetup.specialists ?? [];
  const noneChosen = state.chatSetup.specialists !== null && chosen.length === 0;
  return (
    <div className="space-y-5">
      <h2 className="text-lg font-semibold">{tr.launch}</h2>
      <fieldset className="space-y-2" aria-describedby={noneChosen ? 'wizard-specialists-error' : undefined}>
        <legend className="text-sm font-medium">{tr.specialists}</legend>
        <p className="text-sm text-muted-foreground">{tr.whoAnswersInThisChat}</p>
        {specialistsLoading ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {tr.loadingSpecialists}
          </p>
        ) : specialistsFailed ? (
          <div className="space-y-2 text-sm">
            <p className="text-destructive">{tr.failedToLoadTheTeam}</p>
            <Button variant="outline" size="sm" onClick={onRetrySpecialists}>
              {tr.tryAgain}
            </Button>
          </div>
        ) : (
          <ul aria-label={tr.specialists} className="grid gap-2 sm:grid-cols-2">
            {specialists.map((specialist, index) => {
              const id = `wizard-specialist-${index}`;
              const checked = chosen.includes(specialist.name);
              return (
                <li key={specialist.name}>
                  <label
                    htmlFor={id}
                    className={cn(
                      'flex h-full cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 text-sm transition-colors hover:bg-accent',
                      checked && 'border-primary bg-primary/5',
                    )}
                  >
                    <Checkbox
                      id={id}
                      className="mt-0.5"
                      checked={checked}
                      onCheckedChange={() => onToggleSpecialist(specialist.name)}
                    />
                    <span className="min-w-0">
                      <span className="block leading-tight font-medium">{specialist.name}</span>
                      {specialist.description && (
                        <span className="text-xs text-muted-foreground">{specialist.description}</span>
                      )}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {noneChosen && (
          <p
            id="wizard-specialists-error"
            role="alert"
            className="flex items-center gap-2 text-sm text-destructive"
          >
            <AlertCircle aria-hidden="true" className="size-4" /> {tr.chooseAtLeastOneSpecialist}
          </p>
        )}
      </fieldset>
      <section aria-labelledby="configuration-summary" className="rounded-lg border bg-muted/40 p-4">
        <h3 id="configuration-summary" className="mb-3 font-medium">
          {tr.configurationSummary}
        </h3>
        <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted-foreground">{tr.team}</dt>
          <dd className="font-medium">{team?.name ?? tm.notSelected}</dd>
          <dt className="text-muted-foreground">{tr.customer}</dt>
          <dd className="font-medium">{state.selectedCustomer?.name ?? tm.notSelected}</dd>
          <dt className="text-muted-foreground">{tr.specialists}</dt>
          <dd className="font-medium">{chosen.length > 0 ? chosen.join(', ') : tm.notSelected}</dd>
          {prompt && (
            <>
              <dt className="text-muted-foreground">{tr.initialPrompt}</dt>
              <dd className="break-words whitespace-pre-wrap">{prompt}</dd>
            </>
          )}
        </dl>
      </section>
      <div className="space-y-2">
        <Label htmlFor="wizard-initial-prompt">{tr.initialPromptOptional}</Label>
        <Textarea
          id="wizard-initial-prompt"
          placeholder={tr.whatShouldTheTeamStart}
          rows={3}
          value={state.chatSetup.initialPrompt}
          onChange={(event) => onPromptChange(event.target.value)}
        />
      </div>
    </div>
  );
}
