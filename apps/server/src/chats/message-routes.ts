import {
  chatMessageSchema,
  chatParamsSchema,
  messageParamsSchema,
  saveMessageRequestSchema,
  selectVersionRequestSchema,
} from '@brief/contract/chats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guards } from '../auth/authenticate';
import type { MessageService } from './message-service';
import { chatPath, messagePath } from './route-paths';

export const messageRoutes =
  (messages: MessageService): FastifyPluginAsyncZod =>
  async (app) => {
    const owned = { preHandler: [guards.self] };

    app.post(
      chatPath,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary: 'Save one message (for clients that store messages themselves)',
          params: chatParamsSchema,
          body: saveMessageRequestSchema,
          response: { 201: chatMessageSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await messages.saveMessage(currentUser(request), request.params.chatId, request.body)),
    );

    app.put(
      `${messagePath}/version`,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary:
            "Show one of a message's stored versions, the one sent on to the model: a reply's, or a user message's edit with the branch of the chat that followed it (409 while a reply runs)",
          params: messageParamsSchema,
          body: selectVersionRequestSchema,
          response: { 200: chatMessageSchema },
        },
      },
      (request) =>
        messages.selectVersion(
          currentUser(request),
          request.params.chatId,
          request.params.messageId,
          request.body.version,
        ),
    );
  };
