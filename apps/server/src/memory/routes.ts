import {
  adminMemoryPageSchema,
  adminMemoryQuerySchema,
  customerMemorySchema,
  memoryAdminParamsSchema,
  memoryFactParamsSchema,
  memoryUserParamsSchema,
  proposedMemorySchema,
  proposeMemoryRequestSchema,
  reviewMemoryRequestSchema,
  userMemorySchema,
} from '@brief/contract/customer-memory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContext } from '../admin/request-context';
import { currentUser, guards } from '../auth/authenticate';
import { nameOf } from './present';
import type { MemoryReviewService } from './review-service';
import type { MemoryUserService } from './user-service';

/** GET the approved facts and one's own proposals; POST a proposal. People with the customer's team. */
export const memoryUserRoutes =
  (memory: MemoryUserService): FastifyPluginAsyncZod =>
  async (app) => {
    const path = '/api/users/:userId/customers/:customerId/memory';
    app.get(
      path,
      {
        preHandler: [guards.self],
        schema: {
          tags: ['customers'],
          summary:
            "A customer's approved facts, and the facts the user proposed with their outcome (404 without the customer's team)",
          params: memoryUserParamsSchema,
          response: { 200: userMemorySchema },
        },
      },
      (request) => memory.list(currentUser(request), request.params.customerId),
    );

    app.post(
      path,
      {
        preHandler: [guards.self],
        schema: {
          tags: ['customers'],
          summary:
            "Propose a fact of the customer for its team's leads to review; 422 over 2,000 characters, 404 for a chat the user may not read",
          params: memoryUserParamsSchema,
          body: proposeMemoryRequestSchema,
          response: { 201: proposedMemorySchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await memory.propose(currentUser(request), request.params.customerId, request.body)),
    );
  };

/** List and review a customer's facts: admins, and leads of the customer's team. */
export const memoryAdminRoutes =
  (memory: MemoryReviewService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/teams/:teamId/customers/:customerId/memory',
      {
        config: { leads: 'team' },
        schema: {
          tags: ['admin'],
          summary: "A customer's facts, newest first (one status, or all), paged",
          params: memoryAdminParamsSchema,
          querystring: adminMemoryQuerySchema,
          response: { 200: adminMemoryPageSchema },
        },
      },
      (request) => memory.list(request.params.teamId, request.params.customerId, request.query),
    );

    app.patch(
      '/api/admin/teams/:teamId/customers/:customerId/memory/:memoryId',
      {
        config: { leads: 'team' },
        schema: {
          tags: ['admin'],
          summary:
            'Approve (text: as edited), reject or retire a fact; 409 for a move its status does not allow',
          params: memoryFactParamsSchema,
          body: reviewMemoryRequestSchema,
          response: { 200: customerMemorySchema },
        },
      },
      (request) => {
        const { teamId, customerId, memoryId } = request.params;
        const reviewer = { ...adminContext(request), name: nameOf(currentUser(request)) };
        return memory.review(reviewer, teamId, customerId, memoryId, request.body);
      },
    );
  };
