/**
 * The query keys of what the web app reads about customers, defined here only. They all sit under
 * ['customers'], which an admin's change to the catalogue, a customer's rules or its memory makes stale
 * (chatKeys.catalogue), so the customer page and the chat's panels refresh with the console.
 */
export const customerKeys = {
  /** The customers of the user's teams with their ids. */
  directory: (userId: string) => ['customers', 'directory', userId] as const,
  /** One customer's page: profile, team, documents. */
  page: (userId: string, customerId: string) => ['customers', 'page', userId, customerId] as const,
  /** Its brand rules, as everyone with the team reads them. */
  rules: (userId: string, customerId: string) => ['customers', 'rules', userId, customerId] as const,
  /** Its approved memory (and the caller's own proposals). */
  memory: (userId: string, customerId: string) => ['customers', 'memory', userId, customerId] as const,
};
