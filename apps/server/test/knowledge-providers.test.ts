import { adminPaths, type AdminCustomer, type CustomerDocument } from '@brief/contract/admin-console';
import type { ChatMessage } from '@brief/contract/chats';
import { isDocumentSource } from '@brief/contract/knowledge';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { createEmbedder } from '../src/knowledge/embeddings';
import { startFakeEmbeddingsServer } from './fake-embeddings-server';
import { startFakeOpenAiServer } from './fake-openai-server';
import { pdfWithPages } from './fixtures/pdf-builder';
import { bearer, buildTestApp, createChat, createUser, type TestContext, type TestUser } from './helper';
import { indexProgress, uploadAll, waitForIndexing } from './knowledge-helpers';

/**
 * Customer knowledge with what a real deployment adds: an embeddings provider (hybrid search), a real
 * model that calls search_customer_knowledge and cites [1], and an indexing queue that outlives its
 * instance.
 */

function expectStatus<T>(response: LightMyRequestResponse, status: number): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

async function customerOf(ctx: TestContext, admin: TestUser, name: string): Promise<AdminCustomer> {
  return expectStatus<AdminCustomer>(
    await ctx.app.inject({
      method: 'POST',
      url: adminPaths.customers('marketing'),
      headers: bearer(admin.token),
      payload: { name, description: 'Test customer', profile: `# ${name}\n## Goals\n- Grow in Iberia.` },
    }),
    201,
  );
}

async function documentsOf(ctx: TestContext, admin: TestUser, customerId: string) {
  return expectStatus<CustomerDocument[]>(
    await ctx.app.inject({
      method: 'GET',
      url: adminPaths.documents('marketing', customerId),
      headers: bearer(admin.token),
    }),
    200,
  );
}

async function askAndRead(ctx: TestContext, user: TestUser, chatId: string, message: string) {
  const url = `/api/users/${user.id}/chats/${chatId}`;
  expectStatus(
    await ctx.app.inject({
      method: 'POST',
      url: `${url}/run`,
      headers: bearer(user.token),
      payload: { message },
    }),
    200,
  );
  const detail = expectStatus<{ messages: ChatMessage[] }>(
    await ctx.app.inject({ method: 'GET', url, headers: bearer(user.token) }),
    200,
  );
  const reply = detail.messages.at(-1);
  if (reply?.role !== 'assistant') throw new Error('no reply stored');
  return reply;
}

describe('with an embeddings provider', async () => {
  const embeddings = await startFakeEmbeddingsServer();
  afterAll(() => embeddings.close());
  const embedder = createEmbedder({ baseUrl: embeddings.baseUrl, model: 'fake-embed', apiKey: undefined });
  // Every batch of texts the provider is asked to embed (passages when indexing, questions when searching).
  const embedded: string[][] = [];
  const ctx = await buildTestApp({
    embedder: {
      model: embedder.model,
      embed: (texts, timeoutMs) => {
        embedded.push([...texts]);
        return embedder.embed(texts, timeoutMs);
      },
    },
  });
  const admin = await createUser(ctx, { admin: true });
  const user = await createUser(ctx, { teams: ['marketing'] });
  const customer = await customerOf(ctx, admin, 'Nordlys Foods');
  await uploadAll(ctx.app, admin, 'marketing', customer.id, [
    {
      name: 'annual-review.md',
      body: '# Annual review\n\n## Finance\n\nQuarterly turnover climbed strongly across the northern region after the spring relaunch.\n',
    },
    {
      name: 'media-plan.md',
      body: '# Media plan\n\n## Channels\n\nPodcast sponsorship and out-of-home posters carry the summer flight in coastal towns.\n',
    },
    { name: 'refused.md', body: '# Notes\n\nThis text makes the fake provider fail: FAIL-EMBED.\n' },
  ]);
  await waitForIndexing(ctx.app, admin, 'marketing', customer.id);

  it('stores a vector with every passage, and marks a document whose embeddings failed as failed', async () => {
    const documents = await documentsOf(ctx, admin, customer.id);
    const refused = documents.find((d) => d.name === 'refused.md');
    expect(refused).toMatchObject({ status: 'failed', passages: 0 });
    expect(refused?.reason).toMatch(/^Embeddings could not be made: the embeddings provider answered 500/);
    const rows = await ctx.db
      .selectFrom('document_passages')
      .select(['embedding'])
      .where('customer_id', '=', customer.id)
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.embedding !== null && row.embedding.length === 64 * 4)).toBe(true);
  });

  it('finds a passage by meaning when no word of the question is in it, and cites it', async () => {
    const chatId = await createChat(ctx, user, {
      app_name: 'marketing_agent',
      customerName: customer.name,
      specialists: [],
    });
    // "revenue" and "increase" are not in the review; the fake's vectors put them next to "turnover" and "climbed".
    const reply = await askAndRead(ctx, user, chatId, 'Did revenue increase?');
    expect(reply.content).toContain('Quarterly turnover climbed strongly across the northern region');
    expect(reply.sources?.filter(isDocumentSource).map((s) => [s.documentName, s.location])).toEqual([
      ['annual-review.md', 'Annual review › Finance'],
    ]);
  });

  it('asks the embeddings of a question in both languages, so a Spanish question finds an English passage', async () => {
    const chatId = await createChat(ctx, user, {
      app_name: 'marketing_agent',
      customerName: customer.name,
      specialists: [],
    });
    const question = '¿Aumentaron los ingresos?';
    const reply = await askAndRead(ctx, user, chatId, question);

    // The Spanish words mean nothing to the English passages' vectors; their English version does.
    expect(embedded.filter((texts) => texts.includes(question))).toEqual([[question, 'income revenue']]);
    expect(reply.content).toContain('Quarterly turnover climbed strongly across the northern region');
    expect(reply.sources?.filter(isDocumentSource).map((s) => s.documentName)).toEqual(['annual-review.md']);
  });
});

describe('with a real model that searches and cites', async () => {
  const fake = await startFakeOpenAiServer();
  afterAll(() => fake.close());
  const ctx = await buildTestApp({
    env: { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model' },
    modelTimeouts: { totalMs: 3000, chunkMs: 2000 },
  });
  const admin = await createUser(ctx, { admin: true });
  const user = await createUser(ctx, { teams: ['marketing'] });
  const customer = await customerOf(ctx, admin, 'Halcyon Stores');
  const pdf = pdfWithPages([
    ['Method of the audit.'],
    ['Staffing was adequate.'],
    ['The Halcyon pop-up in Porto sold 7,420 tote bags in its opening weekend.'],
  ]);
  await uploadAll(ctx.app, admin, 'marketing', customer.id, [
    { name: 'store-audit.pdf', body: pdf, type: 'application/pdf' },
    { name: 'brand-book.md', body: '# Brand book\n\n## Tone\n\nWarm, plain and a little playful.\n' },
  ]);
  await waitForIndexing(ctx.app, admin, 'marketing', customer.id);

  it('gives the model the search tool and the prompt to cite, and stores the passages the reply cites', async () => {
    const chatId = await createChat(ctx, user, {
      app_name: 'marketing_agent',
      customerName: customer.name,
      specialists: [],
    });
    const answer = 'The pop-up sold 7,420 tote bags in its first weekend [1]. The brand voice is warm [9].';
    fake.enqueue(
      {
        kind: 'tool-call',
        name: 'search_customer_knowledge',
        arguments: { query: 'Halcyon pop-up Porto tote bags' },
      },
      { kind: 'text', text: answer },
    );
    const reply = await askAndRead(ctx, user, chatId, 'How many tote bags did the pop-up sell?');
    expect(reply.content).toBe(answer);

    const [first, second] = fake.requests.map((request) => request.body);
    expect(first?.tools?.map((tool) => tool.function.name)).toEqual(
      expect.arrayContaining(['load_customer_data', 'search_customer_knowledge']),
    );
    const system = JSON.stringify(first?.messages.find((m) => m.role === 'system')?.content);
    expect(system).toContain('search_customer_knowledge');
    expect(system).toContain('Cite only passages the tool returned');
    const result = JSON.stringify(second?.messages.find((m) => m.role === 'tool')?.content);
    expect(result).toContain('\\"source\\":1');
    expect(result).toContain('store-audit.pdf');
    expect(result).toContain('page 3');

    // [9] named no passage the model was given: it is not a source.
    expect(reply.sources).toHaveLength(1);
    expect(reply.sources?.[0]).toMatchObject({
      n: 1,
      documentName: 'store-audit.pdf',
      location: 'page 3',
      locator: { kind: 'page', page: 3 },
    });
    expect(reply.sources?.filter(isDocumentSource)[0]?.snippet).toContain('7,420 tote bags');
  });
});

describe('a Spanish question to a real model, about English documents', async () => {
  const fake = await startFakeOpenAiServer();
  afterAll(() => fake.close());
  const ctx = await buildTestApp({
    env: { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model' },
    modelTimeouts: { totalMs: 3000, chunkMs: 2000 },
  });
  const admin = await createUser(ctx, { admin: true });
  const user = await createUser(ctx, { teams: ['marketing'] });
  const customer = await customerOf(ctx, admin, 'Northwind Test');
  await uploadAll(ctx.app, admin, 'marketing', customer.id, [
    {
      name: 'northwind-brand-book.md',
      body: '# Brand book\n\n## Colours\n\nRoast Brown and Cream.\n\n## Mascot\n\nOur mascot is Pip, a curious fox in a barista apron.\n',
    },
  ]);
  await waitForIndexing(ctx.app, admin, 'marketing', customer.id);

  it("finds and cites the mascot passage for the model's Spanish query", async () => {
    const chatId = await createChat(ctx, user, {
      app_name: 'marketing_agent',
      customerName: customer.name,
      specialists: [],
    });
    const answer = 'La mascota de la marca es Pip, un zorro curioso con delantal de barista [1].';
    fake.enqueue(
      { kind: 'tool-call', name: 'search_customer_knowledge', arguments: { query: 'mascota de la marca' } },
      { kind: 'text', text: answer },
    );
    const reply = await askAndRead(ctx, user, chatId, '¿Cuál es la mascota de la marca?');

    const [first, second] = fake.requests.map((request) => request.body);
    const tool = first?.tools?.find((t) => t.function.name === 'search_customer_knowledge');
    expect(JSON.stringify(tool)).toContain('searched in both');
    const result = JSON.stringify(second?.messages.find((m) => m.role === 'tool')?.content);
    // The mascot's passage comes first: the query's English version holds its words.
    expect(result).toMatch(/\\"source\\":1,[^}]*Brand book › Mascot[^}]*Our mascot is Pip/);
    expect(reply.content).toBe(answer);
    expect(reply.sources?.filter(isDocumentSource).map((s) => [s.n, s.documentName, s.location])).toEqual([
      [1, 'northwind-brand-book.md', 'Brand book › Mascot'],
    ]);
  });
});

describe('the indexing queue', async () => {
  // This instance takes uploads but indexes nothing: its documents wait in the database.
  const ctx = await buildTestApp({ indexing: { start: false } });
  const admin = await createUser(ctx, { admin: true });
  const customer = await customerOf(ctx, admin, 'Queue Test Co');

  it('keeps queued documents in the database for another (or a restarted) instance to index', async () => {
    const uploaded = await uploadAll(ctx.app, admin, 'marketing', customer.id, [
      { name: 'one.md', body: '# One\n\nThe first document.\n' },
      { name: 'two.md', body: '# Two\n\nThe second document.\n' },
    ]);
    expect(uploaded.map((d) => d.status)).toEqual(['queued', 'queued']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await indexProgress(ctx.app, admin, 'marketing', customer.id)).toMatchObject({
      queued: 2,
      indexed: 0,
    });

    // A claim left behind by an instance that died mid-way is taken again once it is stale.
    const [first] = uploaded;
    await ctx.db
      .updateTable('customer_documents')
      .set({ status: 'indexing', claimed_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', first?.id ?? '')
      .execute();

    const db = openDatabase(ctx.config);
    const second = await buildApp({ config: ctx.config, db, clock: ctx.clock, indexing: { pollMs: 100 } });
    await second.ready();
    try {
      const progress = await waitForIndexing(second, admin, 'marketing', customer.id);
      expect(progress).toMatchObject({ total: 2, indexed: 2, passages: 2 });
      expect((await documentsOf(ctx, admin, customer.id)).map((d) => d.status)).toEqual([
        'indexed',
        'indexed',
      ]);
    } finally {
      await second.close();
      await db.destroy();
    }
  });
});
