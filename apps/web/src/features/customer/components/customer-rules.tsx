import type { BrandRules } from '@brief/contract/brand-rules';
import { useStore } from '@nanostores/react';
import { ScrollText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCustomerRules } from '@/features/customer/api/get-customer-rules';
import { CustomerSection, SectionNote } from '@/features/customer/components/customer-section';
import { customerTexts } from '@/features/customer/i18n/en';

/**
 * The customer's brand rules, read-only. How rules read is the chat's rules panel's (the page's route
 * hands it in): null from it means the rules say nothing yet.
 */
export function CustomerRules({
  userId,
  customerId,
  customerName,
  renderRules,
}: {
  userId: string;
  customerId: string;
  customerName: string;
  renderRules: (rules: BrandRules) => ReactNode;
}) {
  const t = useStore(customerTexts);
  const rules = useCustomerRules(userId, customerId, true);
  const shown = rules.data === undefined ? null : renderRules(rules.data);
  return (
    <CustomerSection icon={ScrollText} title={t.brandRules} hint={t.brandRulesHint} testId="customer-rules">
      {rules.isPending ? (
        <SectionNote kind="loading">{t.loadingRules}</SectionNote>
      ) : rules.isError ? (
        <SectionNote kind="error">{t.couldNotLoadRules}</SectionNote>
      ) : shown === null ? (
        <SectionNote kind="empty">{t.noRulesYet({ customer: customerName })}</SectionNote>
      ) : (
        shown
      )}
    </CustomerSection>
  );
}
