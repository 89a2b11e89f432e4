/** MCP servers admins registered, the tools each team may call, and each customer's parameter values. */
import type { Generated } from 'kysely';

/** An MCP server admins registered (migration 0033). Secrets are encrypted per value. */
export type ConnectorsTable = {
  id: string;
  name: string;
  transport: 'http' | 'stdio';
  url: string | null;
  command: string | null;
  /** JSON: string[]. */
  args: Generated<string>;
  /** JSON: {name: encrypted value}. */
  headers: Generated<string>;
  /** JSON: {name: encrypted value}. */
  env: Generated<string>;
  /** JSON: {name, label?, description?}[], the parameters set per customer. */
  params: Generated<string>;
  enabled: Generated<number>;
  created_at: string;
  updated_at: string;
};

/** A tool a team's runs may call, with its description and input schema (JSON) as last listed. */
export type ConnectorTeamToolsTable = {
  connector_id: string;
  agent_id: string;
  tool: string;
  description: Generated<string>;
  input_schema: Generated<string>;
};

/** A customer's values of a connector's declared parameters (JSON: {name: value}). */
export type ConnectorCustomerParamsTable = {
  connector_id: string;
  customer_id: string;
  params: Generated<string>;
  updated_at: string;
};
