import { z } from 'zod';
import { API_BASE } from './paths';
import { storableId, storableText } from './text';

/**
 * Connectors: MCP servers an admin registers, whose tools the admin enables per team and whose declared
 * parameters (a GA4 `propertyId`, a Google Ads `customerId`) admins and the team's leads set per customer.
 * Header and environment values are secrets: stored encrypted, never answered (a connector lists the
 * names that are set). The server alone decides which tools a run may call.
 */

const part = encodeURIComponent;
const base = `${API_BASE}/admin/connectors`;

export const connectorPaths = {
  /** GET (the connectors and whether commands are allowed) | POST (register one): admins. */
  list: base,
  /** PATCH | DELETE: admins. */
  connector: (id: string) => `${base}/${part(id)}`,
  /** GET: the tools the server lists now (502 `upstream` when it cannot be reached): admins. */
  tools: (id: string) => `${base}/${part(id)}/tools`,
  /** PUT {tools}: the tools a team's runs may call (replaces the team's list): admins. */
  team: (id: string, teamId: string) => `${base}/${part(id)}/teams/${part(teamId)}`,
  /** PUT {params}: a customer's values of the connector's declared parameters: admins and the team's leads. */
  customer: (id: string, customerId: string) => `${base}/${part(id)}/customers/${part(customerId)}`,
  /** GET: the connectors declaring parameters, with this customer's values: admins and the team's leads. */
  customerConnectors: (teamId: string, customerId: string) =>
    `${API_BASE}/admin/teams/${part(teamId)}/customers/${part(customerId)}/connectors`,
} as const;

export const CONNECTOR_LIMITS = {
  name: 100,
  url: 2000,
  /** Headers, environment variables, arguments, declared parameters: entries of each. */
  entries: 50,
  /** Characters of a header or environment value, of a command and of an argument. */
  value: 8000,
  /** Characters of a parameter's label and description, and of a customer's value. */
  text: 500,
  /** Tools enabled for one team. */
  tools: 500,
} as const;

/** A parameter's name, as a tool's argument of the same name takes it. */
export const connectorParamNameSchema = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/, 'must be letters, digits, _ or - (64 at most)');

/** What a connector declares per customer: its value fills the tool argument of the same name. */
export const connectorParamSchema = z.object({
  name: connectorParamNameSchema,
  label: storableText().trim().max(CONNECTOR_LIMITS.text).optional(),
  description: storableText().trim().max(CONNECTOR_LIMITS.text).optional(),
});
export type ConnectorParam = z.infer<typeof connectorParamSchema>;

export const connectorTransports = ['http', 'stdio'] as const;
export type ConnectorTransport = (typeof connectorTransports)[number];

/** A connector as the API answers it: secrets never, only the names of the headers/env set. */
export const connectorSchema = z.object({
  id: z.string(),
  name: z.string(),
  transport: z.enum(connectorTransports),
  /** http: the server's address (Streamable HTTP, or the older SSE endpoint). */
  url: z.string().optional(),
  /** stdio: the command started on the server, and its arguments. */
  command: z.string().optional(),
  args: z.array(z.string()).optional(),
  /** Names of the headers set (http), sorted. */
  headers: z.array(z.string()),
  /** Names of the environment variables set (stdio), sorted. */
  env: z.array(z.string()),
  params: z.array(connectorParamSchema),
  /** false takes it out of every run at once. */
  enabled: z.boolean(),
  /** The teams with tools enabled, and those tools (sorted), teams sorted by id. */
  teams: z.array(z.object({ teamId: z.string(), tools: z.array(z.string()) })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Connector = z.infer<typeof connectorSchema>;

/** GET /admin/connectors: newest first; `allowCommands` says whether stdio connectors may be registered. */
export const connectorListSchema = z.object({
  connectors: z.array(connectorSchema),
  allowCommands: z.boolean(),
});
export type ConnectorList = z.infer<typeof connectorListSchema>;

const headerName = z.string().regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/, 'must be an HTTP header name');
const envName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,99}$/, 'must be letters, digits or _');
const secretValue = storableText().max(CONNECTOR_LIMITS.value);
const name = storableText().trim().min(1).max(CONNECTOR_LIMITS.name);
const url = storableText()
  .trim()
  .max(CONNECTOR_LIMITS.url)
  .pipe(z.url({ protocol: /^https?$/ }));
const command = storableText().trim().min(1).max(CONNECTOR_LIMITS.value);
const args = z.array(storableText().max(CONNECTOR_LIMITS.value)).max(CONNECTOR_LIMITS.entries);
const params = z.array(connectorParamSchema).max(CONNECTOR_LIMITS.entries);
const secrets = <K extends z.ZodType<string>, V extends z.ZodType>(key: K, value: V) =>
  z.record(key, value).refine((record) => Object.keys(record).length <= CONNECTOR_LIMITS.entries, {
    message: `at most ${CONNECTOR_LIMITS.entries} entries`,
  });

/**
 * POST body. `http`: Streamable HTTP, with SSE as fallback; the URL must be https, or http to a host the
 * operator lists in CONNECTORS_ALLOWED_HOSTS. `stdio`: refused (403, reason `connector_commands_off`)
 * unless the operator sets CONNECTORS_ALLOW_COMMANDS=true.
 */
export const connectorCreateSchema = z.discriminatedUnion('transport', [
  z.object({
    name,
    transport: z.literal('http'),
    url,
    headers: secrets(headerName, secretValue).optional(),
    params: params.optional(),
    enabled: z.boolean().optional(),
  }),
  z.object({
    name,
    transport: z.literal('stdio'),
    command,
    args: args.optional(),
    env: secrets(envName, secretValue).optional(),
    params: params.optional(),
    enabled: z.boolean().optional(),
  }),
]);
export type ConnectorCreate = z.input<typeof connectorCreateSchema>;

/**
 * PATCH body: only what changes. `headers`/`env` change the names given (a value sets it, null removes
 * it) and keep the others, since their values are never answered; `params` replaces the declarations
 * (a customer's value of a parameter no longer declared is dropped). `url` on an http connector,
 * `command`/`args` on a stdio one.
 */
export const connectorPatchSchema = z.object({
  name: name.optional(),
  url: url.optional(),
  command: command.optional(),
  args: args.optional(),
  headers: secrets(headerName, secretValue.nullable()).optional(),
  env: secrets(envName, secretValue.nullable()).optional(),
  params: params.optional(),
  enabled: z.boolean().optional(),
});
export type ConnectorPatch = z.input<typeof connectorPatchSchema>;

/** A tool as the server lists it. */
export const connectorToolSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** The tool's JSON Schema for its arguments. */
  inputSchema: z.record(z.string(), z.unknown()),
});
export type ConnectorTool = z.infer<typeof connectorToolSchema>;

export const connectorToolsSchema = z.object({ tools: z.array(connectorToolSchema) });
export type ConnectorTools = z.infer<typeof connectorToolsSchema>;

/** PUT …/teams/:teamId: the whole list (empty: none); every name must be on the server's list (422). */
export const connectorTeamToolsSchema = z.object({
  tools: z.array(storableText().trim().min(1).max(200)).max(CONNECTOR_LIMITS.tools),
});
export type ConnectorTeamTools = z.infer<typeof connectorTeamToolsSchema>;

/**
 * PUT …/customers/:customerId: the whole set of values (an empty value or a name left out: unset); only
 * declared parameters (422 otherwise). The answer holds the values saved.
 */
export const connectorCustomerParamsSchema = z.object({
  params: z.record(connectorParamNameSchema, storableText().trim().max(CONNECTOR_LIMITS.text)),
});
export type ConnectorCustomerParams = z.infer<typeof connectorCustomerParamsSchema>;

/** GET …/teams/:teamId/customers/:customerId/connectors: the connectors declaring parameters. */
export const customerConnectorSchema = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  params: z.array(connectorParamSchema),
  /** This customer's values, by parameter name. */
  values: z.record(z.string(), z.string()),
});
export type CustomerConnector = z.infer<typeof customerConnectorSchema>;

export const connectorParamsSchema = z.object({ id: storableId });
export const connectorTeamParamsSchema = z.object({ id: storableId, teamId: storableId });
export const connectorCustomerPathSchema = z.object({ id: storableId, customerId: storableId });
export const customerConnectorsParamsSchema = z.object({ teamId: storableId, customerId: storableId });
