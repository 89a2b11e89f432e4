/**
 * Reads uploaded documents off the main thread. The readers are synchronous parsers of untrusted bytes
 * (a 19 MB CSV held the event loop for seconds; a zip that lied about its sizes grew memory by 590 MB),
 * so each file goes to a worker thread with a capped heap, and a worker that runs past the time limit is
 * terminated and replaced. A few workers, started when first needed, take files from one queue.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { createWorkerPool } from '../worker-pool';
import type { DocumentText, UnreadReason } from './extract';
import type { ExtractionRequest, WorkerMessage } from './extract-worker';
import type { FileFormat } from './sniff';
import { MAX_COMPRESSION_RATIO, MAX_UNPACKED_BYTES } from './zip-limits';

/** Files read at once: a core stays free for the API; at most two. */
export const EXTRACT_WORKERS = Math.min(2, Math.max(1, availableParallelism() - 1));
/** Longest one file may take to read before its worker is terminated. */
export const EXTRACT_TIME_LIMIT_MS = 15_000;
/** A worker's heap (V8's old generation), in MB; reading a 20 MB document takes well under it. */
export const EXTRACT_MEMORY_MB = 256;

export type ExtractionLimits = { workers: number; timeLimitMs: number; memoryMb: number };

/** A document's text for the model, or, when it was left unread, the sentence that tells the user why. */
export type Extraction = { text: string | null; notice: string | null };

type Log = { error(obj: object, msg: string): void };

/**
 * The worker's script. The built server (dist/main.js) has dist/extract-worker.js beside it (build.mjs);
 * from source (tests, `npm run dev`) the TypeScript goes through tsx.
 */
const workerEntry = import.meta.url.endsWith('.ts')
  ? new URL('./extract-worker-tsx.mjs', import.meta.url)
  : new URL('./extract-worker.js', import.meta.url);

const duration = (ms: number): string =>
  ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} seconds` : `${ms.toLocaleString('en-US')} ms`;

/** What the user reads about a document whose text was not read. */
export function unreadNotice(reason: UnreadReason, limits: Pick<ExtractionLimits, 'timeLimitMs'>): string {
  const because: Record<UnreadReason, string> = {
    'too-large': `it unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB`,
    ratio: `it unpacks to more than ${MAX_COMPRESSION_RATIO} times its own size`,
    time: `reading it took longer than ${duration(limits.timeLimitMs)}`,
    memory: 'it needs more memory than allowed',
    damaged: 'the file looks damaged',
  };
  return `Its text was not read: ${because[reason]}.`;
}

/** Bytes copied in one turn of the event loop. */
const COPY_CHUNK_BYTES = 1024 * 1024;

/**
 * Copies the upload into memory the worker reads as is (shared, not cloned), a megabyte a turn: copying a
 * 19 MB upload at once held the event loop for 80–100 ms on a 2-core machine.
 */
async function copyInTurns(bytes: Buffer, into: Uint8Array): Promise<void> {
  for (let at = 0; at < bytes.length; at += COPY_CHUNK_BYTES) {
    if (at > 0) await new Promise((resolve) => setImmediate(resolve));
    into.set(bytes.subarray(at, at + COPY_CHUNK_BYTES), at);
  }
}

type Task = { id: number; bytes: Buffer; format: FileFormat; settle: (result: DocumentText) => void };

export function createExtractionPool(options: Partial<ExtractionLimits> & { log: Log }) {
  const limits: ExtractionLimits = {
    workers: options.workers ?? EXTRACT_WORKERS,
    timeLimitMs: options.timeLimitMs ?? EXTRACT_TIME_LIMIT_MS,
    memoryMb: options.memoryMb ?? EXTRACT_MEMORY_MB,
  };
  /**
   * The memory each worker reads its files from, kept from one file to the next (at most the largest
   * upload): a new 19 MB buffer per file lingered until a garbage collection, 19 MB more each time.
   */
  const sharedOf = new WeakMap<Worker, SharedArrayBuffer>();
  const pool = createWorkerPool<Task, WorkerMessage, ExtractionRequest>({
    entry: workerEntry,
    ...limits,
    // A parser's per-row garbage lives in the young generation; V8's default for this heap keeps
    // about 50 MB of it, 16 MB collects a little more often and keeps a 19 MB CSV 20 MB smaller.
    youngGenerationMb: 16,
    label: 'text extraction',
    queue: 'extraction',
    prepare: async (task, worker) => {
      let shared = sharedOf.get(worker);
      if (shared === undefined || shared.byteLength < task.bytes.length) {
        shared = new SharedArrayBuffer(task.bytes.length);
        sharedOf.set(worker, shared);
      }
      // The worker is between files, so it reads none of this memory while it is overwritten.
      const bytes = new Uint8Array(shared, 0, task.bytes.length);
      await copyInTurns(task.bytes, bytes);
      return { id: task.id, format: task.format, bytes };
    },
    answer: (task, message) => task.settle({ text: message.text, unread: message.unread }),
    // A file that killed its reader looks damaged; one dropped (no worker, a shutdown) is not blamed.
    fail: (task, end) =>
      task.settle({ text: null, unread: end === 'crashed' ? 'damaged' : end === 'dropped' ? null : end }),
    log: options.log,
  });
  let nextId = 0;

  return {
    limits,

    /** The thread ids of the workers now running: a terminated worker's id is gone. */
    threadIds: pool.threadIds,

    /** The document's text, read in a worker; images and unknown files have none and skip the queue. */
    extract: (bytes: Buffer, format: FileFormat): Promise<Extraction> => {
      if (format === 'image' || format === 'other') return Promise.resolve({ text: null, notice: null });
      return new Promise((resolve) => {
        nextId += 1;
        pool.submit({
          id: nextId,
          bytes,
          format,
          settle: ({ text, unread }) =>
            resolve({ text, notice: unread === null ? null : unreadNotice(unread, limits) }),
        });
      });
    },

    /** Stops every worker; files still waiting are left unread. */
    close: pool.close,
  };
}

export type ExtractionPool = ReturnType<typeof createExtractionPool>;
