import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { AgentsTable, CustomersTable, Database, SpecialistsTable } from '../db/schema';
import type { CustomerRow, SpecialistRow, TeamRow } from '../teams/repo';
import { appendAudit, type AuditRow } from './audit-repo';
import { escapeLike } from './cursor';

export type TeamWithCounts = TeamRow & {
  customer_count: number;
  specialist_count: number;
  member_count: number;
};
export type CustomerWithCount = CustomerRow & { document_count: number };

type Rename = { from: string; to: string };

/** Rewrites each position that is not already its index in `order` (the team's ids, in their new order). */
async function writePositions(
  trx: Kysely<Database>,
  teamId: string,
  order: readonly string[],
): Promise<void> {
  for (const [position, id] of order.entries()) {
    await trx
      .updateTable('specialists')
      .set({ position })
      .where('id', '=', id)
      .where('agent_id', '=', teamId)
      .where('position', '<>', position)
      .execute();
  }
}

/** Chats keep the names of their chosen specialists; a renamed specialist stays chosen. */
async function renameSpecialistInChats(trx: Kysely<Database>, teamId: string, rename: Rename): Promise<void> {
  const pattern = `%${escapeLike(JSON.stringify(rename.from))}%`;
  const chats = await trx
    .selectFrom('chats')
    .select(['id', 'specialists'])
    .where('agent_id', '=', teamId)
    .where(sql<boolean>`specialists like ${pattern} escape '\\'`)
    .execute();
  for (const chat of chats) {
    let names: unknown;
    try {
      names = JSON.parse(chat.specialists);
    } catch {
      continue;
    }
    if (!Array.isArray(names)) continue;
    const renamed = (names as unknown[]).map((name) => (name === rename.from ? rename.to : name));
    await trx
      .updateTable('chats')
      .set({ specialists: JSON.stringify(renamed) })
      .where('id', '=', chat.id)
      .execute();
  }
}

const count = (n: number | string | bigint | null | undefined) => Number(n ?? 0);

/** The admin console's SQL for teams, their specialists and their customers. Every write is one transaction. */
export function createCatalogueRepo(db: Db) {
  const teamsWithCounts = () =>
    db
      .selectFrom('agents')
      .selectAll('agents')
      .select((eb) => [
        eb
          .selectFrom('customers')
          .whereRef('customers.agent_id', '=', 'agents.id')
          .select((c) => c.fn.countAll<number>().as('n'))
          .as('customer_count'),
        eb
          .selectFrom('specialists')
          .whereRef('specialists.agent_id', '=', 'agents.id')
          .select((c) => c.fn.countAll<number>().as('n'))
          .as('specialist_count'),
        eb
          .selectFrom('user_agents')
          .whereRef('user_agents.agent_id', '=', 'agents.id')
          .select((c) => c.fn.countAll<number>().as('n'))
          .as('member_count'),
      ]);
  const withCounts = (row: TeamRow & Record<`${string}_count`, number | string | null>): TeamWithCounts => ({
    ...row,
    customer_count: count(row.customer_count),
    specialist_count: count(row.specialist_count),
    member_count: count(row.member_count),
  });

  return {
    // ── Teams ──
    async teams(): Promise<TeamWithCounts[]> {
      return (await teamsWithCounts().orderBy('agents.name').orderBy('agents.id').execute()).map(withCounts);
    },

    async teamWithCounts(teamId: string): Promise<TeamWithCounts | undefined> {
      const row = await teamsWithCounts().where('agents.id', '=', teamId).executeTakeFirst();
      return row === undefined ? undefined : withCounts(row);
    },

    team(teamId: string): Promise<TeamRow | undefined> {
      return db.selectFrom('agents').selectAll().where('id', '=', teamId).executeTakeFirst();
    },

    teamByAppName(appName: string): Promise<TeamRow | undefined> {
      return db.selectFrom('agents').selectAll().where('app_name', '=', appName).executeTakeFirst();
    },

    async insertTeam(row: Insertable<AgentsTable>, audit: readonly AuditRow[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('agents').values(row).execute();
        await appendAudit(trx, audit);
      });
    },

    async updateTeam(teamId: string, changes: Updateable<AgentsTable>, audit: readonly AuditRow[]) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('agents').set(changes).where('id', '=', teamId).execute();
        // Chats remember their team's app name; they follow it to the new one.
        if (changes.app_name !== undefined) {
          await trx
            .updateTable('chats')
            .set({ app_name: changes.app_name })
            .where('agent_id', '=', teamId)
            .execute();
        }
        await appendAudit(trx, audit);
      });
    },

    /**
     * Deletes the team with its customers, their documents and its specialists (the foreign keys
     * cascade; chats keep their messages and lose the team). Answers the file-store keys of the
     * deleted documents, for the caller to remove once the rows are gone.
     */
    async deleteTeam(teamId: string, audit: readonly AuditRow[]): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const documents = await trx
          .selectFrom('customer_documents')
          .innerJoin('customers', 'customers.id', 'customer_documents.customer_id')
          .select('customer_documents.storage_key')
          .where('customers.agent_id', '=', teamId)
          .execute();
        await trx.deleteFrom('agents').where('id', '=', teamId).execute();
        await appendAudit(trx, audit);
        return documents.map((document) => document.storage_key);
      });
    },

    // ── Specialists ──
    specialists(teamId: string): Promise<SpecialistRow[]> {
      return db
        .selectFrom('specialists')
        .selectAll()
        .where('agent_id', '=', teamId)
        .orderBy('position')
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    /** Inserts the specialist and gives every specialist of the team its place in `order`. */
    async insertSpecialist(
      row: Selectable<SpecialistsTable>,
      order: readonly string[],
      audit: readonly AuditRow[],
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('specialists').values(row).execute();
        await writePositions(trx, row.agent_id, order);
        await appendAudit(trx, audit);
      });
    },

    async updateSpecialist(
      specialist: SpecialistRow,
      changes: Updateable<SpecialistsTable>,
      order: readonly string[] | undefined,
      audit: readonly AuditRow[],
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (Object.keys(changes).length > 0) {
          await trx.updateTable('specialists').set(changes).where('id', '=', specialist.id).execute();
        }
        if (changes.name !== undefined && changes.name !== specialist.name) {
          await renameSpecialistInChats(trx, specialist.agent_id, {
            from: specialist.name,
            to: changes.name,
          });
        }
        if (order !== undefined) await writePositions(trx, specialist.agent_id, order);
        await appendAudit(trx, audit);
      });
    },

    async reorderSpecialists(teamId: string, order: readonly string[], audit: readonly AuditRow[]) {
      await db.transaction().execute(async (trx) => {
        await writePositions(trx, teamId, order);
        await appendAudit(trx, audit);
      });
    },

    /** Deletes the specialist; the rest close up to `order`. */
    async deleteSpecialist(specialist: SpecialistRow, order: readonly string[], audit: readonly AuditRow[]) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('specialists').where('id', '=', specialist.id).execute();
        await writePositions(trx, specialist.agent_id, order);
        await appendAudit(trx, audit);
      });
    },

    // ── Customers ──
    async customers(teamId: string, customerId?: string): Promise<CustomerWithCount[]> {
      let select = db
        .selectFrom('customers')
        .selectAll('customers')
        .select((eb) =>
          eb
            .selectFrom('customer_documents')
            .whereRef('customer_documents.customer_id', '=', 'customers.id')
            .select((c) => c.fn.countAll<number>().as('n'))
            .as('document_count'),
        )
        .where('customers.agent_id', '=', teamId);
      if (customerId !== undefined) select = select.where('customers.id', '=', customerId);
      const rows = await select.orderBy('customers.name').orderBy('customers.id').execute();
      return rows.map((row) => ({ ...row, document_count: count(row.document_count) }));
    },

    customer(teamId: string, customerId: string): Promise<CustomerRow | undefined> {
      return db
        .selectFrom('customers')
        .selectAll()
        .where('agent_id', '=', teamId)
        .where('id', '=', customerId)
        .executeTakeFirst();
    },

    async customerNamed(teamId: string, name: string): Promise<CustomerRow | undefined> {
      return db
        .selectFrom('customers')
        .selectAll()
        .where('agent_id', '=', teamId)
        .where('name', '=', name)
        .executeTakeFirst();
    },

    async insertCustomer(row: Selectable<CustomersTable>, audit: readonly AuditRow[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('customers').values(row).execute();
        await appendAudit(trx, audit);
      });
    },

    async updateCustomer(
      customer: CustomerRow,
      changes: Updateable<CustomersTable>,
      audit: readonly AuditRow[],
    ) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('customers').set(changes).where('id', '=', customer.id).execute();
        // Chats find their customer by name: they follow it to the new one.
        if (changes.name !== undefined && changes.name !== customer.name) {
          await trx
            .updateTable('chats')
            .set({ customer_name: changes.name })
            .where('agent_id', '=', customer.agent_id)
            .where('customer_name', '=', customer.name)
            .execute();
        }
        await appendAudit(trx, audit);
      });
    },

    /** Deletes the customer and its documents' rows; answers their file-store keys. */
    async deleteCustomer(customer: CustomerRow, audit: readonly AuditRow[]): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const documents = await trx
          .selectFrom('customer_documents')
          .select('storage_key')
          .where('customer_id', '=', customer.id)
          .execute();
        await trx.deleteFrom('customers').where('id', '=', customer.id).execute();
        await appendAudit(trx, audit);
        return documents.map((document) => document.storage_key);
      });
    },
  };
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
