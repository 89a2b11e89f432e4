import type { Team } from '@brief/contract/teams';
import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canProceed,
  initialWizardState,
  wizardReducer,
  type WizardState,
} from '@/features/wizard/utils/wizard-state';

const team: Team = {
  id: 'coandco',
  name: 'Consulting & Content',
  description: '',
  app_name: 'coandco_agent',
};
const other: Team = { id: 'creative', name: 'Creative', description: '', app_name: 'creative_agent' };
const customer = { id: 'customer-1', name: 'Northwind Coffee', description: '' };
const specialists = ['Nora SEO/SEM', 'Leo Social Media', 'Iris Insights'];

describe('wizard step rules', () => {
  it('starts on step 1 where Previous is disabled and Next needs a team', () => {
    expect(initialWizardState.currentStep).toBe(1);
    expect(canGoBack(initialWizardState)).toBe(false);
    expect(canProceed(initialWizardState)).toBe(false);
    expect(wizardReducer(initialWizardState, { type: 'next' })).toBe(initialWizardState);
  });

  it('selecting a team selects that one team and advances to step 2', () => {
    const first = wizardReducer(initialWizardState, { type: 'selectTeam', team });
    const second = wizardReducer({ ...first, currentStep: 1 }, { type: 'selectTeam', team: other });
    expect(first.currentStep).toBe(2);
    expect(second.selectedAgents).toEqual([other]);
  });

  it('Next on step 2 needs a customer; selecting one advances to step 3', () => {
    const onTwo = wizardReducer(initialWizardState, { type: 'selectTeam', team });
    expect(canProceed(onTwo)).toBe(false);
    const onThree = wizardReducer(onTwo, { type: 'selectCustomer', customer });
    expect(onThree.currentStep).toBe(3);
    // Launch waits for the team's specialists, of which the first is then chosen.
    expect(canProceed(onThree)).toBe(false);
    const offered = wizardReducer(onThree, { type: 'offerSpecialists', names: specialists });
    expect(offered.chatSetup.specialists).toEqual(['Nora SEO/SEM']);
    expect(canProceed(offered)).toBe(true);
  });

  it('keeps the chosen specialists in the team order and needs at least one', () => {
    const offered = wizardReducer(
      { ...initialWizardState, currentStep: 3, selectedAgents: [team], selectedCustomer: customer },
      { type: 'offerSpecialists', names: specialists },
    );
    const toggle = (state: WizardState, name: string) =>
      wizardReducer(state, { type: 'toggleSpecialist', name, order: specialists });
    const two = toggle(offered, 'Iris Insights');
    expect(toggle(two, 'Leo Social Media').chatSetup.specialists).toEqual([
      'Nora SEO/SEM',
      'Leo Social Media',
      'Iris Insights',
    ]);
    // Offering again (the list refetched) keeps the choice.
    expect(wizardReducer(two, { type: 'offerSpecialists', names: specialists })).toBe(two);
    const none = toggle(toggle(two, 'Nora SEO/SEM'), 'Iris Insights');
    expect(none.chatSetup.specialists).toEqual([]);
    expect(canProceed(none)).toBe(false);
  });

  it("another team's specialists are offered afresh", () => {
    const chosen: WizardState = {
      ...initialWizardState,
      selectedAgents: [team],
      chatSetup: { initialPrompt: 'Hi', specialists: ['Iris Insights'] },
    };
    expect(wizardReducer(chosen, { type: 'selectTeam', team }).chatSetup.specialists).toEqual([
      'Iris Insights',
    ]);
    expect(wizardReducer(chosen, { type: 'selectTeam', team: other }).chatSetup).toEqual({
      initialPrompt: 'Hi',
      specialists: null,
    });
  });

  it('never goes past step 3 nor before step 1', () => {
    const full: WizardState = {
      ...initialWizardState,
      currentStep: 3,
      selectedAgents: [team],
      selectedCustomer: customer,
      chatSetup: { initialPrompt: '', specialists: ['Nora SEO/SEM'] },
    };
    expect(wizardReducer(full, { type: 'next' }).currentStep).toBe(3);
    expect(wizardReducer(initialWizardState, { type: 'previous' }).currentStep).toBe(1);
    expect(wizardReducer(full, { type: 'previous' }).currentStep).toBe(2);
  });

  it('choosing another team drops the customer; the same team keeps it', () => {
    const full: WizardState = {
      ...initialWizardState,
      currentStep: 1,
      selectedAgents: [team],
      selectedCustomer: customer,
    };
    expect(wizardReducer(full, { type: 'selectTeam', team }).selectedCustomer).toEqual(customer);
    expect(wizardReducer(full, { type: 'selectTeam', team: other }).selectedCustomer).toBeNull();
  });

  it('step 3 cannot launch without a team and a customer, and reset clears everything', () => {
    const incomplete: WizardState = { ...initialWizardState, currentStep: 3, selectedAgents: [team] };
    expect(canProceed(incomplete)).toBe(false);
    const prompted = wizardReducer(incomplete, { type: 'setPrompt', prompt: 'Hello' });
    expect(prompted.chatSetup.initialPrompt).toBe('Hello');
    expect(wizardReducer(prompted, { type: 'reset' })).toEqual(initialWizardState);
  });
});
