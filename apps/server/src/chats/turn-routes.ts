import {
  chatParamsSchema,
  messageParamsSchema,
  regenerateRequestSchema,
  regenerateResponseSchema,
  runRequestSchema,
  runResponseSchema,
} from '@brief/contract/chats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guards } from '../auth/authenticate';
import { streamReply } from './reply-stream';
import { chatPath, messagePath } from './route-paths';
import type { TurnService } from './turn-service';

export const turnRoutes =
  (turns: TurnService): FastifyPluginAsyncZod =>
  async (app) => {
    const owned = { preHandler: [guards.self] };

    app.post(
      `${chatPath}/run`,
      {
        ...owned,
        config: { newWork: true },
        schema: {
          tags: ['chats'],
          summary: 'Send a message and get the reply; both are stored',
          params: chatParamsSchema,
          body: runRequestSchema,
          response: { 200: runResponseSchema },
        },
      },
      (request) => turns.run(currentUser(request), request.params.chatId, request.body),
    );

    app.post(
      `${chatPath}/run/stream`,
      {
        ...owned,
        config: { newWork: true },
        schema: {
          tags: ['chats'],
          summary:
            'The same as /run, answered as server-sent events once the run is accepted (its message stored): delta*, tool*, then done or error',
          params: chatParamsSchema,
          body: runRequestSchema,
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        await streamReply(request, reply, (callbacks) =>
          turns.run(user, request.params.chatId, request.body, callbacks),
        );
      },
    );

    app.post(
      `${messagePath}/regenerate`,
      {
        ...owned,
        config: { newWork: true },
        schema: {
          tags: ['chats'],
          summary: "A new version of the chat's last reply; earlier versions stay stored",
          params: messageParamsSchema,
          body: regenerateRequestSchema,
          response: { 200: regenerateResponseSchema },
        },
      },
      (request) =>
        turns.regenerate(
          currentUser(request),
          request.params.chatId,
          request.params.messageId,
          {},
          request.body ?? {},
        ),
    );

    app.post(
      `${messagePath}/regenerate/stream`,
      {
        ...owned,
        config: { newWork: true },
        schema: {
          tags: ['chats'],
          summary:
            'The same as /regenerate, answered as server-sent events: delta*, tool*, then done or error',
          params: messageParamsSchema,
          body: regenerateRequestSchema,
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const { chatId, messageId } = request.params;
        await streamReply(request, reply, (callbacks) =>
          turns.regenerate(user, chatId, messageId, callbacks, request.body ?? {}),
        );
      },
    );
  };
