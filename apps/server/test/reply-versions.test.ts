import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { wrapLanguageModel } from 'ai';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { VERSION_LINE } from '../src/agents/prompts';
import { startFakeOpenAiServer, type ChatCompletionRequest } from './fake-openai-server';
import { bearer, buildTestApp, createChat, createUser, parseEventStream, type TestUser } from './helper';

/** How long the model takes to answer, on the test's clock: a reply is dated that much after its question. */
const ANSWER_MS = 7000;

// A real provider client talking HTTP to a local fake provider (each test scripts its answers and reads
// what the model was sent), which moves the test clock as if it took ANSWER_MS to answer.
const fake = await startFakeOpenAiServer();
afterAll(() => fake.close());
let advanceClock = (ms: number): void => void ms;
const model = wrapLanguageModel({
  model: createOpenAICompatible({ name: 'fake', baseURL: fake.baseUrl, includeUsage: true })('fake-model'),
  middleware: {
    specificationVersion: 'v3',
    wrapStream: ({ doStream }) => {
      advanceClock(ANSWER_MS);
      return doStream();
    },
  },
});
const ctx = await buildTestApp({ model, modelTimeouts: { totalMs: 5000, chunkMs: 3000 } });
advanceClock = (ms) => ctx.clock.advance(ms);
const user = await createUser(ctx, { teams: ['marketing'] });
const stranger = await createUser(ctx, { teams: ['marketing'] });

beforeEach(() => fake.reset());

type Message = {
  id: string;
  role: string;
  content: string;
  timestamp: string;
  status?: string;
  version?: number;
  versionCount?: number;
};
type Detail = { lastMessage: string; lastUpdateTime: string; messages: Message[] };
type RunAnswer = { userMessage: Message; assistantMessage: Message; stopped: boolean; message: string };
type RegenerateAnswer = { assistantMessage: Message; stopped: boolean; message: string };

const chatUrl = (chatId: string, owner: TestUser = user) => `/api/users/${owner.id}/chats/${chatId}`;
const messageUrl = (chatId: string, messageId: string, owner: TestUser = user) =>
  `${chatUrl(chatId, owner)}/messages/${messageId}`;

const newChat = (owner: TestUser = user) => createChat(ctx, owner, { app_name: 'marketing_agent' });

const post = (url: string, payload: object = {}, as: TestUser = user) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(as.token), payload });

const run = (chatId: string, message: string, stream = false) =>
  post(`${chatUrl(chatId)}/run${stream ? '/stream' : ''}`, { message });

const regenerate = (chatId: string, messageId: string, stream = false, as: TestUser = user) =>
  post(`${messageUrl(chatId, messageId, as)}/regenerate${stream ? '/stream' : ''}`, {}, as);

const selectVersion = (chatId: string, messageId: string, version: number, as: TestUser = user) =>
  ctx.app.inject({
    method: 'PUT',
    url: `${messageUrl(chatId, messageId, as)}/version`,
    headers: bearer(as.token),
    payload: { version },
  });

const stop = (chatId: string) => post(`${chatUrl(chatId)}/stop`);

const detail = async (chatId: string) =>
  (await ctx.app.inject({ method: 'GET', url: chatUrl(chatId), headers: bearer(user.token) })).json<Detail>();

/** A chat with one exchange answered `answer`; its reply's id. */
async function chatWithReply(answer: string): Promise<{ chatId: string; replyId: string }> {
  const chatId = await newChat();
  fake.enqueue({ kind: 'text', text: answer });
  const response = await run(chatId, 'Where should the summer budget go?');
  expect(response.statusCode).toBe(200);
  return { chatId, replyId: response.json<RunAnswer>().assistantMessage.id };
}

/**
 * Streams `path` over a real socket, presses stop once the first words have arrived, and answers the
 * whole stream's events.
 */
async function streamAndStop(chatId: string, path: string, payload: object) {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { ...bearer(user.token), 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const reader = response.body?.getReader();
  if (reader === undefined) throw new Error('no stream');
  const decoder = new TextDecoder();
  let body = '';
  let stopped = false;
  for (;;) {
    const chunk = (await reader.read()) as { done: boolean; value?: Uint8Array };
    const { done, value } = chunk;
    if (done) break;
    body += decoder.decode(value, { stream: true });
    if (!stopped && body.includes('event: delta')) {
      stopped = true;
      expect((await stop(chatId)).json()).toEqual({ stopped: true });
    }
  }
  return parseEventStream(body);
}

const textOf = (message: ChatCompletionRequest['messages'][number] | undefined): string =>
  typeof message?.content === 'string' ? message.content : JSON.stringify(message?.content ?? null);
/** What the model was last sent: its system prompt, and the conversation after it. */
const sentSystem = () =>
  textOf(fake.requests.at(-1)?.body.messages.find((message) => message.role === 'system'));
const sentConversation = () =>
  (fake.requests.at(-1)?.body.messages ?? [])
    .filter((message) => message.role !== 'system')
    .map((message) => [message.role, textOf(message)]);

const LONG_ANSWER = Array.from({ length: 120 }, (_, index) => `word${index}`).join(' ');

describe('times and status of a reply', () => {
  it('dates the question when it is taken up and the reply when it is finished', async () => {
    const chatId = await newChat();
    fake.enqueue({ kind: 'text', text: 'Spend it on shoulder-season trips.' });

    const response = await run(chatId, 'Where should the summer budget go?');

    expect(response.statusCode).toBe(200);
    const { userMessage, assistantMessage } = response.json<RunAnswer>();
    const asked = Date.parse(userMessage.timestamp);
    expect(Date.parse(assistantMessage.timestamp) - asked).toBe(ANSWER_MS);
    expect(assistantMessage).toMatchObject({ status: 'done', version: 1, versionCount: 1 });
    const stored = await detail(chatId);
    expect(stored.messages.map((message) => message.timestamp)).toEqual([
      userMessage.timestamp,
      assistantMessage.timestamp,
    ]);
    expect(stored.messages[1]).toMatchObject({ status: 'done', version: 1, versionCount: 1 });
    expect(stored.messages[0]?.status).toBeUndefined();
    expect(stored.lastUpdateTime).toBe(assistantMessage.timestamp);
  });

  it('keeps the text of a stopped reply, marked stopped, also after a reload', async () => {
    const chatId = await newChat();
    fake.enqueue({ kind: 'text', text: LONG_ANSWER, tokenDelayMs: 15 });

    const events = await streamAndStop(chatId, `${chatUrl(chatId)}/run/stream`, {
      message: 'Tell me everything',
    });
    const done = events.at(-1);

    expect(done?.event).toBe('done');
    const result = done?.data as RunAnswer;
    expect(result.stopped).toBe(true);
    expect(result.assistantMessage.status).toBe('stopped');
    expect(result.message).toMatch(/^word0\b/);
    expect(result.message.length).toBeLessThan(LONG_ANSWER.length);
    const reply = (await detail(chatId)).messages[1];
    expect(reply).toMatchObject({ status: 'stopped', content: result.message });
  });
});

describe('POST .../messages/:messageId/regenerate', () => {
  it('writes a new version from the conversation before the reply and keeps the first', async () => {
    const { chatId, replyId } = await chatWithReply('Original answer about shoulder seasons.');
    const before = await detail(chatId);
    fake.enqueue({ kind: 'text', text: 'Second answer about autumn cruises.' });

    const response = await regenerate(chatId, replyId);

    expect(response.statusCode).toBe(200);
    const body = response.json<RegenerateAnswer>();
    expect(body.assistantMessage).toMatchObject({
      id: replyId,
      role: 'assistant',
      content: 'Second answer about autumn cruises.',
      status: 'done',
      version: 2,
      versionCount: 2,
    });
    // The model saw the question, not the reply it replaces, and was asked for version 2.
    expect(sentConversation()).toEqual([['user', 'Where should the summer budget go?']]);
    expect(sentSystem()).toContain(`${VERSION_LINE} 2.`);

    const after = await detail(chatId);
    expect(after.messages.map((message) => message.content)).toEqual([
      'Where should the summer budget go?',
      'Second answer about autumn cruises.',
    ]);
    expect(after.messages[0]?.timestamp).toBe(before.messages[0]?.timestamp);
    expect(Date.parse(after.messages[1]?.timestamp ?? '')).toBeGreaterThan(
      Date.parse(before.messages[1]?.timestamp ?? ''),
    );
    expect(after.lastMessage).toBe('Second answer about autumn cruises.');
    expect(after.lastUpdateTime).toBe(body.assistantMessage.timestamp);

    // Search finds the version shown, not the one put away.
    const search = async (q: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/users/${user.id}/chats/search?q=${q}`,
          headers: bearer(user.token),
        })
      ).json<{ id: string }[]>();
    expect((await search('cruises')).map((chat) => chat.id)).toContain(chatId);
    expect((await search('shoulder')).map((chat) => chat.id)).not.toContain(chatId);
  });

  it('streams a third version like a run, then answers it in done', async () => {
    const { chatId, replyId } = await chatWithReply('First.');
    fake.enqueue({ kind: 'text', text: 'Second.' });
    expect((await regenerate(chatId, replyId)).statusCode).toBe(200);
    const third = 'A third version, written word by word for the stream.';
    fake.enqueue({ kind: 'text', text: third, tokenDelayMs: 1 });

    const response = await regenerate(chatId, replyId, true);

    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = parseEventStream(response.body);
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.map((event) => (event.data as { text: string }).text).join('')).toBe(third);
    expect(events.at(-1)?.event).toBe('done');
    expect((events.at(-1)?.data as RegenerateAnswer).assistantMessage).toMatchObject({
      content: third,
      version: 3,
      versionCount: 3,
    });
    expect(sentSystem()).toContain(`${VERSION_LINE} 3.`);
    expect((await detail(chatId)).messages[1]).toMatchObject({ content: third, version: 3, versionCount: 3 });
  });

  it('refuses any message but the last reply with 409, streamed or not, and calls no model', async () => {
    const { chatId, replyId } = await chatWithReply('The first reply.');
    fake.enqueue({ kind: 'text', text: 'The second reply.' });
    await run(chatId, 'And the winter budget?');
    fake.reset();
    const [question] = (await detail(chatId)).messages;

    for (const messageId of [replyId, question?.id ?? '']) {
      for (const stream of [false, true]) {
        const response = await regenerate(chatId, messageId, stream);
        expect(response.statusCode).toBe(409);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json<{ error: { message: string } }>().error.message).toBe(
          'Only the last reply can be regenerated',
        );
      }
    }
    expect((await regenerate(chatId, 'no-such-message')).statusCode).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });

  it('stores nothing when the model fails', async () => {
    const { chatId, replyId } = await chatWithReply('An answer that stays.');
    const before = await detail(chatId);
    const failure = { kind: 'status', status: 500, retryAfterMs: 0 } as const;
    fake.enqueue(failure, failure);

    const response = await regenerate(chatId, replyId);

    expect(response.statusCode).toBe(502);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('upstream');
    expect(await detail(chatId)).toEqual(before);
  });

  it('stops like a run: the stopped version is kept, marked stopped, and the first stays', async () => {
    const { chatId, replyId } = await chatWithReply('A complete first answer.');
    fake.enqueue({ kind: 'text', text: LONG_ANSWER, tokenDelayMs: 15 });

    const events = await streamAndStop(chatId, `${messageUrl(chatId, replyId)}/regenerate/stream`, {});
    const done = events.at(-1);

    expect(done?.event).toBe('done');
    const result = done?.data as RegenerateAnswer;
    expect(result.stopped).toBe(true);
    expect(result.assistantMessage).toMatchObject({ status: 'stopped', version: 2, versionCount: 2 });
    expect(result.message).toMatch(/^word0\b/);
    expect(result.message.length).toBeLessThan(LONG_ANSWER.length);
    expect((await detail(chatId)).messages[1]).toMatchObject({ status: 'stopped', content: result.message });

    const first = await selectVersion(chatId, replyId, 1);
    expect(first.json<Message>()).toMatchObject({ content: 'A complete first answer.', status: 'done' });
  });
});

describe('PUT .../messages/:messageId/version', () => {
  it('shows the chosen version after a reload, in the chat list, and sends it on to the model', async () => {
    const { chatId, replyId } = await chatWithReply('Version one: trains.');
    fake.enqueue({ kind: 'text', text: 'Version two: ferries.' });
    await regenerate(chatId, replyId);
    const regenerated = (await detail(chatId)).messages[1];

    const response = await selectVersion(chatId, replyId, 1);

    expect(response.statusCode).toBe(200);
    expect(response.json<Message>()).toMatchObject({
      id: replyId,
      content: 'Version one: trains.',
      version: 1,
      versionCount: 2,
      status: 'done',
    });
    const shown = await detail(chatId);
    expect(shown.messages[1]).toMatchObject({ content: 'Version one: trains.', version: 1, versionCount: 2 });
    expect(Date.parse(shown.messages[1]?.timestamp ?? '')).toBeLessThan(
      Date.parse(regenerated?.timestamp ?? ''),
    );
    expect(shown.lastMessage).toBe('Version one: trains.');
    const list = (
      await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}/chats`, headers: bearer(user.token) })
    ).json<{ id: string; lastMessage: string }[]>();
    expect(list.find((chat) => chat.id === chatId)?.lastMessage).toBe('Version one: trains.');

    fake.enqueue({ kind: 'text', text: 'About the winter.' });
    await run(chatId, 'And in winter?');
    expect(sentConversation()).toEqual([
      ['user', 'Where should the summer budget go?'],
      ['assistant', 'Version one: trains.'],
      ['user', 'And in winter?'],
    ]);
  });

  it('refuses a version the message does not have with 400', async () => {
    const { chatId, replyId } = await chatWithReply('Only one version.');
    const [question] = (await detail(chatId)).messages;
    expect((await selectVersion(chatId, replyId, 2)).statusCode).toBe(400);
    expect((await selectVersion(chatId, replyId, 0)).statusCode).toBe(400);
    expect((await selectVersion(chatId, question?.id ?? '', 1)).statusCode).toBe(400);
    expect((await selectVersion(chatId, 'no-such-message', 1)).statusCode).toBe(404);
    expect((await selectVersion(chatId, replyId, 1)).json<Message>()).toMatchObject({
      content: 'Only one version.',
      version: 1,
      versionCount: 1,
    });
  });
});

describe("another user's ids", () => {
  it('are unknown to both new endpoints, and nothing of theirs changes', async () => {
    const { chatId, replyId } = await chatWithReply('Mine alone.');
    fake.enqueue({ kind: 'text', text: 'Mine, again.' });
    await regenerate(chatId, replyId);
    const before = await detail(chatId);
    fake.reset();
    const theirChat = await newChat(stranger);

    // The stranger names my chat (or my message in their chat) under their own user id.
    for (const [chat, message] of [
      [chatId, replyId],
      [theirChat, replyId],
    ] as const) {
      for (const stream of [false, true]) {
        const response = await regenerate(chat, message, stream, stranger);
        expect(response.statusCode).toBe(404);
        expect(response.json<{ error: { code: string } }>().error.code).toBe('not_found');
      }
      const select = await selectVersion(chat, message, 1, stranger);
      expect(select.statusCode).toBe(404);
      expect(select.json<{ error: { code: string } }>().error.code).toBe('not_found');
    }
    expect(fake.requests).toHaveLength(0);
    expect(await detail(chatId)).toEqual(before);
  });
});
