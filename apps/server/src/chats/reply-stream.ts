import type { ToolStep } from '@brief/contract/chats';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** The server-sent events of a reply being written: how a run, a regenerate and a follow are answered. */

export type StreamCallbacks = {
  /** The run is accepted (its messages are stored): the stream opens now, if nothing opened it yet. */
  onAccepted: () => void;
  onDelta: (text: string) => void;
  onTool: (step: ToolStep) => void;
};

/** How long an accepted stream's 200 waits to go out with its first event. */
const HEADERS_WAIT_MS = 50;

/** How long later words of a streamed reply are gathered into one event (the first goes at once). */
const DELTA_GATHER_MS = 40;

/**
 * Answers `write` as server-sent events: delta*, tool*, then done with its result, or error. The stream
 * (200) opens once the run is accepted, so a 200 means the message is stored; whatever is refused before
 * (a stranger's chat, message, file or team, a chat busy for too long) is a plain answer, not a stream.
 * `openAtOnce` opens it before anything happens (following a reply that already runs).
 */
export async function streamReply(
  request: FastifyRequest,
  reply: FastifyReply,
  write: (callbacks: StreamCallbacks, gone: AbortSignal) => Promise<unknown>,
  options: { openAtOnce?: boolean } = {},
): Promise<void> {
  const stream = reply.raw;
  // The client went away: a followed reply stops being sent (a run goes on and is stored).
  const gone = new AbortController();
  stream.on('close', () => gone.abort());
  let heartbeat: NodeJS.Timeout | undefined;
  let headersTimer: NodeJS.Timeout | undefined;
  let opened = false;
  /** Something was written: the headers went with it. */
  let wrote = false;
  const open = () => {
    if (opened) return;
    opened = true;
    reply.hijack();
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      'x-request-id': request.id,
    });
    // The 200 goes out with the first event when that comes soon (one write, not two: in a burst of chat
    // starts each write is a system call the server makes 50 times), else alone after a short while, so
    // the client soon knows its message is stored while a model thinks.
    headersTimer = setTimeout(() => {
      if (!wrote && !stream.destroyed && !stream.writableEnded) stream.flushHeaders();
    }, HEADERS_WAIT_MS);
    // A comment line now and then keeps proxies from closing a stream while the model thinks.
    heartbeat = setInterval(() => {
      if (!stream.destroyed && !stream.writableEnded) stream.write(': keep-alive\n\n');
    }, 15_000);
  };
  const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
  const writable = () => !stream.destroyed && !stream.writableEnded;
  // The first word goes out at once; later ones are gathered for a few milliseconds into one event and
  // one write (a write per token cost a system call each, and 50 replies at once spent most of the
  // server's time on them). Any other event sends what was gathered first, so the order holds.
  let firstDeltaSent = false;
  let gathered = '';
  let gatherTimer: NodeJS.Timeout | undefined;
  const takeGathered = (): string => {
    clearTimeout(gatherTimer);
    gatherTimer = undefined;
    const text = gathered;
    gathered = '';
    return text === '' ? '' : frame('delta', { text });
  };
  const send = (event: string, data: unknown, last = false) => {
    open();
    // A client that went away misses the events, but the reply is still completed and stored.
    if (!writable()) return;
    const chunk = `${takeGathered()}${frame(event, data)}`;
    wrote = true;
    if (last) stream.end(chunk);
    else stream.write(chunk);
  };
  const sendDelta = (text: string) => {
    if (!firstDeltaSent) {
      firstDeltaSent = true;
      send('delta', { text });
      return;
    }
    gathered += text;
    gatherTimer ??= setTimeout(() => {
      const chunk = takeGathered();
      if (chunk !== '' && writable()) stream.write(chunk);
    }, DELTA_GATHER_MS);
  };
  if (options.openAtOnce === true) open();
  try {
    const result = await write(
      {
        onAccepted: open,
        onDelta: sendDelta,
        onTool: (step) => send('tool', step),
      },
      gone.signal,
    );
    if (result !== null) send('done', result, true);
  } catch (error) {
    // Refused before it was accepted: a plain answer, through the app's error handler.
    if (!opened) throw error;
    if (error instanceof AppError) send('error', error.toBody(), true);
    else {
      request.log.error({ err: error }, 'streamed reply failed');
      send(
        'error',
        { error: { code: 'internal', message: 'Something went wrong. Please try again.' } },
        true,
      );
    }
  } finally {
    clearInterval(heartbeat);
    clearTimeout(headersTimer);
    if (opened && !stream.writableEnded) stream.end(takeGathered());
    else clearTimeout(gatherTimer);
  }
}
