import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatKeys } from '@/lib/chats/chat-keys';
import { createStoredUser, setStoredUser } from '@/lib/storage/stored-user';
import { createChatDetail, createChatMessage } from '@/testing/chats';
import { createTestQueryClient } from '@/testing/query-client';
import { tokenExpiringIn } from '@/testing/tokens';

// Which of the chat's chunks the loader asked for: each module, mocked afresh for every test, says when
// it is first imported.
const imported = new Set<string>();
function mockChunks() {
  vi.resetModules();
  imported.clear();
  vi.doMock('@/features/chat/components/message-list', () => {
    imported.add('message list');
    return { MessageList: () => null };
  });
  vi.doMock('@/components/assistant-markdown', () => {
    imported.add('markdown');
    return { AssistantMarkdown: () => null };
  });
  vi.doMock('@/features/chat/components/chat-page', () => {
    imported.add('chat page');
    return { ChatPage: () => null };
  });
}

const chat = createChatDetail({
  id: 'chat-1',
  title: 'Northwind autumn plan',
  messages: [createChatMessage({ id: 'm1', role: 'user', content: 'How should the launch go?' })],
});

/** Ana is signed in, with a token an hour from expiring (the client renews none). */
function signIn() {
  setStoredUser(
    createStoredUser({
      id: 'u1',
      email: 'ana@brief.test',
      access_token: tokenExpiringIn(3600, Date.now(), 'u1'),
    }),
  );
}

/** The API as the loader meets it: the user's chat, an empty sidebar list and no teams. */
function serve() {
  const fetch = vi.fn((input: string) => {
    const path = new URL(input, 'http://brief.test').pathname;
    if (path === '/api/users/u1/chats/chat-1') return Promise.resolve(Response.json(chat));
    if (path === '/api/users/u1/chats' || path === '/api/users/u1/agents')
      return Promise.resolve(Response.json([]));
    return Promise.resolve(Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 }));
  });
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map(([input]) => new URL(input, 'http://brief.test').pathname);
}

/** Runs a loader the way the router does on navigating to `address`; it must answer at once. */
function navigate(
  loader: (queryClient: QueryClient) => (args: LoaderFunctionArgs) => unknown,
  queryClient: QueryClient,
  address: string,
) {
  const url = new URL(address, 'http://brief.test');
  return loader(queryClient)({
    request: new Request(url),
    url,
    pattern: url.pathname,
    params: {},
    context: {},
  });
}

/** Long enough for any import or request the loader would start to have started. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the chat route loader', () => {
  let requested: () => string[];

  beforeEach(() => {
    mockChunks();
    signIn();
    requested = serve();
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('starts the chat the address names, the code that shows it, the sidebar and the teams at once', async () => {
    const { chatLoader } = await import('@/app/prefetch');
    const queryClient = createTestQueryClient();

    expect(navigate(chatLoader, queryClient, '/chat?sessionId=chat-1')).toBeNull();
    // Under way as the loader returns, not after some code has downloaded.
    for (const key of [chatKeys.chat('u1', 'chat-1'), chatKeys.sidebarList('u1'), chatKeys.teams('u1')])
      expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching');

    await vi.waitFor(() => expect(queryClient.getQueryData(chatKeys.chat('u1', 'chat-1'))).toEqual(chat));
    expect(imported).toEqual(new Set(['message list', 'markdown']));
    expect(requested()).toEqual(
      expect.arrayContaining(['/api/users/u1/chats/chat-1', '/api/users/u1/chats', '/api/users/u1/agents']),
    );
    expect(queryClient.getQueryData(chatKeys.sidebarList('u1'))).toBeDefined();
    expect(queryClient.getQueryData(chatKeys.teams('u1'))).toEqual([]);
  });

  it('does the same for /chat-v2, where the library and bookmarks open a chat', async () => {
    const { chatLoader } = await import('@/app/prefetch');
    const queryClient = createTestQueryClient();

    navigate(chatLoader, queryClient, '/chat-v2?sessionId=chat-1');

    await vi.waitFor(() => expect(queryClient.getQueryData(chatKeys.chat('u1', 'chat-1'))).toEqual(chat));
    expect(imported).toEqual(new Set(['message list', 'markdown']));
  });

  it('asks only for what the cache lacks when another chat is picked', async () => {
    const { chatLoader } = await import('@/app/prefetch');
    const queryClient = createTestQueryClient();
    navigate(chatLoader, queryClient, '/chat?sessionId=chat-1');
    await vi.waitFor(() => expect(queryClient.getQueryData(chatKeys.teams('u1'))).toEqual([]));

    navigate(chatLoader, queryClient, '/chat?sessionId=chat-2');
    await settle();

    expect(requested().sort()).toEqual([
      '/api/users/u1/agents',
      '/api/users/u1/chats',
      '/api/users/u1/chats/chat-1',
      '/api/users/u1/chats/chat-2',
    ]);
  });

  it('starts nothing for a new chat, or for a chat only this browser has', async () => {
    const { chatLoader } = await import('@/app/prefetch');
    const queryClient = createTestQueryClient();

    expect(navigate(chatLoader, queryClient, '/chat')).toBeNull();
    navigate(chatLoader, queryClient, '/chat-v2?customer=Northwind%20Coffee&agents=coandco');
    navigate(chatLoader, queryClient, '/chat?sessionId=session-1700000000000');
    await settle();

    expect(requested()).toEqual([]);
    expect(imported).toEqual(new Set());
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('does not ask for a chat whose id the server could not have made', async () => {
    const { chatLoader } = await import('@/app/prefetch');
    const queryClient = createTestQueryClient();

    navigate(chatLoader, queryClient, '/chat?sessionId=not%20an%20id');
    await settle();

    expect(requested()).not.toContain('/api/users/u1/chats/not an id');
    expect(queryClient.getQueryState(chatKeys.chat('u1', 'not an id'))).toBeUndefined();
  });

  it('starts nothing without a signed-in user', async () => {
    localStorage.clear();
    const { chatLoader } = await import('@/app/prefetch');
    const queryClient = createTestQueryClient();

    expect(navigate(chatLoader, queryClient, '/chat?sessionId=chat-1')).toBeNull();
    await settle();

    expect(requested()).toEqual([]);
    expect(imported).toEqual(new Set());
  });
});

describe('the dashboard route loader', () => {
  beforeEach(() => {
    mockChunks();
    signIn();
    serve();
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("opens a chat the address names in the workspace's chat tab as /chat does, with the chat page's code", async () => {
    const { dashboardLoader } = await import('@/app/prefetch');
    const queryClient = createTestQueryClient();

    expect(navigate(dashboardLoader, queryClient, '/dashboard?sessionId=chat-1')).toBeNull();

    await vi.waitFor(() => expect(queryClient.getQueryData(chatKeys.chat('u1', 'chat-1'))).toEqual(chat));
    expect(imported).toEqual(new Set(['chat page', 'message list', 'markdown']));
  });

  it('loads the chat tab without a chat: its code and the teams it waits for, no chat', async () => {
    const { dashboardLoader } = await import('@/app/prefetch');
    const queryClient = createTestQueryClient();

    navigate(dashboardLoader, queryClient, '/dashboard?tab=chat');

    await vi.waitFor(() => expect(queryClient.getQueryData(chatKeys.teams('u1'))).toEqual([]));
    expect(imported).toEqual(new Set(['chat page']));
  });

  it('starts no chat for the Overview', async () => {
    const { dashboardLoader } = await import('@/app/prefetch');
    const queryClient = createTestQueryClient();

    navigate(dashboardLoader, queryClient, '/dashboard');
    await settle();

    expect(imported).toEqual(new Set());
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
