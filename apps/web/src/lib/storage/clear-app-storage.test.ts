import { afterEach, describe, expect, it } from 'vitest';
import { clearAppStorage } from '@/lib/storage/clear-app-storage';
import { setSessionValue } from '@/lib/storage/session-values';
import { createStoredUser, setStoredUser } from '@/lib/storage/stored-user';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('clearAppStorage', () => {
  it("removes the user and the app's other keys (drafts too), and nothing else", () => {
    setStoredUser(createStoredUser({ id: 'u1', email: 'a@brief.test', access_token: 't' }));
    localStorage.setItem('bookmarks', '[]');
    localStorage.setItem('chat_sessions_u1', '[]');
    localStorage.setItem('chat_drafts_u1', '{}');
    localStorage.setItem('unrelated', 'keep');
    setSessionValue('current_app_name', 'coandco');
    setSessionValue('initialPrompt', 'hola');

    clearAppStorage();

    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('bookmarks')).toBeNull();
    expect(localStorage.getItem('chat_sessions_u1')).toBeNull();
    expect(localStorage.getItem('chat_drafts_u1')).toBeNull();
    expect(sessionStorage.getItem('current_app_name')).toBeNull();
    expect(sessionStorage.getItem('initialPrompt')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('keep');
  });
});
