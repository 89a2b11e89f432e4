import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createBuiltinModel } from '../src/agents/builtin-model';
import { demoCustomers, demoSpecialists } from '../src/teams/demo-catalogue';
import { bearer, buildTestApp, createChat, createUser, parseEventStream } from './helper';

// A real built-in model that writes slowly enough to be stopped or disconnected from mid-reply.
const ctx = await buildTestApp({ model: createBuiltinModel({ wordDelayMs: 4 }) });
const user = await createUser(ctx, { teams: ['marketing'] });
const customer = demoCustomers.marketing[0];
if (customer === undefined) throw new Error('the demo catalogue has no marketing customer');
const specialist = demoSpecialists[0]?.name ?? '';

const newChat = () =>
  createChat(ctx, user, {
    app_name: 'marketing_agent',
    customerName: customer.name,
    specialists: [specialist],
  });

const run = (chatId: string, payload: Record<string, unknown>, stream = false) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/users/${user.id}/chats/${chatId}/run${stream ? '/stream' : ''}`,
    headers: bearer(user.token),
    payload,
  });

type Detail = {
  lastUpdateTime: string;
  messages: { id: string; role: string; content: string; status?: string }[];
};
const detail = async (chatId: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/chats/${chatId}`,
      headers: bearer(user.token),
    })
  ).json<Detail>();

/** A line of the customer's profile with a figure in it, to ask about. */
const figureLine =
  customer.profile.split('\n').find((line) => /\d/.test(line) && line.trim().startsWith('-')) ??
  customer.profile;

describe('POST .../run', () => {
  it('answers from the customer profile, stores both messages and moves the chat', async () => {
    const chatId = await newChat();
    const before = await detail(chatId);
    ctx.clock.advance(5000);
    const question = `What do we know about this: ${figureLine.replace(/^[-\s]+/, '')}?`;
    const response = await run(chatId, { message: question, app_name: 'marketing_agent' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      message: string;
      events: { type: string; data: Record<string, unknown> }[];
    }>();
    expect(body.message).toContain('offline');
    expect(body.message).toContain('Suggestions:');
    expect(body.events.map((event) => event.type)).toEqual(['tool-call', 'tool-result', 'message']);
    expect(body.events[0]?.data.toolName).toBe('load_customer_data');

    const after = await detail(chatId);
    expect(after.messages.map((message) => [message.role, message.content])).toEqual([
      ['user', question],
      ['assistant', body.message],
    ]);
    expect(after.lastUpdateTime > before.lastUpdateTime).toBe(true);
  });

  it('refuses an empty or whitespace message and stores nothing', async () => {
    const chatId = await newChat();
    for (const message of ['', '   \n\t ']) {
      const response = await run(chatId, { message });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toContain(
        'Message cannot be empty',
      );
    }
    expect((await detail(chatId)).messages).toEqual([]);
  });

  it('edits a message: drops it and everything after, then answers again', async () => {
    const chatId = await newChat();
    await run(chatId, { message: 'First question about audiences' });
    await run(chatId, { message: 'Second question about channels' });
    const messages = (await detail(chatId)).messages;
    expect(messages).toHaveLength(4);
    const second = messages[2];
    const response = await run(chatId, {
      message: 'Second question, about budgets instead',
      editMessageId: second?.id,
    });
    expect(response.statusCode).toBe(200);
    const edited = (await detail(chatId)).messages;
    expect(edited.map((message) => message.content.slice(0, 38))).toEqual([
      'First question about audiences',
      expect.any(String) as unknown,
      'Second question, about budgets instead',
      expect.any(String) as unknown,
    ]);
    expect(edited[0]?.id).toBe(messages[0]?.id);
    expect(edited.map((message) => message.id)).not.toContain(second?.id);

    const notMine = await run(chatId, { message: 'x', editMessageId: edited[1]?.id });
    expect(notMine.statusCode).toBe(400);
    const unknown = await run(chatId, { message: 'x', editMessageId: 'no-such-message' });
    expect(unknown.statusCode).toBe(404);
  });

  it('writes one reply of a chat at a time: a second run meanwhile answers 409 and stores nothing', async () => {
    const chatId = await newChat();
    const answers = await Promise.all([
      run(chatId, { message: 'Question one about audiences' }),
      run(chatId, { message: 'Question two about channels' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toEqual({
      error: {
        code: 'conflict',
        message: 'A reply is already being written in this chat. Wait for it to finish or stop it.',
        reason: 'reply_running',
      },
    });
    const stored = (await detail(chatId)).messages;
    expect(stored.map((message) => message.role)).toEqual(['user', 'assistant']);

    // Once it has ended, the chat takes the next one.
    expect((await run(chatId, { message: 'Question three about budgets' })).statusCode).toBe(200);
    const after = (await detail(chatId)).messages;
    expect(after.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(after[2]?.content).toBe('Question three about budgets');
  });
});

describe('two server instances on one database', () => {
  it('let one reply of a chat run at a time, whichever instance a run comes to (409 for the others)', async () => {
    const other = await buildApp({
      config: ctx.config,
      db: ctx.db,
      clock: ctx.clock,
      model: createBuiltinModel(),
    });
    try {
      const chatId = await newChat();
      const runOn = (app: typeof other, message: string) =>
        app.inject({
          method: 'POST',
          url: `/api/users/${user.id}/chats/${chatId}/run`,
          headers: bearer(user.token),
          payload: { message },
        });
      const answers = await Promise.all([
        runOn(ctx.app, 'From instance one, about audiences'),
        runOn(other, 'From instance two, about channels'),
        runOn(ctx.app, 'From instance one again, about budgets'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      const accepted = answers.find((answer) => answer.statusCode === 200);
      const { userMessage, assistantMessage } = accepted?.json<{
        userMessage: { id: string };
        assistantMessage: { id: string };
      }>() ?? { userMessage: { id: '' }, assistantMessage: { id: '' } };
      expect((await detail(chatId)).messages.map((message) => message.id)).toEqual([
        userMessage.id,
        assistantMessage.id,
      ]);

      // The reply ended: either instance takes the next run, after it.
      expect((await runOn(other, 'From instance two, later')).statusCode).toBe(200);
      const stored = (await detail(chatId)).messages;
      expect(stored.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
      expect(stored[2]?.content).toBe('From instance two, later');
    } finally {
      await other.close();
    }
  });
});

describe('POST .../run/stream', () => {
  it('streams text deltas, then the stored messages', async () => {
    const chatId = await newChat();
    const response = await run(chatId, { message: 'Which audiences matter most?' }, true);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = parseEventStream(response.body);
    const deltas = events.filter((event) => event.event === 'delta');
    // The first word goes out alone at once; the words behind it are gathered (40 ms) into later events.
    expect(deltas.length).toBeGreaterThanOrEqual(2);
    expect((deltas[0]?.data as { text: string }).text.trim().split(/\s+/)).toHaveLength(1);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const result = done?.data as {
      message: string;
      userMessage: { id: string };
      assistantMessage: { id: string };
    };
    expect(deltas.map((event) => (event.data as { text: string }).text).join('')).toBe(result.message);
    const stored = (await detail(chatId)).messages;
    expect(stored.map((message) => message.id)).toEqual([result.userMessage.id, result.assistantMessage.id]);
    expect(events.some((event) => event.event === 'tool')).toBe(true);
  });

  it('refuses what /run refuses with the same plain answer, before any stream opens', async () => {
    const chatId = await newChat();
    const refused = [
      { message: 'Hi', app_name: 'creative_agent' },
      { message: 'Hi', editMessageId: 'no-such-message' },
      { message: 'Hi', attachmentIds: ['no-such-file'] },
    ];
    for (const payload of refused) {
      const plain = await run(chatId, payload);
      const streamed = await run(chatId, payload, true);
      expect(plain.statusCode).toBe(404);
      expect(streamed.statusCode, JSON.stringify(payload)).toBe(plain.statusCode);
      expect(streamed.headers['content-type']).toContain('application/json');
      expect(streamed.json()).toEqual(plain.json());
    }
    expect((await detail(chatId)).messages).toEqual([]);
  });

  it('completes and stores the reply when the client disconnects mid-stream', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const chatId = await newChat();
    // A real socket that reads the first event and then hangs up.
    const firstChunk = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/users/${user.id}/chats/${chatId}/run/stream`,
          headers: { ...bearer(user.token), 'content-type': 'application/json' },
        },
        (response) => {
          response.once('data', (chunk: Buffer) => {
            resolve(chunk.toString());
            request.destroy();
          });
        },
      );
      request.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)));
      request.end(JSON.stringify({ message: 'Tell me about the recent campaigns' }));
    });
    expect(firstChunk).toContain('event:');

    let messages: Detail['messages'] = [];
    // Both are stored at once (the reply running); the reply goes on to its end without the client.
    for (let attempt = 0; attempt < 100 && messages[1]?.status !== 'done'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      messages = (await detail(chatId)).messages;
    }
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(messages[1]?.content).toContain('Suggestions:');
  });
});

describe('POST .../stop', () => {
  it('ends a running reply and stores what was written', async () => {
    const chatId = await newChat();
    const running = run(chatId, { message: 'Give me everything about the channels' }, true);
    let stopped = false;
    for (let attempt = 0; attempt < 100 && !stopped; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/users/${user.id}/chats/${chatId}/stop`,
        headers: bearer(user.token),
      });
      stopped = response.json<{ stopped: boolean }>().stopped;
    }
    expect(stopped).toBe(true);
    const events = parseEventStream((await running).body);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const result = done?.data as { stopped: boolean; message: string };
    expect(result.stopped).toBe(true);
    const stored = (await detail(chatId)).messages;
    expect(stored).toHaveLength(2);
    expect(stored[1]?.content).toBe(result.message);
    expect(result.message).not.toContain('Suggestions:');
  });

  it('answers stopped: false when nothing is running', async () => {
    const chatId = await newChat();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/chats/${chatId}/stop`,
      headers: bearer(user.token),
    });
    expect(response.json()).toEqual({ stopped: false });
  });
});

describe('related and suggested_title', () => {
  it('gives at most five follow-ups and a title from the conversation', async () => {
    const chatId = await newChat();
    await run(chatId, { message: 'Plan the autumn launch campaign for commuters' });
    const related = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/chats/${chatId}/related`,
      headers: bearer(user.token),
    });
    expect(related.statusCode).toBe(200);
    const actions = related.json<{ action: string }[]>();
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.length).toBeLessThanOrEqual(5);
    expect(actions.every((item) => item.action.trim() !== '')).toBe(true);

    const title = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/chats/${chatId}/suggested_title`,
      headers: bearer(user.token),
    });
    expect(title.statusCode).toBe(200);
    const suggested = title.json<{ suggested_title: string }>().suggested_title;
    expect(suggested.split(/\s+/).length).toBeLessThanOrEqual(6);
  });

  it('titles a Spanish chat in Spanish', async () => {
    const chatId = await newChat();
    await run(chatId, { message: '¿Cuáles son las audiencias más importantes para la campaña de otoño?' });
    const title = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/chats/${chatId}/suggested_title`,
      headers: bearer(user.token),
    });
    const suggested = title.json<{ suggested_title: string }>().suggested_title.toLowerCase();
    expect(suggested).toMatch(/audiencias|campaña|otoño/);
  });
});
