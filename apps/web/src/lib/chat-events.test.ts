import type { ChatChange } from '@brief/contract/events';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { browserChatEventTransport, listenToChatEvents, reconnectDelay } from '@/lib/chat-events';
import { logger } from '@/lib/logger';
import { tokenExpiringIn } from '@/testing/tokens';

/** What one opened stream does: its events in turn, then it breaks off (unless it stays open). */
type Script = { events: [type: string, data?: unknown][]; then: 'error' | 'stay open' };

/** An EventSource that plays a script once it is listened to (jsdom has no EventSource). */
class FakeEventSource {
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;

  constructor(
    readonly url: string,
    script: Script,
  ) {
    setTimeout(() => {
      for (const [type, data] of script.events)
        this.emit(type, typeof data === 'string' ? data : JSON.stringify(data ?? {}));
      if (script.then === 'error') this.emit('error', '');
    }, 0);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  emit(type: string, data: string): void {
    if (this.closed) return;
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

/** A refused ticket, or a stream playing a script. */
type Attempt = { refused: ApiError } | Script;

/**
 * Listens with a fake transport: each attempt asks a ticket (t1, t2…) and, unless it is refused, opens a
 * stream that plays its script; after the last attempt the listening is aborted. Notes each wait, ticket,
 * stream and handler call.
 */
async function listen(attempts: Attempt[], abortWhen: 'after the last' | 'at the last' = 'after the last') {
  const controller = new AbortController();
  const tickets: string[] = [];
  const sources: FakeEventSource[] = [];
  const waits: number[] = [];
  const events: ChatChange[] = [];
  const readies: boolean[] = [];
  await listenToChatEvents(
    'u1',
    {
      onReady: (again) => {
        readies.push(again);
        if (abortWhen === 'at the last' && tickets.length === attempts.length) controller.abort();
      },
      onEvent: (event) => events.push(event),
    },
    controller.signal,
    {
      ticket: () => {
        const attempt = attempts[tickets.length];
        tickets.push(`t${tickets.length + 1}`);
        if (attempt === undefined) {
          controller.abort();
          return Promise.reject(new DOMException('aborted', 'AbortError'));
        }
        return 'refused' in attempt ? Promise.reject(attempt.refused) : Promise.resolve(tickets.at(-1) ?? '');
      },
      open: (url) => {
        const attempt = attempts[tickets.length - 1];
        const source = new FakeEventSource(url, attempt && !('refused' in attempt) ? attempt : fail);
        sources.push(source);
        return source;
      },
      wait: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    },
  );
  return { tickets, sources, waits, events, readies };
}

const fail: Script = { events: [], then: 'error' };
const listens: Script = { events: [['ready']], then: 'error' };
const refused: Attempt = { refused: new ApiError(429, 'rate_limited', 'Too many') };

describe('listenToChatEvents', () => {
  it('opens the stream with a ticket and hands on each chat event, skipping what it does not know', async () => {
    const { sources, events, readies } = await listen([
      {
        events: [
          ['ready'],
          ['chat', { kind: 'chat.updated', chatId: 'c1' }],
          ['chat', { kind: 'chat.teleported', chatId: 'c1' }],
          ['chat', 'not json'],
          ['chat', { kind: 'run.started', chatId: 'c2' }],
        ],
        then: 'error',
      },
    ]);
    expect(sources[0]?.url).toBe('/api/users/u1/events?ticket=t1');
    expect(readies).toEqual([false]);
    expect(events).toEqual([
      { kind: 'chat.updated', chatId: 'c1' },
      { kind: 'run.started', chatId: 'c2' },
    ]);
  });

  it('closes a stream that broke off and opens another with a fresh ticket; what was missed is read', async () => {
    const { sources, waits, readies } = await listen([listens, listens]);
    expect(sources.map((source) => source.url)).toEqual([
      '/api/users/u1/events?ticket=t1',
      '/api/users/u1/events?ticket=t2',
    ]);
    // Closed at once, so the browser does not reconnect by itself with the spent ticket.
    expect(sources.every((source) => source.closed)).toBe(true);
    expect(readies).toEqual([false, true]);
    // A stream that listened comes back at once.
    expect(waits.slice(0, 2)).toEqual([500, 500]);
  });

  it('waits longer after each failure in a row (a refused ticket, a stream that never listened), and starts over once it listens', async () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const { waits, readies, sources } = await listen([refused, fail, refused, listens]);
    expect(waits[0]).toBeGreaterThanOrEqual(1000);
    expect(waits[1]).toBeGreaterThanOrEqual(2000);
    expect(waits[2]).toBeGreaterThanOrEqual(4000);
    expect(waits[3]).toBe(500);
    expect(waits[2]).toBeLessThanOrEqual(4800);
    expect(sources).toHaveLength(2);
    expect(readies).toEqual([false]);
    expect(warned).toHaveBeenCalledTimes(3);
    warned.mockRestore();
  });

  it('closes the open stream when the tab stops listening (sign-out, the layout unmounted)', async () => {
    const { sources, waits } = await listen([{ events: [['ready']], then: 'stay open' }], 'at the last');
    expect(sources).toHaveLength(1);
    expect(sources[0]?.closed).toBe(true);
    expect(waits).toEqual([]);
  });
});

describe('browserChatEventTransport', () => {
  it("asks the user's ticket with a POST and the bearer token, and opens an EventSource at the stream's address", async () => {
    const token = tokenExpiringIn(3600);
    const asked: { url: string; method?: string; authorization: string | null }[] = [];
    const client = createApiClient({
      fetch: (url, init) => {
        asked.push({
          url,
          method: init?.method,
          authorization: new Headers(init?.headers).get('Authorization'),
        });
        return Promise.resolve(
          new Response(JSON.stringify({ ticket: 'abc', expiresAt: '2026-03-02T10:01:00.000Z' }), {
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      },
      tokens: { get: () => token, set: () => undefined, clear: () => undefined },
      onSessionEnded: () => undefined,
    });
    const opened: string[] = [];
    vi.stubGlobal(
      'EventSource',
      class {
        constructor(url: string) {
          opened.push(url);
        }
      },
    );
    const transport = browserChatEventTransport(client, 'u 1');
    expect(await transport.ticket(new AbortController().signal)).toBe('abc');
    expect(asked).toEqual([
      { url: '/api/users/u%201/events/ticket', method: 'POST', authorization: `Bearer ${token}` },
    ]);
    transport.open('/api/users/u%201/events?ticket=abc');
    expect(opened).toEqual(['/api/users/u%201/events?ticket=abc']);
    vi.unstubAllGlobals();
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
