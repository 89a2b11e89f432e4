import { adminPaths, auditPageSchema, type AuditAction, type AuditPage } from '@brief/contract/admin-console';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** GET /admin/audit: one page, newest first, of one action or all. */
export function getAudit(action: AuditAction | null, cursor: string | null): Promise<AuditPage> {
  const query = new URLSearchParams();
  if (action) query.set('action', action);
  if (cursor) query.set('cursor', cursor);
  const suffix = query.toString() ? `?${query.toString()}` : '';
  return apiClient.request(`${adminPaths.audit}${suffix}`, { schema: auditPageSchema });
}

export const auditQueryOptions = (action: AuditAction | null) =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit(action),
    queryFn: ({ pageParam }) => getAudit(action, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAudit(action: AuditAction | null) {
  return useInfiniteQuery(auditQueryOptions(action));
}
