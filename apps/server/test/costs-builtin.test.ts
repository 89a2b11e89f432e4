import type { CostReport } from '@brief/contract/costs';
import { describe, expect, it } from 'vitest';
import { buildTestApp, callAs, createChat, createUser, expectStatus } from './helper';

// The built-in offline model: its calls are recorded like any other's, always estimated and free.
const ctx = await buildTestApp();
const admin = await createUser(ctx, { admin: true });
const member = await createUser(ctx, { teams: ['marketing'] });

describe('the built-in model’s calls', () => {
  it('are recorded, estimated, at price 0 without any price list', async () => {
    const chatId = await createChat(ctx, member, { app_name: 'marketing_agent' });
    expectStatus(
      await callAs(ctx, member, 'POST', `/api/users/${member.id}/chats/${chatId}/run`, { message: 'Hello' }),
      200,
    );
    const calls = await ctx.db.selectFrom('model_calls').selectAll().where('chat_id', '=', chatId).execute();
    expect(
      calls.map((call) => [call.provider, call.model, call.purpose, Number(call.cost_nano), call.estimated]),
    ).toEqual([['builtin', 'offline-demo', 'reply', 0, 1]]);
    const day = ctx.clock.now().toISOString().slice(0, 10);
    const report = expectStatus<CostReport>(
      await callAs(ctx, admin, 'GET', `/api/admin/costs?from=${day}&to=${day}&groupBy=model`),
      200,
    );
    expect(report.rows).toMatchObject([
      { key: 'builtin/offline-demo', runs: 1, cost: '0.000000', estimated: true, unpriced: false },
    ]);
  });
});
