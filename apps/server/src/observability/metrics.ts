import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an instance counts for Prometheus, in one registry per process. The places that do the work call
 * the small functions below (a counter moves whether or not anyone scrapes); the registry is served only
 * on METRICS_PORT (metrics-server.ts). Labels hold route patterns, outcomes and names from a short list,
 * never an id, an address or a user's words: each label value is a series Prometheus keeps.
 */
export const metricsRegistry = new Registry();
const registers = [metricsRegistry];

/** Seconds, from a few milliseconds (an API read) to two minutes (a long reply). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

const httpRequests = new Counter({
  name: 'brief_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});
const httpDuration = new Histogram({
  name: 'brief_http_request_duration_seconds',
  help: 'Time to answer an HTTP request (a streamed reply counts until its stream ends), by route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: DURATION_BUCKETS,
  registers,
});

/** A route as Fastify matched it (`/api/users/:userId/chats`), or `unmatched` (a 404 with no route). */
export function countHttpRequest(request: {
  method: string;
  route: string | undefined;
  status: number;
  seconds: number;
}): void {
  const route = request.route ?? 'unmatched';
  httpRequests.inc({ method: request.method, route, status: String(request.status) });
  httpDuration.observe({ method: request.method, route }, request.seconds);
}

const replies = new Counter({
  name: 'brief_replies_total',
  help: 'Replies ended, by outcome: done, stopped, failed or interrupted',
  labelNames: ['outcome'] as const,
  registers,
});

export type ReplyOutcome = 'done' | 'stopped' | 'failed' | 'interrupted';

export function countReply(outcome: ReplyOutcome): void {
  replies.inc({ outcome });
}

const firstWord = new Histogram({
  name: 'brief_reply_first_word_seconds',
  help: "Time from the model call's start to the reply's first word",
  labelNames: ['provider', 'model'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
  registers,
});
const modelTokens = new Counter({
  name: 'brief_model_tokens_total',
  help: 'Tokens the model read (input) and wrote (output), by provider and model',
  labelNames: ['provider', 'model', 'kind'] as const,
  registers,
});
const toolCalls = new Counter({
  name: 'brief_tool_calls_total',
  help: "The model's tool calls, by tool and outcome (ok or error)",
  labelNames: ['tool', 'outcome'] as const,
  registers,
});

export type ModelName = { provider: string; model: string };

export function observeFirstWord(name: ModelName, seconds: number): void {
  firstWord.observe(name, seconds);
}

export function countTokens(name: ModelName, usage: { input: number | null; output: number | null }): void {
  if (usage.input !== null) modelTokens.inc({ ...name, kind: 'input' }, usage.input);
  if (usage.output !== null) modelTokens.inc({ ...name, kind: 'output' }, usage.output);
}

export function countToolCall(tool: string, outcome: 'ok' | 'error'): void {
  toolCalls.inc({ tool, outcome });
}

/** The background queues: documents read (extraction), files written (export), documents indexed. */
export type QueueName = 'extraction' | 'export' | 'indexing';

const queueDepth = new Gauge({
  name: 'brief_queue_depth',
  help: 'Tasks waiting for a worker thread, by queue (extraction, export, indexing)',
  labelNames: ['queue'] as const,
  registers,
});
const queueWait = new Histogram({
  name: 'brief_queue_wait_seconds',
  help: 'Time a task waited for a worker thread, by queue',
  labelNames: ['queue'] as const,
  buckets: [0.001, 0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers,
});

export function setQueueDepth(queue: QueueName, depth: number): void {
  queueDepth.set({ queue }, depth);
}

export function observeQueueWait(queue: QueueName, seconds: number): void {
  queueWait.observe({ queue }, seconds);
}

/** What a PostgreSQL pool tells of itself (pg.Pool's counts). */
export type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number };

let watchedPool: PoolCounts | undefined;

/** The database pool is read at each scrape; SQLite has no pool and reports none. */
export function watchDatabasePool(pool: PoolCounts): void {
  watchedPool = pool;
}

new Gauge({
  name: 'brief_db_pool_connections',
  help: "PostgreSQL connections of this instance's pool: total, idle, and queries waiting for one",
  labelNames: ['state'] as const,
  registers,
  collect() {
    if (watchedPool === undefined) return;
    this.set({ state: 'total' }, watchedPool.totalCount);
    this.set({ state: 'idle' }, watchedPool.idleCount);
    this.set({ state: 'waiting' }, watchedPool.waitingCount);
  },
});

const followers = new Gauge({
  name: 'brief_live_reply_followers',
  help: 'Clients following a running reply through this instance',
  registers,
});

/** A client starts following a running reply; the answer ends the following. */
export function followerJoined(): () => void {
  followers.inc();
  return () => followers.dec();
}

const signInRefusals = new Counter({
  name: 'brief_sign_in_refusals_total',
  help: 'Password sign-ins refused, by reason (credentials, or a rate limit on the account or address)',
  labelNames: ['reason'] as const,
  registers,
});

export function countSignInRefusal(reason: string): void {
  signInRefusals.inc({ reason });
}

const budgetRefusals = new Counter({
  name: 'brief_budget_refusals_total',
  help: "Runs refused because a monthly budget was spent, by the budget's scope (customer, team, user)",
  labelNames: ['scope'] as const,
  registers,
});

export function countBudgetRefusal(scope: 'customer' | 'team' | 'user'): void {
  budgetRefusals.inc({ scope });
}

let defaultsCollected = false;

/** Node's own figures (memory, event loop delay, garbage collection), once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry, prefix: 'brief_' });
}
