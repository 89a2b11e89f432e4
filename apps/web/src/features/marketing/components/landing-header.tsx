import { Link } from '@/components/link';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { useStore } from '@nanostores/react';
import { marketingTexts } from '@/features/marketing/i18n/en';

export function LandingHeader() {
  const tr = useStore(marketingTexts);
  return (
    <header className="sticky top-0 z-40 border-b border-transparent bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/60">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Logo />
        <nav
          aria-label={tr.product}
          className="hidden items-center gap-6 text-sm text-muted-foreground md:flex"
        >
          <a href="#features" className="transition-colors hover:text-foreground">
            {tr.features}
          </a>
          <a href="#how-it-works" className="transition-colors hover:text-foreground">
            {tr.howItWorks}
          </a>
        </nav>
        <Button asChild className="ml-auto">
          <Link to="/login" data-testid="landing-sign-in">
            {tr.signIn}
          </Link>
        </Button>
      </div>
    </header>
  );
}
