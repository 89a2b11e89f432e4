import type { AuditAction } from '@brief/contract/admin-console';
import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from '@/lib/chats/chat-keys';

/** Query keys of the admin console; every list sits under `['admin', …]` so a change can refresh it. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => ['admin', 'users'] as const,
  userList: (search: string) => ['admin', 'users', search] as const,
  teams: () => ['admin', 'teams'] as const,
  retentionPreview: (teamId: string, days: number) =>
    ['admin', 'teams', teamId, 'retention-preview', days] as const,
  specialists: (teamId: string) => ['admin', 'teams', teamId, 'specialists'] as const,
  customers: (teamId: string) => ['admin', 'teams', teamId, 'customers'] as const,
  documents: (teamId: string, customerId: string) =>
    ['admin', 'teams', teamId, 'customers', customerId, 'documents'] as const,
  documentsProgress: (teamId: string, customerId: string) =>
    ['admin', 'teams', teamId, 'customers', customerId, 'documents-progress'] as const,
  brandRules: (teamId: string, customerId: string) =>
    ['admin', 'teams', teamId, 'customers', customerId, 'rules'] as const,
  memory: (teamId: string, customerId: string, status: string) =>
    ['admin', 'teams', teamId, 'customers', customerId, 'memory', status] as const,
  memoryWaiting: (teamId: string, customerId: string) =>
    ['admin', 'teams', teamId, 'customers', customerId, 'memory-waiting'] as const,
  customerConnectors: (teamId: string, customerId: string) =>
    ['admin', 'teams', teamId, 'customers', customerId, 'connectors'] as const,
  connectors: () => ['admin', 'connectors'] as const,
  connectorTools: (connectorId: string) => ['admin', 'connectors', connectorId, 'tools'] as const,
  usage: (days: number) => ['admin', 'usage', days] as const,
  costs: (from: string, to: string, groupBy: string) => ['admin', 'costs', from, to, groupBy] as const,
  prices: () => ['admin', 'prices'] as const,
  budgets: () => ['admin', 'budgets'] as const,
  audits: () => ['admin', 'audit'] as const,
  audit: (action: AuditAction | null) => ['admin', 'audit', action ?? 'all'] as const,
};

/**
 * After any admin change: every admin list and count (a new person shows in People and in their teams'
 * member counts, a document in its customer's count, and the audit log gains an entry), and the chat's
 * lists of teams, customers and specialists. The lists on screen are fetched again at once, the others
 * when they are next shown. Resolves once those on screen are fresh.
 */
export function refreshAdminData(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [adminKeys.all, ...chatKeys.catalogue()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
