/**
 * Splits documents into passages off the main thread: one worker with a capped heap, started when first
 * needed; a text that takes past the time limit ends its worker and fails its document.
 */
import type { FileFormat } from '../files/sniff';
import { createWorkerPool } from '../worker-pool';
import type { PassageDraft } from './passages';
import type { PassageAnswer, PassageRequest } from './passage-worker';

export const PASSAGE_TIME_LIMIT_MS = 15_000;
export const PASSAGE_MEMORY_MB = 128;

type Log = { error(obj: object, msg: string): void };

/** The built server has dist/passage-worker.js beside dist/main.js (build.mjs); from source, tsx runs it. */
const workerEntry = import.meta.url.endsWith('.ts')
  ? new URL('./passage-worker-tsx.mjs', import.meta.url)
  : new URL('./passage-worker.js', import.meta.url);

type Task = PassageRequest & { settle: (result: PassageDraft[] | Error) => void };

export function createPassagePool(options: { log: Log }) {
  const pool = createWorkerPool<Task, PassageAnswer, PassageRequest>({
    entry: workerEntry,
    workers: 1,
    timeLimitMs: PASSAGE_TIME_LIMIT_MS,
    memoryMb: PASSAGE_MEMORY_MB,
    label: 'passages',
    queue: 'indexing',
    prepare: ({ id, text, format }) => ({ id, text, format }),
    answer: (task, message) =>
      task.settle(message.type === 'done' ? message.passages : new Error('splitting the text failed')),
    fail: (task, end) =>
      task.settle(
        new Error(
          end === 'time'
            ? 'splitting its text took too long'
            : end === 'memory'
              ? 'splitting its text needed more memory than allowed'
              : 'splitting its text failed',
        ),
      ),
    log: options.log,
  });
  let nextId = 0;

  return {
    /** The text's passages, split in the worker; rejects with the reason it could not be. */
    split: (text: string, format: FileFormat): Promise<PassageDraft[]> =>
      new Promise((resolve, reject) => {
        nextId += 1;
        pool.submit({
          id: nextId,
          text,
          format,
          settle: (result) => (result instanceof Error ? reject(result) : resolve(result)),
        });
      }),

    close: pool.close,
  };
}

export type PassagePool = ReturnType<typeof createPassagePool>;
