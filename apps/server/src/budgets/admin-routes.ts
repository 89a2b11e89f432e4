import { budgetListSchema, budgetPutSchema, budgetSchema } from '@brief/contract/budgets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminContext } from '../admin/request-context';
import { adminScope } from '../admin/scope';
import { refuseInvalid } from '../costs/invalid-request';
import type { BudgetService } from './service';

const tags = ['admin'];

/**
 * Monthly budgets in the admin console: admins see and set every budget; a lead (`leads: 'own'`) their
 * teams' budgets and their teams' customers' (the service refuses the rest).
 */
export const budgetAdminRoutes =
  (budgets: BudgetService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/budgets',
      {
        config: { leads: 'own' },
        schema: {
          tags,
          summary:
            "The monthly budgets and what each has spent this month (a lead: their teams' and customers')",
          response: { 200: budgetListSchema },
        },
      },
      (request) => budgets.list(adminScope(request)),
    );

    app.put(
      '/api/admin/budgets',
      {
        config: { leads: 'own' },
        attachValidation: true,
        schema: {
          tags,
          summary:
            "Set a customer's, a team's or a person's monthly budget (no id for a person: the default per person); monthly null removes it (204)",
          body: budgetPutSchema,
          response: { 200: budgetSchema, 204: z.null() },
        },
      },
      async (request, reply) => {
        refuseInvalid(request);
        const budget = await budgets.put(adminContext(request), adminScope(request), request.body);
        return budget === null ? reply.code(204).send(null) : budget;
      },
    );
  };
