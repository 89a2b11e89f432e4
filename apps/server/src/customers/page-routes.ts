import { userIdParamsSchema } from '@brief/contract/auth';
import {
  customerDirectorySchema,
  customerDocumentParamsSchema,
  customerPageSchema,
  customerParamsSchema,
} from '@brief/contract/customer-page';
import { documentFileQuerySchema } from '@brief/contract/knowledge';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guards } from '../auth/authenticate';
import { downloadHeaders } from '../files/download-headers';
import type { CustomerPageService } from './page-service';

/** The customers of the caller's teams and the customer page (its rules and memory have their own routes). */
export const customerPageRoutes =
  (customers: CustomerPageService): FastifyPluginAsyncZod =>
  async (app) => {
    const owned = { preHandler: [guards.self] };

    app.get(
      '/api/users/:userId/customers',
      {
        ...owned,
        schema: {
          tags: ['customers'],
          summary: "Every customer of your teams with its id, by team and name (an admin's: every team's)",
          params: userIdParamsSchema,
          response: { 200: customerDirectorySchema },
        },
      },
      (request) => customers.directory(currentUser(request)),
    );

    app.get(
      '/api/users/:userId/customers/:customerId',
      {
        ...owned,
        schema: {
          tags: ['customers'],
          summary: 'A customer of one of your teams: profile, team and documents (404 for any other)',
          params: customerParamsSchema,
          response: { 200: customerPageSchema },
        },
      },
      (request) => customers.customer(currentUser(request), request.params.customerId),
    );

    app.get(
      '/api/users/:userId/customers/:customerId/documents/:documentId',
      {
        ...owned,
        schema: {
          tags: ['customers'],
          summary:
            'A document of a customer of one of your teams; disposition=inline shows a PDF, text or markdown in the browser',
          params: customerDocumentParamsSchema,
          querystring: documentFileQuerySchema,
        },
      },
      async (request, reply) => {
        const { customerId, documentId } = request.params;
        const document = await customers.document(currentUser(request), customerId, documentId);
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
  };
