import { statsQuerySchema, statsSchema } from '@brief/contract/bookmarks';
import { userIdParamsSchema } from '@brief/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guards } from '../auth/authenticate';
import type { StatsService } from './service';

export const statsRoutes =
  (stats: StatsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/users/:userId/stats',
      {
        preHandler: [guards.self],
        schema: {
          tags: ['stats'],
          summary: "The dashboard's counts; today is the caller's local day in timeZone (UTC by default)",
          params: userIdParamsSchema,
          querystring: statsQuerySchema,
          response: { 200: statsSchema },
        },
      },
      (request) => stats.forUser(currentUser(request), request.query),
    );
  };
