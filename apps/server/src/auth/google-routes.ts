import { apiPaths } from '@brief/contract/paths';
import type { GoogleSignInService } from './google-service';
import { signInRedirectRoutes } from './oidc-routes';

/** Google sign-in: the same two redirect routes as the OpenID provider's (oidc-routes.ts). */
export const googleRoutes = (google: GoogleSignInService, options: { secureCookie: boolean }) =>
  signInRedirectRoutes(
    google,
    {
      loginPath: apiPaths.googleLogin,
      callbackPath: apiPaths.googleCallback,
      cookieName: 'brief_google_sign_in',
      provider: 'Google',
      startDescription:
        "Redirects to the provider's authorization endpoint (OpenID Connect, PKCE, `hd` = company " +
        'domain), keeping state, nonce and verifier in a signed 10-minute cookie; or to ' +
        '`/login?error=auth_failed` when Google sign-in is not configured or cannot start.',
    },
    options,
  );
