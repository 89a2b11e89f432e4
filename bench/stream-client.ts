/**
 * The latency bench's client: Node's http with kept connections, to Brief and to the provider alike, and
 * what a user's browser does through them (sign in, start a chat, send a message and read the streamed
 * reply) or what Brief does with the provider (a streamed chat completion). Every run is read to its end
 * and timed to its first word.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { ChatCompletionRequest } from '../apps/server/test/fake-openai-server';
import { ADMIN } from './built-server';

/** What a real chat has: a customer (with its profile) and a specialist, as the wizard sets them up. */
const CHAT_SETUP = {
  app_name: 'marketing_agent',
  customerName: 'Brightlane Bank',
  specialists: ['Iris Insights'],
};
const PASSWORD = 'bench-password-1';
/** Bounds every request, so a stuck stream cannot keep the benchmark alive. */
const REQUEST_TIMEOUT_MS = 30_000;

export type Outcome = { ok: boolean; firstWordMs: number | null };
/** What a run is timed from, and who hears of its first word when it comes. */
export type Timing = { started: number; onFirstWord?: () => void };
export const now = (): Timing => ({ started: performance.now() });
export type BenchUser = { id: string; token: string };

/** One server's address and a keep-alive agent with `connections` connections at most. */
export function endpoint(base: string, connections: number) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  /** One request; the answer arrives in `onText` as it comes. Resolves with the status at the end. */
  const request = (
    method: 'GET' | 'POST',
    route: string,
    headers: Record<string, string>,
    body: string | null,
    onText: (text: string) => void,
  ) =>
    new Promise<number>((resolve, reject) => {
      const sent = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname.replace(/\/$/, '')}${route}`,
          method,
          agent,
          headers,
          timeout: REQUEST_TIMEOUT_MS,
        },
        (response) => {
          response.setEncoding('utf8');
          response.on('data', onText);
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      sent.on('error', reject);
      sent.on('timeout', () => sent.destroy(new Error(`${route} timed out`)));
      sent.end(body ?? undefined);
    });
  const json = async <T>(method: 'GET' | 'POST', route: string, token: string | null, body?: unknown) => {
    let text = '';
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token !== null) headers.authorization = `Bearer ${token}`;
    const status = await request(
      method,
      route,
      headers,
      body === undefined ? null : JSON.stringify(body),
      (piece) => {
        text += piece;
      },
    );
    if (status >= 300) throw new Error(`${method} ${route}: ${status} ${text}`);
    return JSON.parse(text) as T;
  };
  /**
   * A streamed answer read to its end: `firstWord` says whether an event carries the reply's first
   * word, `last` whether an event closes the answer properly.
   */
  const stream = async (
    route: string,
    headers: Record<string, string>,
    body: string,
    timing: Timing,
    firstWord: (event: string) => boolean,
    last: (event: string) => boolean,
  ): Promise<Outcome> => {
    let firstWordMs: number | null = null;
    let buffered = '';
    let lastEvent = '';
    try {
      const status = await request('POST', route, headers, body, (text) => {
        buffered += text;
        for (let end = buffered.indexOf('\n\n'); end !== -1; end = buffered.indexOf('\n\n')) {
          lastEvent = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (firstWordMs === null && firstWord(lastEvent)) {
            firstWordMs = performance.now() - timing.started;
            timing.onFirstWord?.();
          }
        }
      });
      return { ok: status === 200 && last(lastEvent) && firstWordMs !== null, firstWordMs };
    } catch {
      return { ok: false, firstWordMs };
    }
  };
  /** Opens `count` connections at once (a browser has its connection to the app open already). */
  const connect = async (count: number, route: string) => {
    await Promise.all(Array.from({ length: count }, () => request('GET', route, {}, null, () => {})));
  };
  return { json, stream, connect, close: () => agent.destroy() };
}

export type Endpoint = ReturnType<typeof endpoint>;

/** Brief's stream: a `delta` event with text is the first word; `done` ends a run that went well. */
const briefFirstWord = (event: string) =>
  event.startsWith('event: delta\n') && !event.includes('data: {"text":""}');
const briefDone = (event: string) => event.startsWith('event: done\n');
/** The provider's: the first chunk whose delta has content; `[DONE]` ends it. */
function providerFirstWord(event: string): boolean {
  if (!event.startsWith('data: {')) return false;
  const chunk = JSON.parse(event.slice('data: '.length)) as {
    choices?: { delta?: { content?: string | null } }[];
  };
  return (chunk.choices?.[0]?.delta?.content ?? '') !== '';
}
const providerDone = (event: string) => event === 'data: [DONE]';

export function briefClient(brief: Endpoint) {
  const headers = (user: BenchUser) => ({
    authorization: `Bearer ${user.token}`,
    'content-type': 'application/json',
  });
  const createChat = async (user: BenchUser) =>
    (await brief.json<{ id: string }>('POST', `/api/users/${user.id}/sessions`, user.token, CHAT_SETUP)).id;
  const run = (user: BenchUser, chatId: string, message: string, timing: Timing) =>
    brief.stream(
      `/api/users/${user.id}/chats/${chatId}/run/stream`,
      headers(user),
      JSON.stringify({ message }),
      timing,
      briefFirstWord,
      briefDone,
    );
  return {
    createChat,
    /** A run in a chat made before: timed from sending the message, unless told otherwise. */
    run: (user: BenchUser, chatId: string, message: string, timing = now()) =>
      run(user, chatId, message, timing),
    /** What starting a chat is: create it, then send its first message; timed from before the creation. */
    async newChat(user: BenchUser, message: string, timing: Timing): Promise<Outcome> {
      try {
        return await run(user, await createChat(user), message, timing);
      } catch {
        return { ok: false, firstWordMs: null };
      }
    },
    /** Users made by the bootstrap admin with the marketing team, each signed in once. */
    async signInUsers(count: number): Promise<BenchUser[]> {
      const admin = await brief.json<{ access_token: string }>('POST', '/api/login', null, ADMIN);
      const users: BenchUser[] = [];
      for (let index = 1; index <= count; index += 1) {
        const email = `bench${index}@brief.test`;
        await brief.json('POST', `/api/users/${encodeURIComponent(email)}/register`, admin.access_token, {
          email,
          password: PASSWORD,
          authProvider: 'password',
          agents: ['marketing'],
        });
        const login = await brief.json<{ access_token: string; user: { id: string } }>(
          'POST',
          '/api/login',
          null,
          {
            email,
            password: PASSWORD,
          },
        );
        users.push({ id: login.user.id, token: login.access_token });
      }
      return users;
    },
  };
}

export function directClient(provider: Endpoint, body: ChatCompletionRequest) {
  const text = JSON.stringify(body);
  return (timing = now()) =>
    provider.stream(
      '/chat/completions',
      { 'content-type': 'application/json' },
      text,
      timing,
      providerFirstWord,
      providerDone,
    );
}

export type BriefClient = ReturnType<typeof briefClient>;
