import { Loader2 } from 'lucide-react';
import { Logo } from '@/components/logo';
import { useAuthCallback } from '@/features/auth/hooks/use-auth-callback';

export function AuthCallbackRoute() {
  useAuthCallback();
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-muted/40 px-6">
      <title>Signing in · Brief</title>
      {/* The server sends Referrer-Policy: no-referrer with this page too; this covers the dev server. */}
      <meta name="referrer" content="no-referrer" />
      <Logo />
      <div role="status" className="flex items-center gap-3 text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-5 animate-spin text-primary" />
        <p>Processing authentication...</p>
      </div>
    </main>
  );
}
