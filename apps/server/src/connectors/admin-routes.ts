import { deletedSchema } from '@brief/contract/admin-console';
import {
  connectorCreateSchema,
  connectorCustomerParamsSchema,
  connectorCustomerPathSchema,
  connectorListSchema,
  connectorParamsSchema,
  connectorPatchSchema,
  connectorSchema,
  connectorTeamParamsSchema,
  connectorTeamToolsSchema,
  connectorToolsSchema,
  customerConnectorSchema,
  customerConnectorsParamsSchema,
} from '@brief/contract/connectors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminContext } from '../admin/request-context';
import type { ConnectorAdminService } from './admin-service';

const tags = ['admin'];

/**
 * Connectors in the admin console. Admins only, but for a customer's parameter values, which the
 * customer's team's leads may read and set too (`leads: 'team'`: the guard finds the team from the
 * path's customer when the path names no team).
 */
export const connectorAdminRoutes =
  (connectors: ConnectorAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/connectors',
      {
        config: { leads: false },
        schema: {
          tags,
          summary:
            'The MCP connectors, newest first (secrets by name only), and whether commands are allowed',
          response: { 200: connectorListSchema },
        },
      },
      () => connectors.list(),
    );

    app.post(
      '/api/admin/connectors',
      {
        config: { leads: false },
        schema: {
          tags,
          summary:
            'Register an MCP server: http (https, or http to a host in CONNECTORS_ALLOWED_HOSTS; private addresses refused) or stdio (only with CONNECTORS_ALLOW_COMMANDS=true)',
          body: connectorCreateSchema,
          response: { 201: connectorSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await connectors.create(adminContext(request), request.body)),
    );

    app.patch(
      '/api/admin/connectors/:id',
      {
        config: { leads: false },
        schema: {
          tags,
          summary: 'Change a connector (enabled: false takes it out of every run at once)',
          params: connectorParamsSchema,
          body: connectorPatchSchema,
          response: { 200: connectorSchema },
        },
      },
      (request) => connectors.patch(adminContext(request), request.params.id, request.body),
    );

    app.delete(
      '/api/admin/connectors/:id',
      {
        config: { leads: false },
        schema: {
          tags,
          summary: 'Remove a connector with its team tools and customer values',
          params: connectorParamsSchema,
          response: { 200: deletedSchema },
        },
      },
      (request) => connectors.remove(adminContext(request), request.params.id),
    );

    app.get(
      '/api/admin/connectors/:id/tools',
      {
        config: { leads: false },
        schema: {
          tags,
          summary:
            "The tools the connector's server lists now (502 with the reason when it cannot be reached)",
          params: connectorParamsSchema,
          response: { 200: connectorToolsSchema },
        },
      },
      (request) => connectors.tools(request.params.id),
    );

    app.put(
      '/api/admin/connectors/:id/teams/:teamId',
      {
        config: { leads: false },
        schema: {
          tags,
          summary: "Replace the tools a team's runs may call (each on the server's list, or 422)",
          params: connectorTeamParamsSchema,
          body: connectorTeamToolsSchema,
          response: { 200: z.object({ teamId: z.string(), tools: z.array(z.string()) }) },
        },
      },
      (request) =>
        connectors.setTeamTools(
          adminContext(request),
          request.params.id,
          request.params.teamId,
          request.body.tools,
        ),
    );

    app.put(
      '/api/admin/connectors/:id/customers/:customerId',
      {
        config: { leads: 'team' },
        schema: {
          tags,
          summary: "Replace a customer's values of the connector's declared parameters (others: 422)",
          params: connectorCustomerPathSchema,
          body: connectorCustomerParamsSchema,
          response: { 200: connectorCustomerParamsSchema },
        },
      },
      (request) =>
        connectors.setCustomerParams(
          adminContext(request),
          request.params.id,
          request.params.customerId,
          request.body.params,
        ),
    );

    app.get(
      '/api/admin/teams/:teamId/customers/:customerId/connectors',
      {
        config: { leads: 'team' },
        schema: {
          tags,
          summary: "The connectors declaring parameters, with this customer's values",
          params: customerConnectorsParamsSchema,
          response: { 200: z.array(customerConnectorSchema) },
        },
      },
      (request) => connectors.customerConnectors(request.params.teamId, request.params.customerId),
    );
  };
