import { useParams, useSearchParams } from 'react-router';
import { BrandRulesView } from '@/features/chat/components/brand-rules-sheet';
import { hasBrandRules } from '@/features/chat/utils/brand-rules';
import { CustomerLookup } from '@/features/customer/components/customer-lookup';
import { CustomerPage } from '@/features/customer/components/customer-page';
import { useAuth } from '@/hooks/use-auth';

/** /customers/:customerId: a customer of the user's teams; its rules read as the chat's rules panel shows them. */
export function CustomerRoute() {
  const { customerId = '' } = useParams();
  const { user } = useAuth();
  return (
    <CustomerPage
      key={customerId}
      userId={user?.id ?? ''}
      customerId={customerId}
      renderRules={(rules) => (hasBrandRules(rules) ? <BrandRulesView rules={rules} /> : null)}
    />
  );
}

/** /customers?team=&name=: a chat's customer, by its team and name (the library's badges link here). */
export function CustomerLookupRoute() {
  const [search] = useSearchParams();
  const { user } = useAuth();
  return (
    <CustomerLookup
      userId={user?.id ?? ''}
      teamId={search.get('team') ?? ''}
      name={search.get('name') ?? ''}
    />
  );
}
