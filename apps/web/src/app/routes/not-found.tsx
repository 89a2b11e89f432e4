import { Home, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { useStore } from '@nanostores/react';
import { appTexts } from '@/app/i18n/en';

export function NotFoundRoute() {
  const tr = useStore(appTexts);
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-8 bg-muted/40 px-6 text-center">
      <title>{tr.pageNotFoundBrief}</title>
      <Logo />
      <div className="space-y-3">
        <p className="text-6xl font-bold tracking-tight text-primary">404</p>
        <h1 className="text-2xl font-semibold">{tr.oopsPageNotFound}</h1>
        <p className="max-w-sm text-muted-foreground">{tr.thePageYouWereLooking}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/">
            <Home aria-hidden="true" />
            {tr.returnToHome}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/chat">
            <MessageSquare aria-hidden="true" />
            {tr.goToChat}
          </Link>
        </Button>
      </div>
    </main>
  );
}
