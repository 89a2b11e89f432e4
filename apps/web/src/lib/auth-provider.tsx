import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from '@/hooks/use-toast';
import { googleLoginUrl, loginWithPassword } from '@/lib/auth-api';
import {
  AuthContext,
  readValidStoredUser,
  type AuthContextValue,
  type SignInCredentials,
} from '@/lib/auth-context';
import { logger } from '@/lib/logger';
import { useNavigator } from '@/lib/navigation';
import { loadPublicConfig, usePublicConfig } from '@/lib/public-config';
import { setRenewalAppName, setSessionEndedHandler } from '@/lib/session-events';
import { clearAppStorage } from '@/lib/storage/clear-app-storage';
import { clearSessionValues } from '@/lib/storage/session-values';
import { setStoredLanguage } from '@/lib/storage/stored-language';
import {
  createStoredUser,
  getStoredUser,
  setStoredUser,
  subscribeToStoredUser,
  type StoredUser,
} from '@/lib/storage/stored-user';
import { TOKEN_CHECK_INTERVAL_MS, isTokenExpired, isTokenExpiring } from '@/lib/token';
import { waitText } from '@/lib/wait-text';
import { componentsMore } from '@/components/i18n/en';

/** After an e-mail sign-in the app waits 2 s before opening the dashboard. */
export const SIGN_IN_REDIRECT_DELAY_MS = 2000;

interface AuthProviderProps {
  children: ReactNode;
  /**
   * Forgets every cached answer of the previous user when a session ends or another tab changes who is
   * signed in (the app's query cache; the landing and sign-in pages have none).
   */
  forgetUserData?: () => void;
}

/*
 * On the landing and sign-in pages too: it loads neither the HTTP client nor the query client, and the
 * sign-in call with its schemas only when someone signs in. It navigates through lib/navigation.ts, with
 * or without the router.
 */
export function AuthProvider({ children, forgetUserData }: AuthProviderProps) {
  const { navigate } = useNavigator();
  const [user, setUser] = useState<StoredUser | null>(readValidStoredUser);
  const [loading, setLoading] = useState(false);
  const [thinking, setThinking] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  /** Whose session this tab is running; null once it has ended, so it ends only once. */
  const sessionUserId = useRef<string | null>(user?.id ?? null);
  const { data: config } = usePublicConfig();
  const forgetUserDataRef = useRef(forgetUserData);
  useEffect(() => {
    forgetUserDataRef.current = forgetUserData;
  }, [forgetUserData]);
  const clearUserQueries = useCallback(() => forgetUserDataRef.current?.(), []);

  // On load, remove a stored user whose token is expiring, with everything else they left in the
  // browser; the signed-in frame then sends them to /.
  useEffect(() => {
    const stored = getStoredUser();
    if (stored && isTokenExpiring(stored.access_token)) clearAppStorage();
  }, []);

  // Token renewals by the HTTP client change the stored user; so do sign-outs and sign-ins in
  // other tabs, which also end this tab's session: another user must not see the cached answers.
  useEffect(
    () =>
      subscribeToStoredUser((origin) => {
        const stored = getStoredUser();
        if (origin === 'other-tab' && (stored?.id ?? null) !== sessionUserId.current) {
          sessionUserId.current = stored?.id ?? null;
          window.clearTimeout(redirectTimer.current);
          setThinking(false);
          clearSessionValues();
          clearUserQueries();
        }
        setUser(stored);
      }),
    [clearUserQueries],
  );

  useEffect(() => {
    if (config) setRenewalAppName(config.appName);
  }, [config]);

  const endSession = useCallback(
    (reason: 'signed-out' | 'expired') => {
      // Already signed out (e.g. several requests failed together): no second toast.
      if (sessionUserId.current === null) return;
      sessionUserId.current = null;
      window.clearTimeout(redirectTimer.current);
      clearAppStorage();
      setUser(null);
      setThinking(false);
      setLoading(false);
      clearUserQueries();
      if (reason === 'expired') {
        toast({
          variant: 'destructive',
          title: componentsMore.get().sessionExpired,
          description: componentsMore.get().yourSessionHasExpiredPlease,
        });
      } else {
        toast({
          title: componentsMore.get().signedOut,
          description: componentsMore.get().youHaveBeenSignedOut,
        });
      }
      navigate('/');
    },
    [navigate, clearUserQueries],
  );

  // The HTTP client ends the session when a token can no longer be renewed.
  useEffect(() => {
    setSessionEndedHandler(() => endSession('expired'));
  }, [endSession]);

  // Every 300000 ms check the token. An expired one signs the user out; one about to expire
  // is renewed while the app is open, so an active session does not lapse between requests.
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    const timer = window.setInterval(() => {
      const token = getStoredUser()?.access_token;
      if (!token || isTokenExpired(token)) {
        endSession('expired');
      } else if (isTokenExpiring(token)) {
        void import('@/lib/api-client').then(({ apiClient }) => apiClient.renewToken());
      }
    }, TOKEN_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [userId, endSession]);

  // Coming back to a page left for Google (browser back) must not leave the loader up.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setThinking(false);
      setLoading(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const completeSignIn = useCallback((signedIn: StoredUser) => {
    sessionUserId.current = signedIn.id;
    setStoredUser(signedIn);
    setUser(signedIn);
    toast({
      title: componentsMore.get().signedIn,
      description: componentsMore.get().welcomeToBrief({ name: signedIn.name }),
    });
  }, []);

  const signIn = useCallback(
    async ({ email, password }: SignInCredentials) => {
      setLoading(true);
      try {
        const { appName, companyDomain } = await loadPublicConfig();
        const result = await loginWithPassword({ app: appName, email, password }, companyDomain);
        if (result.status === 'rate-limited') {
          toast({
            variant: 'destructive',
            title: componentsMore.get().authenticationFailed,
            description: componentsMore.get().tooManySignInAttempts({
              wait: waitText(result.waitSeconds ?? 60),
            }),
          });
          return;
        }
        if (result.status === 'refused') {
          toast({
            variant: 'destructive',
            title: componentsMore.get().authenticationFailed,
            description: componentsMore.get().invalidEmailOrPasswordRemember,
          });
          return;
        }
        const { session } = result;
        setThinking(true);
        setStoredLanguage(session.user.id, session.user.locale);
        completeSignIn(
          createStoredUser({
            id: session.user.id,
            email: session.user.email,
            name: session.user.name || session.name,
            picture: session.user.picture ?? session.picture,
            admin: session.user.admin,
            access_token: session.access_token,
          }),
        );
        const { notice } = session;
        // Rare (someone is guessing the password), so its code and texts load only when it comes.
        if (notice) {
          void import('@/features/auth/utils/sign-in-notice').then(
            ({ showSignInNotice }) => showSignInNotice(notice),
            (error: unknown) => logger.error('The sign-in notice could not be shown', error),
          );
        }
        window.clearTimeout(redirectTimer.current);
        redirectTimer.current = window.setTimeout(() => {
          navigate('/dashboard', { replace: true });
          setThinking(false);
        }, SIGN_IN_REDIRECT_DELAY_MS);
      } catch (error) {
        logger.error('E-mail sign-in failed', error);
        toast({
          variant: 'destructive',
          title: componentsMore.get().authenticationFailed,
          description: componentsMore.get().couldNotSignInWith,
        });
      } finally {
        setLoading(false);
      }
    },
    [navigate, completeSignIn],
  );

  const signInWithGoogle = useCallback((appName: string) => {
    setThinking(true);
    setLoading(true);
    try {
      window.location.assign(googleLoginUrl(appName));
    } catch (error) {
      logger.error('Google sign-in redirect failed', error);
      toast({
        variant: 'destructive',
        title: componentsMore.get().authenticationFailed,
        description: componentsMore.get().couldNotSignInWith2,
      });
      setThinking(false);
      setLoading(false);
    }
  }, []);

  const signOut = useCallback(() => endSession('signed-out'), [endSession]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, loading, thinking, signIn, signInWithGoogle, completeSignIn, signOut }),
    [user, loading, thinking, signIn, signInWithGoogle, completeSignIn, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
