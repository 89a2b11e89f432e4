import type { Team } from '@brief/contract/teams';
import type { Customer } from '@/lib/chats/get-customers';

export const WIZARD_STEPS = ['Select Agents', 'Choose Customer', 'Launch'] as const;
export type WizardStep = 1 | 2 | 3;

/**
 * The wizard's state: its step (1 to 3), the team, the customer and the chat's setup, whose
 * `specialists` are the team's specialists chosen for the chat, in the team's order (null until the
 * team's list is offered, which preselects its first).
 */
export interface WizardState {
  currentStep: WizardStep;
  selectedAgents: readonly Team[];
  selectedCustomer: Customer | null;
  chatSetup: { initialPrompt: string; specialists: readonly string[] | null };
}

export type WizardAction =
  | { type: 'selectTeam'; team: Team }
  | { type: 'selectCustomer'; customer: Customer }
  | { type: 'setPrompt'; prompt: string }
  /** The team's specialists have loaded: the first is chosen unless a choice exists. */
  | { type: 'offerSpecialists'; names: readonly string[] }
  /** Checks or unchecks one; `order` is the team's list, which the choice keeps. */
  | { type: 'toggleSpecialist'; name: string; order: readonly string[] }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'reset' };

export const initialWizardState: WizardState = {
  currentStep: 1,
  selectedAgents: [],
  selectedCustomer: null,
  chatSetup: { initialPrompt: '', specialists: null },
};

const clampStep = (step: number): WizardStep => Math.min(3, Math.max(1, step)) as WizardStep;

/** Launch needs a team and a customer, and starting a chat needs a specialist. */
export function isComplete(state: WizardState): boolean {
  return (
    state.selectedAgents.length > 0 &&
    state.selectedCustomer !== null &&
    (state.chatSetup.specialists?.length ?? 0) > 0
  );
}

/** Whether Next is enabled on the current step (on step 3 it launches). */
export function canProceed(state: WizardState): boolean {
  if (state.currentStep === 1) return state.selectedAgents.length > 0;
  if (state.currentStep === 2) return state.selectedCustomer !== null;
  return isComplete(state);
}

export function canGoBack(state: WizardState): boolean {
  return state.currentStep > 1;
}

/** Forward to at most step 3, back to at least 1; choosing a team or customer advances. */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'selectTeam': {
      const sameTeam = state.selectedAgents[0]?.id === action.team.id;
      return {
        ...state,
        selectedAgents: [action.team],
        // A customer and specialists belong to one team: another team's do not carry over.
        selectedCustomer: sameTeam ? state.selectedCustomer : null,
        chatSetup: sameTeam ? state.chatSetup : { ...state.chatSetup, specialists: null },
        currentStep: clampStep(state.currentStep + 1),
      };
    }
    case 'selectCustomer':
      return { ...state, selectedCustomer: action.customer, currentStep: clampStep(state.currentStep + 1) };
    case 'setPrompt':
      return { ...state, chatSetup: { ...state.chatSetup, initialPrompt: action.prompt } };
    case 'offerSpecialists': {
      const first = action.names[0];
      if (state.chatSetup.specialists !== null || first === undefined) return state;
      return { ...state, chatSetup: { ...state.chatSetup, specialists: [first] } };
    }
    case 'toggleSpecialist': {
      const chosen = new Set(state.chatSetup.specialists ?? []);
      if (chosen.has(action.name)) chosen.delete(action.name);
      else chosen.add(action.name);
      const specialists = action.order.filter((name) => chosen.has(name));
      return { ...state, chatSetup: { ...state.chatSetup, specialists } };
    }
    case 'next':
      return state.currentStep < 3 && canProceed(state)
        ? { ...state, currentStep: clampStep(state.currentStep + 1) }
        : state;
    case 'previous':
      return { ...state, currentStep: clampStep(state.currentStep - 1) };
    case 'reset':
      return initialWizardState;
  }
}
