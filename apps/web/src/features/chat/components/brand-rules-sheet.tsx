import type { BrandRules } from '@brief/contract/brand-rules';
import { useStore } from '@nanostores/react';
import { AlertCircle, Loader2, ScrollText } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useBrandRules } from '@/features/chat/api/get-brand-rules';
import { chatRules } from '@/features/chat/i18n/en';
import { hasBrandRules } from '@/features/chat/utils/brand-rules';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-1.5">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

const prose = 'text-sm leading-relaxed break-words whitespace-pre-wrap';

/** The rules, read-only: each part that says something, in the order an editor fills them in. */
export function BrandRulesView({ rules }: { rules: BrandRules }) {
  const t = useStore(chatRules);
  return (
    <div className="space-y-5" data-testid="brand-rules">
      {rules.voice.trim() !== '' && (
        <Section title={t.voice}>
          <p className={prose}>{rules.voice}</p>
        </Section>
      )}
      {rules.audiences.trim() !== '' && (
        <Section title={t.audiences}>
          <p className={prose}>{rules.audiences}</p>
        </Section>
      )}
      {rules.preferred.length > 0 && (
        <Section title={t.preferred}>
          <ul className="flex flex-wrap gap-1.5">
            {rules.preferred.map(({ term }) => (
              <li key={term}>
                <Badge variant="secondary" className="break-all whitespace-normal">
                  {term}
                </Badge>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {rules.forbidden.length > 0 && (
        <Section title={t.forbidden}>
          <ul className="space-y-1 text-sm">
            {rules.forbidden.map(({ term, instead }) => (
              <li key={term} className="break-words">
                {instead ? (
                  t.forbiddenInstead({ term, instead })
                ) : (
                  <span className="line-through decoration-destructive/60">{term}</span>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {rules.disclaimers.length > 0 && (
        <Section title={t.disclaimers}>
          <ul className="space-y-2">
            {rules.disclaimers.map((disclaimer, index) => (
              <li key={index} className="rounded-md border bg-muted/40 px-3 py-2">
                <p className={prose}>{disclaimer.text}</p>
                {disclaimer.when && (
                  <p className="mt-1 text-xs text-muted-foreground">
                    {t.disclaimerWhen({ when: disclaimer.when })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {rules.notes.trim() !== '' && (
        <Section title={t.notes}>
          <p className={prose}>{rules.notes}</p>
        </Section>
      )}
    </div>
  );
}

function RulesBody({
  userId,
  customerId,
  customerName,
}: {
  userId: string;
  customerId: string;
  customerName: string;
}) {
  const t = useStore(chatRules);
  const rules = useBrandRules(userId, customerId, true);
  if (rules.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {t.loadingRules}
      </p>
    );
  }
  if (rules.isError) {
    return (
      <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
        <AlertCircle aria-hidden="true" className="size-4 shrink-0" /> {t.couldNotLoadRules}
      </p>
    );
  }
  if (!hasBrandRules(rules.data)) {
    return (
      <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
        {t.noRulesYet({ customer: customerName })}
      </p>
    );
  }
  return <BrandRulesView rules={rules.data} />;
}

/**
 * "Brand rules" in the chat's customer header: a sheet with the customer's rules, read-only (admins and
 * the team's leads edit them in the console). They are asked for when it opens.
 */
export function BrandRulesSheet({
  userId,
  customerId,
  customerName,
}: {
  userId: string;
  customerId: string;
  customerName: string;
}) {
  const t = useStore(chatRules);
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t.brandRules}
          title={t.brandRules}
          className="h-6 shrink-0 gap-1 px-1.5 text-xs text-muted-foreground"
        >
          <ScrollText aria-hidden="true" className="size-3.5" />
          {/* A phone's header is narrow: the icon alone there, named all the same. */}
          <span className="hidden sm:inline">{t.brandRules}</span>
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-[92%] max-w-md">
        <div className="border-b py-4 pr-12 pl-5">
          <SheetTitle className="break-words">{t.brandRulesOf({ customer: customerName })}</SheetTitle>
          <SheetDescription className="text-xs">{t.rulesDescription}</SheetDescription>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
          {open && <RulesBody userId={userId} customerId={customerId} customerName={customerName} />}
        </div>
      </SheetContent>
    </Sheet>
  );
}
