import {
  adminCustomerParamsSchema,
  adminCustomerSchema,
  adminSpecialistParamsSchema,
  adminSpecialistSchema,
  adminTeamParamsSchema,
  adminTeamSchema,
  createCustomerRequestSchema,
  createSpecialistRequestSchema,
  createTeamRequestSchema,
  deletedSchema,
  reorderSpecialistsRequestSchema,
  updateCustomerRequestSchema,
  updateSpecialistRequestSchema,
  updateTeamRequestSchema,
} from '@brief/contract/admin-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogueService } from './catalogue-service';
import type { SpecialistsService } from './specialists-service';
import { adminContext } from './request-context';

const tags = ['admin'];

export const catalogueRoutes =
  (catalogue: CatalogueService, specialists: SpecialistsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/teams',
      {
        schema: {
          tags,
          summary: 'Every team with its instructions and counts',
          response: { 200: z.array(adminTeamSchema) },
        },
      },
      () => catalogue.teams(),
    );

    app.post(
      '/api/admin/teams',
      {
        schema: {
          tags,
          summary: 'Create a team (409 when the app name or id is taken)',
          body: createTeamRequestSchema,
          response: { 201: adminTeamSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await catalogue.createTeam(adminContext(request), request.body)),
    );

    app.patch(
      '/api/admin/teams/:teamId',
      {
        schema: {
          tags,
          summary: "Change a team's name, description, app name or instructions",
          params: adminTeamParamsSchema,
          body: updateTeamRequestSchema,
          response: { 200: adminTeamSchema },
        },
      },
      (request) => catalogue.updateTeam(adminContext(request), request.params.teamId, request.body),
    );

    app.delete(
      '/api/admin/teams/:teamId',
      {
        schema: {
          tags,
          summary: 'Delete a team with its customers, documents and specialists (its chats stay, teamless)',
          params: adminTeamParamsSchema,
          response: { 200: deletedSchema },
        },
      },
      (request) => catalogue.deleteTeam(adminContext(request), request.params.teamId),
    );

    app.get(
      '/api/admin/teams/:teamId/specialists',
      {
        schema: {
          tags,
          summary: "A team's specialists in order, with their instructions",
          params: adminTeamParamsSchema,
          response: { 200: z.array(adminSpecialistSchema) },
        },
      },
      (request) => specialists.specialists(request.params.teamId),
    );

    app.post(
      '/api/admin/teams/:teamId/specialists',
      {
        schema: {
          tags,
          summary: 'Add a specialist at a position (default: last)',
          params: adminTeamParamsSchema,
          body: createSpecialistRequestSchema,
          response: { 201: adminSpecialistSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await specialists.createSpecialist(adminContext(request), request.params.teamId, request.body),
          ),
    );

    app.put(
      '/api/admin/teams/:teamId/specialists/order',
      {
        schema: {
          tags,
          summary: "Reorder a team's specialists: every id once, in the new order",
          params: adminTeamParamsSchema,
          body: reorderSpecialistsRequestSchema,
          response: { 200: z.array(adminSpecialistSchema) },
        },
      },
      (request) => specialists.reorderSpecialists(adminContext(request), request.params.teamId, request.body),
    );

    app.patch(
      '/api/admin/teams/:teamId/specialists/:specialistId',
      {
        schema: {
          tags,
          summary: "Change a specialist's name, description, instructions or position",
          params: adminSpecialistParamsSchema,
          body: updateSpecialistRequestSchema,
          response: { 200: adminSpecialistSchema },
        },
      },
      (request) =>
        specialists.updateSpecialist(
          adminContext(request),
          request.params.teamId,
          request.params.specialistId,
          request.body,
        ),
    );

    app.delete(
      '/api/admin/teams/:teamId/specialists/:specialistId',
      {
        schema: {
          tags,
          summary: 'Delete a specialist; the others close up',
          params: adminSpecialistParamsSchema,
          response: { 200: deletedSchema },
        },
      },
      (request) =>
        specialists.deleteSpecialist(
          adminContext(request),
          request.params.teamId,
          request.params.specialistId,
        ),
    );

    app.get(
      '/api/admin/teams/:teamId/customers',
      {
        schema: {
          tags,
          summary: "A team's customers with their profiles and document counts",
          params: adminTeamParamsSchema,
          response: { 200: z.array(adminCustomerSchema) },
        },
      },
      (request) => catalogue.customers(request.params.teamId),
    );

    app.post(
      '/api/admin/teams/:teamId/customers',
      {
        schema: {
          tags,
          summary: 'Add a customer (409 when the team has one of that name)',
          params: adminTeamParamsSchema,
          body: createCustomerRequestSchema,
          response: { 201: adminCustomerSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await catalogue.createCustomer(adminContext(request), request.params.teamId, request.body)),
    );

    app.patch(
      '/api/admin/teams/:teamId/customers/:customerId',
      {
        schema: {
          tags,
          summary: "Change a customer's name, description or profile (applies to the next message)",
          params: adminCustomerParamsSchema,
          body: updateCustomerRequestSchema,
          response: { 200: adminCustomerSchema },
        },
      },
      (request) =>
        catalogue.updateCustomer(
          adminContext(request),
          request.params.teamId,
          request.params.customerId,
          request.body,
        ),
    );

    app.delete(
      '/api/admin/teams/:teamId/customers/:customerId',
      {
        schema: {
          tags,
          summary: 'Delete a customer and its documents',
          params: adminCustomerParamsSchema,
          response: { 200: deletedSchema },
        },
      },
      (request) =>
        catalogue.deleteCustomer(adminContext(request), request.params.teamId, request.params.customerId),
    );
  };
