import { Logo } from '@/components/logo';
import { useStore } from '@nanostores/react';
import { marketingTexts } from '@/features/marketing/i18n/en';
import { belowTheFold } from '@/features/marketing/components/below-the-fold';
import { cn } from '@/lib/utils';

export function LandingFooter() {
  const tr = useStore(marketingTexts);
  return (
    <footer className={cn('border-t bg-muted/40', belowTheFold)}>
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm space-y-3">
          <Logo />
          <p className="text-sm text-muted-foreground">{tr.theAgencySAiConsulting}</p>
        </div>
        <div className="grid grid-cols-2 gap-8 text-sm sm:gap-16">
          <div className="space-y-3">
            <p className="font-semibold">{tr.product}</p>
            <ul className="space-y-2 text-muted-foreground">
              <li>
                <a href="#features" className="hover:text-foreground">
                  {tr.features}
                </a>
              </li>
              <li>
                <a href="#how-it-works" className="hover:text-foreground">
                  {tr.howItWorks}
                </a>
              </li>
            </ul>
          </div>
          <div className="space-y-3">
            <p className="font-semibold">{tr.access}</p>
            <ul className="space-y-2 text-muted-foreground">
              <li>{tr.companyAccountsOnly}</li>
              <li>{tr.teamsAssignedByAdmins}</li>
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} {tr.briefForInternalUseBy}
        </p>
      </div>
    </footer>
  );
}
