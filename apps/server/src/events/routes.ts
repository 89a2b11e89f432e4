import { userIdParamsSchema } from '@brief/contract/auth';
import {
  eventStreamQuerySchema,
  eventTicketSchema,
  MAX_EVENT_STREAMS_PER_USER,
  userEventNames,
} from '@brief/contract/events';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bearerToken,
  currentSession,
  currentUser,
  guards,
  sessionHolds,
  validSignIn,
  type SignIn,
} from '../auth/authenticate';
import type { TokenService } from '../auth/tokens';
import { rateLimited, unauthorized } from '../errors';
import type { UsersRepo } from '../users/repo';
import { createEventStream } from './event-stream';
import type { ChatEventHub } from './hub';
import type { EventTickets } from './ticket';

type Deps = { tokens: TokenService; tickets: EventTickets; users: UsersRepo; heartbeatMs: number };

/**
 * The stream's sign-in without a bearer token: the `?ticket=` of an EventSource. A ticket opens the
 * stream of the user it was issued to (the path's user guard refuses another's), while its session holds.
 */
const signInWithTicket =
  (deps: Deps) =>
  async (request: FastifyRequest): Promise<SignIn | undefined> => {
    const { ticket } = request.query as { ticket?: unknown };
    if (typeof ticket !== 'string') return undefined;
    const session = await deps.tickets.verify(ticket);
    const signIn = session === null ? null : await sessionHolds(deps.users, session);
    if (signIn === null || !deps.tokens.mayRenew(signIn.session))
      throw unauthorized('This event stream ticket is not valid; ask for a new one');
    return signIn;
  };

/**
 * Whether the sign-in a stream was opened with still holds: the bearer token's (until it expires or
 * its credentials are revoked), or the session a ticket was asked in (until its credentials are revoked
 * or it may no longer be renewed).
 */
function stillSignedIn(request: FastifyRequest, deps: Deps): () => Promise<boolean> {
  const userId = currentUser(request).id;
  const token = bearerToken(request);
  if (token !== undefined)
    return async () => (await validSignIn(deps.tokens, deps.users, token))?.user.id === userId;
  const session = currentSession(request);
  return async () => deps.tokens.mayRenew(session) && (await sessionHolds(deps.users, session)) !== null;
}

export const eventsRoutes =
  (hub: ChatEventHub, deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // A tab's stream stays open: a shutdown ends them all first, so the server can close.
    app.addHook('preClose', () => hub.close());

    app.post(
      '/api/users/:userId/events/ticket',
      {
        preHandler: [guards.self],
        schema: {
          tags: ['events'],
          summary:
            "A ticket that opens the user's event stream (GET …/events?ticket=) for 60 s without the Authorization header, which a browser's EventSource cannot send; the stream lasts as long as this sign-in",
          params: userIdParamsSchema,
          response: { 200: eventTicketSchema },
        },
      },
      async (request) => {
        const { ticket, expiresAt } = await deps.tickets.issue(currentSession(request));
        return { ticket, expiresAt: expiresAt.toISOString() };
      },
    );

    app.get(
      '/api/users/:userId/events',
      {
        preHandler: [guards.self],
        config: { signInWithoutBearer: signInWithTicket(deps) },
        schema: {
          tags: ['events'],
          summary:
            "Server-sent events of changes to the user's chats and the chats shared with them, from any instance: ready, then chat {kind, chatId} per change. Signed in by the bearer token or by a ticket",
          params: userIdParamsSchema,
          querystring: eventStreamQuerySchema,
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const stream = createEventStream(request, reply, {
          heartbeatMs: deps.heartbeatMs,
          stillSignedIn: stillSignedIn(request, deps),
          log: request.log,
        });
        const subscription = hub.subscribe(user.id, {
          send: (event) => stream.send(userEventNames.chat, event),
          end: stream.end,
        });
        if (subscription === null)
          throw rateLimited(
            `At most ${MAX_EVENT_STREAMS_PER_USER} tabs receive updates at once; close one and reload`,
            30,
            { reason: 'event_streams', values: { limit: MAX_EVENT_STREAMS_PER_USER } },
          );
        try {
          stream.open();
          await subscription.ready;
          stream.send(userEventNames.ready, {});
          await stream.closed;
        } finally {
          subscription.close();
        }
      },
    );
  };
