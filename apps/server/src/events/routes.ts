import { userIdParamsSchema } from '@brief/contract/auth';
import { MAX_EVENT_STREAMS_PER_USER, userEventNames } from '@brief/contract/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken, currentUser, guards, validSignIn } from '../auth/authenticate';
import type { TokenService } from '../auth/tokens';
import { rateLimited } from '../errors';
import type { UsersRepo } from '../users/repo';
import { createEventStream } from './event-stream';
import type { ChatEventHub } from './hub';

export const eventsRoutes =
  (
    hub: ChatEventHub,
    deps: { tokens: TokenService; users: UsersRepo; heartbeatMs: number },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    // A tab's stream stays open: a shutdown ends them all first, so the server can close.
    app.addHook('preClose', () => hub.close());

    app.get(
      '/api/users/:userId/events',
      {
        preHandler: [guards.self],
        schema: {
          tags: ['events'],
          summary:
            "Server-sent events of changes to the user's chats and the chats shared with them, from any instance: ready, then chat {kind, chatId} per change",
          params: userIdParamsSchema,
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const token = bearerToken(request) ?? '';
        const stream = createEventStream(request, reply, {
          heartbeatMs: deps.heartbeatMs,
          stillSignedIn: async () => (await validSignIn(deps.tokens, deps.users, token))?.user.id === user.id,
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
