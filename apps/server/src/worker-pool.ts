import { Worker } from 'node:worker_threads';
import { observeQueueWait, setQueueDepth, type QueueName } from './observability/metrics';

/** How a task ended without its worker's answer. */
export type WorkerEnd =
  /** It ran past the time limit: its worker was terminated. */
  | 'time'
  /** Its worker ran out of its capped heap. */
  | 'memory'
  /** Its worker failed or exited. */
  | 'crashed'
  /** No worker could even start (every waiting task ends so), or the pool was closed. */
  | 'dropped';

/** What a worker posts: `ready` once, then one answer per task, carrying the task's id. */
export type WorkerAnswer = { type: 'ready' } | { type: string; id: number };

type Log = { error(obj: object, msg: string): void };

type Slot<Task> = {
  worker: Worker;
  ready: boolean;
  task: Task | null;
  timer?: NodeJS.Timeout;
  gone: boolean;
};

/**
 * Untrusted or heavy work off the main thread (documents read, documents written): a few workers with a
 * capped heap, started when first needed, take tasks from one queue; a worker that runs past the time
 * limit is terminated and replaced. `prepare` makes the message a task is posted as (it may take turns of
 * the event loop), `answer` settles a task with its worker's answer, `fail` with how it ended without.
 */
export function createWorkerPool<Task extends { id: number }, Answer extends WorkerAnswer, Request>(options: {
  entry: URL;
  workers: number;
  timeLimitMs: number;
  memoryMb: number;
  youngGenerationMb?: number;
  /** Named in the log when a worker fails. */
  label: string;
  /** The queue's name in the metrics (depth and wait); unnamed queues are not measured. */
  queue?: QueueName;
  prepare: (task: Task, worker: Worker) => Request | Promise<Request>;
  answer: (task: Task, message: Exclude<Answer, { type: 'ready' }>) => void;
  fail: (task: Task, end: WorkerEnd) => void;
  log: Log;
}) {
  const queue: Task[] = [];
  const slots = new Set<Slot<Task>>();
  let closed = false;
  const queuedAt = new WeakMap<Task, number>();
  const measured = options.queue;
  const measureDepth = () => {
    if (measured !== undefined) setQueueDepth(measured, queue.length);
  };

  const start = async (slot: Slot<Task>, task: Task) => {
    slot.task = task;
    const since = queuedAt.get(task);
    if (measured !== undefined && since !== undefined) {
      observeQueueWait(measured, (performance.now() - since) / 1000);
      measureDepth();
    }
    const request = await options.prepare(task, slot.worker);
    // Closed, or the worker died, while the request was being made: the task is settled already.
    if (slot.gone || slot.task !== task) return;
    slot.worker.postMessage(request);
    // The clock starts once a ready worker has the task: a new worker's start-up does not count.
    slot.timer = setTimeout(() => retire(slot, 'time'), options.timeLimitMs);
  };

  const pump = () => {
    if (closed) return;
    for (const slot of slots) {
      const task = slot.ready && slot.task === null && !slot.gone ? queue.shift() : undefined;
      if (task !== undefined) void start(slot, task);
    }
    const starting = [...slots].filter((slot) => !slot.ready).length;
    for (let waiting = queue.length - starting; waiting > 0 && slots.size < options.workers; waiting -= 1) {
      spawn();
    }
  };

  /** Stops a worker for good; its task, if any, ends as `end`. A new one starts if needed. */
  const retire = (slot: Slot<Task>, end: WorkerEnd) => {
    if (slot.gone) return;
    slot.gone = true;
    slots.delete(slot);
    clearTimeout(slot.timer);
    if (slot.task !== null) options.fail(slot.task, end);
    slot.task = null;
    void slot.worker.terminate();
    if (!slot.ready) {
      // A worker that cannot even start would fail every task: the waiting ones end rather than start
      // workers in a loop. The next task tries again.
      for (const task of queue.splice(0)) options.fail(task, 'dropped');
      measureDepth();
      return;
    }
    pump();
  };

  const spawn = () => {
    const worker = new Worker(options.entry, {
      resourceLimits: {
        maxOldGenerationSizeMb: options.memoryMb,
        ...(options.youngGenerationMb === undefined
          ? {}
          : { maxYoungGenerationSizeMb: options.youngGenerationMb }),
      },
    });
    // An idle worker never keeps the process alive; a request waiting on it does.
    worker.unref();
    const slot: Slot<Task> = { worker, ready: false, task: null, gone: false };
    slots.add(slot);
    worker.on('message', (message: Answer) => {
      if (message.type === 'ready') {
        slot.ready = true;
      } else if ('id' in message && slot.task?.id === message.id) {
        clearTimeout(slot.timer);
        const task = slot.task;
        slot.task = null;
        options.answer(task, message as Exclude<Answer, { type: 'ready' }>);
      }
      pump();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      if (!outOfMemory) options.log.error({ err: error }, `a ${options.label} worker failed`);
      retire(slot, outOfMemory ? 'memory' : 'crashed');
    });
    worker.on('exit', () => retire(slot, 'crashed'));
  };

  return {
    /** Queues a task; it is settled through `answer` or `fail`. A closed pool fails it at once. */
    submit: (task: Task): void => {
      if (closed) {
        options.fail(task, 'dropped');
        return;
      }
      queue.push(task);
      queuedAt.set(task, performance.now());
      measureDepth();
      pump();
    },

    /** Tasks waiting for a worker. */
    waiting: (): number => queue.length,

    /** The thread ids of the workers now running: a terminated worker's id is gone. */
    threadIds: (): number[] => [...slots].map((slot) => slot.worker.threadId),

    /** Stops every worker; tasks being worked on or waiting end as `dropped`. */
    close: async (): Promise<void> => {
      closed = true;
      for (const task of queue.splice(0)) options.fail(task, 'dropped');
      measureDepth();
      const stopping = [...slots].map((slot) => slot.worker);
      for (const slot of slots) {
        slot.gone = true;
        clearTimeout(slot.timer);
        if (slot.task !== null) options.fail(slot.task, 'dropped');
        slot.task = null;
      }
      slots.clear();
      await Promise.all(stopping.map((worker) => worker.terminate()));
    },
  };
}
