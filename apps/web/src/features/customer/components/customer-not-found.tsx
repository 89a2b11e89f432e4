import { useStore } from '@nanostores/react';
import { Building2, Library } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { customerTexts } from '@/features/customer/i18n/en';

/** The page of a customer the user does not have (another team's, deleted, or no such id). */
export function CustomerNotFound() {
  const t = useStore(customerTexts);
  return (
    <div role="status" data-testid="customer-not-found">
      <EmptyState
        icon={Building2}
        title={t.customerNotFound}
        description={t.customerNotFoundHint}
        action={
          <Button asChild variant="outline">
            <Link to="/chats">
              <Library aria-hidden="true" />
              {t.openTheLibrary}
            </Link>
          </Button>
        }
      />
    </div>
  );
}
