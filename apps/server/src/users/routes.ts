import { registerParamsSchema, registerRequestSchema, registeredUserSchema } from '@brief/contract/admin';
import { adminStatusResponseSchema, userIdParamsSchema } from '@brief/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContext } from '../admin/request-context';
import { guards } from '../auth/authenticate';
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
