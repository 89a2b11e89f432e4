import http from 'node:http';
import https from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The provider's side of a chat completions call over node's own http client: the request with its
 * retries (as the AI SDK retries), why a refusal happened, and the streamed answer's server-sent events.
 */

export type ChatCompletionsEndpoint = { baseUrl: string; apiKey: string | undefined; model: string };

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

export type WireChunk = {
  error?: { message?: string };
  choices?: {
    finish_reason?: string | null;
    delta?: {
      content?: string | { type: string; text?: string }[] | null;
      tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[];
    } | null;
  }[];
  usage?: {
    prompt_tokens?: number | null;
    completion_tokens?: number | null;
    /** OpenAI's count of the prompt tokens read from its cache (part of prompt_tokens). */
    prompt_tokens_details?: { cached_tokens?: number | null } | null;
  } | null;
};

/** First retry's wait when the provider does not say (the SDK's initial back-off). */
const RETRY_DELAY_MS = 2000;
/** Most of an error answer read for its message. */
const ERROR_BODY_LIMIT = 64 * 1024;
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** What a request's retries depend on: how many, and the turn's stop. */
export type RetryPolicy = { maxRetries: number; abortSignal: AbortSignal };

/** The streamed answer's response, after up to `maxRetries` retries of a retryable refusal. */
export async function postWithRetries(
  endpoint: ChatCompletionsEndpoint,
  body: string,
  turn: RetryPolicy,
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
export async function* serverSentJson(response: http.IncomingMessage): AsyncGenerator<WireChunk> {
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
