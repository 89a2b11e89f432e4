import {
  adminUserPageSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  signOutUserResponseSchema,
  updateUserRequestSchema,
} from '@brief/contract/admin-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PeopleService } from './people-service';
import { adminContext } from './request-context';
import { adminScope } from './scope';

export const peopleRoutes =
  (people: PeopleService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/users',
      {
        // A lead finds people to grant their teams to.
        config: { leads: 'own' },
        schema: {
          tags: ['admin'],
          summary: 'Users by e-mail, searchable by e-mail or name, one page at a time',
          description:
            "A team's lead sees every person with only what concerns the teams they lead: `teams`, " +
            '`groupTeams` and `leadOf` list those teams only, and `admin` and `legalHold` are always false.',
          querystring: adminUsersQuerySchema,
          response: { 200: adminUserPageSchema },
        },
      },
      (request) => people.list(request.query, adminScope(request)),
    );

    app.patch(
      '/api/admin/users/:userId',
      {
        config: { leads: 'own' },
        schema: {
          tags: ['admin'],
          summary: "Change a user's name, admin flag, teams, or disable / enable them",
          description:
            'Disabling a user or changing their admin flag signs them out everywhere at once: every token ' +
            'issued before stops working on its next call, and their running replies stop. ' +
            'An admin cannot remove their own admin flag or disable themselves (409). ' +
            "A team's lead may only send `teams`, changing only teams they lead (403 otherwise); the " +
            'person comes back as the list shows them to a lead.',
          params: adminUserParamsSchema,
          body: updateUserRequestSchema,
          response: { 200: adminUserSchema },
        },
      },
      (request) =>
        people.update(adminContext(request), request.params.userId, request.body, adminScope(request)),
    );

    app.post(
      '/api/admin/users/:userId/password',
      {
        config: { leads: false },
        schema: {
          tags: ['admin'],
          summary: "Set a password user's password (409 for a Google user); ends all their sessions",
          params: adminUserParamsSchema,
          body: resetPasswordRequestSchema,
          response: { 200: resetPasswordResponseSchema },
        },
      },
      (request) => people.resetPassword(adminContext(request), request.params.userId, request.body),
    );

    app.post(
      '/api/admin/users/:userId/sign-out',
      {
        config: { leads: false },
        schema: {
          tags: ['admin'],
          summary: 'Sign a user out everywhere: every token issued to them stops working at once',
          params: adminUserParamsSchema,
          response: { 200: signOutUserResponseSchema },
        },
      },
      (request) => people.signOut(adminContext(request), request.params.userId),
    );
  };
