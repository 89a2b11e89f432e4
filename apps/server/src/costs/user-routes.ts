import { userIdParamsSchema } from '@brief/contract/auth';
import { userCostsSchema } from '@brief/contract/costs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guards } from '../auth/authenticate';
import type { CostReportService } from './report-service';

/** A person's own month so far, for the avatar menu. */
export const costUserRoutes =
  (reports: CostReportService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/users/:userId/costs',
      {
        preHandler: [guards.self],
        schema: {
          tags: ['users'],
          summary: "The caller's model calls of this month: their cost and runs",
          params: userIdParamsSchema,
          response: { 200: userCostsSchema },
        },
      },
      (request) => reports.userMonth(currentUser(request).id),
    );
  };
