import type { FastifyInstance } from 'fastify';
import { createChatAccess } from '../chats/access-repo';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { TeamsRepo } from '../teams/repo';
import { createMemoryFeed } from './model-feed';
import { createMemoryRepo } from './memory-repo';
import { memoryUserRoutes } from './routes';
import { readSourceChatsAsTheReader } from './source-chats';
import { createMemoryUserService } from './user-service';

type Deps = { db: Db; teams: Pick<TeamsRepo, 'visibleCustomer'>; clock: Clock };

/**
 * Customers' memory, for the people of their teams: proposing facts and reading the approved ones, the
 * approved facts a reply's model is given, and every answer's memory sources read as their reader may.
 * The console's review lives with the admin console (review-service.ts).
 */
export function createMemoryModule({ db, teams, clock }: Deps) {
  const memory = createMemoryRepo(db);
  const access = createChatAccess(db);
  return {
    feed: createMemoryFeed(memory, access),
    /** Registers the user routes, and the check of memory sources' chats on every answer of the app. */
    async register(app: FastifyInstance): Promise<void> {
      readSourceChatsAsTheReader(app, access);
      await app.register(memoryUserRoutes(createMemoryUserService({ memory, teams, access, clock })));
    },
  };
}
