import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database, UsageKind } from '../db/schema';
import { newId } from '../ids';
import { decideUsage, type UsageRule } from './usage-rules';

/** A use the user's limit has no room for; the transaction that asked stores nothing. */
export class UsageRefused extends Error {
  constructor(
    readonly kind: UsageKind,
    readonly rule: UsageRule,
    /** What the window holds already, and how long until the use would fit. */
    readonly used: number,
    readonly retryAfterSeconds: number,
  ) {
    super(`The ${kind} limit has no room left`);
    this.name = 'UsageRefused';
  }
}

/** One use to count: who, what, how much, and when (the product's clock, ISO). */
export type Use = { userId: string; kind: UsageKind; amount: number; at: string };

/**
 * Makes the user's uses of a kind one at a time until the transaction ends, on PostgreSQL, whichever
 * instance they come from (an advisory lock: no row of another table is held). SQLite writes one
 * transaction at a time anyway.
 */
async function lockUsage(trx: Transaction<Database>, userId: string, kind: UsageKind): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_advisory_xact_lock(hashtext(${`usage:${kind}:${userId}`}))`.execute(trx);
}

type Reader = Transaction<Database> | Db;

/**
 * How `use` would be answered against what the window holds: null when it fits, else the refusal (how
 * much is used, and how long until the use would fit).
 */
async function refusalOf(reader: Reader, use: Use, rule: UsageRule): Promise<UsageRefused | null> {
  const nowMs = Date.parse(use.at);
  const since = new Date(nowMs - rule.windowMs).toISOString();
  const inWindow = () =>
    reader
      .selectFrom('usage_events')
      .where('user_id', '=', use.userId)
      .where('kind', '=', use.kind)
      .where('at', '>', since);
  const totalRow = await inWindow()
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .executeTakeFirst();
  const used = Number(totalRow?.total ?? 0);
  if (used + use.amount <= rule.limit) return null;
  const counted = await inWindow().select(['at', 'amount']).execute();
  const decision = decideUsage(
    counted.map((row) => ({ at: row.at, amount: Number(row.amount) })),
    use.amount,
    rule,
    nowMs,
  );
  return decision.allowed ? null : new UsageRefused(use.kind, rule, used, decision.retryAfterSeconds);
}

/**
 * Counts `use` against `rule` inside the caller's transaction: the user's uses of its kind are taken one
 * at a time, those of the window summed, and the use stored when it fits; otherwise UsageRefused is
 * thrown (and the caller's transaction stores nothing). Of any number of uses asked at once, exactly as
 * many as fit are taken. Uses older than the window are forgotten here.
 */
export async function takeUsage(trx: Transaction<Database>, use: Use, rule: UsageRule): Promise<void> {
  await lockUsage(trx, use.userId, use.kind);
  await trx
    .deleteFrom('usage_events')
    .where('user_id', '=', use.userId)
    .where('kind', '=', use.kind)
    .where('at', '<=', new Date(Date.parse(use.at) - rule.windowMs).toISOString())
    .execute();
  const refusal = await refusalOf(trx, use, rule);
  if (refusal !== null) throw refusal;
  await trx
    .insertInto('usage_events')
    .values({ id: newId(), user_id: use.userId, kind: use.kind, amount: use.amount, at: use.at })
    .execute();
}

/** takeUsage in a transaction of its own. */
export const takeUsageNow = (db: Db, use: Use, rule: UsageRule): Promise<void> =>
  db.transaction().execute((trx) => takeUsage(trx, use, rule));

/** How a use would be answered now, without taking it (a quick check before costly work): see refusalOf. */
export const previewUsage = (db: Db, use: Use, rule: UsageRule): Promise<UsageRefused | null> =>
  refusalOf(db, use, rule);
