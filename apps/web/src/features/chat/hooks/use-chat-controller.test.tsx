import { createBookmarkRequestSchema } from '@brief/contract/bookmarks';
import { createChatRequestSchema, type ChatSummary, type RunResponse } from '@brief/contract/chats';
import type { Team } from '@brief/contract/teams';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as runStream from '@/features/chat/api/run-chat-stream';
import { useChatController } from '@/features/chat/hooks/use-chat-controller';
import { toClientMessage } from '@/features/chat/utils/chat-message';
import { initialPromptFor } from '@/features/chat/utils/prompts';
import * as toasts from '@/hooks/use-toast';
import { ApiError, apiClient, type RequestOptions } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { setLocalChats } from '@/lib/storage/local-chats';
import { createStoredUser, type StoredUser } from '@/lib/storage/stored-user';
import { createChatDetail, createChatMessage, createChatSummary } from '@/testing/chats';
import { createStoredFile } from '@/testing/files';
import { createTestQueryClient, queryWrapper } from '@/testing/query-client';

const user = createStoredUser({ id: 'u1', email: 'ana@brief.test', access_token: 'token' });
const team: Team = {
  id: 'coandco',
  name: 'Consulting & Content',
  description: '',
  app_name: 'coandco_agent',
};
const NORTHWIND_PROMPT = initialPromptFor('Northwind Coffee') ?? '';
const northwind = { id: 'customer-1', name: 'Northwind Coffee' };
/** An empty chat of another customer, in the user's list. */
const lumenChat = createChatSummary({
  id: 'chat-lumen',
  title: 'Lumen Skincare - Nora',
  customerId: 'customer-2',
  customerName: 'Lumen Skincare',
});

/**
 * A fake API with the user's one team, its two customers and the chats in `chats`; POST /sessions
 * starts 'chat-new' for the customer it is given.
 */
function serve(chats: ChatSummary[]) {
  const stored = new Map(chats.map((chat) => [chat.id, createChatDetail(chat)]));
  vi.spyOn(apiClient, 'requestResponse').mockImplementation((path: string) =>
    path.startsWith('/api/users/u1/chats?')
      ? Promise.resolve(Response.json([...stored.values()]))
      : Promise.reject(new ApiError(404, 'not_found', 'Not found')),
  );
  return vi.spyOn(apiClient, 'request').mockImplementation((path: string, options?: RequestOptions) => {
    const method = options?.method ?? 'GET';
    const detail = /^\/api\/users\/u1\/chats\/([\w-]+)$/.exec(path)?.[1];
    let answer: unknown;
    if (path === '/api/users/u1/agents') answer = [team];
    else if (path.startsWith('/api/users/u1/agents/coandco/customers'))
      answer = ['Northwind Coffee', 'Lumen Skincare'];
    else if (path === '/api/agents/coandco/specialists') answer = [];
    else if (path === '/api/users/u1/sessions' && method === 'POST') {
      const body = createChatRequestSchema.parse(options?.body);
      const chat = createChatSummary({
        id: 'chat-new',
        customerId: body?.customerId ?? null,
        customerName: body?.customerName ?? null,
      });
      stored.set(chat.id, createChatDetail(chat));
      answer = { id: chat.id, title: 'New Chat' };
    } else if (path.endsWith('/rename')) answer = { id: 'x', name: 'x', title: 'x' };
    else if (path.endsWith('/related')) answer = [];
    else if (path === '/api/users/u1/bookmarks' && method === 'POST') {
      const body = createBookmarkRequestSchema.parse(options?.body);
      answer = {
        id: 'bm-1',
        message: body.message,
        date: '2025-01-05T15:05:00.000Z',
        customerId: body.customerId ?? null,
        customerName: body.customerName ?? null,
        chatId: body.chatId ?? null,
        messageId: body.messageId ?? null,
      };
    } else if (detail && method === 'DELETE') {
      stored.delete(detail);
      answer = { id: detail, deleted: true };
    } else if (detail && stored.has(detail)) answer = stored.get(detail);
    if (answer === undefined) return Promise.reject(new ApiError(404, 'not_found', `No ${method} ${path}`));
    return Promise.resolve(answer);
  });
}

function reply(chatId: string, text: string): RunResponse {
  const userMessage = createChatMessage({ id: `${chatId}-u`, role: 'user', content: text });
  const assistantMessage = createChatMessage({ id: `${chatId}-a`, role: 'assistant', content: 'Done.' });
  return { message: 'Done.', events: [], userMessage, assistantMessage, stopped: false };
}

function renderController(path = '/chat', signedIn: StoredUser | null = user) {
  const queryClient = createTestQueryClient();
  const Queries = queryWrapper(queryClient);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Queries>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </Queries>
  );
  return { queryClient, ...renderHook(() => useChatController(signedIn), { wrapper }) };
}

let runs: MockInstance<typeof runStream.runChatStream>;
beforeEach(() => {
  vi.spyOn(toasts, 'toast').mockReturnValue({ id: '1', dismiss: () => undefined, update: () => undefined });
  vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
  runs = vi
    .spyOn(runStream, 'runChatStream')
    .mockImplementation((_userId, chatId, request) => Promise.resolve(reply(chatId, request.message)));
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

const sentMessages = () => runs.mock.calls.map(([, chatId, request]) => `${chatId}: ${request.message}`);

describe('useChatController: the initial prompt', () => {
  it("NEW CHAT sends the chosen customer's prompt as the new chat's first message, even when an earlier one was used", async () => {
    serve([]);
    const { result } = renderController();
    await waitFor(() => expect(result.current.selection.team?.id).toBe('coandco'));
    act(() => result.current.selection.chooseCustomer(northwind));
    act(() => result.current.selection.toggleSpecialist('Nora SEO/SEM'));
    // An earlier chat for this customer took the prompt.
    sessionStorage.removeItem('initialPrompt');

    await act(() => result.current.newChat());

    await waitFor(() => expect(sentMessages()).toEqual([`chat-new: ${NORTHWIND_PROMPT}`]));
    expect(sessionStorage.getItem('initialPrompt')).toBeNull();
    // Sent as the automatic prompt it is, with the interface language for before anything is typed.
    expect(runs.mock.calls[0]?.[2]).toMatchObject({ automatic: 'customer-data', locale: 'en' });

    await act(() => result.current.send('What are their goals for this year?'));
    const typed = runs.mock.calls[1]?.[2];
    expect(typed).toMatchObject({ message: 'What are their goals for this year?', locale: 'en' });
    expect(typed?.automatic).toBeUndefined();
  });

  it("does not send a customer choice's prompt into a chat that is then opened", async () => {
    serve([lumenChat]);
    const { result } = renderController();
    await waitFor(() => expect(result.current.selection.team?.id).toBe('coandco'));
    act(() => result.current.selection.chooseCustomer(northwind));
    expect(sessionStorage.getItem('initialPrompt')).toBe(NORTHWIND_PROMPT);
    await waitFor(() => expect(result.current.list.chats).toHaveLength(1));

    const [chat] = result.current.list.chats;
    if (!chat) throw new Error('The chat is not listed');
    act(() => result.current.openChat(chat));

    await waitFor(() => expect(result.current.chat.loading).toBe(false));
    expect(result.current.selection.customer?.name).toBe('Lumen Skincare');
    expect(sessionStorage.getItem('initialPrompt')).toBeNull();
    expect(runs).not.toHaveBeenCalled();
  });

  it("never sends another customer's prompt into the open chat", async () => {
    serve([lumenChat]);
    const { result, rerender } = renderController('/chat?sessionId=chat-lumen');
    await waitFor(() => expect(result.current.selection.customer?.name).toBe('Lumen Skincare'));
    await waitFor(() => expect(result.current.chat.loading).toBe(false));

    sessionStorage.setItem('initialPrompt', NORTHWIND_PROMPT);
    rerender();

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).not.toHaveBeenCalled();
  });
});

describe('useChatController: the current chat', () => {
  it("deselecting the team clears the open chat's customer too", async () => {
    serve([lumenChat]);
    const { result } = renderController('/chat?sessionId=chat-lumen');
    await waitFor(() => expect(result.current.chat.current?.customerName).toBe('Lumen Skincare'));
    await waitFor(() => expect(result.current.selection.team?.id).toBe('coandco'));

    act(() => result.current.selection.toggleTeam(team));

    expect(result.current.selection.customer).toBeNull();
    expect(result.current.chat.current?.customerName).toBeNull();
    expect(result.current.chat.current?.customerId).toBeNull();
  });

  it('deleting a chat while its reply is written ends the reply and shows nothing of it', async () => {
    serve([createChatSummary({ id: 'chat-1' })]);
    const signals: AbortSignal[] = [];
    runs.mockImplementation(
      (_userId, _chatId, _request, _callbacks, signal) =>
        new Promise<RunResponse>((_resolve, reject) => {
          if (signal) signals.push(signal);
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const { result } = renderController('/chat?sessionId=chat-1');
    await waitFor(() => expect(result.current.chat.current?.id).toBe('chat-1'));
    await waitFor(() => expect(result.current.chat.loading).toBe(false));
    act(() => void result.current.send('Hello'));
    await waitFor(() => expect(result.current.loading).toBe(true));
    const chat = result.current.chat.current;
    if (!chat) throw new Error('No chat open');

    act(() => result.current.deleteChat(chat));

    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
    await waitFor(() => expect(result.current.chat.current).toBeNull());
    expect(result.current.loading).toBe(false);
    expect(result.current.chat.failures).toEqual([]);
  });
});

describe('useChatController: save a reply to the bookmarks', () => {
  it("saves a reply with its chat and the chat's customer, once, and marks it saved", async () => {
    const reply = createChatMessage({ id: 'm-2', role: 'assistant', content: 'Reach commuters at 7am.' });
    // A chat detail is a chat summary with its messages: the fake API answers it as it is.
    const request = serve([createChatDetail({ ...lumenChat, messages: [reply] })]);
    const { result } = renderController('/chat?sessionId=chat-lumen');
    await waitFor(() => expect(result.current.chat.storedMessages).toHaveLength(1));
    expect(result.current.messages.isSaved(toClientMessage(reply))).toBe(false);

    act(() => result.current.messages.actions.onSave(toClientMessage(reply)));

    await waitFor(() => expect(result.current.messages.isSaved(toClientMessage(reply))).toBe(true));
    const posts = request.mock.calls.filter(
      ([path, options]) => path === '/api/users/u1/bookmarks' && options?.method === 'POST',
    );
    expect(posts.map(([, options]) => options?.body)).toEqual([
      {
        message: 'Reach commuters at 7am.',
        customerId: 'customer-2',
        customerName: 'Lumen Skincare',
        chatId: 'chat-lumen',
        messageId: 'm-2',
      },
    ]);
    await waitFor(() =>
      expect(toasts.toast).toHaveBeenCalledWith({
        title: 'Saved successfully',
        description: 'Message has been saved to your bookmarks',
      }),
    );
  });
});

describe('useChatController: file uploads', () => {
  const uploadError = (description: string) => ({ variant: 'destructive', title: 'Error', description });

  it("needs a signed-in user: 'User not authenticated for file upload'", async () => {
    serve([lumenChat]);
    const { result } = renderController('/chat?sessionId=chat-lumen', null);
    await expect(result.current.uploadTarget()).resolves.toBeNull();
    expect(toasts.toast).toHaveBeenCalledWith(uploadError('User not authenticated for file upload'));
  });

  it("needs an open chat: 'No active session for file upload'", async () => {
    serve([]);
    const { result } = renderController();
    await expect(result.current.uploadTarget()).resolves.toBeNull();
    expect(toasts.toast).toHaveBeenCalledWith(uploadError('No active session for file upload'));
  });

  it('uploads into the open chat, with its team and customer', async () => {
    serve([lumenChat]);
    const { result } = renderController('/chat?sessionId=chat-lumen');
    await waitFor(() => expect(result.current.selection.team?.id).toBe('coandco'));
    await waitFor(() => expect(result.current.chat.current?.id).toBe('chat-lumen'));
    await expect(result.current.uploadTarget()).resolves.toEqual({
      userId: 'u1',
      chatId: 'chat-lumen',
      appName: 'coandco_agent',
      customerId: 'customer-2',
      customerName: 'Lumen Skincare',
    });
  });

  it('starts a browser-only chat on the server first, so the files belong to a chat it knows', async () => {
    const request = serve([]);
    setLocalChats('u1', [
      {
        id: 'session-1736089440000',
        title: 'New Chat',
        customerId: 'customer-1',
        customerName: 'Northwind Coffee',
        appName: 'coandco_agent',
        specialists: ['Nora SEO/SEM'],
        createdAt: '2025-01-05T15:04:00.000Z',
      },
    ]);
    const { result } = renderController('/chat?sessionId=session-1736089440000');
    await waitFor(() => expect(result.current.chat.current?.local).toBe(true));

    let target: Awaited<ReturnType<typeof result.current.uploadTarget>> = null;
    await act(async () => {
      target = await result.current.uploadTarget();
    });
    expect(target).toMatchObject({ userId: 'u1', chatId: 'chat-new', customerName: 'Northwind Coffee' });
    expect(request.mock.calls.some(([path]) => path === '/api/users/u1/sessions')).toBe(true);
    await waitFor(() => expect(result.current.chat.current?.id).toBe('chat-new'));
  });

  it('sends a message with its files as attachmentIds, and shows them on the message while it goes', async () => {
    serve([lumenChat]);
    let finish: (response: RunResponse) => void = () => undefined;
    runs.mockImplementation(
      () =>
        new Promise<RunResponse>((resolve) => {
          finish = resolve;
        }),
    );
    const { result } = renderController('/chat?sessionId=chat-lumen');
    await waitFor(() => expect(result.current.chat.loading).toBe(false));
    const brief = createStoredFile({ id: 'f-brief', name: 'brief.pdf' });
    const logo = createStoredFile({ id: 'f-logo', name: 'logo.png', type: 'image/png', kind: 'image' });

    act(() => void result.current.send('Describe these', { attachments: [brief, logo] }));

    await waitFor(() => expect(runs).toHaveBeenCalledTimes(1));
    expect(runs.mock.calls[0]?.[2]).toMatchObject({
      message: 'Describe these',
      attachmentIds: ['f-brief', 'f-logo'],
    });
    expect(result.current.chat.activeRun?.userMessage?.attachments?.map((file) => file.name)).toEqual([
      'brief.pdf',
      'logo.png',
    ]);
    act(() => finish(reply('chat-lumen', 'Describe these')));
    await waitFor(() => expect(result.current.loading).toBe(false));
  });
});
