import http from 'node:http';
import https from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';
import { asSchema, type LanguageModel, type ModelMessage, type ToolSet, type UserModelMessage } from 'ai';

/**
 * A turn against an OpenAI-compatible `POST {baseUrl}/chat/completions`, streamed over node's own http
 * client. It sends what the AI SDK's streamText sends through @ai-sdk/openai-compatible (the same
 * messages, tools, `stream_options` and one retry) and runs the same tool loop, without the SDK's stack of
 * web streams and per-chunk schema checks: in a burst of 50 chat starts those took a third of the
 * server's time before each first word. Titles and follow-ups still go through the SDK (`sdk`).
 */
export class ChatCompletionsModel {
  constructor(
    readonly endpoint: ChatCompletionsEndpoint,
    /** The same provider through the AI SDK, for the short non-streamed answers. */
    readonly sdk: LanguageModel,
  ) {}
}

export type ChatCompletionsEndpoint = { baseUrl: string; apiKey: string | undefined; model: string };

/** What a turn yields: the part types of the SDK's `fullStream` the runtime reads, with the same fields. */
export type TurnPart =
  | { type: 'start-step' }
  | { type: 'text-delta'; text: string }
  | { type: 'tool-call'; toolName: string; input: unknown }
  | { type: 'tool-result'; toolName: string }
  | { type: 'tool-error'; toolName: string }
  | { type: 'error'; error: unknown }
  | { type: 'finish'; totalUsage: { inputTokens: number | undefined; outputTokens: number | undefined } };

export type ChatCompletionsTurn = {
  system: string;
  messages: readonly ModelMessage[];
  tools: ToolSet;
  /** Images tools opened, by tool call id: each goes to the model right after its step's tool results. */
  toolMedia?: ReadonlyMap<string, UserModelMessage>;
  abortSignal: AbortSignal;
  maxSteps: number;
  /** Retries of a refused request (408, 409, 429, 5xx or a lost connection) before anything streamed. */
  maxRetries: number;
};

/** The provider refused or broke off; `statusCode` when it answered with one. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | undefined,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

type WireToolCall = { id: string; type: 'function'; function: { name: string; arguments: string } };
type WireContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };
type WireMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string | WireContentPart[] }
  | { role: 'assistant'; content: string | null; tool_calls?: WireToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

type WireChunk = {
  error?: { message?: string };
  choices?: {
    finish_reason?: string | null;
    delta?: {
      content?: string | { type: string; text?: string }[] | null;
      tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[];
    } | null;
  }[];
  usage?: { prompt_tokens?: number | null; completion_tokens?: number | null } | null;
};

/** First retry's wait when the provider does not say (the SDK's initial back-off). */
const RETRY_DELAY_MS = 2000;
/** Most of an error answer read for its message. */
const ERROR_BODY_LIMIT = 64 * 1024;
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** One turn, step by step: text as it streams, each tool call run and answered, up to `maxSteps`. */
export async function* streamChatCompletions(
  endpoint: ChatCompletionsEndpoint,
  turn: ChatCompletionsTurn,
): AsyncGenerator<TurnPart> {
  const tools = await describeTools(turn.tools);
  const conversation: WireMessage[] = [
    { role: 'system', content: turn.system },
    ...turn.messages.flatMap(toWireMessages),
  ];
  let inputTokens: number | undefined;
  let outputTokens: number | undefined;
  for (let step = 0; step < turn.maxSteps; step += 1) {
    yield { type: 'start-step' };
    const body = JSON.stringify({
      model: endpoint.model,
      messages: conversation,
      ...(tools.length === 0 ? {} : { tools, tool_choice: 'auto' }),
      stream: true,
      stream_options: { include_usage: true },
    });
    let response: http.IncomingMessage;
    try {
      response = await postWithRetries(endpoint, body, turn);
    } catch (error) {
      yield { type: 'error', error };
      return;
    }
    let text = '';
    let finished = false;
    const calls: { id: string; name: string; arguments: string }[] = [];
    try {
      for await (const chunk of serverSentJson(response)) {
        if (chunk.error !== undefined) {
          throw new ProviderError(chunk.error.message ?? 'The provider sent an error', undefined, false);
        }
        if (chunk.usage != null) {
          inputTokens = sum(inputTokens, chunk.usage.prompt_tokens);
          outputTokens = sum(outputTokens, chunk.usage.completion_tokens);
        }
        const choice = chunk.choices?.[0];
        if (choice == null) continue;
        if (choice.finish_reason != null) finished = true;
        const delta = choice.delta;
        if (delta == null) continue;
        const written = contentText(delta.content);
        if (written !== '') {
          text += written;
          yield { type: 'text-delta', text: written };
        }
        for (const piece of delta.tool_calls ?? []) {
          const index = piece.index ?? calls.length;
          const call = (calls[index] ??= { id: '', name: '', arguments: '' });
          if (piece.id) call.id = piece.id;
          if (piece.function?.name) call.name = piece.function.name;
          call.arguments += piece.function?.arguments ?? '';
        }
      }
    } catch (error) {
      response.destroy();
      yield { type: 'error', error };
      return;
    }
    if (!finished) {
      yield {
        type: 'error',
        error: new ProviderError('The stream ended without a finish reason', undefined, false),
      };
      return;
    }
    const asked = calls
      .filter((call) => call.name !== '')
      .map((call, index) => ({ ...call, id: call.id || `call-${step}-${index}` }));
    if (asked.length === 0) break;
    conversation.push({
      role: 'assistant',
      content: text === '' ? null : text,
      tool_calls: asked.map((call) => ({
        id: call.id,
        type: 'function',
        function: { name: call.name, arguments: call.arguments },
      })),
    });
    // The step's calls run at once (as the SDK runs them); their answers go back in the calls' order.
    const outcomes = asked.map((call) => {
      const input = parseArguments(call.arguments);
      const outcome = runTool(turn.tools[call.name], call.name, input, {
        toolCallId: call.id,
        messages: [...turn.messages],
        abortSignal: turn.abortSignal,
        available: Object.keys(turn.tools),
      });
      return { call, input, outcome };
    });
    for (const { call, input } of outcomes)
      yield { type: 'tool-call', toolName: call.name, input: input.ok ? input.value : call.arguments };
    for (const { call, outcome } of outcomes) {
      const { ok, content } = await outcome;
      yield { type: ok ? 'tool-result' : 'tool-error', toolName: call.name };
      conversation.push({ role: 'tool', tool_call_id: call.id, content });
    }
    // The images the tools opened follow all of the step's answers (the answers must follow their calls).
    for (const { call } of outcomes) {
      const image = turn.toolMedia?.get(call.id);
      if (image !== undefined) conversation.push(...toWireMessages(image));
    }
  }
  yield { type: 'finish', totalUsage: { inputTokens, outputTokens } };
}

const sum = (total: number | undefined, add: number | null | undefined) =>
  add == null ? total : (total ?? 0) + add;

function contentText(content: string | { type: string; text?: string }[] | null | undefined): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part) => (part.type === 'text' ? (part.text ?? '') : '')).join('');
}

/** The tools as the provider takes them; each schema's JSON form is made once by its `zodSchema`. */
async function describeTools(tools: ToolSet) {
  return Promise.all(
    Object.entries(tools).map(async ([name, tool]) => ({
      type: 'function' as const,
      function: {
        name,
        ...(tool.description === undefined ? {} : { description: tool.description }),
        parameters: await asSchema(tool.inputSchema).jsonSchema,
      },
    })),
  );
}

/** A message as chat completions take it (the SDK's conversion, for the parts this app sends). */
function toWireMessages(message: ModelMessage): WireMessage[] {
  switch (message.role) {
    case 'system':
      return [{ role: 'system', content: message.content }];
    case 'user': {
      if (typeof message.content === 'string') return [{ role: 'user', content: message.content }];
      const parts = message.content.flatMap((part): WireContentPart[] => {
        if (part.type === 'text') return [{ type: 'text', text: part.text }];
        if (part.type === 'image') {
          const url =
            part.image instanceof URL
              ? part.image.toString()
              : `data:${part.mediaType ?? 'image/jpeg'};base64,${base64(part.image)}`;
          return [{ type: 'image_url', image_url: { url } }];
        }
        return [];
      });
      const only = parts[0];
      return [{ role: 'user', content: parts.length === 1 && only?.type === 'text' ? only.text : parts }];
    }
    case 'assistant':
      return [
        {
          role: 'assistant',
          content:
            typeof message.content === 'string'
              ? message.content
              : message.content.map((part) => (part.type === 'text' ? part.text : '')).join(''),
        },
      ];
    case 'tool':
      return [];
  }
}

function base64(data: string | Uint8Array | ArrayBuffer | Buffer): string {
  if (typeof data === 'string') return data;
  return Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString('base64');
}

type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

/** A call's arguments: no text means no arguments, as the SDK reads it. */
function parseArguments(text: string): Parsed {
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return {
      ok: false,
      error: `JSON parsing failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/**
 * Runs one tool call: unknown tools, arguments that are not JSON or not the tool's input, and a tool that
 * throws are each answered to the model as an error text (the turn goes on), as the SDK does.
 */
async function runTool(
  tool: ToolSet[string] | undefined,
  name: string,
  input: Parsed,
  context: { toolCallId: string; messages: ModelMessage[]; abortSignal: AbortSignal; available: string[] },
): Promise<{ ok: boolean; content: string }> {
  if (tool?.execute === undefined) {
    return {
      ok: false,
      content: `Model tried to call unavailable tool '${name}'. Available tools: ${context.available.join(', ')}.`,
    };
  }
  if (!input.ok) return { ok: false, content: `Invalid input for tool ${name}: ${input.error}` };
  try {
    const schema = asSchema(tool.inputSchema);
    const checked =
      schema.validate === undefined
        ? { success: true as const, value: input.value }
        : await schema.validate(input.value);
    if (!checked.success)
      return { ok: false, content: `Invalid input for tool ${name}: ${checked.error.message}` };
    let output: unknown = await tool.execute(checked.value, {
      toolCallId: context.toolCallId,
      messages: context.messages,
      abortSignal: context.abortSignal,
    });
    // A tool that streams preliminary results answers with its last.
    if (isAsyncIterable(output)) for await (const value of output) output = value;
    return { ok: true, content: typeof output === 'string' ? output : JSON.stringify(output ?? null) };
  } catch (error) {
    return { ok: false, content: error instanceof Error ? error.message : String(error) };
  }
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/** The streamed answer's response, after up to `maxRetries` retries of a retryable refusal. */
async function postWithRetries(
  endpoint: ChatCompletionsEndpoint,
  body: string,
  turn: ChatCompletionsTurn,
): Promise<http.IncomingMessage> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await post(endpoint, body, turn.abortSignal);
    } catch (error) {
      if (!(error instanceof ProviderError) || !error.retryable || attempt >= turn.maxRetries) throw error;
      const wait = error.retryAfterMs ?? RETRY_DELAY_MS * 2 ** attempt;
      await sleep(wait, undefined, { signal: turn.abortSignal });
    }
  }
}

/** Sends the request; resolves with a 2xx response, or rejects with a ProviderError saying why not. */
function post(
  endpoint: ChatCompletionsEndpoint,
  body: string,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  const url = new URL(`${endpoint.baseUrl.replace(/\/+$/, '')}/chat/completions`);
  const client = url.protocol === 'https:' ? https : http;
  const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        agent,
        signal,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          accept: 'text/event-stream',
          ...(endpoint.apiKey === undefined ? {} : { authorization: `Bearer ${endpoint.apiKey}` }),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) {
          resolve(response);
          return;
        }
        void readLimited(response).then((text) => reject(refusal(status, text, response.headers)), reject);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.name === 'AbortError') {
        reject(error);
        return;
      }
      // A kept connection the provider had just closed: the retry goes at once, on a new one.
      const staleConnection = request.reusedSocket && error.code === 'ECONNRESET';
      reject(
        new ProviderError(
          `Cannot reach the provider: ${error.message}`,
          undefined,
          true,
          staleConnection ? 0 : undefined,
        ),
      );
    });
    request.end(body);
  });
}

function refusal(status: number, text: string, headers: http.IncomingHttpHeaders): ProviderError {
  let message = `The provider answered ${status}`;
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === 'string') message = parsed.error.message;
  } catch {
    // Not JSON: the status says enough.
  }
  const retryable = status === 408 || status === 409 || status === 429 || status >= 500;
  return new ProviderError(message, status, retryable, retryAfter(headers));
}

/** The provider's `retry-after-ms` or `retry-after`, when it is under a minute (as the SDK takes them). */
function retryAfter(headers: http.IncomingHttpHeaders): number | undefined {
  const inMs = Number.parseFloat(String(headers['retry-after-ms'] ?? ''));
  const header = String(headers['retry-after'] ?? '');
  const inSeconds = Number.parseFloat(header);
  const ms = Number.isNaN(inMs)
    ? Number.isNaN(inSeconds)
      ? Date.parse(header) - Date.now()
      : inSeconds * 1000
    : inMs;
  return Number.isFinite(ms) && ms >= 0 && ms < 60_000 ? ms : undefined;
}

async function readLimited(response: http.IncomingMessage): Promise<string> {
  let text = '';
  response.setEncoding('utf8');
  for await (const chunk of response as AsyncIterable<string>) {
    text += chunk;
    if (text.length > ERROR_BODY_LIMIT) {
      response.destroy();
      break;
    }
  }
  return text;
}

/**
 * The JSON of each `data:` line of a server-sent event stream, until `[DONE]`. The response is read to its
 * end even then: leaving it early would destroy the connection instead of keeping it for the next call.
 */
async function* serverSentJson(response: http.IncomingMessage): AsyncGenerator<WireChunk> {
  response.setEncoding('utf8');
  let buffered = '';
  let done = false;
  for await (const chunk of response as AsyncIterable<string>) {
    if (done) continue;
    buffered += chunk;
    let end = buffered.indexOf('\n');
    while (end !== -1 && !done) {
      const line = buffered.slice(0, end).trimEnd();
      buffered = buffered.slice(end + 1);
      end = buffered.indexOf('\n');
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') done = true;
      else yield JSON.parse(data) as WireChunk;
    }
  }
}
