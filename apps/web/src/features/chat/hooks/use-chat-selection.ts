import type { Team } from '@brief/contract/teams';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type Customer, useCustomers } from '@/lib/chats/get-customers';
import { useSpecialists } from '@/lib/chats/get-specialists';
import { useTeams } from '@/lib/chats/get-teams';
import { useFailureToast } from '@/hooks/use-failure-toast';
import { initialPromptFor } from '@/features/chat/utils/prompts';
import { mergeSpecialists, SPECIALIST_CATALOGUE } from '@/features/chat/utils/specialists';
import { toast } from '@/hooks/use-toast';
import { getSessionValue, removeSessionValue, setSessionValue } from '@/lib/storage/session-values';
import { sessionKeys } from '@/lib/storage/storage-keys';
import { chatMore } from '@/features/chat/i18n/en';
import { labelIn } from '@/i18n/core';
import { chatLabels } from '@/features/chat/i18n/en';

/** The two teams shown when the team list cannot be loaded. */
export const DEFAULT_TEAMS: readonly Team[] = [
  {
    id: 'coandco',
    name: 'Content & Strategy',
    description: 'Content and strategy consulting for every channel.',
    app_name: 'coandco_agent',
  },
  {
    id: 'data-analyst',
    name: 'Data Analyst',
    description: 'Campaign figures, reports and data analysis.',
    app_name: 'data_analyst_agent',
  },
];

const NO_CUSTOMERS: Customer[] = [];

function storedCustomer(): Customer | null {
  const name = getSessionValue(sessionKeys.selectedCustomerName);
  if (!name) return null;
  return { id: getSessionValue(sessionKeys.selectedCustomerId) ?? '', name };
}

function storeCustomer(customer: Customer | null): void {
  if (customer === null) {
    removeSessionValue(sessionKeys.selectedCustomerName);
    removeSessionValue(sessionKeys.selectedCustomerId);
  } else {
    setSessionValue(sessionKeys.selectedCustomerName, customer.name);
    setSessionValue(sessionKeys.selectedCustomerId, customer.id);
  }
}

function storeAppName(appName: string | null): void {
  if (appName === null) removeSessionValue(sessionKeys.currentAppName);
  else setSessionValue(sessionKeys.currentAppName, appName);
}

/** What a chat was started with; opening it puts these back into the sidebar. */
export interface ChatSetup {
  appName: string | null;
  customer: Customer | null;
  specialists: readonly string[];
}

/**
 * The sidebar's choices: a team, one of its customers, and specialists.
 * The team is remembered by app name in session storage, the customer by name and id.
 */
export function useChatSelection(userId: string) {
  const teamsQuery = useTeams(userId);
  const teams = teamsQuery.isError ? DEFAULT_TEAMS : (teamsQuery.data ?? []);
  // undefined: nothing chosen yet in this tab; null: the user deselected the team.
  const [chosenAppName, setAppName] = useState<string | null | undefined>(
    () => getSessionValue(sessionKeys.currentAppName) ?? undefined,
  );
  const [customer, setCustomer] = useState<Customer | null>(storedCustomer);
  const [specialists, setSpecialists] = useState<readonly string[]>([]);

  // When the user has exactly one team, it is the chosen one (and its app name stored), also
  // over a stored app name that names no team of theirs (left from another account or team list).
  const onlyTeam = teams.length === 1 ? teams[0] : undefined;
  const staleChoice =
    typeof chosenAppName === 'string' && !teams.some((candidate) => candidate.app_name === chosenAppName);
  const fallBackToOnlyTeam = onlyTeam !== undefined && (chosenAppName === undefined || staleChoice);
  const appName = fallBackToOnlyTeam ? onlyTeam.app_name : (chosenAppName ?? null);
  useEffect(() => {
    if (fallBackToOnlyTeam && onlyTeam) storeAppName(onlyTeam.app_name);
  }, [fallBackToOnlyTeam, onlyTeam]);

  const team = teams.find((candidate) => candidate.app_name === appName) ?? null;
  const customersQuery = useCustomers(userId, team);
  const specialistsQuery = useSpecialists(userId, team);

  useFailureToast(teamsQuery, { title: chatMore.get().failedToLoadConsultingTeams });
  useFailureToast(customersQuery, { title: chatMore.get().failedToLoadCustomersUsing });
  useFailureToast(specialistsQuery, { title: chatMore.get().failedToLoadSpecialistsFor });

  const specialistOptions = useMemo(
    () => mergeSpecialists(SPECIALIST_CATALOGUE, specialistsQuery.data ?? []),
    [specialistsQuery.data],
  );

  const chooseCustomer = useCallback((next: Customer | null) => {
    setCustomer(next);
    storeCustomer(next);
    const prompt = next === null ? null : initialPromptFor(next.name);
    if (prompt === null) removeSessionValue(sessionKeys.initialPrompt);
    else setSessionValue(sessionKeys.initialPrompt, prompt);
  }, []);

  /** Choosing the chosen team again deselects it. */
  const toggleTeam = useCallback(
    (next: Team) => {
      const deselect = next.app_name === appName;
      const nextAppName = deselect ? null : next.app_name;
      setAppName(nextAppName);
      storeAppName(nextAppName);
      chooseCustomer(null);
      toast({
        title: deselect
          ? labelIn(chatLabels.get(), 'Team deselected')
          : labelIn(chatLabels.get(), 'Team selected'),
        description: next.name,
      });
    },
    [appName, chooseCustomer],
  );

  const toggleSpecialist = useCallback((name: string) => {
    setSpecialists((current) =>
      current.includes(name) ? current.filter((chosen) => chosen !== name) : [...current, name],
    );
  }, []);

  /**
   * Puts an opened chat's team, customer and specialists back. An initial prompt left from an earlier
   * customer choice is dropped: it belongs to no chat that is being opened.
   */
  const restore = useCallback((setup: ChatSetup) => {
    removeSessionValue(sessionKeys.initialPrompt);
    if (setup.appName !== null) {
      setAppName(setup.appName);
      storeAppName(setup.appName);
    }
    setCustomer(setup.customer);
    storeCustomer(setup.customer);
    setSpecialists(setup.specialists);
  }, []);

  return {
    teams,
    teamsLoading: teamsQuery.isPending && !teamsQuery.isError,
    team,
    customers: customersQuery.data ?? NO_CUSTOMERS,
    customersLoading: team !== null && customersQuery.isPending && !customersQuery.isError,
    customer,
    specialistOptions,
    specialists,
    toggleTeam,
    chooseCustomer,
    toggleSpecialist,
    restore,
  };
}

export type ChatSelection = ReturnType<typeof useChatSelection>;
