import { customerPageSchema, customerPaths, type CustomerPage } from '@brief/contract/customer-page';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { customerKeys } from '@/lib/customers/customer-keys';

/** GET /users/:userId/customers/:customerId: the customer's profile, team and documents (404: not theirs). */
export function getCustomerPage(userId: string, customerId: string): Promise<CustomerPage> {
  return apiClient.request(customerPaths.customer(userId, customerId), { schema: customerPageSchema });
}

export const customerPageQueryOptions = (userId: string, customerId: string) =>
  queryOptions({
    queryKey: customerKeys.page(userId, customerId),
    queryFn: () => getCustomerPage(userId, customerId),
  });

export function useCustomerPage(userId: string, customerId: string) {
  return useQuery({ ...customerPageQueryOptions(userId, customerId), enabled: userId !== '' });
}
