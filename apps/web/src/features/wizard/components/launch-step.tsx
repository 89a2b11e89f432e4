import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { WizardState } from '@/features/wizard/utils/wizard-state';

/** Step 3 'Launch': what the chat will start with, and an optional first message. */
export function LaunchStep({
  state,
  onPromptChange,
}: {
  state: WizardState;
  onPromptChange: (prompt: string) => void;
}) {
  const team = state.selectedAgents[0];
  const prompt = state.chatSetup.initialPrompt.trim();
  return (
    <div className="space-y-5">
      <h2 className="text-lg font-semibold">Launch</h2>
      <section aria-labelledby="configuration-summary" className="rounded-lg border bg-muted/40 p-4">
        <h3 id="configuration-summary" className="mb-3 font-medium">
          Configuration Summary
        </h3>
        <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted-foreground">Team</dt>
          <dd className="font-medium">{team?.name ?? 'Not selected'}</dd>
          <dt className="text-muted-foreground">Customer</dt>
          <dd className="font-medium">{state.selectedCustomer?.name ?? 'Not selected'}</dd>
          {prompt && (
            <>
              <dt className="text-muted-foreground">Initial prompt</dt>
              <dd className="break-words whitespace-pre-wrap">{prompt}</dd>
            </>
          )}
        </dl>
      </section>
      <div className="space-y-2">
        <Label htmlFor="wizard-initial-prompt">Initial prompt (optional)</Label>
        <Textarea
          id="wizard-initial-prompt"
          placeholder="What should the team start with?"
          rows={3}
          value={state.chatSetup.initialPrompt}
          onChange={(event) => onPromptChange(event.target.value)}
        />
      </div>
    </div>
  );
}
