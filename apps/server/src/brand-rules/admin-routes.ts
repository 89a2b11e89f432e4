import {
  brandRulesAdminParamsSchema,
  brandRulesRequestSchema,
  brandRulesSchema,
} from '@brief/contract/brand-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContext } from '../admin/request-context';
import type { BrandRulesAdminService } from './admin-service';

const tags = ['admin'];

/** GET | PUT a customer's brand rules: admins, and leads of the customer's team. */
export const brandRulesAdminRoutes =
  (rules: BrandRulesAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/teams/:teamId/customers/:customerId/rules',
      {
        config: { leads: 'team' },
        schema: {
          tags,
          summary: "A customer's brand rules (the empty rules when none are saved)",
          params: brandRulesAdminParamsSchema,
          response: { 200: brandRulesSchema },
        },
      },
      (request) => rules.get(request.params.teamId, request.params.customerId),
    );

    app.put(
      '/api/admin/teams/:teamId/customers/:customerId/rules',
      {
        config: { leads: 'team' },
        schema: {
          tags,
          summary:
            "Replace a customer's brand rules (applies to the next reply); 422 over a list's 200 entries or a term's 100 characters",
          params: brandRulesAdminParamsSchema,
          body: brandRulesRequestSchema,
          response: { 200: brandRulesSchema },
        },
      },
      (request) =>
        rules.put(adminContext(request), request.params.teamId, request.params.customerId, request.body),
    );
  };
