import { registerParamsSchema, registerRequestSchema, registeredUserSchema } from '@brief/contract/admin';
import { adminStatusResponseSchema, userIdParamsSchema, userPreferencesSchema } from '@brief/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContext } from '../admin/request-context';
import { currentUser, guards } from '../auth/authenticate';
import type { UsersService } from './service';

export const usersRoutes =
  (users: UsersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/users/:userId/admin-status',
      {
        preHandler: [guards.self, guards.admin],
        schema: {
          tags: ['users'],
          summary: 'Answers 200 for an admin, 403 for anyone else',
          params: userIdParamsSchema,
          response: { 200: adminStatusResponseSchema },
        },
      },
      () => ({ admin: true as const }),
    );

    app.get(
      '/api/users/:userId/preferences',
      {
        preHandler: [guards.self],
        schema: {
          tags: ['users'],
          summary: "The caller's preferences: the interface language chosen on their account",
          params: userIdParamsSchema,
          response: { 200: userPreferencesSchema },
        },
      },
      (request) => users.preferencesOf(currentUser(request)),
    );

    app.put(
      '/api/users/:userId/preferences',
      {
        preHandler: [guards.self],
        schema: {
          tags: ['users'],
          summary: "Keeps the caller's interface language ('en', 'es', or null for the browser's)",
          params: userIdParamsSchema,
          body: userPreferencesSchema,
          response: { 200: userPreferencesSchema },
        },
      },
      (request) => users.setPreferences(currentUser(request), request.body),
    );

    app.post(
      '/api/users/:email/register',
      {
        preHandler: [guards.admin],
        schema: {
          tags: ['users'],
          summary: 'Create a user (admin only)',
          params: registerParamsSchema,
          body: registerRequestSchema,
          response: { 201: registeredUserSchema },
        },
      },
      async (request, reply) => {
        const created = await users.register(adminContext(request), request.params.email, request.body);
        return reply.code(201).send(created);
      },
    );
  };
