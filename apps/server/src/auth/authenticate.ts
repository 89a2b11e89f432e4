import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import type { UserRow, UsersRepo } from '../users/repo';
import type { TokenService, TokenSession } from './tokens';

/** The generated OpenAPI page and document describe the API and are readable without a token. */
export const API_DOCS = '/api/docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token (login, config, health, the Google redirect). */
    public?: boolean;
    /**
     * How this route signs in a request without a bearer token, for a client that cannot send one (an
     * EventSource opening the event stream with a ticket): undefined when the request brings no such
     * credential; throws `unauthorized` when it brings one that is not valid.
     */
    signInWithoutBearer?: (request: FastifyRequest) => Promise<SignIn | undefined>;
  }
  interface FastifyRequest {
    signedInUser: UserRow | null;
    /** The session the bearer token belongs to (renewal carries its start along). */
    tokenSession: TokenSession | null;
  }
}

/**
 * The one authentication hook: every API route that is not marked public needs a valid bearer token
 * of a user who still exists and is not disabled, issued under the user's current credentials. The user
 * row is read on every call (a primary-key lookup), which is what makes a disabled or deleted user's
 * token, and every token issued before a password reset, an admin change or "sign out everywhere"
 * (each bumps `credential_version`), stop working at once on every instance.
 */
export function registerAuthentication(app: FastifyInstance, tokens: TokenService, users: UsersRepo): void {
  app.decorateRequest('signedInUser', null);
  app.decorateRequest('tokenSession', null);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (route === undefined || !route.startsWith('/api/') || route.startsWith(API_DOCS)) return;
    if (request.routeOptions.config.public === true) return;
    const token = bearerToken(request);
    if (token === undefined) {
      const otherwise = await request.routeOptions.config.signInWithoutBearer?.(request);
      if (otherwise === undefined) throw unauthorized('Authentication required');
      request.signedInUser = otherwise.user;
      request.tokenSession = otherwise.session;
      return;
    }
    const signIn = await validSignIn(tokens, users, token);
    if (signIn === null) throw unauthorized('Your session is no longer valid. Please sign in again.');
    request.signedInUser = signIn.user;
    request.tokenSession = signIn.session;
  });
}

/** The token of the request's `Authorization: Bearer` header, if it has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return (header === undefined ? null : /^Bearer\s+(\S+)$/i.exec(header))?.[1];
}

export type SignIn = { user: UserRow; session: TokenSession };

/**
 * The user and session a token signs in, or null: the token is valid and unexpired, and its session
 * still holds. A long-lived answer (the event stream) asks again now and then.
 */
export async function validSignIn(
  tokens: TokenService,
  users: UsersRepo,
  token: string,
): Promise<SignIn | null> {
  const session = await tokens.verify(token);
  return session === null ? null : sessionHolds(users, session);
}

/**
 * The sign-in of a session that still holds, or null: its user still exists, is not disabled and has
 * the credentials the session began under.
 */
export async function sessionHolds(users: UsersRepo, session: TokenSession): Promise<SignIn | null> {
  const user = await users.findById(session.userId);
  if (
    user === undefined ||
    user.disabled_at !== null ||
    user.credential_version !== session.credentialVersion
  )
    return null;
  return { user, session };
}

/** The signed-in user of a route behind the hook. */
export function currentUser(request: FastifyRequest): UserRow {
  if (request.signedInUser === null) throw unauthorized();
  return request.signedInUser;
}

/** The session of the signed-in user's token. */
export function currentSession(request: FastifyRequest): TokenSession {
  if (request.tokenSession === null) throw unauthorized();
  return request.tokenSession;
}

/** Named guards, used as a route's preHandler. */
export const guards = {
  /** The path's :userId is the token's user. */
  self: async (request: FastifyRequest): Promise<void> => {
    const user = currentUser(request);
    const params = request.params as { userId?: unknown };
    if (params.userId !== user.id) throw forbidden('You can only act on your own account');
  },
  admin: async (request: FastifyRequest): Promise<void> => {
    if (currentUser(request).is_admin !== 1) throw forbidden('Admin privileges required');
  },
};
