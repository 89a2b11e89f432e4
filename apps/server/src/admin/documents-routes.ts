import fastifyMultipart from '@fastify/multipart';
import {
  adminCustomerParamsSchema,
  adminDocumentParamsSchema,
  customerDocumentSchema,
  customerDocumentUploadSchema,
  deletedSchema,
} from '@brief/contract/admin-console';
import { MAX_FILES_PER_UPLOAD } from '@brief/contract/files';
import { documentIndexProgressSchema, documentsReindexedSchema } from '@brief/contract/knowledge';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadParts } from '../files/routes';
import type { DocumentsService } from './documents-service';
import { adminContext } from './request-context';

const tags = ['admin'];
const PATH = '/api/admin/teams/:teamId/customers/:customerId/documents';

export const documentsRoutes =
  (documents: DocumentsService, uploadMaxMb: number): FastifyPluginAsyncZod =>
  async (app) => {
    // Scoped to this plugin, with the limits of chat uploads.
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: uploadMaxMb * 1024 * 1024,
        files: MAX_FILES_PER_UPLOAD,
        fields: 10,
        fieldSize: 4096,
        parts: MAX_FILES_PER_UPLOAD + 10,
      },
    });

    app.get(
      PATH,
      {
        config: { leads: 'team' },
        schema: {
          tags,
          summary: "A customer's documents, oldest first",
          params: adminCustomerParamsSchema,
          response: { 200: z.array(customerDocumentSchema) },
        },
      },
      (request) => documents.list(request.params.teamId, request.params.customerId),
    );

    app.post(
      PATH,
      {
        config: { newWork: true, leads: 'team' },
        schema: {
          tags,
          summary: `Upload documents to a customer (multipart: file, one or more, each at most ${uploadMaxMb} MB)`,
          description:
            'The text of each file is extracted; the documents answer at once as `queued` and are split ' +
            "into passages and indexed in the background for the model's search_customer_knowledge tool " +
            '(see GET …/documents/progress). Files without readable text (images, scans, unknown formats) ' +
            'are refused with 400, and then nothing of the upload is kept.',
          consumes: ['multipart/form-data'],
          params: adminCustomerParamsSchema,
          response: { 201: customerDocumentUploadSchema },
        },
      },
      async (request, reply) => {
        const stored = await documents.upload(
          adminContext(request),
          request.params.teamId,
          request.params.customerId,
          uploadParts(app, request, uploadMaxMb),
        );
        return reply.code(201).send({ documents: stored });
      },
    );

    app.get(
      `${PATH}/progress`,
      {
        config: { leads: 'team' },
        schema: {
          tags,
          summary: "How far the customer's documents are indexed for the model's search",
          params: adminCustomerParamsSchema,
          response: { 200: documentIndexProgressSchema },
        },
      },
      (request) => documents.progress(request.params.teamId, request.params.customerId),
    );

    app.post(
      `${PATH}/reindex`,
      {
        config: { leads: 'team' },
        schema: {
          tags,
          summary: 'Index every document of the customer again, in the background',
          params: adminCustomerParamsSchema,
          response: { 202: documentsReindexedSchema },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await documents.reindexAll(request.params.teamId, request.params.customerId)),
    );

    app.post(
      `${PATH}/:documentId/reindex`,
      {
        config: { leads: 'team' },
        schema: {
          tags,
          summary: 'Index a document again (its file is read again), in the background',
          params: adminDocumentParamsSchema,
          response: { 202: customerDocumentSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(202)
          .send(
            await documents.reindex(
              request.params.teamId,
              request.params.customerId,
              request.params.documentId,
            ),
          ),
    );

    app.delete(
      `${PATH}/:documentId`,
      {
        config: { leads: 'team' },
        schema: {
          tags,
          summary: 'Delete a customer document',
          params: adminDocumentParamsSchema,
          response: { 200: deletedSchema },
        },
      },
      (request) =>
        documents.delete(
          adminContext(request),
          request.params.teamId,
          request.params.customerId,
          request.params.documentId,
        ),
    );
  };
