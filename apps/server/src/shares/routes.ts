import { userIdParamsSchema } from '@brief/contract/auth';
import { chatParamsSchema, NEXT_CURSOR_HEADER } from '@brief/contract/chats';
import {
  chatSharesSchema,
  copiedChatSchema,
  createSharesRequestSchema,
  createSharesResponseSchema,
  revokedShareSchema,
  shareParamsSchema,
  sharedChatDetailSchema,
  sharedChatListQuerySchema,
  sharedChatListSchema,
} from '@brief/contract/shares';
import { storableId } from '@brief/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, guards } from '../auth/authenticate';
import { downloadHeaders } from '../files/download-headers';
import type { SharesService } from './service';

const chatPath = '/api/users/:userId/chats/:chatId';
const sharedPath = '/api/users/:userId/shared-chats';

export const sharesRoutes =
  (shares: SharesService): FastifyPluginAsyncZod =>
  async (app) => {
    const owned = { preHandler: [guards.self] };

    app.post(
      `${chatPath}/shares`,
      {
        ...owned,
        schema: {
          tags: ['shares'],
          summary: 'Share your chat, read-only, with colleagues (by e-mail) and/or a team of yours',
          params: chatParamsSchema,
          body: createSharesRequestSchema,
          response: { 201: createSharesResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          shares: await shares.share(currentUser(request), request.params.chatId, request.body),
        }),
    );

    app.get(
      `${chatPath}/shares`,
      {
        ...owned,
        schema: {
          tags: ['shares'],
          summary: 'Who your chat is shared with',
          params: chatParamsSchema,
          response: { 200: chatSharesSchema },
        },
      },
      (request) => shares.list(currentUser(request), request.params.chatId),
    );

    app.delete(
      `${chatPath}/shares/:shareId`,
      {
        ...owned,
        schema: {
          tags: ['shares'],
          summary: 'Revoke a share of your chat; it applies at once',
          params: shareParamsSchema,
          response: { 200: revokedShareSchema },
        },
      },
      (request) => shares.revoke(currentUser(request), request.params.chatId, request.params.shareId),
    );

    app.get(
      sharedPath,
      {
        ...owned,
        schema: {
          tags: ['shares'],
          summary: `Chats shared with you, newest first, with their owners; the next page's cursor is in ${NEXT_CURSOR_HEADER}`,
          params: userIdParamsSchema,
          querystring: sharedChatListQuerySchema,
          response: { 200: sharedChatListSchema },
        },
      },
      async (request, reply) => {
        const page = await shares.sharedChats(currentUser(request), request.query);
        if (page.nextCursor !== null) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
        return page.chats;
      },
    );

    app.get(
      `${sharedPath}/:chatId`,
      {
        ...owned,
        schema: {
          tags: ['shares'],
          summary: 'A chat shared with you, with its messages as its owner has them now',
          params: chatParamsSchema,
          response: { 200: sharedChatDetailSchema },
        },
      },
      (request) => shares.sharedChat(currentUser(request), request.params.chatId),
    );

    app.get(
      `${sharedPath}/:chatId/files/:fileId/:name?`,
      {
        ...owned,
        schema: {
          tags: ['shares'],
          summary:
            'A file one of the messages of a chat shared with you was sent with (images inline, everything else as an attachment)',
          params: chatParamsSchema.extend({ fileId: storableId, name: z.string().max(300).optional() }),
        },
      },
      async (request, reply) => {
        const { file, body } = await shares.sharedFile(
          currentUser(request),
          request.params.chatId,
          request.params.fileId,
        );
        return reply.headers(downloadHeaders(file)).send(body);
      },
    );

    app.post(
      `${sharedPath}/:chatId/copy`,
      {
        ...owned,
        schema: {
          tags: ['shares'],
          summary: 'Continue a chat shared with you as your own copy; the original is never written to',
          params: chatParamsSchema,
          response: { 201: copiedChatSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await shares.copy(currentUser(request), request.params.chatId)),
    );
  };
