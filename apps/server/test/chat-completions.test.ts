import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  stepCountIs,
  streamText,
  tool,
  zodSchema,
  type ModelMessage,
  type ToolSet,
  type UserModelMessage,
} from 'ai';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  streamChatCompletions,
  type ChatCompletionsTurn,
  type TurnPart,
} from '../src/agents/chat-completions';
import { ProviderError } from '../src/agents/chat-completions-http';
import { startFakeOpenAiServer } from './fake-openai-server';

// The app's own OpenAI-compatible client, over HTTP to the local fake provider.
const fake = await startFakeOpenAiServer();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const endpoint = { baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'fake-model' };
const question: ModelMessage[] = [
  { role: 'user', content: 'Earlier question' },
  { role: 'assistant', content: 'Earlier answer' },
  { role: 'user', content: 'Where do we start?' },
];

const lookedUp: unknown[] = [];
const tools: ToolSet = {
  look_up: tool({
    description: 'Looks a word up',
    inputSchema: zodSchema(z.object({ word: z.string().min(2) })),
    execute: async ({ word }) => {
      lookedUp.push(word);
      if (word === 'boom') throw new Error('The dictionary is closed');
      return { word, meaning: `the meaning of ${word}` };
    },
  }),
};

/** One turn's parts, to its end; `to` another provider than the fake. */
async function turn(options: Partial<ChatCompletionsTurn> = {}, to = endpoint): Promise<TurnPart[]> {
  const parts: TurnPart[] = [];
  for await (const part of streamChatCompletions(to, {
    system: 'You are Brief.',
    messages: question,
    tools,
    abortSignal: new AbortController().signal,
    maxSteps: 5,
    maxRetries: 1,
    ...options,
  }))
    parts.push(part);
  return parts;
}

const textOf = (parts: TurnPart[]) =>
  parts.flatMap((part) => (part.type === 'text-delta' ? [part.text] : [])).join('');
const sentMessages = (index: number) => fake.requests[index]?.body.messages ?? [];

describe("the app's chat completions client", () => {
  it('streams the answer word by word and sends the conversation, tools and usage request', async () => {
    fake.enqueue({ kind: 'text', text: 'Start with the audience.' });
    const parts = await turn();

    expect(parts.filter((part) => part.type === 'text-delta')).toHaveLength(4);
    expect(textOf(parts)).toBe('Start with the audience.');
    const finish = parts.at(-1);
    expect(finish?.type).toBe('finish');
    expect(finish?.type === 'finish' && finish.totalUsage.outputTokens).toBe(4);
    const request = fake.requests[0];
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({
      model: 'fake-model',
      stream: true,
      stream_options: { include_usage: true },
      messages: [
        { role: 'system', content: 'You are Brief.' },
        { role: 'user', content: 'Earlier question' },
        { role: 'assistant', content: 'Earlier answer' },
        { role: 'user', content: 'Where do we start?' },
      ],
    });
    expect(request?.body.tools).toEqual([
      {
        type: 'function',
        function: {
          name: 'look_up',
          description: 'Looks a word up',
          parameters: expect.objectContaining({ type: 'object', required: ['word'] }) as unknown,
        },
      },
    ]);
  });

  it('keeps its connection to the provider from one reply to the next', async () => {
    await turn();
    await turn();
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]?.clientPort).toBe(fake.requests[0]?.clientPort);
  });

  it('sends a call again on a new connection when the kept one turns out closed', async () => {
    const answer = (text: string) =>
      [
        `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: text }, finish_reason: null }] })}`,
        `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}`,
        'data: [DONE]',
        '',
      ].join('\n\n');
    const ports: (number | undefined)[] = [];
    // A provider that answers on a kept connection once, then drops that connection at the next request.
    const flaky = createServer((request, response) => {
      ports.push(request.socket.remotePort);
      request.resume();
      if (ports.length === 2) {
        request.socket.destroy();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(answer(`answer ${ports.length}`));
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    try {
      const own = { ...endpoint, baseUrl: `http://127.0.0.1:${(flaky.address() as AddressInfo).port}/v1` };
      const ask = () => turn({ tools: {} }, own);
      expect(textOf(await ask())).toBe('answer 1');
      expect(textOf(await ask())).toBe('answer 3');
      expect(ports).toHaveLength(3);
      expect(ports[1]).toBe(ports[0]);
      expect(ports[2]).not.toBe(ports[1]);
    } finally {
      flaky.closeAllConnections();
      await new Promise((resolve) => flaky.close(resolve));
    }
  });

  it('runs a tool the model asks for, answers it with the result and goes on to the next step', async () => {
    lookedUp.length = 0;
    fake.enqueue(
      { kind: 'tool-call', name: 'look_up', arguments: { word: 'brand' } },
      { kind: 'text', text: 'Brand means trust.' },
    );
    const parts = await turn();

    expect(lookedUp).toEqual(['brand']);
    expect(parts.map((part) => part.type).filter((type) => type !== 'text-delta')).toEqual([
      'start-step',
      'tool-call',
      'finish-step',
      'tool-result',
      'start-step',
      'finish-step',
      'finish',
    ]);
    expect(parts[1]).toEqual({ type: 'tool-call', toolName: 'look_up', input: { word: 'brand' } });
    expect(textOf(parts)).toBe('Brand means trust.');
    const [assistant, toolAnswer] = sentMessages(1).slice(-2);
    expect(assistant).toMatchObject({
      role: 'assistant',
      content: null,
      tool_calls: [{ type: 'function', function: { name: 'look_up', arguments: '{"word":"brand"}' } }],
    });
    expect(toolAnswer).toEqual({
      role: 'tool',
      tool_call_id: assistant?.tool_calls?.[0]?.id,
      content: JSON.stringify({ word: 'brand', meaning: 'the meaning of brand' }),
    });
    // Usage adds up over the steps.
    const finish = parts.at(-1);
    expect(finish?.type === 'finish' && finish.totalUsage.outputTokens).toBe(8 + 3);
  });

  it('runs the tools of one step at once and answers each, in the order the model asked', async () => {
    const started: string[] = [];
    let release = () => {};
    const bothStarted = new Promise<void>((resolve) => {
      release = resolve;
    });
    const waiting: ToolSet = {
      look_up: tool({
        inputSchema: zodSchema(z.object({ word: z.string() })),
        execute: async ({ word }) => {
          started.push(word);
          if (started.length === 2) release();
          // Each call ends only once both have started: run one after the other, the turn would hang.
          await bothStarted;
          return `meaning of ${word}`;
        },
      }),
    };
    fake.enqueue(
      {
        kind: 'tool-call',
        name: 'look_up',
        arguments: { word: 'first' },
        alsoCalls: [{ name: 'look_up', arguments: { word: 'second' } }],
      },
      { kind: 'text', text: 'Both looked up.' },
    );
    const parts = await turn({ tools: waiting });

    expect(started).toEqual(['first', 'second']);
    expect(parts.filter((part) => part.type === 'tool-result')).toHaveLength(2);
    const sent = sentMessages(1);
    const assistant = sent.at(-3);
    expect(assistant?.tool_calls?.map((call) => call.function.arguments)).toEqual([
      '{"word":"first"}',
      '{"word":"second"}',
    ]);
    expect(sent.slice(-2)).toEqual([
      { role: 'tool', tool_call_id: assistant?.tool_calls?.[0]?.id, content: 'meaning of first' },
      { role: 'tool', tool_call_id: assistant?.tool_calls?.[1]?.id, content: 'meaning of second' },
    ]);
    expect(textOf(parts)).toBe('Both looked up.');
  });

  it.each([
    ['an unknown tool', 'make_coffee', { word: 'x' }, "Model tried to call unavailable tool 'make_coffee'"],
    ['arguments that are not JSON', 'look_up', '{"word": ', 'Invalid input for tool look_up: JSON parsing'],
    ["arguments that break the tool's schema", 'look_up', { word: 'x' }, 'Invalid input for tool look_up'],
    ['a tool that throws', 'look_up', { word: 'boom' }, 'The dictionary is closed'],
  ] as const)('answers %s to the model as an error and goes on', async (_case, name, args, told) => {
    fake.enqueue({ kind: 'tool-call', name, arguments: args }, { kind: 'text', text: 'Sorry about that.' });
    const parts = await turn();

    expect(parts.filter((part) => part.type === 'tool-error')).toEqual([
      { type: 'tool-error', toolName: name },
    ]);
    expect(parts.some((part) => part.type === 'tool-result' || part.type === 'error')).toBe(false);
    expect(textOf(parts)).toBe('Sorry about that.');
    const toolAnswer = sentMessages(1).at(-1);
    expect(toolAnswer?.role).toBe('tool');
    expect(String(toolAnswer?.content)).toContain(told);
  });

  it('stops asking after the last step even when the model keeps calling tools', async () => {
    for (let step = 0; step < 3; step += 1)
      fake.enqueue({ kind: 'tool-call', name: 'look_up', arguments: { word: 'again' } });
    const parts = await turn({ maxSteps: 3 });

    expect(fake.requests).toHaveLength(3);
    expect(parts.filter((part) => part.type === 'tool-result')).toHaveLength(3);
    expect(parts.at(-1)?.type).toBe('finish');
  });

  it("shows the model an image a tool opened, right after its step's tool results", async () => {
    const image: UserModelMessage = {
      role: 'user',
      content: [
        { type: 'text', text: 'The image the tool opened:' },
        { type: 'image', image: new Uint8Array([1, 2, 3]), mediaType: 'image/png' },
      ],
    };
    fake.enqueue(
      {
        kind: 'tool-call',
        name: 'look_up',
        arguments: { word: 'logo' },
        alsoCalls: [{ name: 'look_up', arguments: { word: 'slogan' } }],
      },
      { kind: 'text', text: 'A blue logo.' },
    );
    const toolMedia = new Map<string, UserModelMessage>();
    const opening: ToolSet = {
      look_up: tool({
        inputSchema: zodSchema(z.object({ word: z.string() })),
        execute: ({ word }, { toolCallId }) => {
          if (word === 'logo') toolMedia.set(toolCallId, image);
          return `opened ${word}`;
        },
      }),
    };
    await turn({ tools: opening, toolMedia });

    // Chat APIs take a tool's answer only right after its call, and images only from users.
    expect(sentMessages(1).slice(-3)).toEqual([
      expect.objectContaining({ role: 'tool', content: 'opened logo' }),
      expect.objectContaining({ role: 'tool', content: 'opened slogan' }),
      {
        role: 'user',
        content: [
          { type: 'text', text: 'The image the tool opened:' },
          { type: 'image_url', image_url: { url: 'data:image/png;base64,AQID' } },
        ],
      },
    ]);
  });

  it("sends the provider exactly what the AI SDK's OpenAI-compatible client sends, tool steps included", async () => {
    const script = () =>
      fake.enqueue(
        { kind: 'tool-call', name: 'look_up', arguments: { word: 'brand' } },
        { kind: 'text', text: 'Brand means trust.' },
      );
    script();
    await turn();
    script();
    const sdk = streamText({
      model: createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: fake.baseUrl,
        apiKey: 'sk-test',
        includeUsage: true,
      })('fake-model'),
      system: 'You are Brief.',
      messages: question,
      tools,
      stopWhen: stepCountIs(5),
    });
    await sdk.consumeStream();

    // The fake numbers its completions, and so the tool call ids: the same call has another id.
    const bodies = fake.requests.map((request): unknown =>
      JSON.parse(JSON.stringify(request.body).replaceAll(/call_chatcmpl-fake-\d+/g, 'call-id')),
    );
    expect(bodies).toHaveLength(4);
    expect(bodies[0]).toEqual(bodies[2]);
    expect(bodies[1]).toEqual(bodies[3]);
  });

  it('retries a refusal once, after the wait the provider asks for, then streams', async () => {
    fake.enqueue({ kind: 'status', status: 429, retryAfterMs: 20 }, { kind: 'text', text: 'Here now.' });
    const parts = await turn();

    expect(fake.requests).toHaveLength(2);
    expect(textOf(parts)).toBe('Here now.');
  });

  it('ends with an error carrying the status when the retry is refused too, or at once for a 400', async () => {
    fake.enqueue(
      { kind: 'status', status: 503, message: 'Overloaded', retryAfterMs: 10 },
      { kind: 'status', status: 503, message: 'Overloaded', retryAfterMs: 10 },
    );
    const refused = (await turn()).at(-1);
    expect(fake.requests).toHaveLength(2);
    expect(refused?.type === 'error' && refused.error).toMatchObject({
      statusCode: 503,
      message: 'Overloaded',
    });

    fake.reset();
    fake.enqueue({ kind: 'status', status: 400, message: 'Bad model' });
    const bad = (await turn()).at(-1);
    expect(fake.requests).toHaveLength(1);
    expect(bad?.type === 'error' && bad.error).toBeInstanceOf(ProviderError);
  });

  it('ends with an error after the words already streamed when a chunk is not JSON or the finish is missing', async () => {
    fake.enqueue({ kind: 'malformed', textBefore: 'Half an ' });
    const broken = await turn();
    expect(textOf(broken)).toBe('Half an ');
    expect(broken.at(-1)?.type).toBe('error');

    fake.enqueue({ kind: 'truncated', text: 'Cut off here' });
    const cut = await turn();
    expect(textOf(cut)).toBe('Cut off here');
    expect(cut.at(-1)?.type === 'error' && (cut.at(-1) as { error: Error }).error.message).toBe(
      'The stream ended without a finish reason',
    );
  });

  it('ends when its signal is aborted, closing the request', async () => {
    fake.enqueue({ kind: 'text', text: 'one two three four five six', tokenDelayMs: 30 });
    const stop = new AbortController();
    const parts: TurnPart[] = [];
    for await (const part of streamChatCompletions(endpoint, {
      system: 'You are Brief.',
      messages: question,
      tools: {},
      abortSignal: stop.signal,
      maxSteps: 5,
      maxRetries: 1,
    })) {
      parts.push(part);
      if (part.type === 'text-delta') stop.abort();
    }
    expect(textOf(parts)).toBe('one ');
    expect(parts.at(-1)?.type).toBe('error');
    expect(fake.requests[0]?.body.tools).toBeUndefined();
  });
});
