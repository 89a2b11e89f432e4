import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
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

/** A response the test hands over when it chooses, to order answers of concurrent requests. */
function heldResponse() {
  let release: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { response, release };
}

/** A client over a fake server: `answer` decides each response, every call is recorded. */
function setup(initialToken: string | null, answer: (call: RecordedCall) => Response | Promise<Response>) {
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
  return {
    client,
    calls,
    onSessionEnded,
    currentToken: () => token,
    /** Another sign-in (or sign-out) writing the stored token directly. */
    storeToken: (next: string | null) => {
      token = next;
    },
  };
}

const FRESH = tokenExpiringIn(60 * 60);
const RENEWED = tokenExpiringIn(2 * 60 * 60, Date.now(), 'user-1-renewed');
/** user-1's token after a renewal: same subject, later expiry. */
const RENEWED_SAME_USER = tokenExpiringIn(3 * 60 * 60);
const OTHER_USER = tokenExpiringIn(60 * 60, Date.now(), 'user-2');

function renewal(accessToken: string = RENEWED): Response {
  return json(200, { success: true, access_token: accessToken, expires_at: new Date().toISOString() });
}

function unauthorized(): Response {
  return json(401, { error: { code: 'unauthorized', message: 'Invalid token' } });
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

  it('ends the session exactly once when concurrent requests all get 401 and renewal fails', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const late = heldResponse();
    const { client, calls, onSessionEnded, currentToken } = setup(FRESH, (call) =>
      call.url === '/api/late' ? late.response : unauthorized(),
    );

    const lateRequest = client.request('/api/late').catch((caught: unknown) => caught);
    const results = await Promise.allSettled([
      client.request('/api/one'),
      client.request('/api/two'),
      client.request('/api/three'),
    ]);
    // A 401 for a request sent before the session ended, arriving after it.
    late.release(unauthorized());

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    await expect(lateRequest).resolves.toMatchObject({ status: 401 });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.url === '/api/renew-token')).toHaveLength(1);
    expect(currentToken()).toBeNull();
  });

  it('retries a late 401 with the token a finished renewal stored, without renewing again', async () => {
    const late = heldResponse();
    let firstAttempts = 0;
    const { client, calls, onSessionEnded, currentToken } = setup(FRESH, (call) => {
      if (call.url === '/api/renew-token') return renewal(RENEWED_SAME_USER);
      if (call.authorization === `Bearer ${RENEWED_SAME_USER}`) return json(200, { url: call.url });
      if (call.url === '/api/late') return late.response;
      firstAttempts += 1;
      return unauthorized();
    });

    const lateRequest = client.request('/api/late');
    await expect(client.request('/api/first')).resolves.toEqual({ url: '/api/first' });
    late.release(unauthorized());

    await expect(lateRequest).resolves.toEqual({ url: '/api/late' });
    expect(firstAttempts).toBe(1);
    expect(calls.filter((call) => call.url === '/api/renew-token')).toHaveLength(1);
    expect(calls.at(-1)).toMatchObject({ url: '/api/late', authorization: `Bearer ${RENEWED_SAME_USER}` });
    expect(currentToken()).toBe(RENEWED_SAME_USER);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it("a renewal that finishes after another user signed in leaves that user's token alone", async () => {
    const renewed = heldResponse();
    const { client, calls, currentToken, storeToken } = setup(FRESH, (call) =>
      call.url === '/api/renew-token' ? renewed.response : json(200, {}),
    );

    const renewing = client.renewToken();
    storeToken(OTHER_USER);
    renewed.release(renewal(RENEWED_SAME_USER));

    await expect(renewing).resolves.toBe(RENEWED_SAME_USER);
    expect(calls).toHaveLength(1);
    expect(currentToken()).toBe(OTHER_USER);
  });

  it('a renewal that fails after another user signed in neither clears nor ends their session', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const refused = heldResponse();
    const { client, calls, onSessionEnded, currentToken, storeToken } = setup(FRESH, (call) =>
      call.url === '/api/renew-token' ? refused.response : unauthorized(),
    );

    const request = client.request('/api/things');
    await vi.waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/renew-token'));
    storeToken(OTHER_USER);
    refused.release(json(401, { error: { code: 'unauthorized', message: 'Expired' } }));

    await expect(request).rejects.toMatchObject({ status: 401 });
    expect(currentToken()).toBe(OTHER_USER);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it("does not retry a previous user's late 401 with the token of the user who signed in since", async () => {
    const late = heldResponse();
    const { client, calls, onSessionEnded, currentToken, storeToken } = setup(FRESH, () => late.response);

    const request = client.request('/api/things');
    storeToken(OTHER_USER);
    late.release(unauthorized());

    await expect(request).rejects.toMatchObject({ status: 401 });
    expect(calls.map((call) => call.authorization)).toEqual([`Bearer ${FRESH}`]);
    expect(currentToken()).toBe(OTHER_USER);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('types an answer without a schema as unknown and validates one with a schema', async () => {
    const { client } = setup(FRESH, () => json(200, { id: 'u1' }));

    const unchecked = await client.request('/api/things');
    expectTypeOf(unchecked).toBeUnknown();
    // @ts-expect-error: a result type without a schema would be an unchecked cast.
    await client.request<{ id: string }>('/api/things');

    const checked = await client.request('/api/things', { schema: z.object({ id: z.string() }) });
    expectTypeOf(checked).toEqualTypeOf<{ id: string }>();
    expect(checked).toEqual({ id: 'u1' });
    await expect(
      client.request('/api/things', { schema: z.object({ id: z.number() }) }),
    ).rejects.toBeInstanceOf(z.ZodError);
  });

  it('keeps the server message of an error body apart from a bare status', async () => {
    const { client } = setup(FRESH, (call) =>
      call.url === '/api/taken'
        ? json(409, { error: { code: 'conflict', message: 'A user with this e-mail already exists' } })
        : new Response('upstream down', { status: 502, statusText: 'Bad Gateway' }),
    );

    await expect(client.request('/api/taken')).rejects.toMatchObject({
      serverMessage: 'A user with this e-mail already exists',
    });
    await expect(client.request('/api/down')).rejects.toMatchObject({
      message: 'Bad Gateway',
      serverMessage: null,
    });
  });

  it('hands over the response itself, after a renewal and retry, for streams and headers', async () => {
    let attempts = 0;
    const { client, calls } = setup(FRESH, (call) => {
      if (call.url === '/api/renew-token') return renewal();
      attempts += 1;
      return attempts === 1
        ? unauthorized()
        : new Response('event: delta\ndata: {}\n\n', { status: 200, headers: { 'x-next-cursor': 'c2' } });
    });

    const response = await client.requestResponse('/api/stream', { method: 'POST', body: { a: 1 } });

    expect(response.headers.get('x-next-cursor')).toBe('c2');
    await expect(response.text()).resolves.toBe('event: delta\ndata: {}\n\n');
    expect(calls.map((call) => call.authorization)).toEqual([
      `Bearer ${FRESH}`,
      `Bearer ${FRESH}`,
      `Bearer ${RENEWED}`,
    ]);
  });

  it('throws the error body of a refused raw request', async () => {
    const { client } = setup(FRESH, () =>
      json(404, { error: { code: 'not_found', message: 'Chat not found' } }),
    );
    await expect(client.requestResponse('/api/missing')).rejects.toMatchObject({
      status: 404,
      serverMessage: 'Chat not found',
    });
  });
});
