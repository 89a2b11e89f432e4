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
import { forbidden } from '../errors';
import { adminContext } from './request-context';
import { adminScope, type AdminScope } from './scope';

const tags = ['admin'];

/** What a lead may change of a team they lead: its words, not its app name or its policies. */
const LEAD_TEAM_FIELDS = new Set(['name', 'description', 'instructions']);

/** A lead's change of their team: other fields may come along (a whole form) but only unchanged. */
async function checkLeadTeamChange(
  scope: AdminScope,
  catalogue: CatalogueService,
  teamId: string,
  request: Record<string, unknown>,
): Promise<void> {
  if (scope.admin) return;
  const current: Record<string, unknown> = (await catalogue.teams()).find((team) => team.id === teamId) ?? {};
  const changed = Object.keys(request).filter(
    (field) =>
      request[field] !== undefined &&
      !LEAD_TEAM_FIELDS.has(field) &&
      JSON.stringify(request[field]) !== JSON.stringify(current[field]),
  );
  if (changed.length > 0)
    throw forbidden("A team's lead may change its name, description and instructions only");
}

export const catalogueRoutes =
  (catalogue: CatalogueService, specialists: SpecialistsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/teams',
      {
        config: { leads: 'own' },
        schema: {
          tags,
          summary: "Every team with its instructions and counts (a lead's: the teams they lead)",
          response: { 200: z.array(adminTeamSchema) },
        },
      },
      async (request) => {
        const scope = adminScope(request);
        const teams = await catalogue.teams();
        return scope.admin ? teams : teams.filter((team) => scope.teams.includes(team.id));
      },
    );

    app.post(
      '/api/admin/teams',
      {
        config: { leads: false },
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
        config: { leads: 'team' },
        schema: {
          tags,
          summary: "Change a team's name, description, app name or instructions",
          params: adminTeamParamsSchema,
          body: updateTeamRequestSchema,
          response: { 200: adminTeamSchema },
        },
      },
      async (request) => {
        await checkLeadTeamChange(adminScope(request), catalogue, request.params.teamId, request.body);
        return catalogue.updateTeam(adminContext(request), request.params.teamId, request.body);
      },
    );

    app.delete(
      '/api/admin/teams/:teamId',
      {
        config: { leads: false },
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
        config: { leads: 'team' },
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
        config: { leads: 'team' },
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
        config: { leads: 'team' },
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
        config: { leads: 'team' },
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
        config: { leads: 'team' },
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
        config: { leads: 'team' },
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
        config: { leads: 'team' },
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
        config: { leads: 'team' },
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
        config: { leads: 'team' },
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
