import type { ChatChange } from '@brief/contract/events';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { listenToChatEvents, reconnectDelay } from '@/lib/chat-events';
import { logger } from '@/lib/logger';

/** An answer whose body is these server-sent-event frames, then its end. */
const stream = (...frames: string[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const frame of frames) controller.enqueue(new TextEncoder().encode(frame));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Listens over a client that answers `answers` in turn, then aborts; notes each wait and handler call. */
async function listen(answers: (() => Response)[]) {
  const controller = new AbortController();
  const calls: string[] = [];
  const waits: number[] = [];
  const events: ChatChange[] = [];
  const readies: boolean[] = [];
  let next = 0;
  await listenToChatEvents(
    {
      requestResponse: (path) => {
        calls.push(path);
        const answer = answers[next];
        next += 1;
        if (answer === undefined) {
          controller.abort();
          return Promise.reject(new DOMException('aborted', 'AbortError'));
        }
        return Promise.resolve().then(answer);
      },
    },
    'u1',
    { onReady: (again) => readies.push(again), onEvent: (event) => events.push(event) },
    controller.signal,
    (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  );
  return { calls, waits, events, readies };
}

describe('listenToChatEvents', () => {
  it('hands on each chat event, skipping comments and kinds it does not know', async () => {
    const { calls, events, readies } = await listen([
      () =>
        stream(
          frame('ready', {}),
          ': keep-alive\n\n',
          frame('chat', { kind: 'chat.updated', chatId: 'c1' }),
          frame('chat', { kind: 'chat.teleported', chatId: 'c1' }),
          frame('chat', { kind: 'run.started', chatId: 'c2' }),
        ),
    ]);
    expect(calls[0]).toBe('/api/users/u1/events');
    expect(readies).toEqual([false]);
    expect(events).toEqual([
      { kind: 'chat.updated', chatId: 'c1' },
      { kind: 'run.started', chatId: 'c2' },
    ]);
  });

  it('connects again when the stream ends, and says it listened before so what was missed is read', async () => {
    const { calls, waits, readies } = await listen([
      () => stream(frame('ready', {})),
      () => stream(frame('ready', {})),
    ]);
    expect(calls).toHaveLength(3);
    expect(readies).toEqual([false, true]);
    // A stream that listened comes back at once.
    expect(waits.slice(0, 2)).toEqual([500, 500]);
  });

  it('waits longer after each refusal in a row, and starts over once it listens', async () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const refused = () => {
      throw new ApiError(429, 'rate_limited', 'Too many');
    };
    const { waits, readies } = await listen([refused, refused, refused, () => stream(frame('ready', {}))]);
    expect(waits[0]).toBeGreaterThanOrEqual(1000);
    expect(waits[1]).toBeGreaterThanOrEqual(2000);
    expect(waits[2]).toBeGreaterThanOrEqual(4000);
    expect(waits[3]).toBe(500);
    expect(readies).toEqual([false]);
    expect(warned).toHaveBeenCalledTimes(3);
    warned.mockRestore();
  });
});

describe('reconnectDelay', () => {
  it('doubles from one second up to thirty, with up to a fifth more', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(0, () => 1)).toBe(1200);
  });
});
