import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService, verifyHs256 } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const key = new TextEncoder().encode(SECRET);
const start = new Date('2026-03-02T10:00:00.000Z');
let now = start;
const clock = { now: () => now };
const tokens = createTokenService(SECRET, { ttlMinutes: 60, sessionMaxDays: 30 }, clock);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A token with these claims and header, signed with `secret`. */
const signed = (
  claims: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
  secret: Uint8Array = key,
) => new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(secret);

const valid = { sub: 'user-1', iss: 'brief', ver: 3, sid_iat: seconds(start), iat: seconds(start) };

describe('tokens', () => {
  it('verifies what it issues, with the session it began', async () => {
    now = start;
    const { token } = await tokens.issue({ id: 'user-1', credential_version: 3 });
    expect(await tokens.verify(token)).toEqual({
      userId: 'user-1',
      credentialVersion: 3,
      sessionStartedAt: seconds(start),
    });
  });

  it('refuses an expired token, from the second it expires', async () => {
    now = start;
    const { token, expiresAt } = await tokens.issue({ id: 'user-1', credential_version: 3 });
    now = new Date(expiresAt.getTime() - 1000);
    expect(await tokens.verify(token)).not.toBeNull();
    now = expiresAt;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses forged, altered, foreign-algorithm and malformed tokens', async () => {
    const at = seconds(start);
    const exp = at + 3600;
    const good = await signed({ ...valid, exp });
    expect(verifyHs256(good, key, at)).not.toBeNull();
    const [header, payload, signature] = good.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...valid, sub: 'admin', exp })).toString('base64url');
    const refused = [
      // Another secret, another subject under the old signature, a cut signature.
      await signed({ ...valid, exp }, undefined, new TextEncoder().encode('another-secret-of-enough-length')),
      `${header}.${otherPayload}.${signature}`,
      `${header}.${payload}.${signature?.slice(0, -2)}`,
      // Not HS256, or asking for extensions.
      await signed({ ...valid, exp }, { alg: 'HS512' }),
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
      await signed({ ...valid, exp }, { alg: 'HS256', crit: ['b64'], b64: true }),
      await signed({ ...valid, exp }, { alg: 'HS256', typ: 'at+jwt' }),
      // Claims a session needs, and the issuer.
      await signed({ ...valid, exp, iss: 'someone-else' }),
      await signed({ sub: 'user-1', iss: 'brief', ver: 3, exp }),
      await signed({ ...valid, exp, ver: '3' }),
      await signed({ ...valid, exp, sub: '' }),
      await signed({ ...valid }),
      await signed({ ...valid, exp, nbf: at + 60 }),
      // Not a token at all.
      'not-a-token',
      `${header}.${payload}`,
      `${header}.${payload}.${signature}.extra`,
      `${header}.${payload}.sig+nature/=`,
      '..',
    ];
    for (const token of refused) expect(verifyHs256(token, key, at), token).toBeNull();
  });
});
