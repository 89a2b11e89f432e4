import {
  adminTeamParamsSchema,
  retentionPreviewQuerySchema,
  retentionPreviewSchema,
} from '@brief/contract/admin-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RetentionPreviewer } from './preview';

/** Registered among the admin console's routes, behind its guard. */
export const retentionRoutes =
  (preview: RetentionPreviewer): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/teams/:teamId/retention-preview',
      {
        // A team's retention is the admins' policy, not its lead's.
        config: { leads: false },
        schema: {
          tags: ['admin'],
          summary: 'How many chats a retention of `days` days would delete now (legal holds kept)',
          params: adminTeamParamsSchema,
          querystring: retentionPreviewQuerySchema,
          response: { 200: retentionPreviewSchema },
        },
      },
      (request) => preview(request.params.teamId, request.query.days),
    );
  };
