import { adminPaths, customerDocumentSchema, type CustomerDocument } from '@brief/contract/admin-console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** GET …/customers/:customerId/documents. */
export function getDocuments(teamId: string, customerId: string): Promise<CustomerDocument[]> {
  return apiClient.request(adminPaths.documents(teamId, customerId), {
    schema: z.array(customerDocumentSchema),
  });
}

export const documentsQueryOptions = (teamId: string, customerId: string) =>
  queryOptions({
    queryKey: adminKeys.documents(teamId, customerId),
    queryFn: () => getDocuments(teamId, customerId),
  });

export function useDocuments(teamId: string, customerId: string) {
  return useQuery(documentsQueryOptions(teamId, customerId));
}
