import type { AuditAction } from '@brief/contract/admin-console';
import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the admin console; every list sits under `['admin', …]` so a change can refresh it. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => ['admin', 'users'] as const,
  userList: (search: string) => ['admin', 'users', search] as const,
  teams: () => ['admin', 'teams'] as const,
  specialists: (teamId: string) => ['admin', 'teams', teamId, 'specialists'] as const,
  customers: (teamId: string) => ['admin', 'teams', teamId, 'customers'] as const,
  documents: (teamId: string, customerId: string) =>
    ['admin', 'teams', teamId, 'customers', customerId, 'documents'] as const,
  documentsProgress: (teamId: string, customerId: string) =>
    ['admin', 'teams', teamId, 'customers', customerId, 'documents-progress'] as const,
  usage: (days: number) => ['admin', 'usage', days] as const,
  audits: () => ['admin', 'audit'] as const,
  audit: (action: AuditAction | null) => ['admin', 'audit', action ?? 'all'] as const,
};

/** After a change: the lists it touched, and the audit log, which gained an entry. */
export function refreshAfterChange(
  queryClient: QueryClient,
  keys: readonly (readonly unknown[])[],
): Promise<void> {
  return Promise.all(
    [...keys, adminKeys.audits()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
