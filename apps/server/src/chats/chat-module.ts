import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createLanguageModel, modelAcceptsImages } from '../agents/providers';
import type { ChatModel, TurnTimeouts } from '../agents/runtime';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { FilesRepo } from '../files/repo';
import { removeStoredFiles, type FileStorage } from '../files/storage';
import type { KnowledgeRepo } from '../knowledge/repo';
import type { KnowledgeSearch } from '../knowledge/search';
import type { MemoryFeed } from '../memory/model-feed';
import type { UsageLimits } from '../limits/usage-limits';
import type { RunSubjects } from '../budgets/rules';
import type { SearchProvider } from '../search/search-provider';
import type { TeamsRepo } from '../teams/repo';
import { createBrandRulesRepo } from '../brand-rules/rules-repo';
import { createBrandRulesReader } from '../brand-rules/user-service';
import { brandRulesUserRoutes } from '../brand-rules/user-routes';
import {
  chatChangePublisher,
  publishingChats,
  publishingMessages,
  publishingTurns,
} from '../events/publishing';
import { createChatRepo } from './chat-repo';
import type { ConnectorRuns } from './turn-connectors';
import { chatRoutes } from './chat-routes';
import { createChatService } from './chat-service';
import { createLiveRuns, defaultLiveRunTimings, type LiveRunTimings } from './live-runs';
import { createMessageRepo } from './message-repo';
import { messageRoutes } from './message-routes';
import { createMessageService } from './message-service';
import type { ChatLog } from './model-failure';
import { createLocalRunBus, createPostgresRunBus } from './run-bus';
import { createRunRepo } from './run-repo';
import { runRoutes } from './run-routes';
import { createRunService } from './run-service';
import { createRunStopper } from './run-stopper';
import { createSearchRepo } from './search-repo';
import { searchRoutes } from './search-routes';
import { createSearchService } from './search-service';
import { suggestionRoutes } from './suggestion-routes';
import { createSuggestionService } from './suggestion-service';
import type { Meter } from '../costs/meter';
import { createReplyWriter } from './turn-reply';
import { turnRoutes } from './turn-routes';
import { createTurnService } from './turn-service';
import { createVersionRepo } from './version-repo';

type Deps = {
  db: Db;
  /** PostgreSQL's address (running replies then go between instances by LISTEN/NOTIFY) and the model's. */
  config: Pick<Config, 'databaseUrl' | 'llm' | 'runStaleMs' | 'shutdownGraceMs'>;
  clock: Clock;
  teams: TeamsRepo;
  files: FilesRepo;
  fileStorage: FileStorage;
  /** The configured web search; null leaves the model without a web_search tool. */
  search: SearchProvider | null;
  knowledge: { repo: KnowledgeRepo; search: KnowledgeSearch };
  /** The approved facts of customers' memory, given to the model with the customer's profile. */
  memory: MemoryFeed;
  log: ChatLog;
  /** The per-user limits shared by every instance (runs per minute). */
  limits: UsageLimits;
  /** The monthly budgets every run is checked against before it starts. */
  budgets: { checkRun(subjects: RunSubjects): Promise<void> };
  /** Records every model call (a reply's steps, follow-ups, titles) with its cost. */
  meter: Pick<Meter, 'record'>;
  /** The language model; by default the one LLM_* configures. */
  model?: ChatModel | undefined;
  /** The connectors' tools a run of a team may call (connector-runs.ts); none when absent. */
  connectors?: ConnectorRuns | undefined;
  /** Overrides LLM_TIMEOUT_SECONDS (tests of a silent model). */
  modelTimeouts?: TurnTimeouts | undefined;
  /** Overrides how often running replies are written and when a silent one is interrupted (tests). */
  liveRunTimings?: LiveRunTimings | undefined;
};

/**
 * The chat module, built from the app's dependencies: chats, their messages and versions, search, the
 * turn (run and regenerate), the live side (running replies followed and stopped from any instance)
 * and suggestions. It hands the app its routes and what other domains use of it. See README.md here.
 */
export function createChatModule(deps: Deps) {
  const { db, config, clock, teams, files, log, limits } = deps;
  /** This process's id, written on the runs it writes. */
  const instanceId = randomUUID();
  const model = deps.model ?? createLanguageModel(config.llm, { wordDelayMs: 12 });
  const timeouts = deps.modelTimeouts ?? { totalMs: config.llm.timeoutMs, chunkMs: config.llm.idleTimeoutMs };
  const timings = deps.liveRunTimings ?? defaultLiveRunTimings(config.runStaleMs, config.shutdownGraceMs);
  const chats = createChatRepo(db);
  const messages = createMessageRepo(db);
  const runs = createRunRepo(db, limits.takeRun);
  const bus =
    config.databaseUrl === undefined
      ? createLocalRunBus()
      : createPostgresRunBus(config.databaseUrl, instanceId, log);
  const live = createLiveRuns({ runs, bus, clock, timings, log });
  // Every change the routes below commit is told to the open tabs of whoever may read the chat.
  const publish = chatChangePublisher(bus, log);
  const rules = createBrandRulesRepo(db);

  const chatService = createChatService({
    chats,
    messages,
    runs,
    live,
    files,
    teams,
    removeFiles: (keys) => removeStoredFiles(deps.fileStorage, keys, log),
    clock,
  });
  const turns = createTurnService({
    chats,
    messages,
    runs,
    live,
    limits,
    budgets: deps.budgets,
    files,
    teams,
    writeReply: createReplyWriter({
      teams,
      model,
      readFile: (file) => deps.fileStorage.get(file.storage_key),
      modelAcceptsImages: modelAcceptsImages(config.llm),
      search: deps.search,
      knowledge: deps.knowledge,
      memory: deps.memory,
      rules,
      connectors: deps.connectors,
      meter: deps.meter,
      clock,
      timeouts,
      log,
    }),
    instanceId,
    clock,
    log,
  });
  const versions = createVersionRepo(db);

  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(chatRoutes(publishingChats(chatService, publish)));
    await app.register(searchRoutes(createSearchService({ search: createSearchRepo(db), runs })));
    await app.register(
      messageRoutes(
        publishingMessages(createMessageService({ chats, messages, versions, files, clock }), publish),
      ),
    );
    await app.register(turnRoutes(publishingTurns(turns, publish)));
    await app.register(runRoutes(createRunService({ chats, messages, runs, live, files })));
    await app.register(
      suggestionRoutes(
        createSuggestionService({ chats, messages, model, timeouts, teams, meter: deps.meter, log }),
      ),
    );
    // The chat's "Brand rules" panel: the rules every reply about the customer keeps.
    await app.register(brandRulesUserRoutes(createBrandRulesReader({ rules, teams })));
  };

  return {
    routes,
    /** A chat as its page shows it (shared chats show the same to their readers). */
    detailOf: chatService.detailOf,
    /** The chat's messages as shown (exports read them). */
    messages,
    /** Running replies of a user (disabled) or a team (deleted) end through this. */
    stopper: createRunStopper(runs, live),
    /** What instances tell each other about running replies. */
    bus,
    /** Tells the open tabs of a change to a chat made outside this module (a share). */
    publish,
    /**
     * Deletes an owner's chat with everything of it, as its DELETE does, and tells their open tabs
     * (retention's sweep, a person's deletion). False when the owner has no such chat.
     */
    deleteChat: async (ownerId: string, chatId: string): Promise<boolean> => {
      const deleted = await chatService.removeChat(ownerId, chatId);
      if (deleted) publish('chat.deleted', chatId, ownerId);
      return deleted;
    },
    /** A shutdown lets running replies finish for a while, then interrupts the rest (Retry writes them again). */
    drain: () => live.drain(),
    close: () => live.close(),
  };
}

export type ChatModule = ReturnType<typeof createChatModule>;
