import { googleCallbackQuerySchema, googleLoginQuerySchema } from '@brief/contract/auth';
import { apiPaths } from '@brief/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginErrorLocation, type GoogleSignInService } from './google-service';
import { GOOGLE_STATE_TTL_SECONDS } from './google-state';

const GOOGLE_STATE_COOKIE = 'brief_google_sign_in';
/** The cookie goes only to the two Google routes. */
const COOKIE_PATH = apiPaths.googleLogin.slice(0, apiPaths.googleLogin.lastIndexOf('/'));

/**
 * Google sign-in: both routes are browser redirects, public, never cached. Whatever happens, the
 * answer is a redirect: to Google, to /auth/callback with the session, or to /login with an error code.
 */
export const googleRoutes =
  (google: GoogleSignInService, options: { secureCookie: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    const cookie = (value: string, maxAge: number) =>
      [
        `${GOOGLE_STATE_COOKIE}=${value}`,
        `Max-Age=${maxAge}`,
        `Path=${COOKIE_PATH}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(options.secureCookie ? ['Secure'] : []),
      ].join('; ');

    app.get(
      apiPaths.googleLogin,
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          summary: 'Start Google sign-in (browser redirect)',
          description:
            "Redirects to the provider's authorization endpoint (OpenID Connect, PKCE, `hd` = company " +
            'domain), keeping state, nonce and verifier in a signed 10-minute cookie; or to ' +
            '`/login?error=auth_failed` when Google sign-in is not configured or cannot start.',
          querystring: googleLoginQuerySchema,
        },
      },
      async (request, reply) => {
        let location: string;
        try {
          const started = await google.start({ app: request.query.app, clientAddress: request.ip });
          location = started.location;
          if (started.stateCookie !== undefined) {
            reply.header('set-cookie', cookie(started.stateCookie, GOOGLE_STATE_TTL_SECONDS));
          }
        } catch (error) {
          request.log.error({ err: error }, 'Google sign-in could not start');
          location = loginErrorLocation('auth_failed');
        }
        return reply.header('cache-control', 'no-store').redirect(location, 302);
      },
    );

    app.get(
      apiPaths.googleCallback,
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          summary: 'Google sign-in return (browser redirect)',
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
          location = await google.complete({
            query: request.query,
            stateCookie: readCookie(request.headers.cookie, GOOGLE_STATE_COOKIE),
            clientAddress: request.ip,
          });
        } catch (error) {
          request.log.error({ err: error }, 'Google sign-in callback failed');
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

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name) {
      const value = part.slice(separator + 1).trim();
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}
