import { brandRulesSchema, brandRulesUserParamsSchema } from '@brief/contract/brand-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guards } from '../auth/authenticate';
import type { BrandRulesReader } from './user-service';

/** GET the rules of a customer of one of the caller's teams (read-only; 404 for any other). */
export const brandRulesUserRoutes =
  (reader: BrandRulesReader): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/users/:userId/customers/:customerId/rules',
      {
        preHandler: [guards.self],
        schema: {
          tags: ['customers'],
          summary: "The brand rules of a customer of one of the user's teams",
          params: brandRulesUserParamsSchema,
          response: { 200: brandRulesSchema },
        },
      },
      (request) => reader.rulesFor(currentUser(request), request.params.customerId),
    );
  };
