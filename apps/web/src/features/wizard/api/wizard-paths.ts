import { API_BASE } from '@brief/contract/paths';

const user = (userId: string) => `${API_BASE}/users/${encodeURIComponent(userId)}`;

/** The calls the wizard makes: the user's teams, one team's customers and its specialists. */
export const wizardPaths = {
  teams: (userId: string) => `${user(userId)}/agents`,
  customers: (userId: string, teamId: string, appName: string) =>
    `${user(userId)}/agents/${encodeURIComponent(teamId)}/customers?app_name=${encodeURIComponent(appName)}`,
  specialists: (teamId: string) => `${API_BASE}/agents/${encodeURIComponent(teamId)}/specialists`,
} as const;

export const wizardKeys = {
  teams: (userId: string) => ['wizard', 'teams', userId] as const,
  customers: (userId: string, teamId: string) => ['wizard', 'customers', userId, teamId] as const,
  specialists: (userId: string, teamId: string) => ['wizard', 'specialists', userId, teamId] as const,
};
