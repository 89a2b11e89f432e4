import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { tokenExpiringIn } from '@/testing/tokens';

interface RecordedCall {
  url: string;
  method: string;
  authorization: string | null;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A client over a fake server: `answer` decides each response, every call is recorded. */
function setup(initialToken: string | null, answer: (call: RecordedCall) => Response) {
  const calls: RecordedCall[] = [];
  let token = initialToken;
  const onSessionEnded = vi.fn();
  const client = createApiClient({
    fetch: (url, init) => {
      const call = {
        url,
        method: init?.method ?? 'GET',
        authorization: new Headers(init?.headers).get('Authorization'),
      };
      calls.push(call);
      return Promise.resolve(answer(call));
    },
    tokens: {
      get: () => token,
      set: (next) => {
        token = next;
      },
      clear: () => {
        token = null;
      },
    },
    onSessionEnded,
    appName: () => 'brief',
  });
  return { client, calls, onSessionEnded, currentToken: () => token };
}

const FRESH = tokenExpiringIn(60 * 60);
const RENEWED = tokenExpiringIn(2 * 60 * 60, Date.now(), 'user-1-renewed');

function renewal(): Response {
  return json(200, { success: true, access_token: RENEWED, expires_at: new Date().toISOString() });
}

describe('api client', () => {
  it("throws 'Authentication required' without a token and calls nothing", async () => {
    const { client, calls } = setup(null, () => json(200, {}));
    await expect(client.request('/api/anything')).rejects.toThrow('Authentication required');
    expect(calls).toHaveLength(0);
  });

  it('sends the bearer token with the request', async () => {
    const { client, calls } = setup(FRESH, () => json(200, { ok: 1 }));
    await expect(client.request('/api/things')).resolves.toEqual({ ok: 1 });
    expect(calls).toEqual([{ url: '/api/things', method: 'GET', authorization: `Bearer ${FRESH}` }]);
  });

  it('renews a token expiring within 2 minutes before the request and stores the new one', async () => {
    const expiring = tokenExpiringIn(60);
    const { client, calls, currentToken } = setup(expiring, (call) =>
      call.url === '/api/renew-token' ? renewal() : json(200, { ok: 1 }),
    );

    await client.request('/api/things');

    expect(calls.map((call) => call.url)).toEqual(['/api/renew-token', '/api/things']);
    expect(calls[0]?.authorization).toBe(`Bearer ${expiring}`);
    expect(calls[1]?.authorization).toBe(`Bearer ${RENEWED}`);
    expect(currentToken()).toBe(RENEWED);
  });

  it('does not renew a token with more than 2 minutes left', async () => {
    const { client, calls } = setup(tokenExpiringIn(3 * 60), () => json(200, {}));
    await client.request('/api/things');
    expect(calls.map((call) => call.url)).toEqual(['/api/things']);
  });

  it('on a 401 renews the token and retries once with the new one', async () => {
    let attempts = 0;
    const { client, calls, onSessionEnded } = setup(FRESH, (call) => {
      if (call.url === '/api/renew-token') return renewal();
      attempts += 1;
      return attempts === 1
        ? json(401, { error: { code: 'unauthorized', message: 'Expired' } })
        : json(200, [1]);
    });

    await expect(client.request('/api/things')).resolves.toEqual([1]);

    expect(calls.map((call) => call.url)).toEqual(['/api/things', '/api/renew-token', '/api/things']);
    expect(calls[2]?.authorization).toBe(`Bearer ${RENEWED}`);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 is thrown as an ApiError', async () => {
    const { client, calls } = setup(FRESH, (call) =>
      call.url === '/api/renew-token'
        ? renewal()
        : json(401, { error: { code: 'unauthorized', message: 'No' } }),
    );

    const error = await client.request('/api/things').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(calls.filter((call) => call.url === '/api/things')).toHaveLength(2);
  });

  it('clears the session and signs out when the renewal after a 401 fails', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const { client, calls, onSessionEnded, currentToken } = setup(FRESH, () =>
      json(401, { error: { code: 'unauthorized', message: 'Invalid token' } }),
    );

    await expect(client.request('/api/things')).rejects.toMatchObject({ status: 401 });

    expect(calls.map((call) => call.url)).toEqual(['/api/things', '/api/renew-token']);
    expect(currentToken()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it("throws an ApiError with the status, code and the server's message", async () => {
    const { client } = setup(FRESH, () =>
      json(409, { error: { code: 'conflict', message: 'A user with this e-mail already exists' } }),
    );

    await expect(client.request('/api/users/x/register', { method: 'POST', body: {} })).rejects.toMatchObject(
      {
        name: 'ApiError',
        status: 409,
        code: 'conflict',
        message: 'A user with this e-mail already exists',
      },
    );
  });

  it('a failed renewal returns null and is only logged', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const { client, currentToken } = setup(FRESH, () => {
      throw new TypeError('Failed to fetch');
    });

    await expect(client.renewToken()).resolves.toBeNull();

    expect(warn).toHaveBeenCalled();
    expect(currentToken()).toBe(FRESH);
  });
});
