import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createBookmarksRepo } from '../bookmarks/repo';
import type { ChatAccess } from '../chats/access-repo';
import type { MessageRepo } from '../chats/message-repo';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { FilesRepo } from '../files/repo';
import type { FileStorage } from '../files/storage';
import { createExportPool } from './export-pool';
import { createExportsRepo } from './repo';
import { exportsRoutes } from './routes';
import { createExportsService, type ExportsService } from './service';

type Deps = {
  db: Db;
  access: ChatAccess;
  /** The chat's messages as shown (the branch shown, for an edited chat). */
  messages: MessageRepo;
  files: FilesRepo;
  fileStorage: FileStorage;
  clock: Clock;
  /** The app's public address, which relative links in the documents are made absolute against. */
  origin: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
};

/**
 * Chats, replies and bookmarks as Markdown, Word or PDF, made in worker threads (fairly between users),
 * stopped by `close` with the app.
 */
export function createExportModule(deps: Deps): {
  routes: FastifyPluginAsyncZod;
  /** The exports themselves: a person's data export makes each chat's Markdown through them. */
  service: ExportsService;
  close: () => Promise<void>;
} {
  const pool = createExportPool({ log: deps.log });
  const service = createExportsService({
    access: deps.access,
    messages: deps.messages,
    files: deps.files,
    bookmarks: createBookmarksRepo(deps.db),
    names: createExportsRepo(deps.db),
    readFile: (file) => deps.fileStorage.get(file.storage_key),
    render: pool.render,
    clock: deps.clock,
    origin: deps.origin,
    log: deps.log,
  });
  return { routes: exportsRoutes(service), service, close: () => pool.close() };
}
