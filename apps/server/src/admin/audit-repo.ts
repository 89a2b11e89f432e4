import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { AuditLogTable, Database } from '../db/schema';

export type AuditRow = Selectable<AuditLogTable>;

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

    /** Newest first, after the (at, id) of the previous page's last entry; one more than asked for. */
    page(query: { action: string | undefined; after: [string, string] | undefined; limit: number }) {
      let select = db.selectFrom('audit_log').selectAll();
      if (query.action !== undefined) select = select.where('action', '=', query.action);
      if (query.after !== undefined) {
        const [at, id] = query.after;
        select = select.where((eb) =>
          eb.or([eb('at', '<', at), eb.and([eb('at', '=', at), eb('id', '<', id)])]),
        );
      }
      return select
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit + 1)
        .execute();
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
