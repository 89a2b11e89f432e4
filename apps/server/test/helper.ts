import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StoredFile } from '@brief/contract/files';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, expect } from 'vitest';
import type { LanguageModel } from 'ai';
import { createBuiltinModel } from '../src/agents/builtin-model';
import type { TurnTimeouts } from '../src/agents/runtime';
import type { LiveRunTimings } from '../src/chats/live-runs';
import { buildApp, type AppDeps } from '../src/app';
import type { Embedder } from '../src/knowledge/embeddings';
import type { SearchProvider } from '../src/search/search-provider';
import { hashPassword } from '../src/auth/passwords';
import type { Clock } from '../src/clock';
import { loadConfig, type Config } from '../src/config';
import { migrateToLatest, openDatabase, type Db } from '../src/db/database';
import { newId } from '../src/ids';
import { seedTeamCatalogue } from '../src/teams/catalogue';
import { scratchDatabaseUrl } from './scratch-database';

/** A clock the test moves by hand. */
export function fakeClock(
  start = new Date('2026-03-02T10:00:00.000Z'),
): Clock & { advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

export type TestContext = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: ReturnType<typeof fakeClock>;
  dataDir: string;
};

/** Builds the real app over a real, migrated and seeded database. Closed after the file's tests. */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    webDistDir?: string | null;
    model?: LanguageModel;
    modelTimeouts?: TurnTimeouts;
    /** Replaces the web search SEARCH_* configures (a keyed provider pointed at a local fake). */
    searchProvider?: SearchProvider | null;
    /** Fastify's logger, for tests about what is logged (off by default). */
    logger?: FastifyServerOptions['logger'];
    /** How often running replies are written, and when a silent one counts as interrupted. */
    liveRunTimings?: LiveRunTimings;
    /** How often an open event stream beats (and checks its sign-in) and reads its shared chats again. */
    eventStreamTimings?: AppDeps['eventStreamTimings'];
    /** Embeddings for customer knowledge (a client of a local fake endpoint); none by default. */
    embedder?: Embedder | null;
    /** The background indexing of customer documents (quick polls by default). */
    indexing?: AppDeps['indexing'];
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brief-test-'));
  const database = await scratchDatabaseUrl();
  const config = loadConfig({
    DATA_DIR: dataDir,
    // Tests not about the per-user limits ask for more replies a minute (of the fake clock) than anyone
    // would; those about them say their own RUNS_PER_MINUTE.
    RUNS_PER_MINUTE: '100000',
    ...(database.url === undefined ? {} : { DATABASE_URL: database.url }),
    ...options.env,
  });
  const clock = fakeClock();
  const db = openDatabase(config);
  await migrateToLatest(db);
  await seedTeamCatalogue(db, clock);
  const app = await buildApp({
    config,
    db,
    clock,
    webDistDir: options.webDistDir ?? null,
    // The built-in model without its typing delay, unless a test brings its own model or provider.
    ...(options.model === undefined && options.env?.LLM_PROVIDER !== undefined
      ? {}
      : { model: options.model ?? createBuiltinModel() }),
    ...(options.modelTimeouts === undefined ? {} : { modelTimeouts: options.modelTimeouts }),
    ...(options.searchProvider === undefined ? {} : { searchProvider: options.searchProvider }),
    ...(options.logger === undefined ? {} : { logger: options.logger }),
    ...(options.liveRunTimings === undefined ? {} : { liveRunTimings: options.liveRunTimings }),
    ...(options.eventStreamTimings === undefined ? {} : { eventStreamTimings: options.eventStreamTimings }),
    ...(options.embedder === undefined ? {} : { embedder: options.embedder }),
    indexing: { pollMs: 200, ...options.indexing },
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await db.destroy();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, db, config, clock, dataDir };
}

let userCounter = 0;

export type TestUser = { id: string; email: string; password: string | null; token: string };

/** Creates a user straight in the database and signs them in when they have a password. */
export async function createUser(
  ctx: TestContext,
  overrides: {
    email?: string;
    password?: string | null;
    admin?: boolean;
    provider?: 'password' | 'google' | 'oidc';
    disabled?: boolean;
    teams?: string[];
    /** Teams they lead (a team lead runs the admin console for those). */
    leadOf?: string[];
    legalHold?: boolean;
  } = {},
): Promise<TestUser> {
  userCounter += 1;
  const email =
    overrides.email ?? `user${userCounter}.${randomUUID().slice(0, 8)}@${ctx.config.companyDomain}`;
  const provider = overrides.provider ?? 'password';
  const password =
    overrides.password === undefined
      ? provider !== 'password'
        ? null
        : 'correct-horse-1'
      : overrides.password;
  const id = newId();
  await ctx.db
    .insertInto('users')
    .values({
      id,
      email,
      name: email.split('@')[0] ?? email,
      picture: null,
      password_hash: password === null ? null : await hashPassword(password),
      auth_provider: provider,
      is_admin: overrides.admin === true ? 1 : 0,
      disabled_at: null,
      created_at: ctx.clock.now().toISOString(),
      last_login_at: null,
      ...(overrides.legalHold === true ? { legal_hold: 1 } : {}),
    })
    .execute();
  if (overrides.leadOf !== undefined && overrides.leadOf.length > 0) {
    await ctx.db
      .insertInto('team_leads')
      .values(overrides.leadOf.map((agentId) => ({ user_id: id, agent_id: agentId })))
      .execute();
  }
  if (overrides.teams !== undefined && overrides.teams.length > 0) {
    await ctx.db
      .insertInto('user_agents')
      .values(overrides.teams.map((agentId) => ({ user_id: id, agent_id: agentId })))
      .execute();
  }
  let token = '';
  if (password !== null) {
    const response = await login(ctx, email, password);
    token = response.json<{ access_token: string }>().access_token;
  }
  if (overrides.disabled === true) {
    await ctx.db
      .updateTable('users')
      .set({ disabled_at: ctx.clock.now().toISOString() })
      .where('id', '=', id)
      .execute();
  }
  return { id, email, password, token };
}

export function login(
  ctx: TestContext,
  email: string,
  password: string,
  clientAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { app: 'brief', email, password },
    remoteAddress: clientAddress,
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The app's answer to one call made as `user` (their bearer token), with a JSON body when given. */
export const callAs = (ctx: TestContext, user: TestUser, method: Method, url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: bearer(user.token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** The answer's JSON once its status is the one expected (the body is the failure's message). */
export function expectStatus<T>(response: LightMyRequestResponse, status: number): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/** Signs the user in again (after their sessions were ended) and answers them with the new token. */
export async function signInAgain(ctx: TestContext, user: TestUser): Promise<TestUser> {
  if (user.password === null) throw new Error('a Google user cannot sign in with a password');
  const response = await login(ctx, user.email, user.password);
  if (response.statusCode !== 200) throw new Error(`sign-in refused: ${response.body}`);
  return { ...user, token: response.json<{ access_token: string }>().access_token };
}

/** Starts a chat for the user and answers its id. */
export async function createChat(
  ctx: TestContext,
  user: TestUser,
  body: Record<string, unknown> = {},
): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/users/${user.id}/sessions`,
    headers: bearer(user.token),
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`chat not created: ${response.body}`);
  return response.json<{ id: string }>().id;
}

export type UploadedFile = { name: string; body: Buffer | string; type: string };

/** Uploads files into a chat as the browser's FormData sends them; answers them as stored. */
export async function uploadFiles(
  ctx: TestContext,
  user: TestUser,
  chatId: string,
  files: readonly UploadedFile[],
): Promise<StoredFile[]> {
  const form = new FormData();
  form.append('sessionId', chatId);
  for (const file of files) {
    const bytes = typeof file.body === 'string' ? Buffer.from(file.body) : file.body;
    form.append('file', new Blob([new Uint8Array(bytes)], { type: file.type }), file.name);
  }
  const encoded = new Response(form);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/users/${user.id}/files`,
    headers: { ...bearer(user.token), 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  if (response.statusCode !== 201) throw new Error(`files not uploaded: ${response.body}`);
  return response.json<{ files: StoredFile[] }>().files;
}

export type ServerSentEvent = { event: string; data: unknown };

/** Splits a text/event-stream body into its events. */
export function parseEventStream(body: string): ServerSentEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
}
