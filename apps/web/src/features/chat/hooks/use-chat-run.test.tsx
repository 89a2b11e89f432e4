import type { ChatDetail, RunResponse } from '@brief/contract/chats';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as runStream from '@/features/chat/api/run-chat-stream';
import * as stopApi from '@/features/chat/api/stop-run';
import { useChatRun } from '@/features/chat/hooks/use-chat-run';
import * as toasts from '@/hooks/use-toast';
import { ApiError, apiClient } from '@/lib/api-client';
import { chatKeys } from '@/lib/chats/chat-keys';
import { logger } from '@/lib/logger';
import { createChatDetail, createChatMessage } from '@/testing/chats';
import { createTestQueryClient, queryWrapper } from '@/testing/query-client';

const userMessage = createChatMessage({ id: 'm1', role: 'user', content: 'Hello' });
const assistantMessage = createChatMessage({ id: 'm2', role: 'assistant', content: 'Hi there' });
const answer: RunResponse = {
  message: 'Hi there',
  events: [],
  userMessage,
  assistantMessage,
  stopped: false,
};

/** A reply that never comes: the stream only ends (with an AbortError) when its request is aborted. */
function endlessReply() {
  const signals: AbortSignal[] = [];
  vi.spyOn(runStream, 'runChatStream').mockImplementation(
    (_userId, _chatId, _request, _callbacks, signal) =>
      new Promise((_resolve, reject) => {
        if (signal) signals.push(signal);
        signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }),
  );
  return signals;
}

function renderRun() {
  const queryClient = createTestQueryClient();
  const hook = renderHook(() => useChatRun('u1'), { wrapper: queryWrapper(queryClient) });
  return { queryClient, ...hook };
}

let toast: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  toast = vi
    .spyOn(toasts, 'toast')
    .mockReturnValue({ id: '1', dismiss: () => undefined, update: () => undefined });
});

describe('useChatRun', () => {
  it('adds the stored exchange to the chat once, even when the chat was fetched with it already', async () => {
    vi.spyOn(runStream, 'runChatStream').mockResolvedValue(answer);
    const { queryClient, result } = renderRun();
    // A browser-only chat promoted at its first send: its fetch answered after the server stored the exchange.
    queryClient.setQueryData(
      chatKeys.chat('u1', 'chat-1'),
      createChatDetail({ messages: [userMessage, assistantMessage], messageCount: 2 }),
    );

    let sent = false;
    await act(async () => {
      sent = await result.current.send('chat-1', 'Hello');
    });

    expect(sent).toBe(true);
    const detail = queryClient.getQueryData<ChatDetail>(chatKeys.chat('u1', 'chat-1'));
    expect(detail?.messages.map((message) => message.id)).toEqual(['m1', 'm2']);
    expect(detail?.messageCount).toBe(2);
  });

  it('appends the exchange to a chat that does not have it yet', async () => {
    vi.spyOn(runStream, 'runChatStream').mockResolvedValue(answer);
    const { queryClient, result } = renderRun();
    const earlier = createChatMessage({ id: 'm0', content: 'Earlier' });
    queryClient.setQueryData(chatKeys.chat('u1', 'chat-1'), createChatDetail({ messages: [earlier] }));

    await act(async () => {
      await result.current.send('chat-1', 'Hello');
    });

    const detail = queryClient.getQueryData<ChatDetail>(chatKeys.chat('u1', 'chat-1'));
    expect(detail?.messages.map((message) => message.id)).toEqual(['m0', 'm1', 'm2']);
    expect(detail?.messageCount).toBe(3);
  });

  it('ends every reply request when the page goes away', async () => {
    const signals = endlessReply();
    const { result, unmount } = renderRun();
    act(() => {
      void result.current.send('chat-1', 'Hello');
      void result.current.send('chat-2', 'Hola');
    });
    await waitFor(() => expect(signals).toHaveLength(2));

    unmount();

    expect(signals.map((signal) => signal.aborted)).toEqual([true, true]);
  });

  it('discards a chat: its reply request ends and nothing of it is shown, with no error', async () => {
    const signals = endlessReply();
    const { result } = renderRun();
    let sending: Promise<boolean> = Promise.resolve(true);
    act(() => {
      sending = result.current.send('chat-1', 'Hello');
    });
    await waitFor(() => expect(result.current.runs['chat-1']).toBeDefined());

    act(() => result.current.discard('chat-1'));

    expect(signals[0]?.aborted).toBe(true);
    await expect(sending).resolves.toBe(false);
    expect(result.current.runs['chat-1']).toBeUndefined();
    expect(result.current.failures['chat-1']).toBeUndefined();
    expect(toast).not.toHaveBeenCalled();
  });

  it('forgets a failed send of a discarded chat', async () => {
    vi.spyOn(runStream, 'runChatStream').mockRejectedValue(new Error('network down'));
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { result } = renderRun();
    await act(async () => {
      await result.current.send('chat-1', 'Hello');
    });
    expect(result.current.failures['chat-1']).toHaveLength(2);

    act(() => result.current.discard('chat-1'));

    expect(result.current.failures['chat-1']).toBeUndefined();
  });
});

describe('useChatRun connector calls', () => {
  it("shows a connector's call as a step while the reply is written: running, then how it ended", async () => {
    const tools: NonNullable<Parameters<typeof runStream.runChatStream>[3]['onTool']>[] = [];
    vi.spyOn(runStream, 'runChatStream').mockImplementation(
      (_userId, _chatId, _request, callbacks) =>
        new Promise(() => {
          if (callbacks.onTool) tools.push(callbacks.onTool);
        }),
    );
    const { result } = renderRun();
    act(() => {
      void result.current.send('chat-1', 'Ask GA4 for last week');
    });
    await waitFor(() => expect(tools).toHaveLength(1));
    const onTool = tools[0]!;
    const call = { name: 'ga4__run_report', id: 'c1', connector: 'GA4', tool: 'run_report' };

    act(() => onTool({ ...call, state: 'call', status: 'running' }));
    expect(result.current.runs['chat-1']?.toolCalls).toEqual([
      { key: 'c1', connector: 'GA4', tool: 'run_report', status: 'running' },
    ]);
    // Brief's own tools are no step of their own.
    act(() => onTool({ name: 'search_customer_knowledge', state: 'call' }));
    act(() => onTool({ ...call, state: 'result', status: 'done', durationMs: 640 }));
    expect(result.current.runs['chat-1']?.toolCalls).toEqual([
      { key: 'c1', connector: 'GA4', tool: 'run_report', status: 'done', durationMs: 640 },
    ]);
  });
});

describe('useChatRun refused for a limit', () => {
  const TOO_MANY =
    'You have asked for 20 replies in the last minute, as many as allowed. Try again in 42 seconds.';
  const RUNNING = 'A reply is already being written in this chat. Wait for it to finish or stop it.';

  it('says in the composer why a send got 429, with no error reply or toast, until its wait has passed', async () => {
    vi.spyOn(runStream, 'runChatStream').mockRejectedValue(
      new ApiError(429, 'rate_limited', TOO_MANY, TOO_MANY, 42, {
        reason: 'runs_per_minute',
        values: { limit: 20 },
      }),
    );
    vi.useFakeTimers();
    try {
      const { result } = renderRun();

      let sent = true;
      await act(async () => {
        sent = await result.current.send('chat-1', 'Hello');
      });

      expect(sent).toBe(false);
      expect(result.current.refusals['chat-1']).toBe(TOO_MANY);
      expect(result.current.failures['chat-1']).toBeUndefined();
      expect(toast).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(41_000);
      });
      expect(result.current.refusals['chat-1']).toBe(TOO_MANY);
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
      expect(result.current.refusals['chat-1']).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a reply is already being written (409) until the next send goes', async () => {
    const request = vi
      .spyOn(runStream, 'runChatStream')
      .mockRejectedValueOnce(new ApiError(409, 'conflict', RUNNING, RUNNING));
    const { result } = renderRun();
    await act(async () => {
      await result.current.send('chat-1', 'Hello');
    });
    expect(result.current.refusals['chat-1']).toBe(RUNNING);

    request.mockResolvedValueOnce(answer);
    await act(async () => {
      await result.current.send('chat-1', 'Hello again');
    });

    expect(result.current.refusals['chat-1']).toBeUndefined();
  });
});

/** A reply stream the test writes to: each `send` is one server-sent event; `close` ends it. */
function scriptedStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  const request = vi
    .spyOn(apiClient, 'requestResponse')
    .mockResolvedValue(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
  return {
    request,
    send: (event: string, data: unknown) =>
      controller?.enqueue(new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}

describe('useChatRun regenerate', () => {
  const question = createChatMessage({ id: 'm1', role: 'user', content: 'Hello' });
  const first = createChatMessage({
    id: 'm2',
    role: 'assistant',
    content: 'Hi there',
    status: 'done',
    version: 1,
    versionCount: 1,
  });
  const seeded = () => {
    const rendered = renderRun();
    rendered.queryClient.setQueryData(
      chatKeys.chat('u1', 'chat-1'),
      createChatDetail({ messages: [question, first], messageCount: 2, lastMessage: 'Hi there' }),
    );
    return rendered;
  };
  const cached = (queryClient: ReturnType<typeof createTestQueryClient>) =>
    queryClient.getQueryData<ChatDetail>(chatKeys.chat('u1', 'chat-1'));

  it('streams the new version in place of the reply, then shows it in the chat', async () => {
    const stream = scriptedStream();
    const { queryClient, result } = seeded();
    let regenerating: Promise<boolean> = Promise.resolve(false);
    act(() => {
      regenerating = result.current.regenerate('chat-1', 'm2');
    });

    stream.send('delta', { text: 'Hello ' });
    await waitFor(() => expect(result.current.runs['chat-1']?.reply).toBe('Hello '));
    expect(result.current.runs['chat-1']).toMatchObject({ userMessage: null, replacing: 'm2' });
    expect(stream.request.mock.calls[0]?.[0]).toBe(
      '/api/users/u1/chats/chat-1/messages/m2/regenerate/stream',
    );

    const second = { ...first, content: 'Hello again', version: 2, versionCount: 2, timestamp: 't2' };
    stream.send('done', { message: 'Hello again', events: [], assistantMessage: second, stopped: false });
    await act(async () => {
      await expect(regenerating).resolves.toBe(true);
    });

    expect(result.current.runs['chat-1']).toBeUndefined();
    const detail = cached(queryClient);
    expect(detail?.messages).toEqual([question, second]);
    expect(detail?.lastMessage).toBe('Hello again');
    expect(detail?.lastUpdateTime).toBe('t2');
    expect(toast).not.toHaveBeenCalled();
  });

  it('asks for a version without the reply’s brand-rule findings for “Rewrite without them”', async () => {
    const stream = scriptedStream();
    const { result } = seeded();
    let regenerating: Promise<boolean> = Promise.resolve(false);
    act(() => {
      regenerating = result.current.regenerate('chat-1', 'm2', { withoutFindings: true });
    });
    await waitFor(() => expect(stream.request).toHaveBeenCalled());
    expect(stream.request.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      body: { withoutFindings: true },
    });
    const second = { ...first, content: 'Affordable', version: 2, versionCount: 2, timestamp: 't2' };
    stream.send('done', { message: 'Affordable', events: [], assistantMessage: second, stopped: false });
    await act(async () => {
      await expect(regenerating).resolves.toBe(true);
    });
  });

  it('keeps the old version and says so when the model fails', async () => {
    const stream = scriptedStream();
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { queryClient, result } = seeded();
    const before = cached(queryClient);
    let regenerating: Promise<boolean> = Promise.resolve(true);
    act(() => {
      regenerating = result.current.regenerate('chat-1', 'm2');
    });

    stream.send('error', { error: { code: 'upstream', message: 'The language model is not available' } });
    await act(async () => {
      await expect(regenerating).resolves.toBe(false);
    });

    expect(cached(queryClient)).toEqual(before);
    expect(result.current.runs['chat-1']).toBeUndefined();
    expect(result.current.failures['chat-1']).toBeUndefined();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        variant: 'destructive',
        description: 'Failed to regenerate the reply. Please try again.',
      }),
    );
  });

  it('is refused like a run while a reply of the chat is written (409): the composer says so, no toast', async () => {
    const running = 'A reply is already being written in this chat. Wait for it to finish or stop it.';
    vi.spyOn(apiClient, 'requestResponse').mockRejectedValue(new ApiError(409, 'conflict', running, running));
    const { queryClient, result } = seeded();
    const before = cached(queryClient);

    let regenerated = true;
    await act(async () => {
      regenerated = await result.current.regenerate('chat-1', 'm2');
    });

    expect(regenerated).toBe(false);
    expect(result.current.refusals['chat-1']).toBe(running);
    expect(cached(queryClient)?.messages).toEqual(before?.messages);
    expect(toast).not.toHaveBeenCalled();
  });

  it('is stopped like a run', async () => {
    scriptedStream();
    const stopRequest = vi.spyOn(stopApi, 'stopRun').mockResolvedValue({ stopped: true });
    const { result } = seeded();
    act(() => {
      void result.current.regenerate('chat-1', 'm2');
    });
    await waitFor(() => expect(result.current.runs['chat-1']).toBeDefined());

    await act(async () => {
      await result.current.stop('chat-1');
    });

    expect(stopRequest).toHaveBeenCalledWith('u1', 'chat-1');
    expect(result.current.runs['chat-1']?.phase).toBe('stopping');
  });
});
