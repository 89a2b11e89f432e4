import { afterAll, describe, expect, it, vi } from 'vitest';
import { WEB_SEARCH, webSearchTool, type WebSearchOutput } from '../src/agents/tools/web-search';
import { loadConfig, type Config } from '../src/config';
import { createSearchProvider } from '../src/search/providers';
import {
  MAX_RESULTS,
  SNIPPET_MAX_CHARS,
  SearchFailure,
  type SearchProvider,
} from '../src/search/search-provider';
import { startFakeSearchServer } from './fake-search-server';
import { bearer, buildTestApp, createChat, createUser, type TestContext } from './helper';

const fake = await startFakeSearchServer();
afterAll(() => fake.close());

const KEY = 'sk-search-secret-123';
const provider = (search: Partial<Config['search']>, timeoutMs = 2000): SearchProvider => {
  const made = createSearchProvider(
    { provider: 'none', url: undefined, apiKey: KEY, ...search },
    { apiBaseUrl: fake.baseUrl, timeoutMs },
  );
  if (made === null) throw new Error('no provider');
  return made;
};

/** What a provider failed with; the test fails if it answered. */
async function failureOf(search: Promise<unknown>): Promise<SearchFailure> {
  const error: unknown = await search.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof SearchFailure)) throw new Error(`expected a SearchFailure, got ${String(error)}`);
  return error;
}

describe('search providers against a local fake API', () => {
  it('SearXNG: GET /search?q=…&format=json under SEARCH_URL, results bounded and cleaned', async () => {
    fake.reset();
    const searxng = provider({ provider: 'searxng', url: `${fake.baseUrl}/`, apiKey: undefined });
    const results = await searxng.search('cold brew', {});

    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: 'GET',
      path: '/search',
      query: { q: 'cold brew', format: 'json' },
    });
    // Eight of ten, without the javascript: one; markup and entities gone; the long text cut.
    expect(results).toHaveLength(MAX_RESULTS);
    expect(results.map((r) => r.url)).not.toContain('javascript:alert(1)');
    expect(results[0]).toEqual({
      title: 'cold brew — market report 2026',
      url: 'https://research.example.com/reports/2026?topic=coffee',
      snippet: 'The cold brew market grew 12% in 2025 & keeps growing.',
    });
    const long = results.find((r) => r.title === 'Long read');
    expect(long?.snippet.length).toBeLessThanOrEqual(SNIPPET_MAX_CHARS);
    expect(long?.snippet.endsWith('…')).toBe(true);
  });

  it('Brave: the key in X-Subscription-Token, never in the address', async () => {
    fake.reset();
    const results = await provider({ provider: 'brave' }).search('oat milk', {});
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'GET', path: '/res/v1/web/search', query: { q: 'oat milk' } });
    expect(request?.headers['x-subscription-token']).toBe(KEY);
    expect(JSON.stringify(request?.query)).not.toContain(KEY);
    expect(results[0]?.snippet).toBe('The oat milk market grew 12% in 2025 & keeps growing.');
  });

  it('Tavily: a JSON POST to /search with the key as a bearer token', async () => {
    fake.reset();
    const results = await provider({ provider: 'tavily' }).search('retail media', {});
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/search' });
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
      query: 'retail media',
      max_results: MAX_RESULTS,
    });
    expect(results.map((r) => r.title)).toContain('Trends [2026] (summary)');
  });

  it('Google Programmable Search: key, engine id (SEARCH_URL) and query as parameters', async () => {
    fake.reset();
    const google = provider({ provider: 'google', url: 'a1b2c3d4e5f6g7h8i' });
    const results = await google.search('brand lift', {});
    expect(fake.requests[0]).toMatchObject({
      method: 'GET',
      path: '/customsearch/v1',
      query: { key: KEY, cx: 'a1b2c3d4e5f6g7h8i', q: 'brand lift' },
    });
    expect(results).toHaveLength(MAX_RESULTS);
    // No `items` is how Google says "nothing found".
    fake.enqueue({ kind: 'empty' });
    expect(await google.search('nothing', {})).toEqual([]);
  });

  it('accepts a Google engine id as SEARCH_URL, and only an address for SearXNG', () => {
    const google = loadConfig({
      SEARCH_PROVIDER: 'google',
      SEARCH_URL: 'a1b2c3d4e5f6g7h8i',
      SEARCH_API_KEY: 'k',
    });
    expect(google.search).toEqual({ provider: 'google', url: 'a1b2c3d4e5f6g7h8i', apiKey: 'k' });
    expect(() => loadConfig({ SEARCH_PROVIDER: 'searxng', SEARCH_URL: 'searx.local' })).toThrow(/SEARCH_URL/);
  });

  it('turns a refusal, a malformed answer, silence and an unreachable server into failures without the key', async () => {
    fake.reset();
    const google = provider({ provider: 'google', url: 'cx-id' }, 300);

    fake.enqueue({ kind: 'status', status: 500 });
    const refused = await failureOf(google.search('q', {}));
    expect(refused.reason).toBe('status');
    expect(refused.message).toContain('500');

    fake.enqueue({ kind: 'malformed' });
    expect((await failureOf(google.search('q', {}))).reason).toBe('malformed');

    fake.enqueue({ kind: 'hang' });
    const started = Date.now();
    const slow = await failureOf(google.search('q', {}));
    expect(slow.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);

    const closed = await startFakeSearchServer();
    await closed.close();
    const gone = createSearchProvider(
      { provider: 'brave', url: undefined, apiKey: KEY },
      { apiBaseUrl: closed.baseUrl, timeoutMs: 1000 },
    );
    expect((await failureOf(gone?.search('q', {}) ?? Promise.resolve())).reason).toBe('network');

    for (const failure of [refused, slow])
      expect(`${failure.message} ${failure.stack ?? ''}`).not.toContain(KEY);
  });

  it('is no provider at all when SEARCH_PROVIDER is none', () => {
    expect(createSearchProvider({ provider: 'none', url: undefined, apiKey: undefined })).toBeNull();
  });
});

describe('the web_search tool', () => {
  const execute = async (search: SearchProvider, log: { warn: (obj: object, msg: string) => void }) => {
    const tool = webSearchTool(search, log);
    if (tool.execute === undefined) throw new Error('web_search cannot run');
    return (await tool.execute(
      { query: 'cold brew' },
      { toolCallId: 'call-1', messages: [] },
    )) as WebSearchOutput;
  };

  it('answers a failure as a result the model can report, and logs it without the key or address', async () => {
    fake.reset();
    fake.enqueue({ kind: 'status', status: 503 });
    const log = { warn: vi.fn<(obj: object, msg: string) => void>() };
    const output = await execute(provider({ provider: 'google', url: 'cx-id' }), log);
    expect(output).toEqual({
      query: 'cold brew',
      error: 'The web search failed: the search service answered with status 503.',
      reason: 'status',
    });
    expect(log.warn).toHaveBeenCalledWith({ provider: 'google', reason: 'status' }, 'web search failed');
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain(KEY);
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain(fake.baseUrl);
  });
});

type RunBody = {
  message: string;
  events: { type: string; data: Record<string, unknown> }[];
  assistantMessage: { id: string; content: string };
};

const SEARCH_QUERY = 'tendencias de café frío 2026';
/** The web app's Search dialog prompt (apps/web searchPrompt). */
const searchPrompt = (query: string) =>
  `Usa el agente principal para buscar en Google: "${query}". Resume los resultados más relevantes y cita sus fuentes.`;

async function runSearch(ctx: TestContext) {
  const user = await createUser(ctx, { teams: ['marketing'] });
  const chatId = await createChat(ctx, user, { app_name: 'marketing_agent' });
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/users/${user.id}/chats/${chatId}/run`,
    headers: bearer(user.token),
    payload: { message: searchPrompt(SEARCH_QUERY) },
  });
  expect(response.statusCode).toBe(200);
  const detail = await ctx.app.inject({
    method: 'GET',
    url: `/api/users/${user.id}/chats/${chatId}`,
    headers: bearer(user.token),
  });
  const stored = detail.json<{ messages: { role: string; content: string }[] }>().messages;
  return { body: response.json<RunBody>(), stored };
}

const publicConfig = async (ctx: TestContext) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json<{ webSearch: boolean }>();

describe('a run with a configured SearXNG and the built-in model', async () => {
  const ctx = await buildTestApp({ env: { SEARCH_PROVIDER: 'searxng', SEARCH_URL: fake.baseUrl } });

  it('says web search is available', async () => {
    expect((await publicConfig(ctx)).webSearch).toBe(true);
  });

  it("searches for the Search dialog's query and answers in Spanish with the results as source links", async () => {
    fake.reset();
    const { body, stored } = await runSearch(ctx);

    expect(fake.requests.map((r) => r.query.q)).toEqual([SEARCH_QUERY]);
    expect(body.events.map((e) => e.type)).toEqual(['tool-call', 'tool-result', 'message']);
    expect(body.events[0]?.data).toEqual({ toolName: WEB_SEARCH, input: { query: SEARCH_QUERY } });
    expect(body.message).toContain(`Resultados de la búsqueda web de **"${SEARCH_QUERY}"**`);
    expect(body.message).toContain(
      `- [${SEARCH_QUERY} — market report 2026](https://research.example.com/reports/2026?topic=coffee): The ${SEARCH_QUERY} market grew 12% in 2025 & keeps growing.`,
    );
    // Brackets in a title and parentheses or spaces in an address cannot break the link.
    expect(body.message).toContain(
      '[Trends \\[2026\\] (summary)](https://news.example.org/trends%20%282026%29)',
    );
    expect(body.message).not.toContain('javascript:');
    expect(body.message).toContain('Suggestions:');
    expect(stored.at(-1)).toEqual({ ...stored.at(-1), role: 'assistant', content: body.message });
  });

  it('says the search failed when the provider does, and still stores the reply', async () => {
    fake.reset();
    fake.enqueue({ kind: 'status', status: 500 });
    const { body, stored } = await runSearch(ctx);
    expect(body.events.map((e) => e.type)).toEqual(['tool-call', 'tool-result', 'message']);
    expect(body.message).toContain(`La búsqueda web de **"${SEARCH_QUERY}"** ha fallado`);
    expect(body.message).not.toContain('](http');
    expect(stored.at(-1)?.content).toBe(body.message);
  });
});

describe('a run with a keyed provider (Brave) injected against the fake', async () => {
  const ctx = await buildTestApp({
    searchProvider: createSearchProvider(
      { provider: 'brave', url: undefined, apiKey: KEY },
      { apiBaseUrl: fake.baseUrl, timeoutMs: 300 },
    ),
  });

  it('sends the key to the provider only, and a silent provider becomes a timely "failed" answer', async () => {
    expect((await publicConfig(ctx)).webSearch).toBe(true);
    fake.reset();
    const { body } = await runSearch(ctx);
    expect(fake.requests[0]?.headers['x-subscription-token']).toBe(KEY);
    expect(body.message).toContain('(https://research.example.com/reports/2026?topic=coffee)');
    expect(JSON.stringify(body)).not.toContain(KEY);

    fake.reset();
    fake.enqueue({ kind: 'hang' });
    const slow = await runSearch(ctx);
    expect(slow.body.message).toContain('no ha respondido a tiempo');
  });
});

describe('a run without a search provider', async () => {
  const ctx = await buildTestApp();

  it('has no web_search tool, says so in /api/config, and the model says search is not set up', async () => {
    expect((await publicConfig(ctx)).webSearch).toBe(false);
    fake.reset();
    const { body } = await runSearch(ctx);
    expect(body.events.map((e) => e.type)).toEqual(['message']);
    expect(body.message).toContain('La búsqueda web no está configurada en este servidor');
    expect(fake.requests).toHaveLength(0);
  });
});
