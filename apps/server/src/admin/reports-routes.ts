import {
  auditPageSchema,
  auditQuerySchema,
  usageQuerySchema,
  usageSchema,
} from '@brief/contract/admin-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditService } from './audit';
import { adminScope, scopedTeams } from './scope';
import type { UsageService } from './usage-service';

export const reportsRoutes =
  (usage: UsageService, audit: AuditService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/usage',
      {
        config: { leads: 'own' },
        schema: {
          tags: ['admin'],
          summary: 'Chats, messages and model tokens of the last N days, per user, per team and per day',
          querystring: usageQuerySchema,
          response: { 200: usageSchema },
        },
      },
      (request) => usage.report(request.query, scopedTeams(adminScope(request))),
    );

    app.get(
      '/api/admin/audit',
      {
        config: { leads: 'own' },
        schema: {
          tags: ['admin'],
          summary: 'The audit log, newest first, one page at a time (optionally one action)',
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema },
        },
      },
      (request) => audit.page(request.query, scopedTeams(adminScope(request))),
    );
  };
