import {
  googleCallbackQuerySchema,
  googleLoginQuerySchema,
  type GoogleCallbackQuery,
} from '@brief/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GOOGLE_STATE_TTL_SECONDS } from './google-state';
import { loginErrorLocation, type SignInStart } from './oidc-callback';
import type { OidcSignInService } from './oidc-service';
import { apiPaths } from '@brief/contract/paths';

/** What both redirect routes need of a sign-in service (Google's or the OpenID provider's). */
type RedirectSignIn = {
  start(input: { app: string | undefined; clientAddress: string }): Promise<SignInStart>;
  complete(input: {
    query: GoogleCallbackQuery;
    stateCookie: string | undefined;
    clientAddress: string;
  }): Promise<string>;
};

type Routes = {
  loginPath: string;
  callbackPath: string;
  /** The state cookie's name; it goes only to the two routes' folder. */
  cookieName: string;
  /** "Google", "OpenID": the routes' summaries and log lines. */
  provider: string;
  startDescription: string;
};

/**
 * A provider's sign-in as two browser redirects, public, never cached. Whatever happens, the answer is a
 * redirect: to the provider, to /auth/callback with the session, or to /login with an error code.
 */
export const signInRedirectRoutes =
  (service: RedirectSignIn, routes: Routes, options: { secureCookie: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    const cookiePath = routes.loginPath.slice(0, routes.loginPath.lastIndexOf('/'));
    const cookie = (value: string, maxAge: number) =>
      [
        `${routes.cookieName}=${value}`,
        `Max-Age=${maxAge}`,
        `Path=${cookiePath}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(options.secureCookie ? ['Secure'] : []),
      ].join('; ');

    app.get(
      routes.loginPath,
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          summary: `Start ${routes.provider} sign-in (browser redirect)`,
          description: routes.startDescription,
          querystring: googleLoginQuerySchema,
        },
      },
      async (request, reply) => {
        let location: string;
        try {
          const started = await service.start({ app: request.query.app, clientAddress: request.ip });
          location = started.location;
          if (started.stateCookie !== undefined) {
            reply.header('set-cookie', cookie(started.stateCookie, GOOGLE_STATE_TTL_SECONDS));
          }
        } catch (error) {
          request.log.error({ err: error }, `${routes.provider} sign-in could not start`);
          location = loginErrorLocation('auth_failed');
        }
        return reply.header('cache-control', 'no-store').redirect(location, 302);
      },
    );

    app.get(
      routes.callbackPath,
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          summary: `${routes.provider} sign-in return (browser redirect)`,
          description:
            'Exchanges the code, verifies the ID token and redirects to `/auth/callback?success=true&' +
            'user_id=…&name=…&email=…&picture=…&access_token=…&admin=…`, or to `/login?error=` ' +
            '`invalid_callback_data` (no code or state, state cookie missing, altered or expired), ' +
            '`auth_failed` (refused) or `callback_processing_failed` (an error on our side).',
          querystring: googleCallbackQuerySchema,
        },
      },
      async (request, reply) => {
        let location: string;
        try {
          location = await service.complete({
            query: request.query,
            stateCookie: readCookie(request.headers.cookie, routes.cookieName),
            clientAddress: request.ip,
          });
        } catch (error) {
          request.log.error({ err: error }, `${routes.provider} sign-in callback failed`);
          location = loginErrorLocation('callback_processing_failed');
        }
        return (
          reply
            // The state is good for one return only.
            .header('set-cookie', cookie('', 0))
            .header('cache-control', 'no-store')
            // The Location carries the access token: nothing after this may name it in a Referer.
            .header('referrer-policy', 'no-referrer')
            .redirect(location, 302)
        );
      },
    );
  };

/** Sign-in with the OpenID Connect provider of OIDC_ISSUER. */
export const oidcRoutes = (oidc: OidcSignInService, options: { secureCookie: boolean }) =>
  signInRedirectRoutes(
    oidc,
    {
      loginPath: apiPaths.oidcLogin,
      callbackPath: apiPaths.oidcCallback,
      cookieName: 'brief_oidc_sign_in',
      provider: 'OpenID',
      startDescription:
        "Redirects to the OpenID provider's authorization endpoint (code flow, PKCE, OIDC_SCOPES), " +
        'keeping state, nonce and verifier in a signed 10-minute cookie; or to ' +
        '`/login?error=auth_failed` when OpenID sign-in is not configured or cannot start.',
    },
    options,
  );

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name) {
      const value = part.slice(separator + 1).trim();
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}
