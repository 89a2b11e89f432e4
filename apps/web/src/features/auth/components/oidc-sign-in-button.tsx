import { apiPaths } from '@brief/contract/paths';
import { KeyRound } from 'lucide-react';
import { useStore } from '@nanostores/react';
import { Button } from '@/components/ui/button';
import { authTexts } from '@/features/auth/i18n/en';

interface OidcSignInButtonProps {
  /** The provider's name from /api/config ("Microsoft", "Okta"…). */
  label: string;
  appName: string;
  pending?: boolean;
}

/** Sign-in with the company's OpenID provider: the whole page goes to the server's redirect route. */
export function OidcSignInButton({ label, appName, pending = false }: OidcSignInButtonProps) {
  const tr = useStore(authTexts);
  const href = `${apiPaths.oidcLogin}?app=${encodeURIComponent(appName)}`;
  return (
    <Button variant="outline" size="lg" className="w-full" asChild aria-disabled={pending || undefined}>
      <a href={href} data-testid="oidc-sign-in">
        <KeyRound aria-hidden="true" className="size-5" />
        {tr.continueWithProvider({ label })}
      </a>
    </Button>
  );
}
