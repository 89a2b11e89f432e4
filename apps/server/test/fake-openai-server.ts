import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A local stand-in for an OpenAI-compatible provider: POST {baseUrl}/chat/completions, streamed
 * (server-sent `chat.completion.chunk`s ending in `[DONE]`) or not. Each test scripts what the next
 * requests get; every request body is kept so a test can read what the server sent the model.
 */

export type FakeScenario =
  /**
   * An answer, streamed one word (with its trailing space) per chunk, `tokenDelayMs` before each (before
   * the first, `firstTokenDelayMs` when given: 0 writes the first word at once).
   */
  | { kind: 'text'; text: string; tokenDelayMs?: number; firstTokenDelayMs?: number }
  /**
   * The model asks for a tool; `arguments` is sent as the JSON text of the call (a string as it is).
   * `alsoCalls` asks for more tools in the same answer.
   */
  | {
      kind: 'tool-call';
      name: string;
      arguments: ToolArguments;
      alsoCalls?: { name: string; arguments: ToolArguments }[];
    }
  /** The provider refuses with this status; `retryAfterMs` says when a client may try again. */
  | { kind: 'status'; status: number; message?: string; retryAfterMs?: number }
  /** Headers go out, then nothing until the client gives up. */
  | { kind: 'hang' }
  /** A streamed answer that starts well and then sends a chunk that is not JSON. */
  | { kind: 'malformed'; textBefore?: string }
  /** A streamed answer whose stream ends after its words, with no finish reason. */
  | { kind: 'truncated'; text: string };

type ToolArguments = Record<string, unknown> | string;

type ChatCompletionMessage = {
  role: string;
  content?: unknown;
  tool_call_id?: string;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
};

export type ChatCompletionRequest = {
  model: string;
  messages: ChatCompletionMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  tools?: { type: string; function: { name: string } }[];
  [key: string]: unknown;
};

export type RecordedRequest = {
  body: ChatCompletionRequest;
  scenario: FakeScenario['kind'];
  headers: IncomingMessage['headers'];
  /** The client's port: two requests on one kept-alive connection share it. */
  clientPort: number | undefined;
  /** performance.now() when the whole body had arrived, and when the first token was written. */
  receivedAt: number;
  firstTokenAt: number | null;
};

export type FakeOpenAiServer = {
  /** What LLM_BASE_URL should be: http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Scripts the next requests, one scenario each, in order. */
  enqueue(...scenarios: FakeScenario[]): void;
  /** Forgets queued scenarios and recorded requests. */
  reset(): void;
  /** Ends every open connection (hanging ones too) and stops listening. */
  close(): Promise<void>;
};

export const DEFAULT_ANSWER = 'This is the fake model answering.';
const CHAT_COMPLETIONS = '/v1/chat/completions';

/** Words with their trailing whitespace, so the chunks join back to the text. */
export const tokensOf = (text: string): string[] => text.match(/\s*\S+\s*/g) ?? [];

/** Token counts every answer reports, whatever it says (cached tokens are part of the prompt's). */
export type FakeUsage = { promptTokens: number; completionTokens: number; cachedTokens?: number };

export async function startFakeOpenAiServer(
  options: { defaultScenario?: FakeScenario; usage?: FakeUsage } = {},
): Promise<FakeOpenAiServer> {
  const defaultScenario = options.defaultScenario ?? { kind: 'text', text: DEFAULT_ANSWER };
  const queue: FakeScenario[] = [];
  const requests: RecordedRequest[] = [];
  let completionCounter = 0;

  const server = createServer((request, response) => {
    void handle(request, response).catch(() => response.destroy());
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST' || request.url !== CHAT_COMPLETIONS) {
      sendJson(response, 404, { error: { message: `No route for ${request.method} ${request.url}` } });
      return;
    }
    let body: ChatCompletionRequest;
    try {
      body = JSON.parse(await readBody(request)) as ChatCompletionRequest;
    } catch {
      sendJson(response, 400, { error: { message: 'The body is not JSON' } });
      return;
    }
    const scenario = queue.shift() ?? defaultScenario;
    const recorded: RecordedRequest = {
      body,
      headers: request.headers,
      clientPort: request.socket.remotePort,
      scenario: scenario.kind,
      receivedAt: performance.now(),
      firstTokenAt: null,
    };
    requests.push(recorded);
    completionCounter += 1;
    const reply = new Completion(
      response,
      recorded,
      `chatcmpl-fake-${completionCounter}`,
      body,
      options.usage,
    );
    await reply.play(scenario);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...scenarios) => {
      queue.push(...scenarios);
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error === undefined ? resolve() : reject(error)));
        server.closeAllConnections();
      }),
  };
}

/** One answer to one request, in the shape its `stream` flag asks for. */
class Completion {
  private readonly gone = new AbortController();
  private readonly created = Math.floor(Date.now() / 1000);

  constructor(
    private readonly response: ServerResponse,
    private readonly recorded: RecordedRequest,
    private readonly id: string,
    private readonly request: ChatCompletionRequest,
    private readonly fixedUsage: FakeUsage | undefined,
  ) {
    // A client that gives up (or close()) ends the answer: no timer outlives its connection.
    response.once('close', () => this.gone.abort());
  }

  private get streaming(): boolean {
    return this.request.stream === true;
  }

  async play(scenario: FakeScenario): Promise<void> {
    switch (scenario.kind) {
      case 'status':
        return this.refuse(scenario);
      case 'hang':
        this.response.writeHead(200, {
          'content-type': this.streaming ? 'text/event-stream' : 'application/json',
        });
        this.response.flushHeaders();
        return;
      case 'malformed':
        return this.malformed(scenario.textBefore ?? 'Half an ');
      case 'tool-call':
        return this.toolCalls([scenario, ...(scenario.alsoCalls ?? [])]);
      case 'truncated':
        this.openStream();
        for (const token of tokensOf(scenario.text)) this.chunk({ content: token });
        this.response.end();
        return;
      case 'text':
        return this.text(scenario.text, scenario.tokenDelayMs ?? 0, scenario.firstTokenDelayMs);
    }
  }

  private refuse(scenario: { status: number; message?: string; retryAfterMs?: number }): void {
    const headers: Record<string, string> =
      scenario.retryAfterMs === undefined ? {} : { 'retry-after-ms': String(scenario.retryAfterMs) };
    sendJson(
      this.response,
      scenario.status,
      {
        error: { message: scenario.message ?? 'The fake provider failed', type: 'server_error', code: null },
      },
      headers,
    );
  }

  private async text(text: string, tokenDelayMs: number, firstTokenDelayMs?: number): Promise<void> {
    const tokens = tokensOf(text);
    if (!this.streaming) {
      this.recorded.firstTokenAt = performance.now();
      sendJson(this.response, 200, {
        ...this.envelope('chat.completion'),
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        usage: this.usage(tokens.length),
      });
      return;
    }
    this.openStream();
    this.chunk({ role: 'assistant', content: '' });
    for (const [index, token] of tokens.entries()) {
      const delay = index === 0 ? (firstTokenDelayMs ?? tokenDelayMs) : tokenDelayMs;
      if (delay > 0 && !(await this.wait(delay))) return;
      if (this.gone.signal.aborted) return;
      this.recorded.firstTokenAt ??= performance.now();
      this.chunk({ content: token });
    }
    this.finish('stop', tokens.length);
  }

  private toolCalls(asked: { name: string; arguments: ToolArguments }[]): void {
    const calls = asked.map(({ name, arguments: args }, index) => ({
      id: `call_${this.id}${index === 0 ? '' : `_${index}`}`,
      type: 'function',
      function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) },
    }));
    this.recorded.firstTokenAt = performance.now();
    if (!this.streaming) {
      sendJson(this.response, 200, {
        ...this.envelope('chat.completion'),
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: null, tool_calls: calls },
            finish_reason: 'tool_calls',
          },
        ],
        usage: this.usage(8),
      });
      return;
    }
    this.openStream();
    for (const [index, call] of calls.entries()) {
      // Like OpenAI: each call's id and name first, then its arguments in pieces.
      this.chunk({
        ...(index === 0 ? { role: 'assistant', content: null } : {}),
        tool_calls: [{ index, ...call, function: { name: call.function.name, arguments: '' } }],
      });
      const args = call.function.arguments;
      const middle = Math.floor(args.length / 2);
      for (const piece of [args.slice(0, middle), args.slice(middle)]) {
        this.chunk({ tool_calls: [{ index, function: { arguments: piece } }] });
      }
    }
    this.finish('tool_calls', 8);
  }

  private malformed(textBefore: string): void {
    if (!this.streaming) {
      this.response.writeHead(200, { 'content-type': 'application/json' });
      this.response.end('{"id": "chatcmpl-broken", "choices": [');
      return;
    }
    this.openStream();
    this.recorded.firstTokenAt = performance.now();
    this.chunk({ role: 'assistant', content: textBefore });
    this.response.write('data: {"choices": [{"delta": {"content": "wor\n\n');
    this.chunk({ content: 'ds.' });
    this.finish('stop', 3);
  }

  private openStream(): void {
    this.response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
  }

  private chunk(delta: Record<string, unknown>, finishReason: string | null = null): void {
    this.event({
      ...this.envelope('chat.completion.chunk'),
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    });
  }

  private finish(reason: 'stop' | 'tool_calls', completionTokens: number): void {
    this.chunk({}, reason);
    if (this.request.stream_options?.include_usage === true) {
      this.event({
        ...this.envelope('chat.completion.chunk'),
        choices: [],
        usage: this.usage(completionTokens),
      });
    }
    this.response.end('data: [DONE]\n\n');
  }

  private event(data: unknown): void {
    if (!this.gone.signal.aborted) this.response.write(`data: ${JSON.stringify(data)}\n\n`);
  }

  private envelope(object: string) {
    return { id: this.id, object, created: this.created, model: this.request.model };
  }

  private usage(completionTokens: number) {
    if (this.fixedUsage !== undefined) {
      const { promptTokens, completionTokens: written, cachedTokens } = this.fixedUsage;
      return {
        prompt_tokens: promptTokens,
        completion_tokens: written,
        total_tokens: promptTokens + written,
        ...(cachedTokens === undefined ? {} : { prompt_tokens_details: { cached_tokens: cachedTokens } }),
      };
    }
    const promptTokens = Math.ceil(JSON.stringify(this.request.messages).length / 4);
    return {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    };
  }

  /** Sleeps unless the client goes away first; true when the answer should go on. */
  private async wait(ms: number): Promise<boolean> {
    try {
      await sleep(ms, undefined, { signal: this.gone.signal });
      return true;
    } catch {
      return false;
    }
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
