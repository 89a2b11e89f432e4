import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChatModel, TurnTimeouts } from '../agents/runtime';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { FileRow, FilesRepo } from '../files/repo';
import type { KnowledgeRepo } from '../knowledge/repo';
import type { KnowledgeSearch } from '../knowledge/search';
import type { SearchProvider } from '../search/search-provider';
import type { TeamsRepo } from '../teams/repo';
import { createChatRepo } from './chat-repo';
import { chatRoutes } from './chat-routes';
import { createChatService } from './chat-service';
import { createLiveRuns, type LiveRunTimings } from './live-runs';
import { createMessageRepo } from './message-repo';
import { messageRoutes } from './message-routes';
import { createMessageService } from './message-service';
import type { ChatLog } from './model-failure';
import { createLocalRunBus, createPostgresRunBus } from './run-bus';
import { createRunQueue } from './run-queue';
import { createRunRepo } from './run-repo';
import { runRoutes } from './run-routes';
import { createRunService } from './run-service';
import { createRunStopper } from './run-stopper';
import { createSearchRepo } from './search-repo';
import { searchRoutes } from './search-routes';
import { createSearchService } from './search-service';
import { suggestionRoutes } from './suggestion-routes';
import { createSuggestionService } from './suggestion-service';
import { createReplyWriter } from './turn-reply';
import { turnRoutes } from './turn-routes';
import { createTurnService } from './turn-service';
import { createVersionRepo } from './version-repo';

type Deps = {
  db: Db;
  /** PostgreSQL's address: running replies then go between instances by LISTEN/NOTIFY. */
  databaseUrl: string | undefined;
  /** This process's id, written on the runs it writes. */
  instanceId: string;
  clock: Clock;
  teams: TeamsRepo;
  files: FilesRepo;
  /** The bytes of a stored file (images the model is shown). */
  readFile: (file: FileRow) => Promise<Buffer>;
  /** Removes the bytes of files whose rows a deleted chat took with it. */
  removeFiles: (storageKeys: readonly string[]) => Promise<void>;
  model: ChatModel;
  modelAcceptsImages: boolean;
  /** The configured web search; null leaves the model without a web_search tool. */
  search: SearchProvider | null;
  knowledge: { repo: KnowledgeRepo; search: KnowledgeSearch };
  timeouts: TurnTimeouts;
  liveRunTimings: LiveRunTimings;
  log: ChatLog;
};

/**
 * The chat module, built from the app's dependencies: chats, their messages and versions, search, the
 * turn (run and regenerate), the live side (running replies followed and stopped from any instance)
 * and suggestions. It hands the app its routes and what other domains use of it. See README.md here.
 */
export function createChatModule(deps: Deps) {
  const { db, clock, teams, files, log } = deps;
  const chats = createChatRepo(db);
  const messages = createMessageRepo(db);
  const runs = createRunRepo(db);
  const bus =
    deps.databaseUrl === undefined
      ? createLocalRunBus()
      : createPostgresRunBus(deps.databaseUrl, deps.instanceId, log);
  const live = createLiveRuns({ runs, bus, clock, timings: deps.liveRunTimings, log });

  const chatService = createChatService({
    chats,
    messages,
    runs,
    live,
    files,
    teams,
    removeFiles: deps.removeFiles,
    clock,
  });
  const turns = createTurnService({
    chats,
    messages,
    runs,
    live,
    queue: createRunQueue(),
    files,
    teams,
    writeReply: createReplyWriter({
      teams,
      model: deps.model,
      readFile: deps.readFile,
      modelAcceptsImages: deps.modelAcceptsImages,
      search: deps.search,
      knowledge: deps.knowledge,
      clock,
      timeouts: deps.timeouts,
      log,
    }),
    instanceId: deps.instanceId,
    clock,
    timeouts: deps.timeouts,
    log,
  });
  const versions = createVersionRepo(db);

  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(chatRoutes(chatService));
    await app.register(searchRoutes(createSearchService({ search: createSearchRepo(db), runs })));
    await app.register(messageRoutes(createMessageService({ chats, messages, versions, clock })));
    await app.register(turnRoutes(turns));
    await app.register(runRoutes(createRunService({ chats, messages, runs, live, files })));
    await app.register(
      suggestionRoutes(
        createSuggestionService({ chats, messages, model: deps.model, timeouts: deps.timeouts, log }),
      ),
    );
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
    /** A shutdown lets running replies finish for a while, then interrupts the rest (Retry writes them again). */
    drain: () => live.drain(),
    close: () => live.close(),
  };
}

export type ChatModule = ReturnType<typeof createChatModule>;
