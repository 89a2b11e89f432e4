import { chatBudgetSchema } from '@brief/contract/budgets';
import { chatParamsSchema } from '@brief/contract/chats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guards } from '../auth/authenticate';
import type { ChatAccess } from '../chats/access-repo';
import { turnSubjects } from '../chats/turn-subjects';
import type { TeamsRepo } from '../teams/repo';
import { notFound } from '../errors';
import type { BudgetService } from './service';

/**
 * The budgets a chat counts against that are at 80% or more this month, for the notice the chat shows:
 * for whoever may read the chat (its owner, or someone it is shared with). Its customer and team are
 * those its runs are about (turn-subjects.ts), as the reader may use them.
 */
export const budgetChatRoutes =
  (budgets: BudgetService, access: ChatAccess, teams: TeamsRepo): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/users/:userId/chats/:chatId/budget',
      {
        preHandler: [guards.self],
        schema: {
          tags: ['chats'],
          summary:
            "The budgets of the chat's customer, its team and the caller at 80% or more this month (exhausted: new runs are refused)",
          params: chatParamsSchema,
          response: { 200: chatBudgetSchema },
        },
      },
      async (request) => {
        const { userId, chatId } = request.params;
        const readable = await access.readable(userId, chatId);
        if (readable === undefined) throw notFound('Chat not found');
        const { chat } = readable;
        const { team, customer } = await turnSubjects(teams, currentUser(request), {
          teamId: chat.agent_id,
          customerName: chat.customer_name,
        });
        return {
          notices: await budgets.notices({
            customerId: customer?.id ?? null,
            teamId: team?.id ?? null,
            userId,
          }),
        };
      },
    );
  };
