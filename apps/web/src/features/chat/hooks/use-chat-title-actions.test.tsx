import type { ChatDetail } from '@brief/contract/chats';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useChatTitleActions } from '@/features/chat/hooks/use-chat-title-actions';
import * as toasts from '@/hooks/use-toast';
import { ApiError, apiClient } from '@/lib/api-client';
import { chatKeys } from '@/lib/chats/chat-keys';
import { logger } from '@/lib/logger';
import { createChatMessage, seedCachedChat } from '@/testing/chats';
import { createTestQueryClient, queryWrapper } from '@/testing/query-client';

const chat = { id: 'chat-1', favorite: false, local: false };

describe('useChatTitleActions: rename', () => {
  it('on failure puts only the title back, keeping a reply that arrived meanwhile', async () => {
    let fail: () => void = () => undefined;
    vi.spyOn(apiClient, 'request').mockImplementation(
      () => new Promise((_resolve, reject) => (fail = () => reject(new ApiError(500, 'internal', 'boom')))),
    );
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const toast = vi
      .spyOn(toasts, 'toast')
      .mockReturnValue({ id: '1', dismiss: () => undefined, update: () => undefined });
    const queryClient = createTestQueryClient();
    seedCachedChat(queryClient);
    const detail = () => queryClient.getQueryData<ChatDetail>(chatKeys.chat('u1', 'chat-1'));
    const { result } = renderHook(() => useChatTitleActions('u1', chat), {
      wrapper: queryWrapper(queryClient),
    });

    act(() => result.current.rename('Renamed'));
    await waitFor(() => expect(detail()?.title).toBe('Renamed'));
    queryClient.setQueryData<ChatDetail>(chatKeys.chat('u1', 'chat-1'), (chat) =>
      chat ? { ...chat, messages: [createChatMessage({ id: 'm-new' })] } : chat,
    );
    fail();

    await waitFor(() => expect(detail()?.title).toBe('Old'));
    expect(detail()?.name).toBe('Old');
    expect(detail()?.messages.map((message) => message.id)).toEqual(['m-new']);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to rename chat' }));
  });
});

describe('useChatTitleActions: favorite', () => {
  it('on failure puts only the favorite back, keeping a reply that arrived meanwhile', async () => {
    let fail: () => void = () => undefined;
    vi.spyOn(apiClient, 'request').mockImplementation(
      () => new Promise((_resolve, reject) => (fail = () => reject(new ApiError(500, 'internal', 'boom')))),
    );
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const toast = vi
      .spyOn(toasts, 'toast')
      .mockReturnValue({ id: '1', dismiss: () => undefined, update: () => undefined });
    const queryClient = createTestQueryClient();
    seedCachedChat(queryClient);
    const detail = () => queryClient.getQueryData<ChatDetail>(chatKeys.chat('u1', 'chat-1'));
    const { result } = renderHook(() => useChatTitleActions('u1', chat), {
      wrapper: queryWrapper(queryClient),
    });

    act(() => result.current.toggleFavorite());
    await waitFor(() => expect(detail()?.favorite).toBe(true));
    queryClient.setQueryData<ChatDetail>(chatKeys.chat('u1', 'chat-1'), (chat) =>
      chat ? { ...chat, messages: [createChatMessage({ id: 'm-new' })] } : chat,
    );
    fail();

    await waitFor(() => expect(detail()?.favorite).toBe(false));
    expect(detail()?.messages.map((message) => message.id)).toEqual(['m-new']);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Failed to update favorite status' }),
    );
  });
});
