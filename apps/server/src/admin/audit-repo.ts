import { sql, type Kysely, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { AuditLogTable, Database } from '../db/schema';

export type AuditRow = Selectable<AuditLogTable>;

/** An entry as read back: its row, and the current names of its actor and target where they still exist. */
export type AuditPageRow = AuditRow & {
  actor_name: string | null;
  actor_current_email: string | null;
  target_name: string | null;
  target_email: string | null;
};

/**
 * Appends entries with the given executor: a repo passes the transaction of the change they record, so
 * the change and its entry commit together or not at all. The only write this table ever gets.
 */
export async function appendAudit(executor: Kysely<Database>, rows: readonly AuditRow[]): Promise<void> {
  if (rows.length === 0) return;
  await executor
    .insertInto('audit_log')
    .values([...rows])
    .execute();
}

export function createAuditRepo(db: Db) {
  return {
    append: (rows: readonly AuditRow[]) => appendAudit(db, rows),

    /**
     * Newest first, after the (at, id) of the previous page's last entry; one more than asked for. Each
     * entry comes with its actor's and its target's current names, joined by primary key in the same
     * query (a name is null once its row is gone); the page still walks the (at, id) index.
     */
    page(query: {
      action: string | undefined;
      /** Only the entries concerning these teams (a lead's page); every entry when undefined. */
      teams?: readonly string[] | undefined;
      after: [string, string] | undefined;
      limit: number;
    }): Promise<AuditPageRow[]> {
      let select = db
        .selectFrom('audit_log as a')
        .leftJoin('users as actor', 'actor.id', 'a.actor_user_id')
        .leftJoin('users as person', (join) =>
          join.onRef('person.id', '=', 'a.target_id').on('a.target_type', '=', 'user'),
        )
        .leftJoin('agents as team', (join) =>
          join.onRef('team.id', '=', 'a.target_id').on('a.target_type', '=', 'team'),
        )
        .leftJoin('specialists as specialist', (join) =>
          join.onRef('specialist.id', '=', 'a.target_id').on('a.target_type', '=', 'specialist'),
        )
        .leftJoin('customers as customer', (join) =>
          join.onRef('customer.id', '=', 'a.target_id').on('a.target_type', '=', 'customer'),
        )
        .leftJoin('customer_documents as document', (join) =>
          join.onRef('document.id', '=', 'a.target_id').on('a.target_type', '=', 'document'),
        )
        .leftJoin('chats as chat', (join) =>
          join.onRef('chat.id', '=', 'a.target_id').on('a.target_type', '=', 'chat'),
        )
        .leftJoin('connectors as connector', (join) =>
          join.onRef('connector.id', '=', 'a.target_id').on('a.target_type', '=', 'connector'),
        )
        .selectAll('a')
        .select((eb) => [
          'actor.name as actor_name',
          'actor.email as actor_current_email',
          eb.fn
            .coalesce(
              'person.name',
              'team.name',
              'specialist.name',
              'customer.name',
              eb.fn.coalesce('document.name', 'chat.title', 'connector.name'),
            )
            .as('target_name'),
          'person.email as target_email',
        ]);
      if (query.action !== undefined) select = select.where('a.action', '=', query.action);
      if (query.teams !== undefined) {
        const teams = query.teams;
        select =
          teams.length === 0 ? select.where(sql<boolean>`false`) : select.where('a.team_id', 'in', teams);
      }
      if (query.after !== undefined) {
        const [at, id] = query.after;
        select = select.where((eb) =>
          eb.or([eb('a.at', '<', at), eb.and([eb('a.at', '=', at), eb('a.id', '<', id)])]),
        );
      }
      return select
        .orderBy('a.at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(query.limit + 1)
        .execute();
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
