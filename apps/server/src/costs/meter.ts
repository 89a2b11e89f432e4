import type { ModelCallPurpose } from '@brief/contract/costs';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { ModelCallsTable } from '../db/schema';
import { newId } from '../ids';
import { callCostNano, type TokenCounts } from './money';
import type { PricesRepo } from './prices-repo';

/** Whom a call is spent for; null where there is none (a document indexed has no user, chat or run). */
export type CallOwner = {
  userId: string | null;
  chatId: string | null;
  teamId: string | null;
  customerId: string | null;
  runId: string | null;
};

/** One call's tokens as the provider reported them, or as estimated here (`estimated`). */
export type CallUsage = TokenCounts & { estimated: boolean };

/** A model call to record: what for, which of the configured models, and what it used. */
export type MeteredCall = { purpose: ModelCallPurpose; model: 'chat' | 'embeddings'; usage: CallUsage };

export type ModelNames = { provider: string; model: string };

/** The built-in offline model costs nothing, whatever the list says: its figures are always estimates. */
export const BUILTIN_PROVIDER = 'builtin';

/**
 * Records model calls with their cost at the price and currency in force at that moment. Every call site
 * hands its calls here and never computes money itself. Recording never fails its caller: a call that
 * could not be stored is logged (the reply the user waited for matters more than its bookkeeping).
 */
export function createMeter(deps: {
  db: Db;
  prices: Pick<PricesRepo, 'priceOf'>;
  clock: Clock;
  models: { chat: ModelNames; embeddings: ModelNames | null };
  log: { error(obj: object, msg: string): void };
}) {
  const { db, prices, clock, models, log } = deps;

  /** A customer's calls count for its team too (a lead's report, the team's budget). */
  const teamOf = async (owner: CallOwner): Promise<string | null> => {
    if (owner.teamId !== null || owner.customerId === null) return owner.teamId;
    const row = await db
      .selectFrom('customers')
      .select('agent_id')
      .where('id', '=', owner.customerId)
      .executeTakeFirst();
    return row?.agent_id ?? null;
  };

  const rowOf = async (
    owner: CallOwner,
    call: MeteredCall,
    at: string,
    teamId: string | null,
  ): Promise<ModelCallsTable> => {
    const names = (call.model === 'chat' ? models.chat : models.embeddings) ?? {
      provider: 'embeddings',
      model: '',
    };
    const builtin = names.provider === BUILTIN_PROVIDER;
    const { currency, price } = await prices.priceOf(names.provider, names.model);
    const cost = builtin ? 0 : price === undefined ? null : callCostNano(call.usage, price);
    return {
      id: newId(),
      at,
      provider: names.provider,
      model: names.model,
      purpose: call.purpose,
      input_tokens: call.usage.inputTokens,
      output_tokens: call.usage.outputTokens,
      cached_input_tokens: Math.min(call.usage.cachedInputTokens, call.usage.inputTokens),
      estimated: builtin || call.usage.estimated ? 1 : 0,
      currency,
      cost_nano: cost,
      user_id: owner.userId,
      chat_id: owner.chatId,
      team_id: teamId,
      customer_id: owner.customerId,
      run_id: owner.runId,
    };
  };

  return {
    async record(owner: CallOwner, calls: readonly MeteredCall[]): Promise<void> {
      if (calls.length === 0) return;
      try {
        const at = clock.now().toISOString();
        const teamId = await teamOf(owner);
        const rows = await Promise.all(calls.map((call) => rowOf(owner, call, at, teamId)));
        await db.insertInto('model_calls').values(rows).execute();
      } catch (error) {
        log.error(
          { chatId: owner.chatId, cause: error instanceof Error ? error.message : String(error) },
          'model calls not recorded',
        );
      }
    },
  };
}

export type Meter = ReturnType<typeof createMeter>;
