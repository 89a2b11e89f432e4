import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Bookmark } from '@brief/contract/bookmarks';
import type { ChatDetail } from '@brief/contract/chats';
import type { DataExportQuery } from '@brief/contract/offboarding';
import type { AdminContext, AuditService } from '../admin/audit';
import type { ChatRow } from '../chats/chat-repo';
import type { Clock } from '../clock';
import { AppError, notFound, rateLimited } from '../errors';
import type { ExportsService } from '../exports/service';
import type { FileRow } from '../files/repo';
import type { UserRow, UsersRepo } from '../users/repo';
import { archiveReadme, layOutArchive, type ArchiveLayout } from './archive-layout';
import type { OffboardingRepo } from './repo';
import { zipStream, type ZipEntry } from './zip-stream';

type Deps = {
  repo: OffboardingRepo;
  users: Pick<UsersRepo, 'findById'>;
  /** A chat's Markdown comes from the chat export itself, made in the export pool like any other. */
  exports: Pick<ExportsService, 'chat'>;
  /** A chat as the API gives it: its JSON in the zip. */
  detailOf: (chat: ChatRow) => Promise<ChatDetail>;
  bookmarks: { list(user: UserRow, limit: undefined): Promise<Bookmark[]> };
  readFile: (file: FileRow) => Promise<Buffer>;
  audit: AuditService;
  clock: Clock;
  log: { warn(obj: object, msg: string): void };
};

export type DataArchive = { fileName: string; stream: Readable };

/** While the export pool is full, a chat's Markdown waits this long before asking again… */
const POOL_WAIT_MS = 500;
/** …this many times (a minute) before the archive gives up. */
const POOL_WAITS = 120;

const text = (path: string, body: string): ZipEntry => ({
  path,
  compress: true,
  read: () => Promise.resolve(Buffer.from(body, 'utf8')),
});
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A person's data as one zip, made while it is sent: for themselves, or for an admin (audited). */
export function createDataExportService(deps: Deps) {
  const { repo, log } = deps;
  /** Who is being sent an archive now: one at a time each, the rest of the exports stay fair. */
  const packing = new Set<string>();

  /** The chat's Markdown export; a note in its place when it cannot be made. */
  async function markdownOf(person: UserRow, chat: ChatRow, query: DataExportQuery): Promise<Uint8Array> {
    for (let wait = 0; ; wait += 1) {
      try {
        return (await deps.exports.chat(person, chat.id, 'own', 'md', query)).body;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code === 'rate_limited' && wait < POOL_WAITS) {
          await sleep(POOL_WAIT_MS);
          continue;
        }
        if (error.code === 'export_too_complex' || error.code === 'not_found') {
          return Buffer.from(
            `# ${chat.title}\n\n${error.message} Everything of this chat is in chat.json.\n`,
          );
        }
        throw error;
      }
    }
  }

  async function* entries(
    person: UserRow,
    query: DataExportQuery,
    exportedAt: Date,
  ): AsyncGenerator<ZipEntry> {
    const [chats, files, bookmarks] = await Promise.all([
      repo.chatsOf(person.id),
      repo.filesOf(person.id),
      deps.bookmarks.list(person, undefined),
    ]);
    const layout: ArchiveLayout = layOutArchive(chats, files);
    yield text('README.md', archiveReadme(person, exportedAt, layout, bookmarks.length));
    yield text(
      'manifest.json',
      json({
        person: { id: person.id, email: person.email, name: person.name },
        exportedAt: exportedAt.toISOString(),
        chats: layout.chats,
        files: layout.files,
        bookmarks: bookmarks.length,
      }),
    );
    yield text('bookmarks.json', json(bookmarks));
    const rows = new Map(chats.map((chat) => [chat.id, chat]));
    for (const laid of layout.chats) {
      const chat = rows.get(laid.id);
      if (chat === undefined) continue;
      yield { path: `${laid.folder}/chat.md`, compress: true, read: () => markdownOf(person, chat, query) };
      yield {
        path: `${laid.folder}/chat.json`,
        compress: true,
        read: async () => Buffer.from(json(await deps.detailOf(chat)), 'utf8'),
      };
    }
    const fileRows = new Map(files.map((file) => [file.id, file]));
    for (const laid of layout.files) {
      const file = fileRows.get(laid.id);
      if (file === undefined) continue;
      let bytes: Buffer;
      try {
        bytes = await deps.readFile(file);
      } catch (error) {
        // A file the store lost is named, not left out without a word, and the rest still comes.
        log.warn({ err: error, fileId: file.id }, 'a file could not be read for a data export');
        yield text(`${laid.path}.unavailable.txt`, `${file.name} could not be read from the file store.\n`);
        continue;
      }
      yield { path: laid.path, compress: false, read: () => Promise.resolve(bytes) };
    }
  }

  const refuseWhilePacking = (requesterId: string) => {
    if (packing.has(requesterId)) {
      throw rateLimited('Your other data export is still being made. Try again when it is done.', 5, {
        reason: 'exports_own_share',
      });
    }
  };

  function archiveOf(requesterId: string, person: UserRow, query: DataExportQuery): DataArchive {
    refuseWhilePacking(requesterId);
    packing.add(requesterId);
    const exportedAt = deps.clock.now();
    const stream = zipStream(entries(person, query, exportedAt), exportedAt);
    stream.once('close', () => packing.delete(requesterId));
    const day = exportedAt.toISOString().slice(0, 10);
    return { fileName: `brief-${person.email}-${day}.zip`, stream };
  }

  return {
    /** The caller's own data. */
    own: (user: UserRow, query: DataExportQuery): DataArchive => archiveOf(user.id, user, query),

    /** A person's data for an admin; the download is audited. */
    async person(context: AdminContext, userId: string, query: DataExportQuery): Promise<DataArchive> {
      const person = await deps.users.findById(userId);
      if (person === undefined) throw notFound('User not found');
      refuseWhilePacking(context.actor.id);
      await deps.audit.record({
        action: 'user.exported',
        actor: context.actor,
        ip: context.ip,
        target: { type: 'user', id: person.id },
        detail: { email: person.email },
      });
      return archiveOf(context.actor.id, person, query);
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
