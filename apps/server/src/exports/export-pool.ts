/**
 * Makes Word and PDF exports off the main thread. Laying out a 1,000-message chat takes seconds of CPU
 * (markdown parsing, pdfmake's line breaking, docx's XML and zip), which on the main thread would hold
 * every other request for as long. Each file goes to a worker thread with a capped heap; a worker that
 * runs past the time limit is terminated and replaced. A few workers, started when first needed, take
 * files from one queue, and a queue that is already long refuses more rather than grow without end.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ExportDocument } from './export-document';
import type { RenderAnswer, RenderRequest } from './export-worker';
import type { RenderedFormat } from './render';

/** Files made at once: a core stays free for the API; at most two. */
export const EXPORT_WORKERS = Math.min(2, Math.max(1, availableParallelism() - 1));
/** Longest one file may take before its worker is terminated. */
export const EXPORT_TIME_LIMIT_MS = 60_000;
/** A worker's heap (V8's old generation), in MB: a 1,000-message PDF or Word file is made within 300. */
export const EXPORT_MEMORY_MB = 512;
/** Exports waiting for a worker beyond which new ones are refused (429) until the queue shortens. */
export const EXPORT_MAX_WAITING = 8;

export type ExportLimits = { workers: number; timeLimitMs: number; memoryMb: number; maxWaiting: number };

/** Why a file was not made: too many waiting, too slow, too big, or the writer failed. */
export type ExportFailure = 'busy' | 'time' | 'memory' | 'failed';

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
  format: RenderedFormat;
  document: ExportDocument;
  resolve: (file: Buffer) => void;
  reject: (error: ExportNotMade) => void;
};
type Slot = { worker: Worker; ready: boolean; task: Task | null; timer?: NodeJS.Timeout; gone: boolean };

export function createExportPool(options: Partial<ExportLimits> & { log: Log }) {
  const limits: ExportLimits = {
    workers: options.workers ?? EXPORT_WORKERS,
    timeLimitMs: options.timeLimitMs ?? EXPORT_TIME_LIMIT_MS,
    memoryMb: options.memoryMb ?? EXPORT_MEMORY_MB,
    maxWaiting: options.maxWaiting ?? EXPORT_MAX_WAITING,
  };
  const queue: Task[] = [];
  const slots = new Set<Slot>();
  let nextId = 0;
  let closed = false;

  const start = (slot: Slot, task: Task) => {
    slot.task = task;
    const request: RenderRequest = { id: task.id, format: task.format, document: task.document };
    slot.worker.postMessage(request);
    // The clock starts once a ready worker has the file: a new worker's start-up does not count.
    slot.timer = setTimeout(() => retire(slot, 'time'), limits.timeLimitMs);
  };

  const pump = () => {
    if (closed) return;
    for (const slot of slots) {
      const task = slot.ready && slot.task === null && !slot.gone ? queue.shift() : undefined;
      if (task !== undefined) start(slot, task);
    }
    const starting = [...slots].filter((slot) => !slot.ready).length;
    for (let waiting = queue.length - starting; waiting > 0 && slots.size < limits.workers; waiting -= 1) {
      spawn();
    }
  };

  /** Stops a worker for good; its file, if any, fails for `reason`. A new one starts if needed. */
  const retire = (slot: Slot, reason: ExportFailure) => {
    if (slot.gone) return;
    slot.gone = true;
    slots.delete(slot);
    clearTimeout(slot.timer);
    slot.task?.reject(new ExportNotMade(reason));
    slot.task = null;
    void slot.worker.terminate();
    if (!slot.ready) {
      // A worker that cannot even start would fail every file: fail the waiting ones rather than start
      // workers in a loop. The next export tries again.
      for (const task of queue.splice(0)) task.reject(new ExportNotMade('failed'));
      return;
    }
    pump();
  };

  const spawn = () => {
    const worker = new Worker(workerEntry, {
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    });
    // An idle worker never keeps the process alive; a request waiting on it does.
    worker.unref();
    const slot: Slot = { worker, ready: false, task: null, gone: false };
    slots.add(slot);
    worker.on('message', (message: RenderAnswer) => {
      if (message.type === 'ready') {
        slot.ready = true;
      } else if (slot.task?.id === message.id) {
        clearTimeout(slot.timer);
        const task = slot.task;
        slot.task = null;
        if (message.type === 'done') {
          task.resolve(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
        } else {
          options.log.error({ err: { message: message.message } }, 'an export could not be written');
          task.reject(new ExportNotMade('failed'));
        }
      }
      pump();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      if (!outOfMemory) options.log.error({ err: error }, 'an export worker failed');
      retire(slot, outOfMemory ? 'memory' : 'failed');
    });
    worker.on('exit', () => retire(slot, 'failed'));
  };

  return {
    limits,

    /** The file, made in a worker; rejects with ExportNotMade when it cannot be. */
    render: (document: ExportDocument, format: RenderedFormat): Promise<Buffer> => {
      if (closed) return Promise.reject(new ExportNotMade('failed'));
      if (queue.length >= limits.maxWaiting) return Promise.reject(new ExportNotMade('busy'));
      return new Promise((resolve, reject) => {
        nextId += 1;
        queue.push({ id: nextId, format, document, resolve, reject });
        pump();
      });
    },

    /** Stops every worker; files being made or waiting fail. */
    async close(): Promise<void> {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new ExportNotMade('failed'));
      const stopping = [...slots].map((slot) => slot.worker);
      for (const slot of slots) {
        slot.gone = true;
        clearTimeout(slot.timer);
        slot.task?.reject(new ExportNotMade('failed'));
      }
      slots.clear();
      await Promise.all(stopping.map((worker) => worker.terminate()));
    },
  };
}

export type ExportPool = ReturnType<typeof createExportPool>;
