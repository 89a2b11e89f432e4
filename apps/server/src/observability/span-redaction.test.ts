import { describe, expect, it } from 'vitest';
import { redactAttribute, redactEmails } from './span-redaction';

describe('span redaction', () => {
  it('replaces an e-mail address, written plainly or encoded in a URL', () => {
    expect(redactEmails('/api/users/ana.perez%40brief.test/register')).toBe('/api/users/{email}/register');
    expect(redactEmails('POST /api/users/ana.perez@brief.test/register')).toBe(
      'POST /api/users/{email}/register',
    );
    expect(redactEmails('/api/users/:email/register')).toBe('/api/users/:email/register');
    expect(redactEmails('@fastify/otel')).toBe('@fastify/otel');
  });

  it("keeps a URL's query parameter names but never their values", () => {
    expect(redactAttribute('url.path', '/api/users/u1/events?ticket=eyJsecret&from=3')).toBe(
      '/api/users/u1/events?ticket=…&from=…',
    );
    expect(redactAttribute('url.full', 'http://127.0.0.1:3000/auth/callback?code=abc&email=a%40b.test')).toBe(
      'http://127.0.0.1:3000/auth/callback?code=…&email=…',
    );
    expect(redactAttribute('url.query', 'ticket=eyJsecret')).toBe('ticket=…');
    expect(redactAttribute('http.route', '/api/users/:userId/chats')).toBe('/api/users/:userId/chats');
    expect(redactAttribute('db.query.text', 'select * from "users" where "email" = ?')).toBe(
      'select * from "users" where "email" = ?',
    );
  });
});
