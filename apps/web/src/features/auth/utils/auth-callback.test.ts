import { describe, expect, it } from 'vitest';
import { readAuthCallback } from '@/features/auth/utils/auth-callback';
import { describeLoginError } from '@/features/auth/utils/auth-errors';

describe('readAuthCallback', () => {
  it('signs in when success=true comes with user_id, email and access_token', () => {
    const outcome = readAuthCallback(
      new URLSearchParams(
        'success=true&user_id=u1&email=ana%40brief.test&access_token=jwt&admin=true&name=Ana',
      ),
    );
    expect(outcome).toMatchObject({
      kind: 'signed-in',
      user: { id: 'u1', email: 'ana@brief.test', access_token: 'jwt', admin: true, name: 'Ana' },
    });
  });

  it('reports missing data when a required field is absent', () => {
    expect(readAuthCallback(new URLSearchParams('success=true&user_id=u1&email=a%40brief.test'))).toEqual({
      kind: 'missing-data',
    });
    expect(readAuthCallback(new URLSearchParams(''))).toEqual({ kind: 'missing-data' });
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
  });
});
