import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { errorBodySchema } from '@brief/contract/errors';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createChat, createUser } from './helper';
import { MULTIPART_BOUNDARY, multipartBody } from './hostile-values';

const ctx = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
const user = await createUser(ctx, { teams: ['coandco'] });
const admin = await createUser(ctx, { admin: true });
const chatId = await createChat(ctx, user);
const customer = await ctx.app.inject({
  method: 'POST',
  url: '/api/admin/teams/coandco/customers',
  headers: bearer(admin.token),
  payload: { name: 'Malformed Uploads Ltd' },
});
const customerId = customer.json<{ id: string }>().id;

/** The refusal as a caller sees it: the app's error body, its security headers and a request id. */
function refusal(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  return errorBodySchema.parse(response.json()).error;
}

const storedFiles = () => {
  try {
    return readdirSync(path.join(ctx.dataDir, 'files'));
  } catch {
    return [];
  }
};

describe('text a database cannot store', () => {
  it('refuses a NUL in the sign-in e-mail with 400 naming the field, before any sign-in attempt', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: `x\u0000@${ctx.config.companyDomain}`, password: 'whatever1' },
    });
    expect(refusal(response, 400).message).toBe(
      'body.email: Cannot contain a NUL character or an unpaired surrogate',
    );
  });

  it('refuses a NUL in a run message before the model runs, and stores nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/chats/${chatId}/run`,
      headers: bearer(user.token),
      payload: { message: 'Summarise\u0000 the account' },
    });
    expect(refusal(response, 400).message).toMatch(/^body\.message: Cannot contain a NUL/);
    const chat = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/chats/${chatId}`,
      headers: bearer(user.token),
    });
    expect(chat.json<{ messages: unknown[] }>().messages).toEqual([]);
  });

  it('refuses an unpaired surrogate in a new chat title and keeps the old one', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/chats/${chatId}/rename`,
      headers: bearer(user.token),
      payload: { name: 'Plan \ud800' },
    });
    expect(refusal(response, 400).message).toMatch(/^body\.name: /);
    const chat = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/chats/${chatId}`,
      headers: bearer(user.token),
    });
    expect(chat.json<{ title: string }>().title).toBe('New Chat');
  });

  it('refuses a NUL in a path id (Fastify decodes %00 into the parameter)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/chats/a%00b`,
      headers: bearer(user.token),
    });
    expect(refusal(response, 400).message).toMatch(/^params\.chatId: Cannot contain a NUL/);
  });

  it('takes a cursor hiding a NUL for no cursor it gave out', async () => {
    const cursor = Buffer.from('["\\u0000","\\u0000"]').toString('base64url');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users?cursor=${cursor}`,
      headers: bearer(admin.token),
    });
    expect(refusal(response, 400).message).toBe('cursor: is not a cursor this list gave out');
  });

  it('answers 401 to a bearer token with a NUL', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/chats`,
      headers: { authorization: `Bearer ${user.token}\u0000` },
    });
    expect(refusal(response, 401).code).toBe('unauthorized');
  });

  it('refuses a forwarded client address with a NUL, naming the header', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-for': '203.0.113.9\u0000' },
      payload: { email: user.email, password: 'wrong-password' },
    });
    expect(refusal(response, 400).message).toMatch(/^x-forwarded-for: Cannot contain a NUL/);
  });
});

describe('malformed multipart uploads', () => {
  const sessionId = chatId;
  const complete = multipartBody(MULTIPART_BOUNDARY, [
    { name: 'sessionId', value: sessionId },
    { name: 'file', value: 'Revenue grew 12%.\n'.repeat(20), fileName: 'notes.txt' },
  ]);
  const long = 'b'.repeat(300);
  const variants: { name: string; contentType: string; payload: string }[] = [
    { name: 'no boundary', contentType: 'multipart/form-data', payload: complete },
    { name: 'an empty boundary', contentType: 'multipart/form-data; boundary=', payload: complete },
    { name: 'a wrong boundary', contentType: 'multipart/form-data; boundary=other', payload: complete },
    {
      name: 'a 300-character boundary',
      contentType: `multipart/form-data; boundary=${long}`,
      payload: complete.replaceAll(MULTIPART_BOUNDARY, long),
    },
    {
      name: 'a body cut short',
      contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
      payload: complete.slice(0, complete.length - 120),
    },
    {
      name: 'no final boundary',
      contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
      payload: complete.replace(`--${MULTIPART_BOUNDARY}--\r\n`, ''),
    },
    {
      name: 'a complete file, then one cut short',
      contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
      payload: complete.replace(
        `--${MULTIPART_BOUNDARY}--\r\n`,
        `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="b.txt"\r\n\r\nhalf`,
      ),
    },
  ];
  const endpoints = [
    { name: 'chat files', url: `/api/users/${user.id}/files`, token: user.token, table: 'files' as const },
    {
      name: 'customer documents',
      url: `/api/admin/teams/coandco/customers/${customerId}/documents`,
      token: admin.token,
      table: 'customer_documents' as const,
    },
  ];

  for (const endpoint of endpoints) {
    for (const variant of variants) {
      it(`${endpoint.name}: refuses ${variant.name} with 400 and keeps nothing`, async () => {
        const filesBefore = storedFiles();
        const response = await ctx.app.inject({
          method: 'POST',
          url: endpoint.url,
          headers: { ...bearer(endpoint.token), 'content-type': variant.contentType },
          payload: variant.payload,
        });
        expect(refusal(response, 400).message).toMatch(/multipart\/form-data/);
        const rows = await ctx.db.selectFrom(endpoint.table).select('id').execute();
        expect(rows).toEqual([]);
        expect(storedFiles()).toEqual(filesBefore);
      });
    }
  }
});

describe('requests refused before any route', () => {
  it('answers a malformed percent-escape in the app shape, with the headers', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/bookmarks/%FF`,
      headers: bearer(user.token),
    });
    expect(refusal(response, 400)).toEqual({
      code: 'bad_request',
      message: 'The address holds a malformed percent-escape',
    });
  });

  it('names an over-long id, and answers a path segment past any id in the app shape', async () => {
    const longId = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/chats/${'x'.repeat(101)}`,
      headers: bearer(user.token),
    });
    expect(refusal(longId, 400).message).toMatch(/^params\.chatId: Too big/);
    const huge = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/chats/${'x'.repeat(5000)}`,
      headers: bearer(user.token),
    });
    expect(refusal(huge, 414)).toEqual({ code: 'bad_request', message: 'A part of the address is too long' });
  });

  it('answers what Node cannot parse in the app shape, with nosniff and a request id', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('GET /api/config HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 1.2.3.4\u0000\r\n\r\n');
      });
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/\r\nx-content-type-options: nosniff\r\n/);
    expect(head).toMatch(/\r\nx-request-id: [0-9a-f-]{36}\r\n/);
    expect(errorBodySchema.parse(JSON.parse(body)).error.code).toBe('bad_request');
  });
});
