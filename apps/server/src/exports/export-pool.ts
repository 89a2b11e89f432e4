/**
 * Makes Word and PDF exports off the main thread. Laying out a 1,000-message chat takes seconds of CPU
 * (markdown parsing, pdfmake's line breaking, docx's XML and zip), which on the main thread would hold
 * every other request for as long. Each file goes to a worker thread with a capped heap; a worker that
 * runs past the time limit is terminated and replaced. A few workers, started when first needed, take
 * files from one queue, and a queue that is already long refuses more rather than grow without end.
 */
import { availableParallelism } from 'node:os';
import type { ExportDocument } from './export-document';
import type { RenderAnswer, RenderRequest } from './export-worker';
import type { RenderedFormat } from './render';
import { createWorkerPool } from '../worker-pool';

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

export function createExportPool(options: Partial<ExportLimits> & { log: Log }) {
  const limits: ExportLimits = {
    workers: options.workers ?? EXPORT_WORKERS,
    timeLimitMs: options.timeLimitMs ?? EXPORT_TIME_LIMIT_MS,
    memoryMb: options.memoryMb ?? EXPORT_MEMORY_MB,
    maxWaiting: options.maxWaiting ?? EXPORT_MAX_WAITING,
  };
  const pool = createWorkerPool<Task, RenderAnswer, RenderRequest>({
    entry: workerEntry,
    ...limits,
    label: 'export',
    prepare: (task) => ({ id: task.id, format: task.format, document: task.document }),
    answer: (task, message) => {
      if (message.type === 'done') {
        task.resolve(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
      } else {
        options.log.error({ err: { message: message.message } }, 'an export could not be written');
        task.reject(new ExportNotMade('failed'));
      }
    },
    fail: (task, end) => task.reject(new ExportNotMade(end === 'time' || end === 'memory' ? end : 'failed')),
    log: options.log,
  });
  let nextId = 0;

  return {
    limits,

    /** The file, made in a worker; rejects with ExportNotMade when it cannot be. */
    render: (document: ExportDocument, format: RenderedFormat): Promise<Buffer> => {
      if (pool.waiting() >= limits.maxWaiting) return Promise.reject(new ExportNotMade('busy'));
      return new Promise((resolve, reject) => {
        nextId += 1;
        pool.submit({ id: nextId, format, document, resolve, reject });
      });
    },

    /** Stops every worker; files being made or waiting fail. */
    close: pool.close,
  };
}

export type ExportPool = ReturnType<typeof createExportPool>;
