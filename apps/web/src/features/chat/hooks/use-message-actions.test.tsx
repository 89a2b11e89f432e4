import type { ChatDetail } from '@brief/contract/chats';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromServer } from '@/features/chat/hooks/use-chat-list';
import { useMessageActions } from '@/features/chat/hooks/use-message-actions';
import { toClientMessage } from '@/features/chat/utils/chat-message';
import * as toasts from '@/hooks/use-toast';
import { ApiError, apiClient } from '@/lib/api-client';
import { chatKeys } from '@/lib/chats/chat-keys';
import { chatPaths } from '@/lib/chats/chat-paths';
import { useChat } from '@/lib/chats/get-chat';
import { logger } from '@/lib/logger';
import { createChatDetail, createChatMessage, createChatSummary } from '@/testing/chats';
import { createTestQueryClient, queryWrapper } from '@/testing/query-client';

afterEach(() => vi.restoreAllMocks());

// The chat as shown after the first message was edited: the edit (2 / 2) and its reply.
const edit = createChatMessage({ id: 'edit', content: 'Goals for spring?', version: 2, versionCount: 2 });
const editReply = createChatMessage({ id: 'edit-reply', role: 'assistant', content: 'Spring goals.' });
// The branch it replaced: the original message (1 / 2) and the two exchanges that followed it.
const original = [
  createChatMessage({ id: 'first', content: 'Goals?', version: 1, versionCount: 2 }),
  createChatMessage({ id: 'first-reply', role: 'assistant', content: 'The goals.' }),
  createChatMessage({ id: 'second', content: 'Channels?', version: 1, versionCount: 1 }),
  createChatMessage({ id: 'second-reply', role: 'assistant', content: 'The channels.' }),
];
const detailPath = chatPaths.chat('u1', 'chat-1');

function renderActions() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(chatKeys.chat('u1', 'chat-1'), createChatDetail({ messages: [edit, editReply] }));
  const chat = fromServer(createChatSummary());
  const view = renderHook(
    () => ({
      shown: useChat('u1', 'chat-1'),
      messages: useMessageActions({ userId: 'u1', chat, send: vi.fn(), regenerate: vi.fn() }),
    }),
    { wrapper: queryWrapper(queryClient) },
  );
  const toast = vi
    .spyOn(toasts, 'toast')
    .mockReturnValue({ id: '1', dismiss: () => undefined, update: () => undefined });
  const shownIds = () =>
    queryClient.getQueryData<ChatDetail>(chatKeys.chat('u1', 'chat-1'))?.messages.map(({ id }) => id);
  return { ...view, toast, shownIds };
}

describe('useMessageActions: the versions of an edited user message', () => {
  it('shows the chosen branch: the chat is read again before the choice resolves', async () => {
    const request = vi
      .spyOn(apiClient, 'request')
      .mockImplementation((path) =>
        Promise.resolve(path === detailPath ? createChatDetail({ messages: original }) : original[0]),
      );
    const { result, shownIds } = renderActions();

    let shown: boolean | undefined;
    await act(async () => {
      shown = await result.current.messages.actions.onSelectVersion?.(toClientMessage(edit), 1);
    });

    expect(shown).toBe(true);
    expect(request).toHaveBeenCalledWith(
      chatPaths.messageVersion('u1', 'chat-1', 'edit'),
      expect.objectContaining({ method: 'PUT', body: { version: 1 } }),
    );
    expect(shownIds()).toEqual(['first', 'first-reply', 'second', 'second-reply']);
  });

  it('says to wait while a reply is written (409), and the chat stays as it was', async () => {
    vi.spyOn(apiClient, 'request').mockRejectedValue(
      new ApiError(409, 'conflict', 'A reply of this chat is being written'),
    );
    const { result, toast, shownIds } = renderActions();

    let shown: boolean | undefined;
    await act(async () => {
      shown = await result.current.messages.actions.onSelectVersion?.(toClientMessage(edit), 1);
    });

    expect(shown).toBe(false);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Wait for the reply to finish, then try again.' }),
    );
    expect(shownIds()).toEqual(['edit', 'edit-reply']);
  });

  it('says the version could not be shown on any other failure', async () => {
    vi.spyOn(apiClient, 'request').mockRejectedValue(new ApiError(500, 'internal', 'boom'));
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const { result, toast, shownIds } = renderActions();

    await act(async () => {
      await result.current.messages.actions.onSelectVersion?.(toClientMessage(edit), 1);
    });

    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Could not show that version. Please try again.' }),
    );
    expect(shownIds()).toEqual(['edit', 'edit-reply']);
  });
});
