import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/logger';
import {
  clearAppStorage,
  createStoredUser,
  getLocalBookmarks,
  getLocalChatSessions,
  getStoredUser,
  parseStoredUser,
  setLocalBookmarks,
  setLocalChatSessions,
  setSessionValue,
  setStoredUser,
  setContinuingConversation,
  subscribeToLocalBookmarks,
  takeContinuingConversation,
  updateLocalBookmarks,
  updateStoredToken,
  type LocalBookmark,
} from '@/lib/storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function avatarSvg(picture: string): string {
  return decodeURIComponent(picture.slice(picture.indexOf(',') + 1));
}

describe('parseStoredUser', () => {
  it('keeps a complete stored user as it is', () => {
    const user = {
      id: 'u1',
      name: 'Ana García',
      email: 'ana@brief.test',
      picture: 'https://lh3.googleusercontent.com/a/ana.png',
      admin: true,
      access_token: 'token',
    };
    expect(parseStoredUser(JSON.stringify(user))).toEqual(user);
  });

  it('falls back to the part of the e-mail before @ for the name', () => {
    const user = parseStoredUser(
      JSON.stringify({ id: 'u1', email: 'ana.garcia@brief.test', access_token: 't' }),
    );
    expect(user?.name).toBe('ana.garcia');
  });

  it('generates a data: avatar with the initials when there is no picture', () => {
    const user = parseStoredUser(
      JSON.stringify({
        id: 'u1',
        name: 'Ana García',
        email: 'ana@brief.test',
        access_token: 't',
        picture: null,
      }),
    );
    expect(user?.picture.startsWith('data:image/svg+xml')).toBe(true);
    expect(avatarSvg(user?.picture ?? '')).toContain('>AG</text>');
  });

  it('keeps an https: or data:image/ picture', () => {
    const picture = (value: string) =>
      parseStoredUser(
        JSON.stringify({ id: 'u1', email: 'ana@brief.test', access_token: 't', picture: value }),
      )?.picture;
    expect(picture('https://cdn.brief.test/ana.png')).toBe('https://cdn.brief.test/ana.png');
    expect(picture('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('replaces a picture of any other kind with the generated avatar', () => {
    for (const unsafe of [
      'javascript:alert(1)',
      'http://cdn.brief.test/ana.png',
      '/avatars/ana.png',
      '//evil.test/x.png',
      'data:text/html,<script>alert(1)</script>',
      'not a url',
    ]) {
      const user = createStoredUser({
        id: 'u1',
        name: 'Ana García',
        email: 'ana@brief.test',
        access_token: 't',
        picture: unsafe,
      });
      expect(user.picture.startsWith('data:image/svg+xml'), unsafe).toBe(true);
      expect(avatarSvg(user.picture)).toContain('>AG</text>');
    }
  });

  it('builds the avatar initials from the e-mail when there is no name', () => {
    const user = createStoredUser({ id: 'u1', email: 'bob.smith@brief.test', access_token: 't' });
    expect(avatarSvg(user.picture)).toContain('>BS</text>');
  });

  it('defaults admin to false', () => {
    expect(
      parseStoredUser(JSON.stringify({ id: 'u1', email: 'a@brief.test', access_token: 't' }))?.admin,
    ).toBe(false);
  });

  it('discards values that are not JSON or miss the id, e-mail or token', () => {
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser(JSON.stringify({ email: 'a@brief.test', access_token: 't' }))).toBeNull();
    expect(parseStoredUser(JSON.stringify({ id: 'u1', email: 'a@brief.test' }))).toBeNull();
    expect(parseStoredUser(JSON.stringify('just a string'))).toBeNull();
  });
});

describe('getStoredUser', () => {
  it('removes an unparsable stored user and reads as signed out', () => {
    localStorage.setItem('user', '{"id":');
    expect(getStoredUser()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('reads back what setStoredUser wrote, under the key "user"', () => {
    const user = createStoredUser({ id: 'u1', email: 'a@brief.test', access_token: 't', admin: true });
    setStoredUser(user);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(getStoredUser()).toEqual(user);
  });
});

describe('updateStoredToken', () => {
  it('replaces only the access token', () => {
    setStoredUser(createStoredUser({ id: 'u1', email: 'a@brief.test', access_token: 'old' }));
    updateStoredToken('new');
    expect(getStoredUser()).toMatchObject({ id: 'u1', access_token: 'new' });
  });
});

describe('clearAppStorage', () => {
  it("removes the user and the app's other keys, and nothing else", () => {
    setStoredUser(createStoredUser({ id: 'u1', email: 'a@brief.test', access_token: 't' }));
    localStorage.setItem('bookmarks', '[]');
    localStorage.setItem('chat_sessions_u1', '[]');
    localStorage.setItem('unrelated', 'keep');
    setSessionValue('current_app_name', 'coandco');
    setSessionValue('initialPrompt', 'hola');

    clearAppStorage();

    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('bookmarks')).toBeNull();
    expect(localStorage.getItem('chat_sessions_u1')).toBeNull();
    expect(sessionStorage.getItem('current_app_name')).toBeNull();
    expect(sessionStorage.getItem('initialPrompt')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('keep');
  });
});

describe('local chat sessions', () => {
  it("keeps each user's browser-only sessions under chat_sessions_{userId}", () => {
    const session = {
      id: 'session-1700000000000',
      title: 'New Chat',
      customerId: 'customer-1',
      customerName: 'Northwind Coffee',
      appName: 'coandco_agent',
      specialists: ['Nora SEO/SEM'],
      createdAt: '2026-01-05T15:04:00.000Z',
    };
    setLocalChatSessions('u1', [session]);
    expect(getLocalChatSessions('u1')).toEqual([session]);
    expect(getLocalChatSessions('u2')).toEqual([]);

    setLocalChatSessions('u1', []);
    expect(localStorage.getItem('chat_sessions_u1')).toBeNull();
  });

  it('ignores a list that cannot be read', () => {
    localStorage.setItem('chat_sessions_u1', '{not json');
    expect(getLocalChatSessions('u1')).toEqual([]);
    localStorage.setItem('chat_sessions_u1', '[{"id":1}]');
    expect(getLocalChatSessions('u1')).toEqual([]);
  });
});

describe('continuing conversation', () => {
  it('is stored under continuingFromConversation and cleared as it is taken', () => {
    const payload = {
      conversationId: 'chat-1',
      conversationTitle: 'Launch plan',
      messages: [{ role: 'user', content: 'Hi', timestamp: '2025-01-05T15:04:00.000Z' }],
      customerId: 'customer-1',
      customerName: 'Northwind Coffee',
      appName: 'coandco_agent',
    };
    setContinuingConversation(payload);
    expect(JSON.parse(sessionStorage.getItem('continuingFromConversation') ?? 'null')).toEqual(payload);
    expect(takeContinuingConversation()).toEqual(payload);
    expect(sessionStorage.getItem('continuingFromConversation')).toBeNull();
    expect(takeContinuingConversation()).toBeNull();
  });

  it('drops an unreadable payload', () => {
    sessionStorage.setItem('continuingFromConversation', '{"conversationId":1');
    expect(takeContinuingConversation()).toBeNull();
    expect(sessionStorage.getItem('continuingFromConversation')).toBeNull();
  });
});

describe('local bookmarks', () => {
  const bookmark: LocalBookmark = {
    id: 'bookmark-1736089440000',
    content: '**Reach commuters** at 7am.',
    role: 'assistant',
    timestamp: '2025-01-05T15:04:00.000Z',
    savedAt: '2025-01-05T15:05:00.000Z',
    customerId: 'customer-1',
    customerName: 'Northwind Coffee',
    chatId: 'chat-1',
    messageId: 'm-2',
    serverId: 'bm-1',
  };

  it('are kept under the key "bookmarks" and read back as written', () => {
    setLocalBookmarks([bookmark]);
    expect(JSON.parse(localStorage.getItem('bookmarks') ?? 'null')).toEqual([bookmark]);
    expect(getLocalBookmarks()).toEqual([bookmark]);
    // The same value reads as the same list, so React can tell nothing changed.
    expect(getLocalBookmarks()).toBe(getLocalBookmarks());

    updateLocalBookmarks((bookmarks) => bookmarks.filter((entry) => entry.id !== bookmark.id));
    expect(getLocalBookmarks()).toEqual([]);
    expect(localStorage.getItem('bookmarks')).toBeNull();
  });

  it("read the spec's shape without the additions", () => {
    const { chatId: _chatId, messageId: _messageId, serverId: _serverId, ...spec } = bookmark;
    localStorage.setItem('bookmarks', JSON.stringify([{ ...spec, customerId: undefined }]));
    expect(getLocalBookmarks()).toEqual([
      { ...spec, customerId: null, chatId: null, messageId: null, serverId: null },
    ]);
  });

  it('leave out entries that do not parse and ignore a value that is not a list', () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(
      'bookmarks',
      JSON.stringify([
        bookmark,
        { ...bookmark, id: 'b2', role: 'user' },
        { id: 'b3', content: 42 },
        'junk',
        null,
      ]),
    );
    expect(getLocalBookmarks()).toEqual([bookmark]);
    localStorage.setItem('bookmarks', '{not json');
    expect(getLocalBookmarks()).toEqual([]);
    localStorage.setItem('bookmarks', JSON.stringify({ bookmarks: [bookmark] }));
    expect(getLocalBookmarks()).toEqual([]);
  });

  it('tell subscribers about every change, sign-out included', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToLocalBookmarks(listener);
    setLocalBookmarks([bookmark]);
    clearAppStorage();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getLocalBookmarks()).toEqual([]);

    window.dispatchEvent(new StorageEvent('storage', { key: 'bookmarks' }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    setLocalBookmarks([bookmark]);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
