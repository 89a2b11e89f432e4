import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { CustomerNotFound } from '@/features/customer/components/customer-not-found';
import { customerPagePath } from '@/lib/customers/customer-page-path';
import { customerDirectoryQueryOptions, findCustomer } from '@/lib/customers/get-customer-directory';

/**
 * /customers?team=&name=: the customer a chat names by its team and name, found in the user's customer
 * directory, opens as its page (the address is replaced); one the user does not have is not found.
 */
export function CustomerLookup({ userId, teamId, name }: { userId: string; teamId: string; name: string }) {
  const directory = useQuery(customerDirectoryQueryOptions(userId));
  if (directory.isPending) return <PageSpinner />;
  const customer = findCustomer(directory.data ?? [], teamId, name);
  if (customer === undefined) return <CustomerNotFound />;
  return <Navigate to={customerPagePath(customer.id)} replace />;
}
