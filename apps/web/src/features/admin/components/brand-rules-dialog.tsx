import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useBrandRules } from '@/features/admin/api/get-brand-rules';
import { BrandRulesForm } from '@/features/admin/components/brand-rules-form';
import { ListError, ListLoading } from '@/features/admin/components/list-states';
import { adminBrandRules } from '@/features/admin/i18n/en';

/** Inside the open dialog: the rules asked afresh at each opening, then the form filled with them. */
function BrandRulesBody({
  teamId,
  customerId,
  title,
  onSaved,
}: {
  teamId: string;
  customerId: string;
  title: string;
  onSaved: () => void;
}) {
  const t = useStore(adminBrandRules);
  const rules = useBrandRules(teamId, customerId);
  if (rules.isError) {
    return <ListError title={t.couldNotLoad} error={rules.error} onRetry={() => void rules.refetch()} />;
  }
  // Rules cached from an earlier opening may be stale: the form starts from what the server holds now,
  // and a later refresh does not undo what is being typed.
  if (!rules.isFetchedAfterMount || rules.data === undefined) return <ListLoading label={t.loading} />;
  return (
    <BrandRulesForm
      teamId={teamId}
      customerId={customerId}
      title={title}
      rules={rules.data}
      onSaved={onSaved}
    />
  );
}

/** A customer's brand rules in a dialog: loaded when it opens, edited, saved as a whole. */
export function BrandRulesDialog({
  teamId,
  customerId,
  customerName,
  trigger,
}: {
  teamId: string;
  customerId: string;
  customerName: string;
  trigger: ReactNode;
}) {
  const t = useStore(adminBrandRules);
  const [open, setOpen] = useState(false);
  const title = t.brandRulesOf({ name: customerName });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription>{t.description({ name: customerName })}</DialogDescription>
        </DialogHeader>
        <BrandRulesBody
          teamId={teamId}
          customerId={customerId}
          title={title}
          onSaved={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
