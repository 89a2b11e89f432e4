import { chatParamsSchema } from '@brief/contract/chats';
import { documentFileQuerySchema } from '@brief/contract/knowledge';
import { storableId } from '@brief/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guards } from '../auth/authenticate';
import { downloadHeaders } from '../files/download-headers';
import type { CitedDocuments } from './cited-documents';

const params = chatParamsSchema.extend({ documentId: storableId });

/**
 * The documents a chat's replies cite, for the chat's owner and for readers it is shared with, while they
 * have the customer's team.
 */
export const knowledgeRoutes =
  (cited: CitedDocuments): FastifyPluginAsyncZod =>
  async (app) => {
    const owned = { preHandler: [guards.self] };
    const routes = [
      { path: '/api/users/:userId/chats/:chatId/documents/:documentId', mode: 'own' as const, tag: 'chats' },
      {
        path: '/api/users/:userId/shared-chats/:chatId/documents/:documentId',
        mode: 'shared' as const,
        tag: 'shares',
      },
    ];
    for (const { path, mode, tag } of routes) {
      app.get(
        path,
        {
          ...owned,
          schema: {
            tags: [tag],
            summary:
              "A customer document a reply of the chat cites (404 unless one does and you have the customer's team); disposition=inline shows a PDF, text or markdown in the browser",
            params,
            querystring: documentFileQuerySchema,
          },
        },
        async (request, reply) => {
          const document = await cited.document(
            currentUser(request),
            request.params.chatId,
            request.params.documentId,
            mode,
          );
          return reply
            .headers(
              downloadHeaders(
                { name: document.name, mime: document.mime, kind: 'binary' },
                request.query.disposition,
              ),
            )
            .send(document.body);
        },
      );
    }
  };
