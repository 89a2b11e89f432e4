import type { AuditPage } from '@brief/contract/admin-console';
import type { RunResponse } from '@brief/contract/chats';
import { costCsvColumns, type CostReport, type PriceList, type UserCosts } from '@brief/contract/costs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
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

// Every answer of the fake provider reports 1,000 prompt tokens (400 of them cached) and 200 completion
// tokens. At 2.50 / 10 / 0.50 EUR a million (input / output / cached input), one call costs
// 600 × 2.50 + 400 × 0.50 + 200 × 10 = 3,700 a million: 0.003700 EUR.
const fake = await startFakeOpenAiServer({
  usage: { promptTokens: 1000, completionTokens: 200, cachedTokens: 400 },
});
afterAll(() => fake.close());
const ctx = await buildTestApp({
  env: { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model' },
  modelTimeouts: { totalMs: 5000, chunkMs: 3000 },
});
beforeEach(() => fake.reset());

let admin = await createUser(ctx, { admin: true });
let lead = await createUser(ctx, { leadOf: ['marketing'], teams: ['marketing'] });
let member = await createUser(ctx, { teams: ['marketing'] });
let creativeMember = await createUser(ctx, { teams: ['creative'] });

const customersOf = (team: string) =>
  ctx.db
    .selectFrom('customers')
    .select(['id', 'name'])
    .where('agent_id', '=', team)
    .orderBy('name')
    .execute();
const [acme, globex, initech] = await customersOf('marketing');
const [creativeCustomer] = await customersOf('creative');
if (!acme || !globex || !initech || !creativeCustomer)
  throw new Error('the demo catalogue has too few customers');

const PRICE = {
  provider: 'openai-compatible',
  model: 'fake-model',
  inputPerMillion: 2.5,
  outputPerMillion: 10,
  cachedInputPerMillion: 0.5,
};
const putPrices = (user: TestUser, body: unknown) => callAs(ctx, user, 'PUT', '/api/admin/prices', body);

const chatOf = (user: TestUser, team: string, customer: { id: string; name: string }) =>
  createChat(ctx, user, { app_name: `${team}_agent`, customerId: customer.id, customerName: customer.name });
const run = async (user: TestUser, chatId: string, message = 'Where should the summer budget go?') =>
  expectStatus<RunResponse>(
    await callAs(ctx, user, 'POST', `/api/users/${user.id}/chats/${chatId}/run`, { message }),
    200,
  );
const report = async (user: TestUser, query: string) =>
  expectStatus<CostReport>(await callAs(ctx, user, 'GET', `/api/admin/costs?${query}`), 200);
const day = (offsetDays = 0) =>
  new Date(ctx.clock.now().getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
/** The next day, everyone signed in again (a day outlives a token). */
async function nextDay() {
  ctx.clock.advance(86_400_000);
  [admin, lead, member, creativeMember] = await Promise.all([
    signInAgain(ctx, admin),
    signInAgain(ctx, lead),
    signInAgain(ctx, member),
    signInAgain(ctx, creativeMember),
  ]);
}

/** The cells of a CSV line (quoted cells may hold commas and doubled quotes). */
const csvCells = (line: string): string[] =>
  [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell = '']) =>
    cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell,
  );

/** A decimal string of six decimals as whole micro-units, to add money up exactly. */
const micro = (cost: string | null) => (cost === null ? 0 : Number(cost.replace('.', '')));

describe('the price list', () => {
  it('starts empty in EUR, and is the admins’ alone', async () => {
    expect(expectStatus<PriceList>(await callAs(ctx, admin, 'GET', '/api/admin/prices'), 200)).toEqual({
      currency: 'EUR',
      models: [],
    });
    expect((await callAs(ctx, lead, 'GET', '/api/admin/prices')).statusCode).toBe(403);
    expect((await putPrices(lead, { currency: 'EUR', models: [PRICE] })).statusCode).toBe(403);
    expect((await putPrices(member, { currency: 'EUR', models: [PRICE] })).statusCode).toBe(403);
  });

  it('refuses what it cannot keep exactly with 422, naming the field', async () => {
    const refused = async (body: unknown, field: string) => {
      const answer = await putPrices(admin, body);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json<{ error: { code: string; field: string } }>().error).toMatchObject({
        code: 'unprocessable',
        field,
      });
    };
    await refused({ currency: 'euro', models: [] }, 'body.currency');
    await refused(
      { currency: 'EUR', models: [{ ...PRICE, inputPerMillion: -1 }] },
      'body.models.0.inputPerMillion',
    );
    await refused(
      { currency: 'EUR', models: [{ ...PRICE, outputPerMillion: 0.0000001 }] },
      'body.models.0.outputPerMillion',
    );
    await refused({ currency: 'EUR', models: [PRICE, PRICE] }, 'body.models.1');
    expect(expectStatus<PriceList>(await callAs(ctx, admin, 'GET', '/api/admin/prices'), 200).models).toEqual(
      [],
    );
  });
});

describe('costs', () => {
  // Day 0: no prices yet. Day 1: priced at PRICE. Day 2: the price doubled.
  const day0 = day();
  let acmeChat = '';

  it('counts the tokens of a model without a price and says it has none', async () => {
    acmeChat = await chatOf(member, 'marketing', acme);
    await run(member, acmeChat);
    const byModel = await report(admin, `from=${day0}&to=${day0}&groupBy=model`);
    expect(byModel.rows).toEqual([
      {
        key: 'openai-compatible/fake-model',
        name: 'openai-compatible/fake-model',
        runs: 1,
        inputTokens: 1000,
        outputTokens: 200,
        cachedInputTokens: 400,
        cost: null,
        estimated: false,
        unpriced: true,
      },
    ]);
    expect(byModel.total).toMatchObject({ runs: 1, cost: null, unpriced: true });
  });

  it('records every call of runs, tool steps, regenerations, follow-ups and titles at the price in force, exact to the cent', async () => {
    await nextDay();
    const saved = expectStatus<PriceList>(await putPrices(admin, { currency: 'EUR', models: [PRICE] }), 200);
    expect(saved).toEqual({ currency: 'EUR', models: [PRICE] });
    const audit = expectStatus<AuditPage>(
      await callAs(ctx, admin, 'GET', '/api/admin/audit?action=prices.changed'),
      200,
    );
    expect(audit.entries[0]?.detail).toMatchObject({ added: ['openai-compatible/fake-model'] });

    // A run: one call. A run with a tool step: two. A regenerate: one (a run of its own).
    await run(member, acmeChat);
    const sent = fake.requests.length;
    fake.enqueue({ kind: 'tool-call', name: 'load_customer_data', arguments: {} });
    const withTool = await run(member, acmeChat, 'What does Acme sell?');
    expect(fake.requests.length - sent).toBe(2);
    const regenerated = await callAs(
      ctx,
      member,
      'POST',
      `/api/users/${member.id}/chats/${acmeChat}/messages/${withTool.assistantMessage.id}/regenerate`,
      {},
    );
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    // Follow-ups and a title: one call each, no run.
    expectStatus(await callAs(ctx, member, 'GET', `/api/users/${member.id}/chats/${acmeChat}/related`), 200);
    expectStatus(
      await callAs(ctx, member, 'GET', `/api/users/${member.id}/chats/${acmeChat}/suggested_title`),
      200,
    );
    const globexChat = await chatOf(member, 'marketing', globex);
    await run(member, globexChat);

    const calls = await ctx.db
      .selectFrom('model_calls')
      .select(['purpose', 'cost_nano', 'currency'])
      .where('at', '>=', `${day()}T00:00:00.000Z`)
      .orderBy('at')
      .orderBy('purpose')
      .execute();
    expect(calls.map((call) => call.purpose).sort()).toEqual([
      'follow_ups',
      'reply',
      'reply',
      'reply',
      'reply',
      'title',
      'tool_step',
    ]);
    expect(calls.every((call) => Number(call.cost_nano) === 3_700_000 && call.currency === 'EUR')).toBe(true);

    const byCustomer = await report(admin, `from=${day()}&to=${day()}&groupBy=customer`);
    expect(byCustomer.currency).toBe('EUR');
    expect(byCustomer.rows.map((row) => [row.name, row.runs, row.inputTokens, row.cost])).toEqual([
      [acme.name, 3, 6000, '0.022200'],
      [globex.name, 1, 1000, '0.003700'],
    ]);
    expect(byCustomer.total).toEqual({
      runs: 4,
      inputTokens: 7000,
      outputTokens: 1400,
      cachedInputTokens: 2800,
      cost: '0.025900',
      estimated: false,
      unpriced: false,
    });
  });

  it('leaves what was spent at the price it had when the price changes', async () => {
    const before = await report(admin, `from=${day0}&to=${day()}&groupBy=day`);
    await nextDay();
    await putPrices(admin, {
      currency: 'EUR',
      models: [{ ...PRICE, inputPerMillion: 5, outputPerMillion: 20, cachedInputPerMillion: 1 }],
    });
    const chat = await chatOf(member, 'marketing', initech);
    await run(member, chat);
    const after = await report(admin, `from=${day0}&to=${day()}&groupBy=day`);
    expect(after.rows.slice(0, 2)).toEqual(before.rows);
    expect(after.rows[2]).toMatchObject({ key: day(), runs: 1, cost: '0.007400' });
    expect(after.total.cost).toBe('0.033300');
  });

  it('gives the same rows as CSV, adding up to the JSON', async () => {
    for (const groupBy of ['customer', 'day', 'user', 'month']) {
      const query = `from=${day0}&to=${day()}&groupBy=${groupBy}`;
      const json = await report(admin, query);
      const csv = await callAs(ctx, admin, 'GET', `/api/admin/costs?${query}&format=csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      const [header, ...lines] = csv.body.trimEnd().split('\r\n');
      expect(header).toBe(costCsvColumns.join(','));
      expect(lines).toHaveLength(json.rows.length);
      const cells = lines.map(csvCells);
      const costColumn = costCsvColumns.indexOf('cost');
      const runsColumn = costCsvColumns.indexOf('runs');
      expect(cells.reduce((sum, row) => sum + micro(row[costColumn] ?? ''), 0)).toBe(micro(json.total.cost));
      expect(cells.map((row) => row[costColumn])).toEqual(json.rows.map((row) => row.cost ?? ''));
      expect(cells.map((row) => Number(row[runsColumn]))).toEqual(json.rows.map((row) => row.runs));
    }
  });

  it('shows a lead their teams’ calls only; an admin everything', async () => {
    const creativeChat = await chatOf(creativeMember, 'creative', creativeCustomer);
    await run(creativeMember, creativeChat);
    const range = `from=${day0}&to=${day()}&groupBy=team`;
    expect((await report(admin, range)).rows.map((row) => row.key).sort()).toEqual(['creative', 'marketing']);
    const forLead = await report(lead, range);
    expect(forLead.rows.map((row) => row.key)).toEqual(['marketing']);
    expect(forLead.total.runs).toBe(6);
    const byCustomer = await report(lead, `from=${day0}&to=${day()}&groupBy=customer`);
    expect(byCustomer.rows.map((row) => row.key)).not.toContain(creativeCustomer.id);
    expect((await callAs(ctx, member, 'GET', `/api/admin/costs?${range}`)).statusCode).toBe(403);
  });

  it('names a chat for its owner only', async () => {
    const leadChat = await chatOf(lead, 'marketing', globex);
    await run(lead, leadChat);
    const title = (
      await ctx.db.selectFrom('chats').select('title').where('id', '=', leadChat).executeTakeFirst()
    )?.title;
    const rows = (await report(lead, `from=${day0}&to=${day()}&groupBy=chat`)).rows;
    expect(rows.find((row) => row.key === leadChat)).toMatchObject({ name: title, runs: 1 });
    expect(rows.find((row) => row.key === acmeChat)).toMatchObject({ name: null, runs: 4 });
  });

  it('refuses a range it cannot read with 422', async () => {
    for (const query of [
      'from=2026-02-30',
      'to=yesterday',
      `from=${day()}&to=${day(-1)}`,
      'from=2020-01-01&to=2026-01-01',
      'groupBy=week',
    ]) {
      const answer = await callAs(ctx, admin, 'GET', `/api/admin/costs?${query}`);
      expect(answer.statusCode, query).toBe(422);
      expect(answer.json<{ error: { code: string } }>().error.code).toBe('unprocessable');
    }
  });

  it('gives each user their own month, and no one else’s', async () => {
    const month = expectStatus<UserCosts>(
      await callAs(ctx, member, 'GET', `/api/users/${member.id}/costs`),
      200,
    );
    // This month: day 1's calls (7 × 0.0037) and day 2's run (0.0074); day 0's had no price.
    expect(month).toEqual({ currency: 'EUR', month: day().slice(0, 7), cost: '0.033300', runs: 6 });
    expect((await callAs(ctx, member, 'GET', `/api/users/${admin.id}/costs`)).statusCode).toBe(403);
    expect(
      expectStatus<UserCosts>(await callAs(ctx, admin, 'GET', `/api/users/${admin.id}/costs`), 200),
    ).toMatchObject({ cost: '0.000000', runs: 0 });
  });

  it('records what a failed reply used, estimated where the provider said nothing', async () => {
    const chat = await chatOf(member, 'marketing', acme);
    fake.enqueue({ kind: 'malformed', textBefore: 'Half an answer, then noise' });
    const failed = await callAs(ctx, member, 'POST', `/api/users/${member.id}/chats/${chat}/run`, {
      message: 'Try this',
    });
    expect(failed.statusCode).toBe(502);
    const [call] = await ctx.db.selectFrom('model_calls').selectAll().where('chat_id', '=', chat).execute();
    expect(call).toMatchObject({ purpose: 'reply', estimated: 1, user_id: member.id, customer_id: acme.id });
    expect(Number(call?.output_tokens)).toBeGreaterThan(0);
  });
});

describe('a stopped reply', () => {
  it('counts what it used, estimated, at the price in force', async () => {
    const chat = await chatOf(member, 'marketing', globex);
    fake.enqueue({ kind: 'text', text: 'word '.repeat(200), tokenDelayMs: 20 });
    const running = callAs(ctx, member, 'POST', `/api/users/${member.id}/chats/${chat}/run`, {
      message: 'Write at length',
    });
    // Stopped once the model has written a few words.
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    while (fake.requests.at(-1)?.firstTokenAt == null) await sleep(20);
    await sleep(150);
    expect((await callAs(ctx, member, 'POST', `/api/users/${member.id}/chats/${chat}/stop`)).statusCode).toBe(
      200,
    );
    expect(expectStatus<RunResponse>(await running, 200).stopped).toBe(true);
    const calls = await ctx.db.selectFrom('model_calls').selectAll().where('chat_id', '=', chat).execute();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ purpose: 'reply', estimated: 1, currency: 'EUR' });
    expect(Number(calls[0]?.output_tokens)).toBeGreaterThan(0);
    expect(Number(calls[0]?.cost_nano)).toBeGreaterThan(0);
  });
});

describe('whom a chat’s calls are charged to', () => {
  it('is the customer of the chat’s name in its team, never the customer id its client stored', async () => {
    const byName = await createChat(ctx, member, { app_name: 'marketing_agent', customerName: initech.name });
    // A chat about Acme whose stored customer id (the client's echo) names another team's customer.
    const forged = await createChat(ctx, member, { app_name: 'marketing_agent', customerName: acme.name });
    await ctx.db
      .updateTable('chats')
      .set({ customer_id: creativeCustomer.id })
      .where('id', '=', forged)
      .execute();
    for (const chat of [byName, forged]) {
      await run(member, chat);
      expectStatus(await callAs(ctx, member, 'GET', `/api/users/${member.id}/chats/${chat}/related`), 200);
    }
    const charged = await ctx.db
      .selectFrom('model_calls')
      .select(['chat_id', 'purpose', 'customer_id', 'team_id'])
      .where('chat_id', 'in', [byName, forged])
      .orderBy('purpose')
      .execute();
    expect(charged.filter((call) => call.chat_id === byName)).toEqual([
      { chat_id: byName, purpose: 'follow_ups', customer_id: initech.id, team_id: 'marketing' },
      { chat_id: byName, purpose: 'reply', customer_id: initech.id, team_id: 'marketing' },
    ]);
    expect(charged.filter((call) => call.chat_id === forged).map((call) => call.customer_id)).toEqual([
      acme.id,
      acme.id,
    ]);
  });
});
