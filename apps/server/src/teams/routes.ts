import {
  customerNamesSchema,
  customersQuerySchema,
  specialistSchema,
  specialistsParamsSchema,
  teamParamsSchema,
  teamSchema,
} from '@brief/contract/teams';
import { userIdParamsSchema } from '@brief/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, guards } from '../auth/authenticate';
import type { TeamsService } from './service';

export const teamsRoutes =
  (teams: TeamsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/users/:userId/agents',
      {
        preHandler: [guards.self],
        schema: {
          tags: ['teams'],
          summary: 'The teams this user may chat with (admins: all)',
          params: userIdParamsSchema,
          response: { 200: z.array(teamSchema) },
        },
      },
      (request) => teams.list(currentUser(request)),
    );

    app.get(
      '/api/users/:userId/agents/:agentId/customers',
      {
        preHandler: [guards.self],
        schema: {
          tags: ['teams'],
          summary: "Names of a team's customers",
          params: teamParamsSchema,
          querystring: customersQuerySchema,
          response: { 200: customerNamesSchema },
        },
      },
      (request) => teams.customerNames(currentUser(request), request.params.agentId),
    );

    app.get(
      '/api/agents/:agentId/specialists',
      {
        schema: {
          tags: ['teams'],
          summary: "A team's specialists, in order",
          params: specialistsParamsSchema,
          response: { 200: z.array(specialistSchema) },
        },
      },
      (request) => teams.specialists(currentUser(request), request.params.agentId),
    );
  };
