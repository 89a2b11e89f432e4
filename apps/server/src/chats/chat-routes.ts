import {
  chatDetailSchema,
  chatListQuerySchema,
  chatListSchema,
  chatParamsSchema,
  createChatRequestSchema,
  createChatResponseSchema,
  deletedResponseSchema,
  favoriteRequestSchema,
  favoriteResponseSchema,
  NEXT_CURSOR_HEADER,
  renameRequestSchema,
  renameResponseSchema,
} from '@brief/contract/chats';
import { userIdParamsSchema } from '@brief/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guards } from '../auth/authenticate';
import type { ChatService } from './chat-service';
import { chatPath, chatsPath } from './route-paths';

export const chatRoutes =
  (chats: ChatService): FastifyPluginAsyncZod =>
  async (app) => {
    const owned = { preHandler: [guards.self] };

    app.post(
      '/api/users/:userId/sessions',
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary: "Start a chat titled 'New Chat'",
          params: userIdParamsSchema,
          body: createChatRequestSchema,
          response: { 201: createChatResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await chats.createChat(currentUser(request), request.body)),
    );

    app.get(
      chatsPath,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary: `The user's chats, newest first; the next page's cursor is in ${NEXT_CURSOR_HEADER}`,
          params: userIdParamsSchema,
          querystring: chatListQuerySchema,
          response: { 200: chatListSchema },
        },
      },
      async (request, reply) => {
        const page = await chats.list(currentUser(request), request.query);
        if (page.nextCursor !== null) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
        return page.chats;
      },
    );

    app.get(
      chatPath,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary: 'A chat with its messages',
          params: chatParamsSchema,
          response: { 200: chatDetailSchema },
        },
      },
      (request) => chats.get(currentUser(request), request.params.chatId),
    );

    app.delete(
      chatPath,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary: 'Delete a chat',
          params: chatParamsSchema,
          response: { 200: deletedResponseSchema },
        },
      },
      (request) => chats.remove(currentUser(request), request.params.chatId),
    );

    app.post(
      `${chatPath}/favorite`,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          params: chatParamsSchema,
          body: favoriteRequestSchema,
          response: { 200: favoriteResponseSchema },
        },
      },
      (request) => chats.setFavorite(currentUser(request), request.params.chatId, request.body.favorite),
    );

    app.post(
      `${chatPath}/rename`,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          params: chatParamsSchema,
          body: renameRequestSchema,
          response: { 200: renameResponseSchema },
        },
      },
      (request) => chats.rename(currentUser(request), request.params.chatId, request.body.name),
    );
  };
