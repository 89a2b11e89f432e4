import { ChevronLeft, ChevronRight, Rocket, X } from 'lucide-react';
import { useEffect, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { CustomerStep } from '@/features/wizard/components/customer-step';
import { LaunchStep } from '@/features/wizard/components/launch-step';
import { TeamStep } from '@/features/wizard/components/team-step';
import { launchSearch, type ChatLaunchRequest } from '@/features/wizard/utils/chat-launch';
import {
  canGoBack,
  canProceed,
  initialWizardState,
  isComplete,
  WIZARD_STEPS,
  wizardReducer,
} from '@/features/wizard/utils/wizard-state';
import { useAuth } from '@/hooks/use-auth';
import { toast } from '@/hooks/use-toast';
import { useCustomers } from '@/lib/chats/get-customers';
import { customerLookupPath } from '@/lib/customers/customer-page-path';
import { useSpecialists } from '@/lib/chats/get-specialists';
import { useTeams } from '@/lib/chats/get-teams';
import { cn } from '@/lib/utils';
import { useStore } from '@nanostores/react';
import { wizardLabels, wizardTexts } from '@/features/wizard/i18n/en';
import { labelIn } from '@/i18n/core';

/** The three-step wizard at /chat-wizard: a team, a customer, then launch into /chat-v2. */
export function ChatWizard() {
  const tr = useStore(wizardTexts);
  const lb = useStore(wizardLabels);
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const teams = useTeams(userId);
  const team = state.selectedAgents[0] ?? null;
  const customers = useCustomers(userId, team);
  const specialists = useSpecialists(userId, team);
  const specialistNames = specialists.data?.map((specialist) => specialist.name) ?? [];
  const step = state.currentStep;
  // The team's first specialist is chosen for the user as soon as the team's list is known.
  const firstSpecialist = specialists.data?.[0]?.name;
  useEffect(() => {
    if (firstSpecialist !== undefined) dispatch({ type: 'offerSpecialists', names: [firstSpecialist] });
  }, [firstSpecialist, team]);

  const launch = () => {
    if (!isComplete(state) || !team || !state.selectedCustomer) {
      toast({ variant: 'destructive', title: wizardTexts.get().configurationIncomplete });
      return;
    }
    const request: ChatLaunchRequest = {
      agents: state.selectedAgents.map((agent) => agent.id),
      customer: state.selectedCustomer.name,
      specialists: [...(state.chatSetup.specialists ?? [])],
      prompt: state.chatSetup.initialPrompt.trim() || null,
    };
    dispatch({ type: 'reset' });
    void navigate({ pathname: '/chat-v2', search: launchSearch(request) }, { state: request });
  };

  return (
    <Card className="mx-auto w-full max-w-3xl">
      <CardHeader className="gap-4">
        <div className="flex items-start justify-between gap-4">
          <div className="space-y-1">
            <h1 className="text-xl font-semibold sm:text-2xl">{tr.newChatWizard}</h1>
            <p className="text-sm text-muted-foreground">
              {tr.step} {step} {tr.of} {WIZARD_STEPS.length}: {labelIn(lb, WIZARD_STEPS[step - 1] ?? '')}
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={tr.closeWizard}
            onClick={() => void navigate('/dashboard')}
          >
            <X />
          </Button>
        </div>
        <Progress value={(step / WIZARD_STEPS.length) * 100} aria-label={tr.wizardProgress} />
        <ol className="hidden grid-cols-3 gap-2 text-sm sm:grid">
          {WIZARD_STEPS.map((label, index) => (
            <li
              key={label}
              aria-current={index + 1 === step ? 'step' : undefined}
              className={cn(
                'truncate text-center',
                index + 1 === step ? 'font-semibold text-primary' : 'text-muted-foreground',
              )}
            >
              {labelIn(lb, label)}
            </li>
          ))}
        </ol>
      </CardHeader>
      <CardContent className="min-h-72">
        {step === 1 && (
          <TeamStep
            teams={teams.data ?? []}
            loading={teams.isPending && teams.fetchStatus !== 'idle'}
            failed={teams.isError}
            selectedId={team?.id ?? null}
            onSelect={(next) => dispatch({ type: 'selectTeam', team: next })}
            onRetry={() => void teams.refetch()}
          />
        )}
        {step === 2 && (
          <CustomerStep
            hasTeam={team !== null}
            customers={customers.data ?? []}
            loading={customers.isPending && customers.fetchStatus !== 'idle'}
            failed={customers.isError}
            selectedId={state.selectedCustomer?.id ?? null}
            onSelect={(customer) => dispatch({ type: 'selectCustomer', customer })}
            pageOf={(customer) => (team ? customerLookupPath(team.id, customer.name) : undefined)}
          />
        )}
        {step === 3 && (
          <LaunchStep
            state={state}
            specialists={specialists.data ?? []}
            specialistsLoading={specialists.isPending && specialists.fetchStatus !== 'idle'}
            specialistsFailed={specialists.isError}
            onRetrySpecialists={() => void specialists.refetch()}
            onToggleSpecialist={(name) =>
              dispatch({ type: 'toggleSpecialist', name, order: specialistNames })
            }
            onPromptChange={(prompt) => dispatch({ type: 'setPrompt', prompt })}
          />
        )}
      </CardContent>
      <CardFooter className="justify-between gap-2 border-t pt-6">
        <Button variant="outline" disabled={!canGoBack(state)} onClick={() => dispatch({ type: 'previous' })}>
          <ChevronLeft aria-hidden="true" />
          {tr.previous}
        </Button>
        {step < 3 ? (
          <Button disabled={!canProceed(state)} onClick={() => dispatch({ type: 'next' })}>
            {tr.next}
            <ChevronRight aria-hidden="true" />
          </Button>
        ) : (
          <Button disabled={!canProceed(state)} onClick={launch}>
            <Rocket aria-hidden="true" />
            {tr.launchChat}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
