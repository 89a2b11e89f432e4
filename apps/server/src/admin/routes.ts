import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueRoutes } from './catalogue-routes';
import type { AdminConsole } from './console';
import { documentsRoutes } from './documents-routes';
import { peopleRoutes } from './people-routes';
import { reportsRoutes } from './reports-routes';
import { retentionRoutes } from '../retention/routes';
import { brandRulesAdminRoutes } from '../brand-rules/admin-routes';
import { connectorAdminRoutes } from '../connectors/admin-routes';
import { budgetAdminRoutes } from '../budgets/admin-routes';
import { adminScopeGuard } from './scope';
import { memoryAdminRoutes } from '../memory/routes';

/** Every route of the admin console, under /api/admin. */
export const adminRoutes =
  (admin: AdminConsole, options: { uploadMaxMb: number }): FastifyPluginAsyncZod =>
  async (app) => {
    app.decorateRequest('adminScope', null);
    // Admins, and leads where a route allows them, as soon as the token is checked, before any body is
    // read or validated (uploads too): anyone else learns nothing but 403.
    app.addHook('onRequest', adminScopeGuard(admin.leads));
    await app.register(peopleRoutes(admin.people));
    await app.register(catalogueRoutes(admin.catalogue, admin.specialists));
    await app.register(documentsRoutes(admin.documents, options.uploadMaxMb));
    await app.register(reportsRoutes(admin.usage, admin.audit));
    await app.register(retentionRoutes(admin.retentionPreview));
    await app.register(memoryAdminRoutes(admin.memory));
    await app.register(brandRulesAdminRoutes(admin.rules));
    await app.register(connectorAdminRoutes(admin.connectors));
    await app.register(budgetAdminRoutes(admin.budgets));
  };
