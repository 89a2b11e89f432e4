import {
  chatDetailSchema,
  chatListQuerySchema,
  chatListSchema,
  chatMessageSchema,
  chatParamsSchema,
  chatSearchQuerySchema,
  chatSearchResultsSchema,
  createSessionRequestSchema,
  createSessionResponseSchema,
  deletedResponseSchema,
  favoriteRequestSchema,
  favoriteResponseSchema,
  followRunQuerySchema,
  messageParamsSchema,
  NEXT_CURSOR_HEADER,
  regenerateRequestSchema,
  regenerateResponseSchema,
  relatedResponseSchema,
  renameRequestSchema,
  renameResponseSchema,
  runRequestSchema,
  runResponseSchema,
  saveMessageRequestSchema,
  selectVersionRequestSchema,
  stopResponseSchema,
  suggestedTitleResponseSchema,
} from '@brief/contract/chats';
import { userIdParamsSchema } from '@brief/contract/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guards } from '../auth/authenticate';
import { AppError } from '../errors';
import type { ChatsService } from './service';

const chatPath = '/api/users/:userId/chats/:chatId';
const messagePath = `${chatPath}/messages/:messageId`;

type StreamCallbacks = {
  /** The run is accepted (its messages are stored): the stream opens now, if nothing opened it yet. */
  onAccepted: () => void;
  onDelta: (text: string) => void;
  onTool: (name: string, state: 'call' | 'result') => void;
};

/**
 * Answers `write` as server-sent events: delta*, tool*, then done with its result, or error. The stream
 * (200) opens once the run is accepted, so a 200 means the message is stored; whatever is refused before
 * (a stranger's chat, message, file or team, a chat busy for too long) is a plain answer, not a stream.
 * `openAtOnce` opens it before anything happens (following a reply that already runs).
 */
/** How long later words of a streamed reply are gathered into one event (the first goes at once). */
const DELTA_GATHER_MS = 40;

async function streamReply(
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
    // The 200 goes out now, not with the first event: the client knows at once its message is stored.
    // On the next turn of the event loop, so the model is called first (the write is a system call).
    setImmediate(() => {
      if (!wrote && !stream.destroyed && !stream.writableEnded) stream.flushHeaders();
    });
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
        onTool: (name, state) => send('tool', { name, state }),
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
    if (opened && !stream.writableEnded) stream.end(takeGathered());
    else clearTimeout(gatherTimer);
  }
}

export const chatsRoutes =
  (chats: ChatsService): FastifyPluginAsyncZod =>
  async (app) => {
    const owned = { preHandler: [guards.self] };

    app.post(
      '/api/users/:userId/sessions',
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary: "Start a chat titled 'New Chat'",
          params: userIdParamsSchema,
          body: createSessionRequestSchema,
          response: { 201: createSessionResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await chats.createSession(currentUser(request), request.body)),
    );

    app.get(
      '/api/users/:userId/chats',
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary: `The user's chats, newest first; the next page's cursor is in ${NEXT_CURSOR_HEADER}`,
          params: userIdParamsSchema,
          querystring: chatListQuerySchema,
          response: { 200: chatListSchema },
        },
      },
      async (request, reply) => {
        const page = await chats.list(currentUser(request), request.query);
        if (page.nextCursor !== null) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
        return page.chats;
      },
    );

    // A static segment, so Fastify's router prefers it to the :chatId route below.
    app.get(
      '/api/users/:userId/chats/search',
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary: "The user's chats whose title or messages hold every word of q, newest first",
          params: userIdParamsSchema,
          querystring: chatSearchQuerySchema,
          response: { 200: chatSearchResultsSchema },
        },
      },
      (request) => chats.search(currentUser(request), request.query),
    );

    app.get(
      chatPath,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary: 'A chat with its messages',
          params: chatParamsSchema,
          response: { 200: chatDetailSchema },
        },
      },
      (request) => chats.get(currentUser(request), request.params.chatId),
    );

    app.post(
      chatPath,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary: 'Save one message (for clients that store messages themselves)',
          params: chatParamsSchema,
          body: saveMessageRequestSchema,
          response: { 201: chatMessageSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await chats.saveMessage(currentUser(request), request.params.chatId, request.body)),
    );

    app.delete(
      chatPath,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary: 'Delete a chat',
          params: chatParamsSchema,
          response: { 200: deletedResponseSchema },
        },
      },
      (request) => chats.remove(currentUser(request), request.params.chatId),
    );

    app.post(
      `${chatPath}/run`,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary: 'Send a message and get the reply; both are stored',
          params: chatParamsSchema,
          body: runRequestSchema,
          response: { 200: runResponseSchema },
        },
      },
      (request) => chats.run(currentUser(request), request.params.chatId, request.body),
    );

    app.post(
      `${chatPath}/run/stream`,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary:
            'The same as /run, answered as server-sent events once the run is accepted (its message stored): delta*, tool*, then done or error',
          params: chatParamsSchema,
          body: runRequestSchema,
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        await streamReply(request, reply, (callbacks) =>
          chats.run(user, request.params.chatId, request.body, callbacks),
        );
      },
    );

    app.get(
      `${chatPath}/run/stream`,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary:
            "Follow the chat's running reply, from any instance or tab: the same server-sent events as POST …/run/stream (delta* from the first word, or from character `from`, then done or error); 204 when none runs",
          params: chatParamsSchema,
          querystring: followRunQuerySchema,
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const run = await chats.runningReply(user, request.params.chatId);
        if (run === null) return reply.code(204).send();
        await streamReply(
          request,
          reply,
          (callbacks, gone) => chats.follow(user, run, request.query.from, callbacks, gone),
          { openAtOnce: true },
        );
      },
    );

    app.post(
      `${messagePath}/regenerate`,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary: "A new version of the chat's last reply; earlier versions stay stored",
          params: messageParamsSchema,
          body: regenerateRequestSchema,
          response: { 200: regenerateResponseSchema },
        },
      },
      (request) =>
        chats.regenerate(
          currentUser(request),
          request.params.chatId,
          request.params.messageId,
          {},
          request.body?.locale,
        ),
    );

    app.post(
      `${messagePath}/regenerate/stream`,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary:
            'The same as /regenerate, answered as server-sent events: delta*, tool*, then done or error',
          params: messageParamsSchema,
          body: regenerateRequestSchema,
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const { chatId, messageId } = request.params;
        await streamReply(request, reply, (callbacks) =>
          chats.regenerate(user, chatId, messageId, callbacks, request.body?.locale),
        );
      },
    );

    app.put(
      `${messagePath}/version`,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary: "Show one of a reply's stored versions; it is the one sent on to the model",
          params: messageParamsSchema,
          body: selectVersionRequestSchema,
          response: { 200: chatMessageSchema },
        },
      },
      (request) =>
        chats.selectVersion(
          currentUser(request),
          request.params.chatId,
          request.params.messageId,
          request.body.version,
        ),
    );

    app.post(
      `${chatPath}/stop`,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary:
            'Stop the running reply, on whichever instance writes it (within a second); what was written is stored, marked stopped',
          params: chatParamsSchema,
          response: { 200: stopResponseSchema },
        },
      },
      (request) => chats.stop(currentUser(request), request.params.chatId),
    );

    app.post(
      `${chatPath}/favorite`,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          params: chatParamsSchema,
          body: favoriteRequestSchema,
          response: { 200: favoriteResponseSchema },
        },
      },
      (request) => chats.setFavorite(currentUser(request), request.params.chatId, request.body.favorite),
    );

    app.post(
      `${chatPath}/rename`,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          params: chatParamsSchema,
          body: renameRequestSchema,
          response: { 200: renameResponseSchema },
        },
      },
      (request) => chats.rename(currentUser(request), request.params.chatId, request.body.name),
    );

    app.get(
      `${chatPath}/related`,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary: 'Up to five follow-ups from the model',
          params: chatParamsSchema,
          response: { 200: relatedResponseSchema },
        },
      },
      (request) => chats.related(currentUser(request), request.params.chatId),
    );

    app.get(
      `${chatPath}/suggested_title`,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary: "A title from the model, in the chat's language",
          params: chatParamsSchema,
          response: { 200: suggestedTitleResponseSchema },
        },
      },
      (request) => chats.suggestedTitle(currentUser(request), request.params.chatId),
    );
  };
