import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import { createLiveRuns, type LiveRuns } from './live-runs';
import { createLocalRunBus, type RunBus } from './run-bus';
import type { RunRepo, RunRow } from './run-repo';

/**
 * Following a reply another instance writes: pieces come through the bus (out of order, repeated, or
 * missing) and the database holds the text as last flushed. A follower must see the reply's text once,
 * in order, whatever arrives how.
 */
type Stored = { text: string; status: RunRow['status'] };

function fakeRuns(stored: Stored): RunRepo {
  const row = (): RunRow => ({
    id: 'run-1',
    chat_id: 'chat-1',
    user_id: 'user-1',
    kind: 'run',
    message_id: 'reply-1',
    user_message_id: 'question-1',
    status: stored.status,
    text: stored.text,
    instance_id: 'elsewhere',
    stop_requested: 0,
    started_at: new Date().toISOString(),
    heartbeat_at: new Date().toISOString(),
    ended_at: null,
  });
  const unused = () => Promise.reject(new Error('not used here'));
  return {
    findRun: () => Promise.resolve(row()),
    staleRuns: () => Promise.resolve([]),
    flush: () => Promise.resolve([]),
    acceptRun: unused,
    acceptRegenerate: unused,
    runningRun: unused,
    runningChatsOfUser: unused,
    runningRunsOfUser: unused,
    runningRunsOfTeam: unused,
    requestStop: unused,
    finish: unused,
    settleOrphan: unused,
  };
}

const timings = { flushMs: 20, heartbeatMs: 1000, staleMs: 60_000, sweepMs: 60_000, drainMs: 0 };
const opened: LiveRuns[] = [];
afterEach(async () => {
  for (const live of opened.splice(0)) await live.close();
});

function follower(stored: Stored, bus: RunBus = createLocalRunBus()) {
  const live = createLiveRuns({ runs: fakeRuns(stored), bus, clock: systemClock, timings, log: console });
  opened.push(live);
  let seen = '';
  const done = live.follow('run-1', 0, { onDelta: (text) => (seen += text) }, new AbortController().signal);
  return { bus, done, seen: () => seen };
}

const tick = (ms = 60) => new Promise((resolve) => setTimeout(resolve, ms));

describe('following a reply written elsewhere', () => {
  it('starts from the stored text and goes on with the pieces after it, each once', async () => {
    const stored: Stored = { text: 'Hello wor', status: 'running' };
    const { bus, done, seen } = follower(stored);
    await tick();
    expect(seen()).toBe('Hello wor');
    // A piece the database already had (repeated), then one that overlaps it, then the next.
    bus.publish({ type: 'delta', runId: 'run-1', offset: 0, text: 'Hello ' });
    bus.publish({ type: 'delta', runId: 'run-1', offset: 6, text: 'world' });
    bus.publish({ type: 'delta', runId: 'run-1', offset: 11, text: ', again' });
    expect(seen()).toBe('Hello world, again');
    stored.status = 'done';
    bus.publish({ type: 'end', runId: 'run-1' });
    await done;
    expect(seen()).toBe('Hello world, again');
  });

  it('waits for the database to fill a gap before sending what comes after it', async () => {
    const stored: Stored = { text: 'One ', status: 'running' };
    const { bus, done, seen } = follower(stored);
    await tick();
    // "two " went by before this follower listened; "three" arrives now.
    bus.publish({ type: 'delta', runId: 'run-1', offset: 8, text: 'three' });
    expect(seen()).toBe('One ');
    stored.text = 'One two thr';
    await tick();
    expect(seen()).toBe('One two three');
    stored.status = 'done';
    await done;
    expect(seen()).toBe('One two three');
  });

  it('ignores pieces of other replies and ends when the stored reply does, without an end signal', async () => {
    const stored: Stored = { text: 'Mine', status: 'running' };
    const { bus, done, seen } = follower(stored);
    bus.publish({ type: 'delta', runId: 'run-2', offset: 4, text: ' not mine' });
    await tick();
    stored.text = 'Mine, all of it';
    stored.status = 'stopped';
    await done;
    expect(seen()).toBe('Mine');
  });
});
