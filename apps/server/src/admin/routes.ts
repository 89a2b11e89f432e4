import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guards } from '../auth/authenticate';
import { catalogueRoutes } from './catalogue-routes';
import type { AdminConsole } from './console';
import { documentsRoutes } from './documents-routes';
import { peopleRoutes } from './people-routes';
import { reportsRoutes } from './reports-routes';
import { retentionRoutes } from '../retention/routes';

/** Every route of the admin console, under /api/admin. */
export const adminRoutes =
  (admin: AdminConsole, options: { uploadMaxMb: number }): FastifyPluginAsyncZod =>
  async (app) => {
    // Admin-only as soon as the token is checked, before any body is read or validated (uploads too):
    // a non-admin learns nothing but 403.
    app.addHook('onRequest', guards.admin);
    await app.register(peopleRoutes(admin.people));
    await app.register(catalogueRoutes(admin.catalogue, admin.specialists));
    await app.register(documentsRoutes(admin.documents, options.uploadMaxMb));
    await app.register(reportsRoutes(admin.usage, admin.audit));
    await app.register(retentionRoutes(admin.retentionPreview));
  };
