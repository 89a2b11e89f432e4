import type { BrandRules } from '@brief/contract/brand-rules';
import { useStore } from '@nanostores/react';
import { FileUser, MessagesSquare, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { LazyAssistantMarkdown } from '@/components/lazy-assistant-markdown';
import { PageSpinner } from '@/components/page-spinner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCustomerChats } from '@/features/customer/api/get-customer-chats';
import { useCustomerPage } from '@/features/customer/api/get-customer-page';
import { useSharedCustomerChats } from '@/features/customer/api/get-shared-customer-chats';
import { CustomerChatList } from '@/features/customer/components/customer-chat-list';
import { CustomerDocuments } from '@/features/customer/components/customer-documents';
import { CustomerMemory } from '@/features/customer/components/customer-memory';
import { CustomerNotFound } from '@/features/customer/components/customer-not-found';
import { CustomerRules } from '@/features/customer/components/customer-rules';
import { CustomerSection, SectionNote } from '@/features/customer/components/customer-section';
import { customerTexts } from '@/features/customer/i18n/en';
import { ApiError } from '@/lib/api-error';

/**
 * /customers/:customerId: where a customer lives — its profile, brand rules, approved memory and
 * documents, and the chats about it (the user's own and those shared with them), newest first.
 */
export function CustomerPage({
  userId,
  customerId,
  renderRules,
}: {
  userId: string;
  customerId: string;
  renderRules: (rules: BrandRules) => ReactNode;
}) {
  const t = useStore(customerTexts);
  const page = useCustomerPage(userId, customerId);
  const found = page.data !== undefined;
  const own = useCustomerChats(userId, customerId, found);
  const shared = useSharedCustomerChats(userId, customerId, found);

  if (page.isPending) {
    return (
      <>
        <title>{t.customerPageBrief}</title>
        <PageSpinner />
      </>
    );
  }
  if (page.isError) {
    if (page.error instanceof ApiError && page.error.status === 404) {
      return (
        <>
          <title>{t.customerPageBrief}</title>
          <CustomerNotFound />
        </>
      );
    }
    return (
      <div className="space-y-3">
        <SectionNote kind="error">{t.couldNotLoadCustomer}</SectionNote>
        <Button variant="outline" onClick={() => void page.refetch()}>
          {t.tryAgain}
        </Button>
      </div>
    );
  }

  const customer = page.data;
  return (
    <div className="space-y-6" data-testid="customer-page">
      <title>{t.pageTitle({ customer: customer.name })}</title>
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{customer.name}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="secondary">{t.team({ team: customer.team.name })}</Badge>
          <span>{t.documentCount(customer.documents.length)}</span>
        </div>
        {customer.description && <p className="max-w-3xl text-muted-foreground">{customer.description}</p>}
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <CustomerSection icon={FileUser} title={t.profile} testId="customer-profile">
            {customer.profile.trim() === '' ? (
              <SectionNote kind="empty">{t.noProfile}</SectionNote>
            ) : (
              <LazyAssistantMarkdown text={customer.profile} />
            )}
          </CustomerSection>
          <CustomerRules
            userId={userId}
            customerId={customer.id}
            customerName={customer.name}
            renderRules={renderRules}
          />
          <CustomerMemory userId={userId} customerId={customer.id} customerName={customer.name} />
        </div>
        <div className="min-w-0 space-y-6">
          <CustomerDocuments customerId={customer.id} documents={customer.documents} />
          <CustomerChatList
            icon={MessagesSquare}
            title={t.yourChats}
            empty={t.noChatsYet}
            testId="customer-own-chats"
            query={own}
            linkOf={(chat) => `/chat-v2?sessionId=${encodeURIComponent(chat.id)}`}
          />
          <CustomerChatList
            icon={Share2}
            title={t.sharedChats}
            empty={t.nothingShared}
            testId="customer-shared-chats"
            query={shared}
            linkOf={(chat) => `/shared/${encodeURIComponent(chat.id)}`}
            detailOf={(chat) => t.sharedBy({ name: chat.owner.name })}
          />
        </div>
      </div>
    </div>
  );
}
