import {
  adminUserPageSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  updateUserRequestSchema,
} from '@brief/contract/admin-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PeopleService } from './people-service';
import { adminContext } from './request-context';

export const peopleRoutes =
  (people: PeopleService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/users',
      {
        schema: {
          tags: ['admin'],
          summary: 'Users by e-mail, searchable by e-mail or name, one page at a time',
          querystring: adminUsersQuerySchema,
          response: { 200: adminUserPageSchema },
        },
      },
      (request) => people.list(request.query),
    );

    app.patch(
      '/api/admin/users/:userId',
      {
        schema: {
          tags: ['admin'],
          summary: "Change a user's name, admin flag, teams, or disable / enable them",
          description:
            'A disabled user is signed out at once: their token stops working on the next call. ' +
            'An admin cannot remove their own admin flag or disable themselves (409).',
          params: adminUserParamsSchema,
          body: updateUserRequestSchema,
          response: { 200: adminUserSchema },
        },
      },
      (request) => people.update(adminContext(request), request.params.userId, request.body),
    );

    app.post(
      '/api/admin/users/:userId/password',
      {
        schema: {
          tags: ['admin'],
          summary: "Set a password user's password (409 for a Google user)",
          params: adminUserParamsSchema,
          body: resetPasswordRequestSchema,
          response: { 200: resetPasswordResponseSchema },
        },
      },
      (request) => people.resetPassword(adminContext(request), request.params.userId, request.body),
    );
  };
