import { chatParamsSchema, followRunQuerySchema, stopResponseSchema } from '@brief/contract/chats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guards } from '../auth/authenticate';
import { streamReply } from './reply-stream';
import { chatPath } from './route-paths';
import type { RunService } from './run-service';

export const runRoutes =
  (runs: RunService): FastifyPluginAsyncZod =>
  async (app) => {
    const owned = { preHandler: [guards.self] };

    app.get(
      `${chatPath}/run/stream`,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary:
            "Follow the chat's running reply, from any instance or tab: the same server-sent events as POST …/run/stream (delta* from the first word, or from character `from`, then done or error); 204 when none runs",
          params: chatParamsSchema,
          querystring: followRunQuerySchema,
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const run = await runs.runningReply(user, request.params.chatId);
        if (run === null) return reply.code(204).send();
        await streamReply(
          request,
          reply,
          (callbacks, gone) => runs.follow(user, run, request.query.from, callbacks, gone),
          { openAtOnce: true },
        );
      },
    );

    app.post(
      `${chatPath}/stop`,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary:
            'Stop the running reply, on whichever instance writes it (within a second); what was written is stored, marked stopped',
          params: chatParamsSchema,
          response: { 200: stopResponseSchema },
        },
      },
      (request) => runs.stop(currentUser(request), request.params.chatId),
    );
  };
