import { Loader2 } from 'lucide-react';
import { Logo } from '@/components/logo';
import { useAuthCallback } from '@/features/auth/hooks/use-auth-callback';
import { useStore } from '@nanostores/react';
import { authTexts } from '@/features/auth/i18n/en';

export function AuthCallbackRoute() {
  const tr = useStore(authTexts);
  useAuthCallback();
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-muted/40 px-6">
      <title>{tr.signingInBrief}</title>
      {/* The server sends Referrer-Policy: no-referrer with this page too; this covers the dev server. */}
      <meta name="referrer" content="no-referrer" />
      <Logo />
      <div role="status" className="flex items-center gap-3 text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-5 animate-spin text-primary" />
        <p>{tr.processingAuthentication}</p>
      </div>
    </main>
  );
}
