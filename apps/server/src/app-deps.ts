import type { FastifyServerOptions } from 'fastify';
import type { ChatModel, TurnTimeouts } from './agents/runtime';
import type { LiveRunTimings } from './chats/live-runs';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';
import type { EventStreamTimings } from './events/chat-events';
import type { FileStorage } from './files/storage';
import type { Embedder } from './knowledge/embeddings';
import type { Lifecycle } from './lifecycle/lifecycle';
import type { SearchProvider } from './search/search-provider';

/** What the server is built from: the configuration and database, and what tests put in their place. */
export type AppDeps = {
  config: Config;
  db: Db;
  clock?: Clock;
  /** The language model; by default the one LLM_* configures. Tests pass a slow or failing one. */
  model?: ChatModel;
  /** Overrides LLM_TIMEOUT_SECONDS, so tests of a silent model need not wait for it. */
  modelTimeouts?: TurnTimeouts;
  /** Folder of the built SPA; null serves the API alone (tests). */
  webDistDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Where uploaded files live; by default the one DATA_DIR / S3_* configures. */
  fileStorage?: FileStorage;
  /**
   * The web search behind the web_search tool; by default the one SEARCH_* configures (null: none).
   * Tests pass one made with createSearchProvider(…, { apiBaseUrl, timeoutMs }) to reach a local fake.
   */
  searchProvider?: SearchProvider | null;
  /** Overrides how often running replies are written and when a silent one is interrupted (tests). */
  liveRunTimings?: LiveRunTimings;
  /** Overrides how often an open tab's event stream beats and reads its shared chats again (tests). */
  eventStreamTimings?: EventStreamTimings;
  /** Embeddings for customer knowledge; by default the one EMBEDDINGS_* configures (null: none). */
  embedder?: Embedder | null;
  /** The background indexing of customer documents: off for tests of a queue left for later. */
  indexing?: { start?: boolean; pollMs?: number; staleMs?: number };
  /** Readiness and the drain a stop begins with (main.ts drains on SIGTERM, then closes the app). */
  lifecycle?: Lifecycle;
};
