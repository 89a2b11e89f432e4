/**
 * Makes export files off the main thread, fairly between users. Laying out a 1,000-message chat takes
 * seconds of CPU (markdown parsing, pdfmake's line breaking, docx's XML and zip), which on the main thread
 * would hold every other request for as long. Each file goes to a worker thread with a capped heap; a
 * worker that runs past the time limit is terminated and replaced.
 *
 * The workers are few and shared by everyone, so who goes next is decided here rather than by arrival:
 * one user holds at most EXPORTS_PER_USER exports, made or waiting, and a free worker takes the waiting
 * export of the user with the fewest being made, then of the one served longest ago. Twelve exports asked
 * at once by one user are two made and ten refused, and a colleague's export goes before that user's second.
 * A queue already long refuses more rather than grow without end.
 */
import { availableParallelism } from 'node:os';
import type { ExportFormat } from '@brief/contract/exports';
import type { ExportDocument } from './export-document';
import type { RenderAnswer, RenderRequest } from './export-worker';
import { observeQueueWait, setQueueDepth } from '../observability/metrics';
import { inSpan } from '../observability/spans';
import { createWorkerPool } from '../worker-pool';

/** Files made at once: a core stays free for the API; at most two. */
export const EXPORT_WORKERS = Math.min(2, Math.max(1, availableParallelism() - 1));
/** Longest one file may take before its worker is terminated. */
export const EXPORT_TIME_LIMIT_MS = 60_000;
/** A worker's heap (V8's old generation), in MB: a 1,000-message PDF or Word file is made within 300. */
export const EXPORT_MEMORY_MB = 512;
/** Exports waiting for a worker beyond which new ones are refused (429) until the queue shortens. */
export const EXPORT_MAX_WAITING = 8;
/** Exports one user may have made or waiting at once; one more is refused (429). */
export const EXPORTS_PER_USER = 2;

export type ExportLimits = {
  workers: number;
  timeLimitMs: number;
  memoryMb: number;
  maxWaiting: number;
  perUser: number;
};

/**
 * Why a file was not made: too many waiting (`busy`), the user's share taken (`share`), too slow, too big
 * or nested too deep for the writer (`time`, `memory`, `depth`), or the writer failed.
 */
export type ExportFailure = 'busy' | 'share' | 'time' | 'memory' | 'depth' | 'failed';

export class ExportNotMade extends Error {
  constructor(readonly reason: ExportFailure) {
    super(`export not made: ${reason}`);
    this.name = 'ExportNotMade';
  }
}

type Log = { error(obj: object, msg: string): void };

/**
 * The worker's script. The built server (dist/main.js) has dist/export-worker.js beside it (build.mjs);
 * from source (tests, `npm run dev`) the TypeScript goes through tsx.
 */
const workerEntry = import.meta.url.endsWith('.ts')
  ? new URL('./export-worker-tsx.mjs', import.meta.url)
  : new URL('./export-worker.js', import.meta.url);

type Task = {
  id: number;
  format: ExportFormat;
  document: ExportDocument;
  /** Who asked for it: the user whose share it takes. */
  userId: string;
  resolve: (file: Buffer) => void;
  reject: (error: ExportNotMade) => void;
  /** When it was asked for (performance.now()): its wait is measured. */
  queuedAt: number;
};

const count = (counts: Map<string, number>, userId: string) => counts.get(userId) ?? 0;
const add = (counts: Map<string, number>, userId: string, change: number) => {
  const next = count(counts, userId) + change;
  if (next === 0) counts.delete(userId);
  else counts.set(userId, next);
};

export function createExportPool(options: Partial<ExportLimits> & { log: Log }) {
  const limits: ExportLimits = {
    workers: options.workers ?? EXPORT_WORKERS,
    timeLimitMs: options.timeLimitMs ?? EXPORT_TIME_LIMIT_MS,
    memoryMb: options.memoryMb ?? EXPORT_MEMORY_MB,
    maxWaiting: options.maxWaiting ?? EXPORT_MAX_WAITING,
    perUser: options.perUser ?? EXPORTS_PER_USER,
  };
  /** Exports not yet handed to a worker, in the order they were asked for. */
  const waiting: Task[] = [];
  /** By user: exports being made (handed to a worker). */
  const making = new Map<string, number>();
  /** By user: exports being made or waiting. */
  const held = new Map<string, number>();
  /** By user with exports held: the turn at which their latest one was handed to a worker (1, 2, …). */
  const served = new Map<string, number>();
  let turns = 0;
  let handedOver = 0;
  let closed = false;
  let nextId = 0;

  /** A task leaves the pool: its user's share frees, and a worker may take the next. */
  const settle = (task: Task) => {
    handedOver -= 1;
    add(making, task.userId, -1);
    add(held, task.userId, -1);
    if (!held.has(task.userId)) served.delete(task.userId);
    dispatch();
  };

  const pool = createWorkerPool<Task, RenderAnswer, RenderRequest>({
    entry: workerEntry,
    workers: limits.workers,
    timeLimitMs: limits.timeLimitMs,
    memoryMb: limits.memoryMb,
    label: 'export',
    prepare: (task) => ({ id: task.id, format: task.format, document: task.document }),
    answer: (task, message) => {
      settle(task);
      if (message.type === 'done') {
        task.resolve(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
      } else if (message.type === 'too-deep') {
        task.reject(new ExportNotMade('depth'));
      } else {
        options.log.error({ err: { message: message.message } }, 'an export could not be written');
        task.reject(new ExportNotMade('failed'));
      }
    },
    fail: (task, end) => {
      settle(task);
      task.reject(new ExportNotMade(end === 'time' || end === 'memory' ? end : 'failed'));
    },
    log: options.log,
  });

  /**
   * The index of the waiting task to make next: its user has the fewest being made; on a tie, the user
   * whose last export was handed over longest ago (or never); then the earliest asked for.
   */
  const nextIndex = (): number => {
    const rank = (task: Task): [number, number] => [count(making, task.userId), served.get(task.userId) ?? 0];
    let best = 0;
    let bestRank: [number, number] | undefined;
    waiting.forEach((task, index) => {
      const [busy, turn] = rank(task);
      if (bestRank === undefined || busy < bestRank[0] || (busy === bestRank[0] && turn < bestRank[1])) {
        best = index;
        bestRank = [busy, turn];
      }
    });
    return best;
  };

  /** Hands waiting tasks to the workers while one is free; the worker pool never queues more than that. */
  function dispatch(): void {
    while (!closed && handedOver < limits.workers && waiting.length > 0) {
      const [task] = waiting.splice(nextIndex(), 1);
      if (task === undefined) return;
      observeQueueWait('export', (performance.now() - task.queuedAt) / 1000);
      setQueueDepth('export', waiting.length);
      handedOver += 1;
      turns += 1;
      served.set(task.userId, turns);
      add(making, task.userId, 1);
      pool.submit(task);
    }
  }

  return {
    limits,

    /** The file, made in a worker for `userId`; rejects with ExportNotMade when it cannot be. */
    render: (document: ExportDocument, format: ExportFormat, userId: string): Promise<Buffer> => {
      if (closed) return Promise.reject(new ExportNotMade('failed'));
      if (count(held, userId) >= limits.perUser) return Promise.reject(new ExportNotMade('share'));
      if (waiting.length >= limits.maxWaiting) return Promise.reject(new ExportNotMade('busy'));
      // The file's making is a span of the request's trace (it waits and runs in a worker thread).
      return inSpan('export.render', { 'brief.export.format': format }, () => {
        return new Promise<Buffer>((resolve, reject) => {
          nextId += 1;
          add(held, userId, 1);
          waiting.push({
            id: nextId,
            format,
            document,
            userId,
            resolve,
            reject,
            queuedAt: performance.now(),
          });
          setQueueDepth('export', waiting.length);
          dispatch();
        });
      });
    },

    /** Stops every worker; files being made or waiting fail. */
    close: async (): Promise<void> => {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(new ExportNotMade('failed'));
      setQueueDepth('export', 0);
      await pool.close();
    },
  };
}

export type ExportPool = ReturnType<typeof createExportPool>;
