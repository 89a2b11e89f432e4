import { adminScopeResponseSchema, userIdParamsSchema } from '@brief/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guards } from '../auth/authenticate';
import type { LeadsRepo } from './scope';

/** What of the admin console the caller may use: the web app shows the console's parts from this. */
export const adminScopeRoutes =
  (leads: LeadsRepo): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/users/:userId/admin-scope',
      {
        preHandler: [guards.self],
        schema: {
          tags: ['users'],
          summary: "The caller's admin scope: whether they are an admin, and the teams they lead",
          params: userIdParamsSchema,
          response: { 200: adminScopeResponseSchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        return { admin: user.is_admin === 1, leadOf: await leads.teamsLedBy(user.id) };
      },
    );
  };
