import { afterEach, describe, expect, it } from 'vitest';
import { holdAuthCallbackQuery, takeAuthCallbackQuery } from '@/features/auth/utils/auth-callback-address';

afterEach(() => {
  takeAuthCallbackQuery();
  window.history.replaceState(null, '', '/');
});

describe('holdAuthCallbackQuery', () => {
  it('takes the session out of the address bar and its history entry, and hands it out once', () => {
    window.history.pushState(null, '', '/login');
    window.history.pushState(null, '', '/auth/callback?success=true&user_id=u1&access_token=secret-token');
    const entries = window.history.length;

    holdAuthCallbackQuery();

    expect(window.location.pathname).toBe('/auth/callback');
    expect(window.location.search).toBe('');
    expect(window.location.href).not.toContain('secret-token');
    // Replaced, not added: going back never reaches an address with the token.
    expect(window.history.length).toBe(entries);
    expect(takeAuthCallbackQuery()?.get('access_token')).toBe('secret-token');
    expect(takeAuthCallbackQuery()).toBeNull();
  });

  it('leaves every other page alone', () => {
    window.history.pushState(null, '', '/login?error=auth_failed');
    holdAuthCallbackQuery();
    expect(window.location.search).toBe('?error=auth_failed');
    expect(takeAuthCallbackQuery()).toBeNull();
  });
});
