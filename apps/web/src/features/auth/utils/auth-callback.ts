import { createStoredUser, type StoredUser } from '@/lib/storage';

export type CallbackOutcome =
  | { kind: 'signed-in'; user: StoredUser }
  /** success=true but user_id, email or access_token is missing. */
  | { kind: 'missing-data' }
  | { kind: 'failed'; error: string };

/** Spec §4: reads the Google return (success, error, user_id, name, email, picture, access_token, admin). */
export function readAuthCallback(params: URLSearchParams): CallbackOutcome {
  const success = params.get('success');
  const error = params.get('error');

  if (success !== 'true') {
    if (success === null && error === null) return { kind: 'missing-data' };
    return { kind: 'failed', error: error ?? 'unknown error' };
  }

  const id = params.get('user_id');
  const email = params.get('email');
  const accessToken = params.get('access_token');
  if (!id || !email || !accessToken) return { kind: 'missing-data' };

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
