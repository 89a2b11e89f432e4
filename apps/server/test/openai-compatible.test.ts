import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { seedTeams } from '../src/teams/catalogue';
import { demoCustomers } from '../src/teams/demo-catalogue';
import { startFakeOpenAiServer, type ChatCompletionRequest } from './fake-openai-server';
import { bearer, buildTestApp, createChat, createUser, parseEventStream } from './helper';

// The app's OpenAI-compatible client (replies) and the AI SDK's (titles, follow-ups) talking HTTP to a
// local fake provider.
const fake = await startFakeOpenAiServer();
afterAll(() => fake.close());
const ctx = await buildTestApp({
  env: { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model' },
  modelTimeouts: { totalMs: 1500, chunkMs: 800 },
});
const user = await createUser(ctx, { teams: ['marketing'] });
const customer = demoCustomers.marketing[0];
if (customer === undefined) throw new Error('the demo catalogue has no marketing customer');
const marketing = seedTeams.find((team) => team.id === 'marketing');
if (marketing === undefined) throw new Error('the catalogue has no marketing team');

beforeEach(() => fake.reset());

const newChat = () => createChat(ctx, user, { app_name: 'marketing_agent', customerName: customer.name });

const chatUrl = (chatId: string) => `/api/users/${user.id}/chats/${chatId}`;

const run = (chatId: string, message: string, stream = false) =>
  ctx.app.inject({
    method: 'POST',
    url: `${chatUrl(chatId)}/run${stream ? '/stream' : ''}`,
    headers: bearer(user.token),
    payload: { message },
  });

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(user.token) });

type StoredMessage = { id: string; role: string; content: string; status?: string };
const storedMessages = async (chatId: string) =>
  (await get(chatUrl(chatId))).json<{ messages: StoredMessage[] }>().messages;

/**
 * What a failed run leaves: the earlier messages untouched, then the question as sent and a reply
 * marked failed with whatever the model wrote before failing.
 */
async function expectFailedReply(chatId: string, before: StoredMessage[], question: string, written = '') {
  const after = await storedMessages(chatId);
  expect(after.slice(0, before.length)).toEqual(before);
  expect(after.slice(before.length).map((m) => [m.role, m.content, m.status])).toEqual([
    ['user', question, undefined],
    ['assistant', written, 'failed'],
  ]);
}

/** A chat that already holds one exchange, so a failed run has something it must leave alone. */
async function chatWithOneExchange(): Promise<{ chatId: string; before: StoredMessage[] }> {
  const chatId = await newChat();
  fake.enqueue({ kind: 'text', text: 'A first answer that worked.' });
  expect((await run(chatId, 'A first question')).statusCode).toBe(200);
  const before = await storedMessages(chatId);
  expect(before).toHaveLength(2);
  return { chatId, before };
}

const textOf = (message: ChatCompletionRequest['messages'][number] | undefined): string =>
  typeof message?.content === 'string' ? message.content : JSON.stringify(message?.content ?? null);

type ErrorBody = { error: { code: string; message: string } };

describe('a run answered by an OpenAI-compatible provider', () => {
  it('streams the reply and stores the question and the reply', async () => {
    const chatId = await newChat();
    const answer =
      'Shift budget to shoulder-season trips in May and September.\n\nSuggestions:\n- Which channels work best?';
    // Words further apart than the stream gathers them (40 ms): each goes out as it comes.
    fake.enqueue({ kind: 'text', text: answer, tokenDelayMs: 60 });

    const response = await run(chatId, 'Where should the summer budget go?', true);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = parseEventStream(response.body);
    const deltas = events
      .filter((event) => event.event === 'delta')
      .map((event) => (event.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join('')).toBe(answer);
    expect(events.at(-1)?.event).toBe('done');
    expect(await storedMessages(chatId)).toEqual([
      expect.objectContaining({ role: 'user', content: 'Where should the summer budget go?' }),
      expect.objectContaining({ role: 'assistant', content: answer }),
    ]);
    const sent = fake.requests[0]?.body;
    expect(sent?.stream).toBe(true);
    expect(textOf(sent?.messages.at(-1))).toBe('Where should the summer budget go?');
  });

  it("runs load_customer_data when the model asks and answers from the customer's profile", async () => {
    const chatId = await newChat();
    const profileLine =
      customer.profile
        .split('\n')
        .find((line) => line.startsWith('- ') && /\d/.test(line) && !line.includes('"')) ?? '';
    expect(profileLine).not.toBe('');
    const answer = 'Bookings should grow by a quarter, mostly in the shoulder season.';
    fake.enqueue(
      { kind: 'tool-call', name: 'load_customer_data', arguments: { focus: 'goals' } },
      { kind: 'text', text: answer },
    );

    const response = await run(chatId, 'What are the goals for this year?', true);

    const events = parseEventStream(response.body);
    expect(events.filter((event) => event.event === 'tool').map((event) => event.data)).toEqual([
      { name: 'load_customer_data', state: 'call' },
      { name: 'load_customer_data', state: 'result' },
    ]);
    expect(events.at(-1)?.event).toBe('done');
    expect(fake.requests).toHaveLength(2);

    const [first, second] = fake.requests.map((request) => request.body);
    const system = textOf(first?.messages.find((message) => message.role === 'system'));
    expect(system).toContain(marketing.instructions);
    expect(system).toContain(customer.name);
    expect(first?.tools?.map((tool) => tool.function.name)).toContain('load_customer_data');

    const toolMessage = second?.messages.find((message) => message.role === 'tool');
    expect(toolMessage).toBeDefined();
    expect(textOf(toolMessage)).toContain(profileLine);
    const askedFor = second?.messages.find((message) => message.tool_calls !== undefined)?.tool_calls?.[0];
    expect(askedFor?.function.name).toBe('load_customer_data');
    expect(toolMessage?.tool_call_id).toBe(askedFor?.id);

    expect((await storedMessages(chatId)).map((message) => [message.role, message.content])).toEqual([
      ['user', 'What are the goals for this year?'],
      ['assistant', answer],
    ]);
  });
});

describe('the stream of a run', () => {
  it('answers 200 as soon as the run is accepted, before the model writes a word', async () => {
    const chatId = await newChat();
    fake.enqueue({ kind: 'text', text: 'A late but complete answer.', firstTokenDelayMs: 700 });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const sent = Date.now();
    let firstDataAfterMs = 0;
    const { status, headersAfterMs, body } = await new Promise<{
      status: number;
      headersAfterMs: number;
      body: Promise<string>;
    }>((resolve, reject) => {
      const call = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `${chatUrl(chatId)}/run/stream`,
          headers: { ...bearer(user.token), 'content-type': 'application/json' },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            firstDataAfterMs ||= Date.now() - sent;
            text += chunk;
          });
          resolve({
            status: response.statusCode ?? 0,
            headersAfterMs: Date.now() - sent,
            body: new Promise((done) => response.on('end', () => done(text))),
          });
        },
      );
      call.on('error', reject);
      call.end(JSON.stringify({ message: 'Is it stored before the model answers?' }));
    });
    expect(status).toBe(200);
    // The headers came before the model's first word (0.7 s later), and the question is stored by then.
    expect((await storedMessages(chatId)).map((m) => [m.role, m.content, m.status])).toEqual([
      ['user', 'Is it stored before the model answers?', undefined],
      ['assistant', '', 'running'],
    ]);
    const events = parseEventStream(await body);
    expect(firstDataAfterMs - headersAfterMs).toBeGreaterThan(300);
    // The first word goes out alone, at once; the words right behind it are gathered into one event.
    expect(events.map((e) => e.event)).toEqual(['delta', 'delta', 'done']);
    const deltas = events.slice(0, 2).map((e) => (e.data as { text: string }).text);
    expect(deltas).toEqual(['A ', 'late but complete answer.']);
  });
});

describe('a provider that fails', () => {
  it('answers 502 upstream to a 500 and keeps the question with a failed reply', async () => {
    const { chatId, before } = await chatWithOneExchange();
    const secret = 'stack trace at /srv/provider/internal.py line 42';
    // The AI SDK retries a 500 once; both attempts fail.
    const failure = { kind: 'status', status: 500, message: secret, retryAfterMs: 0 } as const;
    fake.enqueue(failure, failure);

    const response = await run(chatId, 'A question the provider cannot answer');

    expect(response.statusCode).toBe(502);
    const body = response.json<ErrorBody>();
    expect(body.error.code).toBe('upstream');
    expect(body.error.message).toBe('The language model is not available right now. Please try again.');
    expect(response.body).not.toContain('internal.py');
    await expectFailedReply(chatId, before, 'A question the provider cannot answer');
  });

  it('answers 502 with a timeout message when the provider hangs, and keeps the question with a failed reply', async () => {
    const { chatId, before } = await chatWithOneExchange();
    fake.enqueue({ kind: 'hang' });

    const response = await run(chatId, 'A question the provider never answers');

    expect(response.statusCode).toBe(502);
    const body = response.json<ErrorBody>();
    expect(body.error.code).toBe('upstream');
    expect(body.error.message).toMatch(/did not answer in time/);
    await expectFailedReply(chatId, before, 'A question the provider never answers');
  });

  it('answers 502 to a chunk that is not JSON, and keeps the question with a failed reply', async () => {
    const { chatId, before } = await chatWithOneExchange();
    fake.enqueue({ kind: 'malformed' });

    const response = await run(chatId, 'A question answered with garbage');

    expect(response.statusCode).toBe(502);
    expect(response.json<ErrorBody>().error.code).toBe('upstream');
    await expectFailedReply(chatId, before, 'A question answered with garbage', 'Half an ');
  });

  it('ends a streamed run with an error event, and keeps the question with a failed reply', async () => {
    const { chatId, before } = await chatWithOneExchange();
    fake.enqueue({ kind: 'malformed', textBefore: 'Half an ' });

    const response = await run(chatId, 'A streamed question answered with garbage', true);

    expect(response.statusCode).toBe(200);
    const events = parseEventStream(response.body);
    expect(events.some((event) => event.event === 'done')).toBe(false);
    const last = events.at(-1);
    expect(last?.event).toBe('error');
    expect((last?.data as ErrorBody).error).toEqual({
      code: 'upstream',
      message: 'The language model is not available right now. Please try again.',
      reason: 'model_unavailable',
    });
    await expectFailedReply(chatId, before, 'A streamed question answered with garbage', 'Half an ');
  });
});

describe('related and suggested_title through the provider', () => {
  it('turns the model\'s "- " lines into follow-ups', async () => {
    const { chatId } = await chatWithOneExchange();
    fake.enqueue({ kind: 'text', text: '- a\n- b' });

    const response = await get(`${chatUrl(chatId)}/related`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ action: 'a' }, { action: 'b' }]);
    const sent = fake.requests.at(-1)?.body;
    expect(sent?.stream).not.toBe(true);
    expect(JSON.stringify(sent?.messages)).toContain('A first question');
  });

  it("returns the model's title without its label, quotes or full stop", async () => {
    const { chatId } = await chatWithOneExchange();
    fake.enqueue({ kind: 'text', text: 'Title: "Summer budget plan".\n' });

    const response = await get(`${chatUrl(chatId)}/suggested_title`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ suggested_title: 'Summer budget plan' });
  });

  it('answers 502 with a timeout message when the provider hangs on follow-ups', async () => {
    const { chatId } = await chatWithOneExchange();
    fake.enqueue({ kind: 'hang' });

    const response = await get(`${chatUrl(chatId)}/related`);

    expect(response.statusCode).toBe(502);
    const body = response.json<ErrorBody>();
    expect(body.error.code).toBe('upstream');
    expect(body.error.message).toMatch(/did not answer in time/);
  });

  it('answers 502 when the provider fails to suggest a title', async () => {
    const { chatId } = await chatWithOneExchange();
    const failure = { kind: 'status', status: 503, retryAfterMs: 0 } as const;
    fake.enqueue(failure, failure);

    const response = await get(`${chatUrl(chatId)}/suggested_title`);

    expect(response.statusCode).toBe(502);
    expect(response.json<ErrorBody>().error.code).toBe('upstream');
  });
});
