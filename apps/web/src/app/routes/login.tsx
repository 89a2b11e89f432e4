import { AlertCircle, Bookmark, Library, Sparkles } from 'lucide-react';
import { Link } from '@/components/link';
import { Logo } from '@/components/logo';
import { Redirect } from '@/components/redirect';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { LoginForm } from '@/features/auth/components/login-form';
import { OidcSignInButton } from '@/features/auth/components/oidc-sign-in-button';
import { useLoginErrorToast } from '@/features/auth/hooks/use-login-error-toast';
import { useAuth } from '@/hooks/use-auth';
import { usePublicConfig } from '@/lib/public-config';
import { useStore } from '@nanostores/react';
import { authLabels, authTexts } from '@/features/auth/i18n/en';
import { labelIn } from '@/i18n/core';

const HIGHLIGHTS = [
  { icon: Sparkles, text: 'Consulting teams and specialists on call' },
  { icon: Bookmark, text: 'Bookmark the replies worth keeping' },
  { icon: Library, text: 'Pick up any past conversation' },
];

export function LoginRoute() {
  const tr = useStore(authTexts);
  const lb = useStore(authLabels);
  const { user, thinking, loading, signIn, signInWithGoogle } = useAuth();
  const config = usePublicConfig();
  const appConfig = config.data;
  useLoginErrorToast();

  if (user && !thinking) return <Redirect to="/dashboard" />;

  return (
    <div className="grid min-h-svh lg:grid-cols-2">
      <title>{tr.signInBrief}</title>
      <aside className="relative hidden flex-col justify-between overflow-hidden bg-gradient-to-br from-indigo-600 via-indigo-700 to-slate-900 p-12 text-white lg:flex">
        <Link to="/" aria-label={tr.briefHome} className="w-fit rounded-md [&_span]:text-white">
          <Logo />
        </Link>
        <div className="max-w-md space-y-6">
          <h2 className="text-4xl leading-tight font-bold tracking-tight">{tr.yourAgencySConsultingTeams}</h2>
          <ul className="space-y-3 text-indigo-100">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <span className="grid size-8 place-items-center rounded-lg bg-white/10">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                {labelIn(lb, text)}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-indigo-200">{tr.forAgencyStaffOnly}</p>
      </aside>

      <main className="flex flex-col items-center justify-center bg-muted/40 px-4 py-10 sm:px-6">
        <Link to="/" aria-label={tr.briefHome} className="mb-8 rounded-md lg:hidden">
          <Logo />
        </Link>
        <Card className="w-full max-w-md shadow-lg">
          <CardHeader className="text-center">
            <CardTitle className="text-2xl">{tr.welcomeBack}</CardTitle>
            <CardDescription>{tr.useYourCompanyAccountTo}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            {config.isPending && (
              <div className="grid gap-4" aria-busy="true" aria-label={tr.loadingSignInOptions}>
                <Skeleton className="h-11 w-full" />
                <Skeleton className="h-4 w-1/3 justify-self-center" />
                <Skeleton className="h-10 w-full" />
                <Skeleton className="h-10 w-full" />
                <Skeleton className="h-11 w-full" />
              </div>
            )}
            {config.isError && (
              <Alert variant="destructive">
                <AlertCircle aria-hidden="true" />
                <AlertTitle>{tr.briefCanTBeReached}</AlertTitle>
                <AlertDescription>
                  <p>{tr.checkYourConnectionAndTry}</p>
                  <Button size="sm" variant="outline" className="mt-2" onClick={() => void config.refetch()}>
                    {tr.tryAgain}
                  </Button>
                </AlertDescription>
              </Alert>
            )}
            {appConfig && (
              <>
                {appConfig.oidcLabel !== undefined && (
                  <OidcSignInButton
                    label={appConfig.oidcLabel}
                    appName={appConfig.appName}
                    pending={loading || thinking}
                  />
                )}
                <GoogleSignInButton
                  enabled={appConfig.googleSignIn}
                  pending={loading || thinking}
                  onClick={() => signInWithGoogle(appConfig.appName)}
                />
                <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
                  <span className="h-px flex-1 bg-border" />
                  {tr.or}
                  <span className="h-px flex-1 bg-border" />
                </div>
                <LoginForm
                  companyDomain={appConfig.companyDomain}
                  pending={loading || thinking}
                  onSubmit={(values) => signIn(values)}
                />
                <p data-testid="company-domain-note" className="text-center text-sm text-muted-foreground">
                  {tr.only} <span className="font-medium text-foreground">{appConfig.companyDomain}</span>{' '}
                  {tr.accountsAreAllowed}
                </p>
              </>
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
