import { describe, expect, it } from 'vitest';
import { readAuthCallback } from '@/features/auth/utils/auth-callback';
import { describeLoginError } from '@/features/auth/utils/auth-errors';
import { makeToken, tokenExpiringIn } from '@/testing/tokens';

const NOW = Date.UTC(2025, 0, 15, 12);
const TOKEN = tokenExpiringIn(60 * 60, NOW, 'u1');

function callback(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams({ success: 'true', user_id: 'u1', email: 'ana@brief.test', ...fields });
}

describe('readAuthCallback', () => {
  it('signs in when success=true comes with user_id, email and access_token', () => {
    const outcome = readAuthCallback(callback({ access_token: TOKEN, admin: 'true', name: 'Ana' }), NOW);
    expect(outcome).toMatchObject({
      kind: 'signed-in',
      user: { id: 'u1', email: 'ana@brief.test', access_token: TOKEN, admin: true, name: 'Ana' },
    });
  });

  it('reports invalid data when a required field is absent', () => {
    expect(
      readAuthCallback(new URLSearchParams('success=true&user_id=u1&email=a%40brief.test'), NOW),
    ).toEqual({ kind: 'invalid-data' });
    expect(readAuthCallback(new URLSearchParams(''), NOW)).toEqual({ kind: 'invalid-data' });
  });

  it('reports invalid data for a token that is already expiring or cannot be read', () => {
    for (const token of [tokenExpiringIn(4 * 60, NOW, 'u1'), tokenExpiringIn(-60, NOW, 'u1'), 'jwt']) {
      expect(readAuthCallback(callback({ access_token: token }), NOW)).toEqual({ kind: 'invalid-data' });
    }
  });

  it('reports invalid data for a token of another user than user_id, and accepts a user_id claim', () => {
    const exp = Math.floor(NOW / 1000) + 3600;
    expect(readAuthCallback(callback({ access_token: tokenExpiringIn(3600, NOW, 'u2') }), NOW)).toEqual({
      kind: 'invalid-data',
    });
    expect(readAuthCallback(callback({ access_token: makeToken({ exp }) }), NOW)).toEqual({
      kind: 'invalid-data',
    });
    expect(
      readAuthCallback(callback({ access_token: makeToken({ exp, user_id: 'u1' }) }), NOW),
    ).toMatchObject({ kind: 'signed-in', user: { id: 'u1' } });
  });

  it('keeps an https: picture and replaces any other with the generated avatar', () => {
    const picture = (value: string) => {
      const outcome = readAuthCallback(callback({ access_token: TOKEN, picture: value }), NOW);
      return outcome.kind === 'signed-in' ? outcome.user.picture : null;
    };
    expect(picture('https://lh3.googleusercontent.com/a/ana')).toBe(
      'https://lh3.googleusercontent.com/a/ana',
    );
    expect(picture('javascript:alert(document.cookie)')).toMatch(/^data:image\/svg\+xml/);
    expect(picture('http://tracker.test/pixel.gif')).toMatch(/^data:image\/svg\+xml/);
  });

  it('reports a failure with the error it was given', () => {
    expect(readAuthCallback(new URLSearchParams('success=false&error=access_denied'))).toEqual({
      kind: 'failed',
      error: 'access_denied',
    });
  });
});

describe('describeLoginError', () => {
  it('maps the known codes and shows any other value as is', () => {
    expect(describeLoginError('invalid_callback_data')).toBe('Missing required user data in callback');
    expect(describeLoginError('auth_failed')).toBe('Authentication was not successful');
    expect(describeLoginError('callback_processing_failed')).toBe('Error processing authentication callback');
    expect(describeLoginError('Something odd')).toBe('Something odd');
    expect(describeLoginError('constructor')).toBe('constructor');
  });
});
