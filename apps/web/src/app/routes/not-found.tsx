import { Home, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';

export function NotFoundRoute() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-8 bg-muted/40 px-6 text-center">
      <title>Page not found · Brief</title>
      <Logo />
      <div className="space-y-3">
        <p className="text-6xl font-bold tracking-tight text-primary">404</p>
        <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
        <p className="max-w-sm text-muted-foreground">
          The page you were looking for doesn&apos;t exist or has moved.
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/">
            <Home aria-hidden="true" />
            Return to Home
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/chat">
            <MessageSquare aria-hidden="true" />
            Go to Chat
          </Link>
        </Button>
      </div>
    </main>
  );
}
