import type { AdminCustomer } from '@brief/contract/admin-console';
import { adminPaths } from '@brief/contract/admin-console';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeEmbeddingsServer } from './fake-embeddings-server';
import { buildTestApp, callAs, createUser, expectStatus } from './helper';
import { uploadAll, waitForIndexing } from './knowledge-helpers';

// Embeddings configured as a deployment configures them: a customer's documents are embedded as they are
// indexed, and that is spent for the customer (and its team), with nobody's name on it.
const embeddings = await startFakeEmbeddingsServer();
afterAll(() => embeddings.close());
const ctx = await buildTestApp({
  env: {
    EMBEDDINGS_PROVIDER: 'openai-compatible',
    EMBEDDINGS_BASE_URL: embeddings.baseUrl,
    EMBEDDINGS_MODEL: 'fake-embed',
  },
});
const admin = await createUser(ctx, { admin: true });

describe('embeddings of indexed documents', () => {
  it('are recorded for the customer and its team, at the price in force', async () => {
    expectStatus(
      await callAs(ctx, admin, 'PUT', '/api/admin/prices', {
        currency: 'EUR',
        models: [{ provider: 'embeddings', model: 'fake-embed', inputPerMillion: 100, outputPerMillion: 0 }],
      }),
      200,
    );
    const customer = expectStatus<AdminCustomer>(
      await callAs(ctx, admin, 'POST', adminPaths.customers('marketing'), { name: 'Nordlys Foods' }),
      201,
    );
    await uploadAll(ctx.app, admin, 'marketing', customer.id, [
      {
        name: 'review.md',
        body: '# Review\n\nQuarterly turnover climbed strongly after the spring relaunch.\n',
      },
    ]);
    await waitForIndexing(ctx.app, admin, 'marketing', customer.id);

    const calls = await ctx.db
      .selectFrom('model_calls')
      .selectAll()
      .where('customer_id', '=', customer.id)
      .execute();
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call).toMatchObject({
      provider: 'embeddings',
      model: 'fake-embed',
      purpose: 'embedding',
      team_id: 'marketing',
      user_id: null,
      chat_id: null,
      run_id: null,
      currency: 'EUR',
    });
    const tokens = Number(call?.input_tokens);
    expect(tokens).toBeGreaterThan(0);
    // 100 a million tokens: 100,000 nano-units a token.
    expect(Number(call?.cost_nano)).toBe(tokens * 100_000);
  });
});
