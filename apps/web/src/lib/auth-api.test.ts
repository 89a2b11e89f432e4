import { describe, expect, it, vi } from 'vitest';
import { loginWithPassword } from '@/lib/auth-api';

const INPUT = { app: 'brief', email: 'ana@brief.test', password: 'secret1' };

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

describe('loginWithPassword', () => {
  it('refuses a wrong-domain e-mail without calling the server', async () => {
    const fetchFn = vi.fn();
    await expect(
      loginWithPassword({ ...INPUT, email: 'ana@gmail.com' }, 'brief.test', fetchFn),
    ).resolves.toEqual({
      status: 'refused',
    });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('returns the session on success', async () => {
    const session = {
      success: true,
      access_token: 'jwt',
      token_type: 'bearer',
      expires_at: '2030-01-01T00:00:00.000Z',
      user: { id: 'u1', name: 'Ana', email: 'ana@brief.test', picture: null, admin: false, locale: 'es' },
      name: 'Ana',
      picture: null,
    };
    const fetchFn = vi.fn(() => Promise.resolve(json(200, session)));
    await expect(loginWithPassword(INPUT, 'brief.test', fetchFn)).resolves.toEqual({
      status: 'signed-in',
      session,
    });
    expect(fetchFn).toHaveBeenCalledWith('/api/login', expect.objectContaining({ method: 'POST' }));
  });

  it('treats a 401 as a refusal', async () => {
    const fetchFn = () =>
      Promise.resolve(json(401, { success: false, error: { code: 'unauthorized', message: 'Invalid' } }));
    await expect(loginWithPassword(INPUT, 'brief.test', fetchFn)).resolves.toEqual({ status: 'refused' });
  });

  it('passes on the wait the server asked for when rate limited', async () => {
    const fetchFn = () =>
      Promise.resolve(
        json(
          429,
          { error: { code: 'rate_limited', message: 'Too many attempts. Wait 60 seconds.' } },
          { 'Retry-After': '60' },
        ),
      );
    await expect(loginWithPassword(INPUT, 'brief.test', fetchFn)).resolves.toEqual({
      status: 'rate-limited',
      waitSeconds: 60,
    });
  });

  it('lets a network failure throw', async () => {
    const fetchFn = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(loginWithPassword(INPUT, 'brief.test', fetchFn)).rejects.toThrow('Failed to fetch');
  });
});
