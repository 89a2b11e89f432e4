import { createStoredUser, type StoredUser } from '@/lib/storage/stored-user';
import { getTokenUserId, isTokenExpiring } from '@/lib/token';

export type CallbackOutcome =
  | { kind: 'signed-in'; user: StoredUser }
  /**
   * success=true but user_id, email or access_token is missing, or the token cannot be used: it is
   * already expiring (a stored user with it would be removed on the next load) or it names another
   * user than user_id.
   */
  | { kind: 'invalid-data' }
  | { kind: 'failed'; error: string };

/** Reads the Google return (success, error, user_id, name, email, picture, access_token, admin). */
export function readAuthCallback(params: URLSearchParams, now: number = Date.now()): CallbackOutcome {
  const success = params.get('success');
  const error = params.get('error');

  if (success !== 'true') {
    if (success === null && error === null) return { kind: 'invalid-data' };
    return { kind: 'failed', error: error ?? 'unknown error' };
  }

  const id = params.get('user_id');
  const email = params.get('email');
  const accessToken = params.get('access_token');
  if (!id || !email || !accessToken) return { kind: 'invalid-data' };
  if (isTokenExpiring(accessToken, undefined, now) || getTokenUserId(accessToken) !== id) {
    return { kind: 'invalid-data' };
  }

  return {
    kind: 'signed-in',
    user: createStoredUser({
      id,
      email,
      access_token: accessToken,
      name: params.get('name'),
      picture: params.get('picture'),
      admin: params.get('admin') === 'true',
    }),
  };
}
