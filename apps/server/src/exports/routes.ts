import { userIdParamsSchema } from '@brief/contract/auth';
import { chatParamsSchema, messageParamsSchema } from '@brief/contract/chats';
import { exportQuerySchema } from '@brief/contract/exports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guards } from '../auth/authenticate';
import { contentDisposition } from '../files/download-headers';
import type { ExportFile, ExportsService } from './service';

const formats = 'format: md (Markdown), docx (Word) or pdf';

/** A download, never shown in the page: saved under its name, not sniffed, not kept by caches. */
const sendFile = (reply: FastifyReply, file: ExportFile) =>
  reply
    .headers({
      'content-type': file.contentType,
      'content-disposition': contentDisposition('attachment', file.fileName),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    })
    .send(file.body);

export const exportsRoutes =
  (exports: ExportsService): FastifyPluginAsyncZod =>
  async (app) => {
    const owned = { preHandler: [guards.self] };

    app.get(
      '/api/users/:userId/chats/:chatId/export',
      {
        ...owned,
        config: { newWork: true },
        schema: {
          tags: ['exports'],
          summary: `Download one of your chats as a document (${formats})`,
          params: chatParamsSchema,
          querystring: exportQuerySchema,
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await exports.chat(
            currentUser(request),
            request.params.chatId,
            'own',
            request.query.format,
            request.query,
          ),
        ),
    );

    app.get(
      '/api/users/:userId/chats/:chatId/messages/:messageId/export',
      {
        ...owned,
        config: { newWork: true },
        schema: {
          tags: ['exports'],
          summary: `Download one reply (or message) of your chat as a document (${formats})`,
          params: messageParamsSchema,
          querystring: exportQuerySchema,
        },
      },
      async (request, reply) => {
        const { chatId, messageId } = request.params;
        return sendFile(
          reply,
          await exports.message(currentUser(request), chatId, messageId, request.query.format, request.query),
        );
      },
    );

    app.get(
      '/api/users/:userId/shared-chats/:chatId/export',
      {
        ...owned,
        config: { newWork: true },
        schema: {
          tags: ['exports'],
          summary: `Download a chat shared with you as a document (${formats})`,
          params: chatParamsSchema,
          querystring: exportQuerySchema,
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await exports.chat(
            currentUser(request),
            request.params.chatId,
            'shared',
            request.query.format,
            request.query,
          ),
        ),
    );

    app.get(
      '/api/users/:userId/bookmarks/export',
      {
        ...owned,
        config: { newWork: true },
        schema: {
          tags: ['exports'],
          summary: `Download your bookmarks, newest first, as a document (${formats})`,
          params: userIdParamsSchema,
          querystring: exportQuerySchema,
        },
      },
      async (request, reply) =>
        sendFile(reply, await exports.bookmarks(currentUser(request), request.query.format, request.query)),
    );
  };
