import type { FastifyReply, FastifyRequest } from 'fastify';

type Log = { warn(obj: object, msg: string): void };

export type EventStream = {
  /** Sends this stream's 200 and headers, and starts its heartbeat. */
  open(): void;
  send(event: string, data: unknown): void;
  /** Ends the stream (the client reconnects). */
  end: () => void;
  /** Resolves when the stream has ended, from either side. */
  readonly closed: Promise<void>;
};

/**
 * A server-sent-events answer that stays open: events as they come, and every `heartbeatMs` a comment
 * line (so proxies keep it open and a dead connection is noticed) and a check that the sign-in it was
 * opened with still holds (`stillSignedIn`): once it no longer does (its credentials are revoked, its
 * token expired), the stream ends, and the client reconnects with a fresh ticket or token, or signs out.
 */
export function createEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { heartbeatMs: number; stillSignedIn: () => Promise<boolean>; log: Log },
): EventStream {
  const stream = reply.raw;
  let heartbeat: NodeJS.Timeout | undefined;
  let markClosed = () => {};
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });
  const writable = () => !stream.destroyed && !stream.writableEnded;
  const end = () => {
    clearInterval(heartbeat);
    if (writable()) stream.end();
    markClosed();
  };
  stream.on('close', end);

  const beat = async () => {
    if (!writable()) return end();
    stream.write(': keep-alive\n\n');
    try {
      if (!(await options.stillSignedIn())) end();
    } catch (error) {
      // The database may be away for a moment: the stream stays, and the next beat asks again.
      options.log.warn({ err: { message: (error as Error).message } }, 'checking an event stream failed');
    }
  };

  return {
    open() {
      reply.hijack();
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        'x-request-id': request.id,
      });
      stream.flushHeaders();
      heartbeat = setInterval(() => void beat(), options.heartbeatMs);
    },
    send(event, data) {
      if (writable()) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end,
    closed,
  };
}
