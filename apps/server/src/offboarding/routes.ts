import { adminUserParamsSchema } from '@brief/contract/admin-console';
import { userIdParamsSchema } from '@brief/contract/auth';
import {
  dataExportQuerySchema,
  deletedUserSchema,
  deleteUserRequestSchema,
  EXPORT_ZIP_TYPE,
} from '@brief/contract/offboarding';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContext } from '../admin/request-context';
import { currentUser, guards } from '../auth/authenticate';
import { contentDisposition } from '../files/download-headers';
import type { PersonDeleteService } from './delete-service';
import type { DataArchive, DataExportService } from './export-service';

const contents = 'a zip of their chats (Markdown and JSON), their bookmarks and the files they uploaded';

/** A download, never shown in the page, not kept by caches; its bytes are made while they are sent. */
const sendArchive = (reply: FastifyReply, archive: DataArchive) =>
  reply
    .headers({
      'content-type': EXPORT_ZIP_TYPE,
      'content-disposition': contentDisposition('attachment', archive.fileName),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    })
    .send(archive.stream);

export const offboardingRoutes =
  (services: { exports: DataExportService; deletes: PersonDeleteService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/users/:userId/export',
      {
        preHandler: [guards.self],
        config: { newWork: true },
        schema: {
          tags: ['exports'],
          summary: `Download everything of yours: ${contents}`,
          params: userIdParamsSchema,
          querystring: dataExportQuerySchema,
        },
      },
      async (request, reply) => sendArchive(reply, services.exports.own(currentUser(request), request.query)),
    );

    // Admins only (team leads too are refused), checked before anything is read.
    const adminOnly = { onRequest: [guards.admin], config: { newWork: true, leads: false as const } };

    app.get(
      '/api/admin/users/:userId/export',
      {
        ...adminOnly,
        schema: {
          tags: ['admin'],
          summary: `Download everything of a person: ${contents} (audited)`,
          params: adminUserParamsSchema,
          querystring: dataExportQuerySchema,
        },
      },
      async (request, reply) =>
        sendArchive(
          reply,
          await services.exports.person(adminContext(request), request.params.userId, request.query),
        ),
    );

    app.delete(
      '/api/admin/users/:userId',
      {
        ...adminOnly,
        schema: {
          tags: ['admin'],
          summary:
            'Delete a person with their chats, files, bookmarks and shares; the audit log keeps their e-mail',
          description:
            '`confirm` must be their e-mail (400 `confirm_mismatch` otherwise). Their sessions end at once; ' +
            "shares of colleagues' chats with them end. An admin cannot delete themselves (409).",
          params: adminUserParamsSchema,
          body: deleteUserRequestSchema,
          response: { 200: deletedUserSchema },
        },
      },
      (request) => services.deletes.remove(adminContext(request), request.params.userId, request.body),
    );
  };
