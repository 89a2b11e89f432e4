import { afterEach, describe, expect, it, vi } from 'vitest';
import { followRun } from '@/features/chat/api/follow-run';
import { ReplyFailedError, ReplyStreamBrokenError } from '@/features/chat/api/reply-stream';
import { runChatStream } from '@/features/chat/api/run-chat-stream';
import { apiClient } from '@/lib/api-client';
import { createChatMessage } from '@/testing/chats';

const answer = (body: BodyInit | null, status = 200) =>
  vi
    .spyOn(apiClient, 'requestResponse')
    .mockResolvedValue(new Response(body, { status, headers: { 'content-type': 'text/event-stream' } }));

afterEach(() => vi.restoreAllMocks());

describe('followRun', () => {
  it('reads the running reply with a GET and resolves with its stored end', async () => {
    const done = {
      message: 'Hi there',
      events: [],
      assistantMessage: createChatMessage({ id: 'm2', role: 'assistant', content: 'Hi there' }),
      stopped: false,
    };
    const request = answer(
      `event: delta\ndata: {"text":"Hi"}\n\nevent: delta\ndata: {"text":" there"}\n\nevent: done\ndata: ${JSON.stringify(done)}\n\n`,
    );
    const deltas: string[] = [];
    const result = await followRun('u1', 'c1', { onDelta: (text) => deltas.push(text) });
    expect(request).toHaveBeenCalledWith('/api/users/u1/chats/c1/run/stream', { signal: undefined });
    expect(deltas.join('')).toBe('Hi there');
    expect(result?.assistantMessage.id).toBe('m2');
  });

  it('resolves null when nothing runs any more (204)', async () => {
    answer(null, 204);
    await expect(followRun('u1', 'c1', { onDelta: () => undefined })).resolves.toBeNull();
  });
});

describe('a reply stream after it was accepted', () => {
  it('says the reply failed on an error event (the message is stored)', async () => {
    answer(
      'event: delta\ndata: {"text":"Half"}\n\nevent: error\ndata: {"error":{"code":"upstream","message":"The language model is not available right now."}}\n\n',
    );
    const failure = runChatStream('u1', 'c1', { message: 'Hello' }, { onDelta: () => undefined });
    await expect(failure).rejects.toBeInstanceOf(ReplyFailedError);
    await expect(failure).rejects.toMatchObject({ code: 'upstream' });
  });

  it('says the stream broke off when it ends without done or error (follow it again)', async () => {
    answer('event: delta\ndata: {"text":"Half"}\n\n');
    await expect(
      runChatStream('u1', 'c1', { message: 'Hello' }, { onDelta: () => undefined }),
    ).rejects.toBeInstanceOf(ReplyStreamBrokenError);
  });
});
