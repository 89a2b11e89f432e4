import { afterEach, describe, expect, it, vi } from 'vitest';
import { runChatStream } from '@/features/chat/api/run-chat-stream';
import { apiClient } from '@/lib/api-client';
import { createChatMessage } from '@/testing/chats';

/** A reply stream that sends `chunks` and then stays open; `cancelled` says whether it was let go. */
function openStream(chunks: readonly string[]) {
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  vi.spyOn(apiClient, 'requestResponse').mockResolvedValue(
    new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
  );
  return state;
}

afterEach(() => vi.restoreAllMocks());

describe('runChatStream', () => {
  it('hands on the deltas and lets the stream go after the done event', async () => {
    const done = {
      message: 'Hi',
      events: [],
      userMessage: createChatMessage({ id: 'm1', role: 'user', content: 'Hello', timestamp: 't1' }),
      assistantMessage: createChatMessage({ id: 'm2', role: 'assistant', content: 'Hi', timestamp: 't2' }),
      stopped: false,
    };
    const stream = openStream([
      'event: delta\ndata: {"text":"H"}\n\n',
      `event: delta\ndata: {"text":"i"}\n\nevent: done\ndata: ${JSON.stringify(done)}\n\n`,
    ]);
    const deltas: string[] = [];
    const result = await runChatStream(
      'u1',
      'c1',
      { message: 'Hello' },
      { onDelta: (text) => deltas.push(text) },
    );
    expect(deltas).toEqual(['H', 'i']);
    expect(result.assistantMessage.id).toBe('m2');
    expect(stream.cancelled).toBe(true);
  });

  it('lets the stream go when an event cannot be read', async () => {
    const stream = openStream(['event: delta\ndata: {not json\n\n']);
    await expect(
      runChatStream('u1', 'c1', { message: 'Hello' }, { onDelta: () => undefined }),
    ).rejects.toThrow(SyntaxError);
    expect(stream.cancelled).toBe(true);
  });
});
