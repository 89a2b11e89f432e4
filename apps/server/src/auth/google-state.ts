import { hkdfSync } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Clock } from '../clock';

/**
 * What the browser carries from the provider's redirect to the callback, so no server keeps it in
 * memory (Google's sign-in and the OpenID sign-in alike).
 */
export type GoogleSignInState = {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The app name the sign-in was started with (the Google login address's `?app=`). */
  app: string | undefined;
};

/** A sign-in must come back from Google within this. */
export const GOOGLE_STATE_TTL_SECONDS = 10 * 60;

const ALGORITHM = 'HS256';

/**
 * Signs the sign-in state into a short-lived cookie value and reads it back. The key is derived from the
 * token secret, so a state cookie can never pass for an access token or the other way round.
 */
export function createGoogleStateSealer(
  secret: string,
  clock: Clock,
  provider: 'google' | 'oidc' = 'google',
) {
  // Each provider's cookie has its own key and type: one cannot finish the other's sign-in.
  const key = new Uint8Array(hkdfSync('sha256', secret, 'brief', `${provider} sign-in state cookie`, 32));
  const TYPE = `brief-${provider}-state+jwt`;

  return {
    async seal(value: GoogleSignInState): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({
        state: value.state,
        nonce: value.nonce,
        code_verifier: value.codeVerifier,
        ...(value.app === undefined ? {} : { app: value.app }),
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
        .setIssuedAt(now)
        .setExpirationTime(now + GOOGLE_STATE_TTL_SECONDS)
        .sign(key);
    },

    /** The state, or why there is none: a forged, altered or expired cookie reads as nothing. */
    async open(sealed: string): Promise<{ state: GoogleSignInState } | { invalid: string }> {
      try {
        const { payload } = await jwtVerify(sealed, key, {
          algorithms: [ALGORITHM],
          typ: TYPE,
          currentDate: clock.now(),
          requiredClaims: ['exp'],
        });
        const { state, nonce, code_verifier: codeVerifier, app } = payload;
        if (typeof state !== 'string' || typeof nonce !== 'string' || typeof codeVerifier !== 'string') {
          return { invalid: 'state cookie lacks its fields' };
        }
        return { state: { state, nonce, codeVerifier, app: typeof app === 'string' ? app : undefined } };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) return { invalid: 'state cookie expired' };
        if (error instanceof joseErrors.JOSEError)
          return { invalid: `state cookie rejected (${error.code})` };
        throw error;
      }
    },
  };
}

export type GoogleStateSealer = ReturnType<typeof createGoogleStateSealer>;
export { createGoogleStateSealer as createSignInStateSealer };
