/**
 * Reads uploaded documents off the main thread. The readers are synchronous parsers of untrusted bytes
 * (a 19 MB CSV held the event loop for seconds; a zip that lied about its sizes grew memory by 590 MB),
 * so each file goes to a worker thread with a capped heap, and a worker that runs past the time limit is
 * terminated and replaced. A few workers, started when first needed, take files from one queue.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
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
type Slot = {
  worker: Worker;
  ready: boolean;
  task: Task | null;
  timer?: NodeJS.Timeout;
  gone: boolean;
  /**
   * The memory the worker reads its files from, kept from one file to the next (at most the largest
   * upload): a new 19 MB buffer per file lingered until a garbage collection, 19 MB more each time.
   */
  shared?: SharedArrayBuffer;
};

export function createExtractionPool(options: Partial<ExtractionLimits> & { log: Log }) {
  const limits: ExtractionLimits = {
    workers: options.workers ?? EXTRACT_WORKERS,
    timeLimitMs: options.timeLimitMs ?? EXTRACT_TIME_LIMIT_MS,
    memoryMb: options.memoryMb ?? EXTRACT_MEMORY_MB,
  };
  const queue: Task[] = [];
  const slots = new Set<Slot>();
  let nextId = 0;
  let closed = false;

  const start = async (slot: Slot, task: Task) => {
    slot.task = task;
    if (slot.shared === undefined || slot.shared.byteLength < task.bytes.length) {
      slot.shared = new SharedArrayBuffer(task.bytes.length);
    }
    // The worker is between files, so it reads none of this memory while it is overwritten.
    const bytes = new Uint8Array(slot.shared, 0, task.bytes.length);
    await copyInTurns(task.bytes, bytes);
    // Closed, or the worker died, while the bytes were being copied: the task is settled already.
    if (slot.gone || slot.task !== task) return;
    const request: ExtractionRequest = { id: task.id, format: task.format, bytes };
    slot.worker.postMessage(request);
    // The clock starts once a ready worker has the file: a new worker's start-up does not count.
    slot.timer = setTimeout(() => retire(slot, 'time'), limits.timeLimitMs);
  };

  const pump = () => {
    if (closed) return;
    for (const slot of slots) {
      const task = slot.ready && slot.task === null && !slot.gone ? queue.shift() : undefined;
      if (task !== undefined) void start(slot, task);
    }
    const starting = [...slots].filter((slot) => !slot.ready).length;
    for (let waiting = queue.length - starting; waiting > 0 && slots.size < limits.workers; waiting -= 1) {
      spawn();
    }
  };

  /** Stops a worker for good; its file, if any, is left unread for `reason`. A new one starts if needed. */
  const retire = (slot: Slot, reason: UnreadReason) => {
    if (slot.gone) return;
    slot.gone = true;
    slots.delete(slot);
    clearTimeout(slot.timer);
    slot.task?.settle({ text: null, unread: reason });
    slot.task = null;
    void slot.worker.terminate();
    if (!slot.ready) {
      // A worker that cannot even start would fail every file: leave the waiting ones unread, without
      // blaming them, rather than start workers in a loop. The next upload tries again.
      for (const task of queue.splice(0)) task.settle({ text: null, unread: null });
      return;
    }
    pump();
  };

  const spawn = () => {
    const worker = new Worker(workerEntry, {
      // A parser's per-row garbage lives in the young generation; V8's default for this heap keeps
      // about 50 MB of it, 16 MB collects a little more often and keeps a 19 MB CSV 20 MB smaller.
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 16 },
    });
    // An idle worker never keeps the process alive; a request waiting on it does.
    worker.unref();
    const slot: Slot = { worker, ready: false, task: null, gone: false };
    slots.add(slot);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') {
        slot.ready = true;
      } else if (slot.task?.id === message.id) {
        clearTimeout(slot.timer);
        const task = slot.task;
        slot.task = null;
        task.settle({ text: message.text, unread: message.unread });
      }
      pump();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      if (!outOfMemory) options.log.error({ err: error }, 'a text extraction worker failed');
      retire(slot, outOfMemory ? 'memory' : 'damaged');
    });
    worker.on('exit', () => retire(slot, 'damaged'));
  };

  return {
    limits,

    /** The thread ids of the workers now running: a terminated worker's id is gone. */
    threadIds: (): number[] => [...slots].map((slot) => slot.worker.threadId),

    /** The document's text, read in a worker; images and unknown files have none and skip the queue. */
    extract: (bytes: Buffer, format: FileFormat): Promise<Extraction> => {
      if (format === 'image' || format === 'other' || closed) {
        return Promise.resolve({ text: null, notice: null });
      }
      return new Promise((resolve) => {
        nextId += 1;
        queue.push({
          id: nextId,
          bytes,
          format,
          settle: ({ text, unread }) =>
            resolve({ text, notice: unread === null ? null : unreadNotice(unread, limits) }),
        });
        pump();
      });
    },

    /** Stops every worker; files still waiting are left unread. */
    async close(): Promise<void> {
      closed = true;
      for (const task of queue.splice(0)) task.settle({ text: null, unread: null });
      const stopping = [...slots].map((slot) => slot.worker);
      for (const slot of slots) {
        slot.gone = true;
        clearTimeout(slot.timer);
        slot.task?.settle({ text: null, unread: null });
      }
      slots.clear();
      await Promise.all(stopping.map((worker) => worker.terminate()));
    },
  };
}

export type ExtractionPool = ReturnType<typeof createExtractionPool>;
