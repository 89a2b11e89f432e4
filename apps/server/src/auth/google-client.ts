import * as oidc from 'openid-client';
import type { Clock } from '../clock';

/**
 * The OpenID provider and this app's registration with it (GOOGLE_* or OIDC_* in config.ts); the
 * scopes default to `openid email profile`.
 */
export type GoogleClientSettings = { issuer: string; clientId: string; clientSecret: string; scope?: string };

/** The authorization request's one-time values; the verifier stays in the state cookie. */
export type AuthorizationChecks = { state: string; nonce: string; codeVerifier: string };

/** The authorization response as the provider sent it back (already validated as strings). */
export type AuthorizationResponse = { code: string; state: string; iss: string | undefined };

/** The provider, or the ID token it returned, said no: a refusal, not a fault of ours. */
export class GoogleSignInRefused extends Error {}

/** Discovery is cached this long; Google's document changes rarely, its keys are fetched separately. */
const DISCOVERY_TTL_MS = 24 * 60 * 60_000;
const DISCOVERY_ATTEMPTS = 2;
const HTTP_TIMEOUT_SECONDS = 10;

/** openid-client codes that mean the ID token or the response failed a check (issuer, audience, nonce…). */
const REFUSED_CHECKS = new Set([
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED',
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
  'OAUTH_INVALID_RESPONSE',
]);

type Log = { warn(obj: object, msg: string): void };

/**
 * The one module that speaks OpenID Connect (openid-client): discovery from the issuer, the
 * authorization URL, and the code exchange, which checks the ID token's issuer, audience, expiry and
 * nonce, the state, and sends the PKCE verifier. Google's sign-in and the generic OpenID sign-in
 * (oidc-service.ts) both use it.
 */
export function createGoogleOpenIdClient(
  settings: GoogleClientSettings,
  {
    redirectUri,
    clock,
    log,
    retryDelayMs = 500,
  }: { redirectUri: string; clock: Clock; log: Log; retryDelayMs?: number },
) {
  let cached: { configuration: Promise<oidc.Configuration>; at: number } | undefined;

  async function discoverOnce(): Promise<oidc.Configuration> {
    // config.ts allows an http:// issuer only on the loopback interface (a local provider in tests).
    const insecure = new URL(settings.issuer).protocol === 'http:';
    return oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
      timeout: HTTP_TIMEOUT_SECONDS,
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
  }

  async function discoverWithRetry(): Promise<oidc.Configuration> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await discoverOnce();
      } catch (error) {
        log.warn(
          {
            issuer: settings.issuer,
            attempt,
            reason: error instanceof Error ? error.message : String(error),
          },
          'OpenID discovery failed',
        );
        if (attempt >= DISCOVERY_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      }
    }
  }

  /** The discovered configuration, shared by concurrent callers; a failure is not kept, so the next call retries. */
  function configuration(): Promise<oidc.Configuration> {
    const now = clock.now().getTime();
    if (cached === undefined || now - cached.at > DISCOVERY_TTL_MS) {
      const entry = { configuration: discoverWithRetry(), at: now };
      cached = entry;
      entry.configuration.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.configuration;
  }

  return {
    /** Fresh state, nonce and PKCE verifier for one authorization request. */
    newChecks(): AuthorizationChecks {
      return {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
    },

    /** `parameters` are the provider's own extras (Google's `hd`). */
    async authorizationUrl(
      checks: AuthorizationChecks,
      parameters: Record<string, string> = {},
    ): Promise<string> {
      const config = await configuration();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: settings.scope ?? 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        ...parameters,
      }).href;
    },

    /**
     * Exchanges the code for tokens and answers the verified ID token's claims. Throws
     * GoogleSignInRefused when the provider refuses (a used or unknown code, a wrong verifier) or the
     * response fails a check; anything else (the provider unreachable) is thrown as it is.
     */
    async exchangeCode(response: AuthorizationResponse, checks: AuthorizationChecks): Promise<oidc.IDToken> {
      const config = await configuration();
      // The redirect URI sent with the code is this URL without its query: always PUBLIC_URL's.
      const currentUrl = new URL(redirectUri);
      currentUrl.searchParams.set('code', response.code);
      currentUrl.searchParams.set('state', response.state);
      if (response.iss !== undefined) currentUrl.searchParams.set('iss', response.iss);
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw refusalOf(error) ?? error;
      }
      const claims = tokens.claims();
      if (claims === undefined) throw new GoogleSignInRefused('no ID token in the token response');
      return claims;
    },
  };
}

function refusalOf(error: unknown): GoogleSignInRefused | undefined {
  if (error instanceof oidc.ResponseBodyError) {
    return new GoogleSignInRefused(`token endpoint refused: ${error.error}`, { cause: error });
  }
  if (error instanceof oidc.AuthorizationResponseError) {
    return new GoogleSignInRefused(`authorization response error: ${error.error}`, { cause: error });
  }
  if (error instanceof oidc.ClientError && error.code !== undefined && REFUSED_CHECKS.has(error.code)) {
    const detail = error.cause instanceof Error ? error.cause.message : error.message;
    return new GoogleSignInRefused(`response failed a check: ${detail}`, { cause: error });
  }
  return undefined;
}

export type GoogleOpenIdClient = ReturnType<typeof createGoogleOpenIdClient>;
export { createGoogleOpenIdClient as createOpenIdClient, GoogleSignInRefused as OpenIdRefused };
export type OpenIdClient = GoogleOpenIdClient;
