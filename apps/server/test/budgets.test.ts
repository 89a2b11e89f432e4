import type { Budget, BudgetExhaustedValues, ChatBudget } from '@brief/contract/budgets';
import type { AuditPage } from '@brief/contract/admin-console';
import type { RunResponse } from '@brief/contract/chats';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { metricsRegistry } from '../src/observability/metrics';
import { startFakeOpenAiServer } from './fake-openai-server';
import {
  buildTestApp,
  callAs,
  createChat,
  createUser,
  expectStatus,
  signInAgain,
  type TestUser,
} from './helper';

// Runs answered by a local OpenAI-compatible provider that reports its token counts, priced through the
// API, so every run costs what the price list says of the tokens the provider reported.
const fake = await startFakeOpenAiServer();
afterAll(() => fake.close());
const ctx = await buildTestApp({
  env: { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model' },
  modelTimeouts: { totalMs: 5000, chunkMs: 3000 },
});
beforeEach(() => fake.reset());

const admin = await createUser(ctx, { admin: true });
const lead = await createUser(ctx, { leadOf: ['marketing'], teams: ['marketing'] });
const member = await createUser(ctx, { teams: ['marketing'] });
const colleague = await createUser(ctx, { teams: ['marketing'] });

const customersOf = (team: string) =>
  ctx.db
    .selectFrom('customers')
    .select(['id', 'name'])
    .where('agent_id', '=', team)
    .orderBy('name')
    .execute();
const [acme, globex, initech] = await customersOf('marketing');
const [otherTeamCustomer] = await customersOf('creative');
if (!acme || !globex || !initech || !otherTeamCustomer)
  throw new Error('the demo catalogue has too few customers');

// 1,000 a million tokens: a reply (its prompt alone is hundreds of tokens) costs well over 0.10.
expectStatus(
  await callAs(ctx, admin, 'PUT', '/api/admin/prices', {
    currency: 'EUR',
    models: [
      { provider: 'openai-compatible', model: 'fake-model', inputPerMillion: 1000, outputPerMillion: 1000 },
    ],
  }),
  200,
);

const chatOf = (user: TestUser, customer: { id: string; name: string }) =>
  createChat(ctx, user, {
    app_name: 'marketing_agent',
    customerId: customer.id,
    customerName: customer.name,
  });
const run = (user: TestUser, chatId: string, message = 'Where should the summer budget go?') =>
  callAs(ctx, user, 'POST', `/api/users/${user.id}/chats/${chatId}/run`, { message });
const regenerate = (user: TestUser, chatId: string, messageId: string) =>
  callAs(ctx, user, 'POST', `/api/users/${user.id}/chats/${chatId}/messages/${messageId}/regenerate`, {});
const setBudget = (user: TestUser, body: Record<string, unknown>) =>
  callAs(ctx, user, 'PUT', '/api/admin/budgets', body);
const budgets = async (user: TestUser = admin) =>
  expectStatus<Budget[]>(await callAs(ctx, user, 'GET', '/api/admin/budgets'), 200);
const budgetOf = async (scope: string, id: string | null) =>
  (await budgets()).find((budget) => budget.scope === scope && budget.id === id);
const chatNotices = async (user: TestUser, chatId: string) =>
  expectStatus<ChatBudget>(
    await callAs(ctx, user, 'GET', `/api/users/${user.id}/chats/${chatId}/budget`),
    200,
  ).notices;
const messageCount = async (user: TestUser, chatId: string) =>
  expectStatus<{ messages: unknown[] }>(
    await callAs(ctx, user, 'GET', `/api/users/${user.id}/chats/${chatId}`),
    200,
  ).messages.length;

/** What the recorded model calls of a customer cost, summed by the database (nano-units). */
const recordedNano = async (customerId: string) => {
  const row = await ctx.db
    .selectFrom('model_calls')
    .select((eb) => eb.fn.sum<number | string | null>('cost_nano').as('nano'))
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return BigInt(Math.round(Number(row?.nano ?? 0)));
};
const micro = (money: string) => BigInt(money.replace('.', ''));

/** Runs refused for a spent budget of this scope, as Prometheus reads them. */
const refusalsCounted = async (scope: string) => {
  const metric = await metricsRegistry.getSingleMetric('brief_budget_refusals_total')?.get();
  return metric?.values.find((value) => value.labels.scope === scope)?.value ?? 0;
};

type Refusal = { error: { code: string; message: string; values: BudgetExhaustedValues } };

describe('a budget of 0.10 for a customer', () => {
  let chatId = '';
  let replyId = '';

  it('lets the first run go, and shows what it spent over the budget', async () => {
    const set = expectStatus<Budget>(
      await setBudget(admin, { scope: 'customer', id: acme.id, monthly: 0.1 }),
      200,
    );
    expect(set).toEqual({
      scope: 'customer',
      id: acme.id,
      name: acme.name,
      monthly: '0.100000',
      spent: '0.000000',
      currency: 'EUR',
    });
    chatId = await chatOf(member, acme);
    replyId = expectStatus<RunResponse>(await run(member, chatId), 200).assistantMessage.id;

    const listed = await budgetOf('customer', acme.id);
    expect(listed?.spent).not.toBe('0.000000');
    // What the month spent is what the recorded calls cost, to the micro-unit: over the budget.
    expect(micro(listed?.spent ?? '0')).toBe(((await recordedNano(acme.id)) + 500n) / 1000n);
    expect(micro(listed?.spent ?? '0')).toBeGreaterThan(100_000n);
  });

  it('refuses the next run with 402 naming the budget and who can raise it, storing nothing', async () => {
    const before = await messageCount(member, chatId);
    const counted = await refusalsCounted('customer');
    const refused = expectStatus<Refusal>(await run(member, chatId, 'And in autumn?'), 402);
    expect(refused.error.code).toBe('budget_exhausted');
    expect(refused.error.message).toContain(
      `The monthly budget of customer "${acme.name}" (0.10 EUR) is spent`,
    );
    expect(refused.error.message).toContain('An admin or a lead of team "Marketing" can raise it.');
    expect(refused.error.values).toMatchObject({
      scope: 'customer',
      name: acme.name,
      monthly: '0.100000',
      currency: 'EUR',
      raisedBy: 'admins_and_leads',
      team: 'Marketing',
    });
    expect(await messageCount(member, chatId)).toBe(before);
    expect(await refusalsCounted('customer')).toBe(counted + 1);
    // A regenerate is a run: refused the same way.
    expect((await regenerate(member, chatId, replyId)).statusCode).toBe(402);
  });

  it('still lets runs of another customer go, in another chat of the same person', async () => {
    const otherChat = await chatOf(member, globex);
    expectStatus(await run(member, otherChat), 200);
  });

  it('shows the chat a notice that the budget is spent', async () => {
    const notices = await chatNotices(member, chatId);
    expect(notices).toEqual([
      expect.objectContaining({ scope: 'customer', id: acme.id, name: acme.name, exhausted: true }),
    ]);
  });

  it('lets the next run go once a lead of its team raises the budget', async () => {
    expectStatus(await setBudget(lead, { scope: 'customer', id: acme.id, monthly: 1000 }), 200);
    expectStatus(await run(member, chatId, 'And in autumn?'), 200);
    expect((await budgetOf('customer', acme.id))?.monthly).toBe('1000.000000');
  });

  it('is gone once set to null, and the chat has no notice', async () => {
    expect((await setBudget(admin, { scope: 'customer', id: acme.id, monthly: 0.1 })).statusCode).toBe(200);
    expect((await run(member, chatId, 'Once more')).statusCode).toBe(402);
    expect((await setBudget(admin, { scope: 'customer', id: acme.id, monthly: null })).statusCode).toBe(204);
    expect(await budgetOf('customer', acme.id)).toBeUndefined();
    expect(await chatNotices(member, chatId)).toEqual([]);
    expectStatus(await run(member, chatId, 'Once more'), 200);
  });
});

describe('the notice at 80%', () => {
  it("appears in the chat from 80% of the customer's budget, and not before", async () => {
    const chatId = await chatOf(member, initech);
    expectStatus(await run(member, chatId), 200);
    const spent = micro(
      expectStatus<Budget>(await setBudget(admin, { scope: 'customer', id: initech.id, monthly: 1000 }), 200)
        .spent,
    );
    const amount = (share: bigint) => Number((spent * 100n) / share) / 1_000_000;

    // Spent 90% of it: the notice, runs still go.
    expectStatus(await setBudget(admin, { scope: 'customer', id: initech.id, monthly: amount(90n) }), 200);
    expect(await chatNotices(member, chatId)).toEqual([
      expect.objectContaining({
        scope: 'customer',
        id: initech.id,
        exhausted: false,
        raisedBy: 'admins_and_leads',
      }),
    ]);
    // Spent half of it: no notice.
    expectStatus(await setBudget(admin, { scope: 'customer', id: initech.id, monthly: amount(50n) }), 200);
    expect(await chatNotices(member, chatId)).toEqual([]);
    // Someone the chat is not theirs nor shared with learns nothing; another user's path is refused.
    expect(
      (await callAs(ctx, colleague, 'GET', `/api/users/${colleague.id}/chats/${chatId}/budget`)).statusCode,
    ).toBe(404);
    expect(
      (await callAs(ctx, colleague, 'GET', `/api/users/${member.id}/chats/${chatId}/budget`)).statusCode,
    ).toBe(403);
    expect((await setBudget(admin, { scope: 'customer', id: initech.id, monthly: null })).statusCode).toBe(
      204,
    );
  });
});

describe("teams' and people's budgets", () => {
  it("refuses a run when the team's budget is spent, naming the team", async () => {
    expectStatus(await setBudget(lead, { scope: 'team', id: 'marketing', monthly: 0 }), 200);
    const refused = expectStatus<Refusal>(await run(member, await chatOf(member, globex)), 402);
    expect(refused.error.values).toMatchObject({
      scope: 'team',
      name: 'Marketing',
      raisedBy: 'admins_and_leads',
    });
    expect((await setBudget(lead, { scope: 'team', id: 'marketing', monthly: null })).statusCode).toBe(204);
  });

  it("refuses a person's run under the default per person, which only admins raise; their own budget replaces it", async () => {
    expectStatus(await setBudget(admin, { scope: 'user', monthly: 0 }), 200);
    const refused = expectStatus<Refusal>(await run(member, await chatOf(member, globex)), 402);
    expect(refused.error.values).toMatchObject({ scope: 'user', raisedBy: 'admins', team: '' });
    expect(refused.error.message).toContain('An admin can raise it.');
    expect(await budgetOf('user', null)).toMatchObject({ name: 'Default per person', monthly: '0.000000' });

    expectStatus(await setBudget(admin, { scope: 'user', id: member.id, monthly: 1000 }), 200);
    expectStatus(await run(member, await chatOf(member, globex)), 200);
    expect((await setBudget(admin, { scope: 'user', id: member.id, monthly: null })).statusCode).toBe(204);
    expect((await setBudget(admin, { scope: 'user', monthly: null })).statusCode).toBe(204);
  });
});

describe('who may see and set budgets', () => {
  it("lets a lead set their team's customers' budgets and see only those", async () => {
    expectStatus(await setBudget(admin, { scope: 'customer', id: otherTeamCustomer.id, monthly: 5 }), 200);
    expectStatus(await setBudget(lead, { scope: 'customer', id: globex.id, monthly: 500 }), 200);
    expect((await budgets(lead)).map((budget) => budget.id)).toEqual([globex.id]);
    expect((await budgets(admin)).map((budget) => budget.id)).toEqual(
      expect.arrayContaining([globex.id, otherTeamCustomer.id]),
    );
  });

  it("refuses a lead another team's customer or team, and people's budgets; anyone else everything", async () => {
    for (const body of [
      { scope: 'customer', id: otherTeamCustomer.id, monthly: 1 },
      { scope: 'team', id: 'creative', monthly: 1 },
      { scope: 'customer', id: 'no-such-customer', monthly: 1 },
      { scope: 'user', id: member.id, monthly: 1 },
      { scope: 'user', monthly: 1 },
    ])
      expect((await setBudget(lead, body)).statusCode, JSON.stringify(body)).toBe(403);
    expect((await setBudget(member, { scope: 'customer', id: globex.id, monthly: 1 })).statusCode).toBe(403);
    expect((await callAs(ctx, member, 'GET', '/api/admin/budgets')).statusCode).toBe(403);
    expect((await budgetOf('customer', otherTeamCustomer.id))?.monthly).toBe('5.000000');
  });

  it('answers 422 naming the field for a missing or unknown id and an amount that does not fit', async () => {
    const field = async (body: Record<string, unknown>) => {
      const refused = expectStatus<{ error: { code: string; field: string } }>(
        await setBudget(admin, body),
        422,
      );
      expect(refused.error.code).toBe('unprocessable');
      return refused.error.field;
    };
    expect(await field({ scope: 'customer', monthly: 1 })).toBe('body.id');
    expect(await field({ scope: 'team', id: 'no-such-team', monthly: 1 })).toBe('body.id');
    expect(await field({ scope: 'customer', id: globex.id, monthly: -1 })).toBe('body.monthly');
    expect(await field({ scope: 'customer', id: globex.id, monthly: 0.1234567 })).toBe('body.monthly');
    expect(await field({ scope: 'everyone', monthly: 1 })).toBe('body.scope');
  });

  it('records every change in the audit log, read by the team lead', async () => {
    const page = expectStatus<AuditPage>(
      await callAs(ctx, lead, 'GET', '/api/admin/audit?action=budget.changed'),
      200,
    );
    expect(page.entries.length).toBeGreaterThan(0);
    expect(page.entries[0]).toMatchObject({
      action: 'budget.changed',
      targetType: 'customer',
      targetId: globex.id,
      detail: { scope: 'customer', monthly: { from: null, to: '500.000000' }, currency: 'EUR' },
    });
  });
});

describe("the customer a chat's runs are about", () => {
  it("is the one of the chat's name in its team: a chat started with the name only is charged and held by its budget", async () => {
    const chatId = await createChat(ctx, member, { app_name: 'marketing_agent', customerName: globex.name });
    const before = await recordedNano(globex.id);
    expectStatus(await run(member, chatId), 200);
    expect(await recordedNano(globex.id)).toBeGreaterThan(before);

    expectStatus(await setBudget(admin, { scope: 'customer', id: globex.id, monthly: 0.1 }), 200);
    const refused = expectStatus<Refusal>(await run(member, chatId, 'And in autumn?'), 402);
    expect(refused.error.values).toMatchObject({ scope: 'customer', name: globex.name });
    expect(await chatNotices(member, chatId)).toEqual([
      expect.objectContaining({ scope: 'customer', id: globex.id, exhausted: true }),
    ]);
    expect((await setBudget(admin, { scope: 'customer', id: globex.id, monthly: null })).statusCode).toBe(
      204,
    );
  });
});

describe('the month', () => {
  it('starts again on the first: what was spent last month no longer counts', async () => {
    const chatId = await chatOf(member, initech);
    expectStatus(await run(member, chatId), 200);
    expectStatus(await setBudget(admin, { scope: 'customer', id: initech.id, monthly: 0.1 }), 200);
    expect((await run(member, chatId, 'Again')).statusCode).toBe(402);
    ctx.clock.advance(31 * 24 * 3600_000);
    // A month on, their sign-ins have ended too.
    const [adminNow, memberNow] = [await signInAgain(ctx, admin), await signInAgain(ctx, member)];
    const listed = expectStatus<Budget[]>(await callAs(ctx, adminNow, 'GET', '/api/admin/budgets'), 200);
    expect(listed.find((budget) => budget.id === initech.id)?.spent).toBe('0.000000');
    expectStatus(await run(memberNow, chatId, 'Again'), 200);
  });
});
