import type { ToolStep } from '@brief/contract/chats';
import type { Clock } from '../clock';
import { followerJoined } from '../observability/metrics';
import type { RunBus, RunSignal } from './run-bus';
import type { RunRepo, RunRow } from './run-repo';

export type LiveRunTimings = {
  /** How often a running reply's new text is written to the database. */
  flushMs: number;
  /** How often an instance says it is alive for a reply that has written nothing new. */
  heartbeatMs: number;
  /** No heartbeat for this long: the instance is gone and its replies are interrupted. */
  staleMs: number;
  /** How often an instance looks for such replies. */
  sweepMs: number;
  /** How long a shutdown lets this instance's replies finish before it interrupts them. */
  drainMs: number;
};

export const defaultLiveRunTimings = (staleMs = 15_000, drainMs = 30_000): LiveRunTimings => ({
  flushMs: 250,
  heartbeatMs: Math.min(2000, Math.floor(staleMs / 4)),
  staleMs,
  sweepMs: Math.min(5000, Math.floor(staleMs / 3)),
  drainMs,
});

/** How long a stop waits for the instance running the reply to end it. */
const STOP_WAIT_MS = 1500;

type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** A reply this instance is writing. */
export type LiveRun = {
  readonly id: string;
  /** Aborted by a stop from any instance. */
  readonly signal: AbortSignal;
  /** What has been written so far. */
  readonly text: string;
  /**
   * Keeps a piece of the reply and tells the followers; false once a shutdown froze the reply (the piece
   * is neither kept nor to be sent: what anyone was sent is what is stored).
   */
  append(text: string): boolean;
  tool(step: ToolStep): void;
  /** The reply's end is stored: followers everywhere finish. */
  end(): void;
};

type LocalRun = {
  id: string;
  text: string;
  dirty: boolean;
  lastWrite: number;
  controller: AbortController;
  ended: boolean;
  /** Shutting down: the text is what it is, and what the model writes from now on is neither kept nor sent. */
  frozen: boolean;
};

export type FollowSink = {
  onDelta: (text: string) => void;
  onTool?: (step: ToolStep) => void;
};

const sleep = (ms: number, wake: { now?: () => void }) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake.now = () => {
      clearTimeout(timer);
      resolve();
    };
  });

/**
 * The running replies of this instance and the way to the others'. Text is written to the database as
 * it grows (so any instance can read it and nothing is lost with the process), with a heartbeat; stops
 * and deltas go through the bus (LISTEN/NOTIFY on PostgreSQL, in process on SQLite), with the database
 * as the fallback that makes every path work without it. Runs whose instance died are interrupted by
 * whichever instance notices first.
 */
export function createLiveRuns(deps: {
  runs: RunRepo;
  bus: RunBus;
  clock: Clock;
  timings: LiveRunTimings;
  log: Log;
}) {
  const { runs, bus, clock, timings, log } = deps;
  const locals = new Map<string, LocalRun>();
  const wallNow = () => new Date().toISOString();

  const unsubscribe = bus.subscribe((signal: RunSignal) => {
    if (signal.type === 'stop') locals.get(signal.runId)?.controller.abort();
  });

  let flushing = false;
  const flush = async () => {
    if (flushing || locals.size === 0) return;
    flushing = true;
    try {
      const now = Date.now();
      const due = [...locals.values()].filter(
        (run) => !run.ended && (run.dirty || now - run.lastWrite >= timings.heartbeatMs),
      );
      const updates = due.map((run) => {
        const update = { id: run.id, text: run.dirty ? run.text : null };
        run.dirty = false;
        run.lastWrite = now;
        return update;
      });
      const ending = await runs.flush(updates, wallNow());
      // Asked to stop elsewhere while a notification was lost, or settled elsewhere: end it here.
      for (const { id } of ending) locals.get(id)?.controller.abort();
    } catch (error) {
      log.warn({ err: { message: (error as Error).message } }, 'writing running replies failed');
      for (const run of locals.values()) run.dirty = true;
    } finally {
      flushing = false;
    }
  };

  const sweep = async () => {
    try {
      const cutoff = new Date(Date.now() - timings.staleMs).toISOString();
      for (const run of await runs.staleRuns(cutoff)) {
        // Ours are alive, whatever a slow moment wrote; only an instance that is gone stops beating.
        if (locals.has(run.id)) continue;
        if (await runs.settleOrphan(run.id, 'interrupted', clock.now().toISOString())) {
          log.warn({ runId: run.id, chatId: run.chat_id }, 'reply interrupted: its instance stopped');
          bus.publish({ type: 'end', runId: run.id });
        }
      }
    } catch (error) {
      log.warn({ err: { message: (error as Error).message } }, 'looking for interrupted replies failed');
    }
  };

  const flushTimer = setInterval(() => void flush(), timings.flushMs);
  flushTimer.unref();
  const sweepTimer = setInterval(() => void sweep(), timings.sweepMs);
  sweepTimer.unref();
  // Replies left running by an instance that died before this one started.
  const firstSweep = sweep();

  /** Resolves once the run is no longer running (true), or after `ms` (false). */
  const waitForEnd = async (runId: string, ms: number): Promise<boolean> => {
    const deadline = Date.now() + ms;
    const wake: { now?: () => void } = {};
    let ended = false;
    const stopListening = bus.subscribe((signal) => {
      if (signal.type === 'end' && signal.runId === runId) {
        ended = true;
        wake.now?.();
      }
    });
    try {
      while (!ended && Date.now() < deadline) {
        const row = await runs.findRun(runId);
        if (row === undefined || row.status !== 'running') return true;
        await sleep(Math.min(100, Math.max(0, deadline - Date.now())), wake);
      }
      return ended;
    } finally {
      stopListening();
    }
  };

  return {
    /** Starts keeping a reply this instance writes; its row is stored (accepted) already. */
    begin(runId: string): LiveRun {
      const local: LocalRun = {
        id: runId,
        text: '',
        dirty: false,
        lastWrite: Date.now(),
        controller: new AbortController(),
        ended: false,
        frozen: false,
      };
      locals.set(runId, local);
      return {
        id: runId,
        signal: local.controller.signal,
        get text() {
          return local.text;
        },
        append(text) {
          if (local.frozen) return false;
          if (text === '') return true;
          const offset = local.text.length;
          local.text += text;
          local.dirty = true;
          bus.publish({ type: 'delta', runId, offset, text });
          return true;
        },
        tool(step) {
          bus.publish({ type: 'tool', runId, step });
        },
        end() {
          local.ended = true;
          locals.delete(runId);
          bus.publish({ type: 'end', runId });
        },
      };
    },

    /**
     * Ends a running reply wherever it runs, within about a second: this instance's at once, another's
     * through the bus and the database. A reply whose instance is gone is ended here as stopped, with
     * the text it had written.
     */
    async stop(run: RunRow): Promise<void> {
      const local = locals.get(run.id);
      if (local !== undefined) {
        local.controller.abort();
        await waitForEnd(run.id, STOP_WAIT_MS);
        return;
      }
      await runs.requestStop(run.id);
      bus.publish({ type: 'stop', runId: run.id });
      if (await waitForEnd(run.id, STOP_WAIT_MS)) return;
      const current = await runs.findRun(run.id);
      if (current?.status !== 'running') return;
      const silentFor = Date.now() - Date.parse(current.heartbeat_at);
      if (silentFor > timings.heartbeatMs * 2 + timings.flushMs) {
        if (await runs.settleOrphan(run.id, 'stopped', clock.now().toISOString()))
          bus.publish({ type: 'end', runId: run.id });
      }
    },

    /**
     * Sends a running reply's text to `sink` from character `from` on, then every new piece as it is
     * written, each piece once, until the reply ends (or `abort`). On this instance the text comes from
     * memory; from another, pieces come through the bus and the database fills any gap between them
     * (it is never more than one flush behind).
     */
    async follow(runId: string, from: number, sink: FollowSink, abort: AbortSignal): Promise<void> {
      let have = from;
      const held: { offset: number; text: string }[] = [];
      const wake: { now?: () => void } = {};
      let ended = false;
      const emit = (text: string) => {
        if (text !== '') sink.onDelta(text);
      };
      const drain = () => {
        held.sort((a, b) => a.offset - b.offset);
        while (held.length > 0 && (held[0]?.offset ?? Infinity) <= have) {
          const piece = held.shift();
          if (piece === undefined) break;
          const end = piece.offset + piece.text.length;
          if (end > have) {
            emit(piece.text.slice(have - piece.offset));
            have = end;
          }
        }
      };
      const catchUp = (text: string) => {
        if (text.length > have) {
          emit(text.slice(have));
          have = text.length;
        }
        drain();
      };
      const stopListening = bus.subscribe((signal) => {
        if (signal.runId !== runId) return;
        if (signal.type === 'delta') {
          held.push({ offset: signal.offset, text: signal.text });
          drain();
        } else if (signal.type === 'tool') sink.onTool?.(signal.step);
        else if (signal.type === 'end') {
          ended = true;
          wake.now?.();
        }
      });
      const onAbort = () => wake.now?.();
      abort.addEventListener('abort', onAbort);
      const followerLeft = followerJoined();
      try {
        const local = locals.get(runId);
        if (local !== undefined) catchUp(local.text);
        const pollMs = local !== undefined || bus.shared ? 1000 : timings.flushMs;
        while (!ended && !abort.aborted) {
          if (local !== undefined) {
            if (local.ended) break;
          } else {
            const row = await runs.findRun(runId);
            if (row === undefined || row.status !== 'running') break;
            catchUp(row.text);
          }
          await sleep(pollMs, wake);
        }
      } finally {
        followerLeft();
        abort.removeEventListener('abort', onAbort);
        stopListening();
      }
    },

    /** The text so far of a reply this instance writes; undefined for another's. */
    textOf: (runId: string): string | undefined => locals.get(runId)?.text,

    /**
     * A shutdown's first step: lets this instance's replies finish for a while, then writes the
     * rest as they stand, marks them interrupted (a restart must not leave them running; Retry writes
     * them again) and ends them here, so their requests end too.
     */
    async drain(): Promise<void> {
      const deadline = Date.now() + timings.drainMs;
      while (locals.size > 0 && Date.now() < deadline) await sleep(100, {});
      if (locals.size === 0) return;
      // What the followers were sent is what is kept: no word after this one, and a write in progress
      // (of older text) finishes before this one's.
      for (const run of locals.values()) {
        run.frozen = true;
        run.dirty = true;
      }
      while (flushing) await sleep(10, {});
      await flush();
      for (const run of [...locals.values()]) {
        await runs
          .settleOrphan(run.id, 'interrupted', clock.now().toISOString())
          .catch((error: unknown) =>
            log.warn({ err: { message: (error as Error).message } }, 'ending a reply at shutdown failed'),
          );
        run.controller.abort();
        bus.publish({ type: 'end', runId: run.id });
      }
    },

    /** Stops the timers and the bus (after `drain`, once the requests have ended). */
    async close(): Promise<void> {
      clearInterval(flushTimer);
      clearInterval(sweepTimer);
      await firstSweep;
      await flush();
      unsubscribe();
      await bus.close();
    },
  };
}

export type LiveRuns = ReturnType<typeof createLiveRuns>;
