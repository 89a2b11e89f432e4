import {
  connectorParamSchema,
  type ConnectorParam,
  type ConnectorTool,
  type ConnectorTransport,
} from '@brief/contract/connectors';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { appendAudit, type AuditRow } from '../admin/audit-repo';
import type { Db } from '../db/database';
import type { ConnectorsTable } from '../db/schema';

/** A connector as stored, its JSON columns read (secrets still sealed). */
export type ConnectorRecord = {
  id: string;
  name: string;
  transport: ConnectorTransport;
  url: string | null;
  command: string | null;
  args: string[];
  /** Name → sealed value. */
  headers: Record<string, string>;
  /** Name → sealed value. */
  env: Record<string, string>;
  params: ConnectorParam[];
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
};

/** The values of a connector's columns, written as they are stored. */
export type ConnectorValues = Omit<ConnectorRecord, 'id' | 'createdAt'>;

/** A JSON column read back; a value that does not parse reads as the fallback, never fails a request. */
function parsed<T extends z.ZodType>(json: string, schema: T, fallback: z.output<T>): z.output<T> {
  try {
    const result = schema.safeParse(JSON.parse(json));
    return result.success ? result.data : fallback;
  } catch {
    return fallback;
  }
}

const textRecord = z.record(z.string(), z.string());

function toRecord(row: Selectable<ConnectorsTable>): ConnectorRecord {
  return {
    id: row.id,
    name: row.name,
    transport: row.transport,
    url: row.url,
    command: row.command,
    args: parsed(row.args, z.array(z.string()), []),
    headers: parsed(row.headers, textRecord, {}),
    env: parsed(row.env, textRecord, {}),
    params: parsed(row.params, z.array(connectorParamSchema), []),
    enabled: row.enabled === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const toColumns = (values: ConnectorValues) => ({
  name: values.name,
  transport: values.transport,
  url: values.url,
  command: values.command,
  args: JSON.stringify(values.args),
  headers: JSON.stringify(values.headers),
  env: JSON.stringify(values.env),
  params: JSON.stringify(values.params),
  enabled: values.enabled ? 1 : 0,
  updated_at: values.updatedAt,
});

/** Connectors, the tools teams may call and customers' parameter values (migration 0033). */
export function createConnectorRepo(db: Db) {
  return {
    /** Newest first. */
    async list(): Promise<ConnectorRecord[]> {
      const rows = await db.selectFrom('connectors').selectAll().orderBy('created_at', 'desc').execute();
      return rows.map(toRecord);
    },

    async byId(id: string): Promise<ConnectorRecord | undefined> {
      const row = await db.selectFrom('connectors').selectAll().where('id', '=', id).executeTakeFirst();
      return row === undefined ? undefined : toRecord(row);
    },

    async nameTaken(name: string, exceptId?: string): Promise<boolean> {
      let query = db.selectFrom('connectors').select('id').where('name', '=', name);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async create(id: string, values: ConnectorValues, audit: readonly AuditRow[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('connectors')
          .values({ id, created_at: values.updatedAt, ...toColumns(values) })
          .execute();
        await appendAudit(trx, audit);
      });
    },

    async update(id: string, values: ConnectorValues, audit: readonly AuditRow[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('connectors').set(toColumns(values)).where('id', '=', id).execute();
        await appendAudit(trx, audit);
      });
    },

    /** Removes it with its team tools and customer values. */
    async remove(id: string, audit: readonly AuditRow[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // Explicitly, not by cascade alone: SQLite enforces foreign keys only where the pragma is on.
        await trx.deleteFrom('connector_team_tools').where('connector_id', '=', id).execute();
        await trx.deleteFrom('connector_customer_params').where('connector_id', '=', id).execute();
        await trx.deleteFrom('connectors').where('id', '=', id).execute();
        await appendAudit(trx, audit);
      });
    },

    /** Each connector's teams and their tools, by connector id (teams and tools sorted). */
    async teamTools(): Promise<Map<string, { teamId: string; tools: string[] }[]>> {
      const rows = await db
        .selectFrom('connector_team_tools')
        .select(['connector_id', 'agent_id', 'tool'])
        .orderBy('connector_id')
        .orderBy('agent_id')
        .orderBy('tool')
        .execute();
      const byConnector = new Map<string, { teamId: string; tools: string[] }[]>();
      for (const row of rows) {
        const teams = byConnector.get(row.connector_id) ?? [];
        const last = teams.at(-1);
        if (last?.teamId === row.agent_id) last.tools.push(row.tool);
        else teams.push({ teamId: row.agent_id, tools: [row.tool] });
        byConnector.set(row.connector_id, teams);
      }
      return byConnector;
    },

    /** Replaces the tools a team's runs may call from this connector. */
    async setTeamTools(
      connectorId: string,
      teamId: string,
      tools: readonly ConnectorTool[],
      audit: readonly AuditRow[],
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('connector_team_tools')
          .where('connector_id', '=', connectorId)
          .where('agent_id', '=', teamId)
          .execute();
        if (tools.length > 0)
          await trx
            .insertInto('connector_team_tools')
            .values(
              tools.map((tool) => ({
                connector_id: connectorId,
                agent_id: teamId,
                tool: tool.name,
                description: tool.description,
                input_schema: JSON.stringify(tool.inputSchema),
              })),
            )
            .execute();
        await appendAudit(trx, audit);
      });
    },

    /** Keeps the enabled tools' descriptions and schemas as the server lists them now. */
    async refreshTools(connectorId: string, tools: readonly ConnectorTool[]): Promise<void> {
      for (const tool of tools)
        await db
          .updateTable('connector_team_tools')
          .set({ description: tool.description, input_schema: JSON.stringify(tool.inputSchema) })
          .where('connector_id', '=', connectorId)
          .where('tool', '=', tool.name)
          .execute();
    },

    /** A customer's values for one connector ({} when none are saved). */
    async customerValues(connectorId: string, customerId: string): Promise<Record<string, string>> {
      const row = await db
        .selectFrom('connector_customer_params')
        .select('params')
        .where('connector_id', '=', connectorId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return row === undefined ? {} : parsed(row.params, textRecord, {});
    },

    /** A customer's values, by connector id. */
    async valuesOfCustomer(customerId: string): Promise<Map<string, Record<string, string>>> {
      const rows = await db
        .selectFrom('connector_customer_params')
        .select(['connector_id', 'params'])
        .where('customer_id', '=', customerId)
        .execute();
      return new Map(rows.map((row) => [row.connector_id, parsed(row.params, textRecord, {})]));
    },

    async setCustomerValues(
      connectorId: string,
      customerId: string,
      values: Record<string, string>,
      at: string,
      audit: readonly AuditRow[],
    ): Promise<void> {
      const params = JSON.stringify(values);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('connector_customer_params')
          .values({ connector_id: connectorId, customer_id: customerId, params, updated_at: at })
          .onConflict((conflict) =>
            conflict.columns(['connector_id', 'customer_id']).doUpdateSet({ params, updated_at: at }),
          )
          .execute();
        await appendAudit(trx, audit);
      });
    },

    /** The team, if it exists. */
    async team(teamId: string): Promise<{ id: string; name: string } | undefined> {
      return db.selectFrom('agents').select(['id', 'name']).where('id', '=', teamId).executeTakeFirst();
    },

    /** The customer with its team, if it exists. */
    async customer(customerId: string): Promise<{ id: string; teamId: string; name: string } | undefined> {
      return db
        .selectFrom('customers')
        .select(['id', 'agent_id as teamId', 'name'])
        .where('id', '=', customerId)
        .executeTakeFirst();
    },

    /**
     * What a run of this team may call: the enabled connectors with the tools enabled for the team,
     * read from the database at every run, so a change reaches every instance's next run at once.
     */
    async enabledForTeam(teamId: string): Promise<{ connector: ConnectorRecord; tools: ConnectorTool[] }[]> {
      const rows = await db
        .selectFrom('connector_team_tools as t')
        .innerJoin('connectors as c', 'c.id', 't.connector_id')
        .selectAll('c')
        .select(['t.tool', 't.description as tool_description', 't.input_schema as tool_schema'])
        .where('t.agent_id', '=', teamId)
        .where('c.enabled', '=', 1)
        .orderBy('c.name')
        .orderBy('t.tool')
        .execute();
      const byConnector = new Map<string, { connector: ConnectorRecord; tools: ConnectorTool[] }>();
      for (const row of rows) {
        const entry = byConnector.get(row.id) ?? { connector: toRecord(row), tools: [] };
        entry.tools.push({
          name: row.tool,
          description: row.tool_description,
          inputSchema: parsed(row.tool_schema, z.record(z.string(), z.unknown()), {}),
        });
        byConnector.set(row.id, entry);
      }
      return [...byConnector.values()];
    },
  };
}

export type ConnectorRepo = ReturnType<typeof createConnectorRepo>;
