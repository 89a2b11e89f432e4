import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditService } from '../admin/audit';
import { createBookmarksRepo } from '../bookmarks/repo';
import { createBookmarksService } from '../bookmarks/service';
import { createChatAccess } from '../chats/access-repo';
import type { ChatModule } from '../chats/chat-module';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { ExportsService } from '../exports/service';
import { removeStoredFiles, type FileStorage } from '../files/storage';
import { asReadBy } from '../memory/source-chats';
import type { UsersRepo } from '../users/repo';
import { createPersonDeleteService } from './delete-service';
import { createDataExportService } from './export-service';
import { createOffboardingRepo } from './repo';
import { offboardingRoutes } from './routes';

type Deps = {
  db: Db;
  users: UsersRepo;
  chat: Pick<ChatModule, 'detailOf' | 'deleteChat' | 'stopper'>;
  exports: ExportsService;
  fileStorage: FileStorage;
  audit: AuditService;
  clock: Clock;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
};

/** When someone leaves: everything of theirs as one zip, and deleting them with everything of theirs. */
export function createOffboardingModule(deps: Deps): { routes: FastifyPluginAsyncZod } {
  const repo = createOffboardingRepo(deps.db);
  const access = createChatAccess(deps.db);
  const exports = createDataExportService({
    repo,
    users: deps.users,
    exports: deps.exports,
    // The chat as its owner may read it: a cited fact's chat only if they may read that one too.
    detailOf: async (chat) => asReadBy(await deps.chat.detailOf(chat), chat.user_id, access),
    bookmarks: createBookmarksService({ bookmarks: createBookmarksRepo(deps.db), clock: deps.clock }),
    readFile: (file) => deps.fileStorage.get(file.storage_key),
    audit: deps.audit,
    clock: deps.clock,
    log: deps.log,
  });
  const deletes = createPersonDeleteService({
    repo,
    users: deps.users,
    deleteChat: deps.chat.deleteChat,
    runs: deps.chat.stopper,
    removeFiles: (keys) => removeStoredFiles(deps.fileStorage, keys, deps.log),
    audit: deps.audit,
    clock: deps.clock,
  });
  return { routes: offboardingRoutes({ exports, deletes }) };
}
