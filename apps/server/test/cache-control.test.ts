import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths } from '@brief/contract/paths';
import { sharePaths } from '@brief/contract/shares';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createChat, createUser, login, uploadFiles, type TestUser } from './helper';

/**
 * No API answer is kept by a browser or a proxy: JSON answers are `private, no-store` (one hook for
 * every route), files `private, no-cache` (asked again before each use, so a reader who lost access
 * cannot replay them). The web app's hashed files keep their year-long cache.
 */
const webDistDir = mkdtempSync(path.join(tmpdir(), 'brief-cache-'));
mkdirSync(path.join(webDistDir, 'assets'));
writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(webDistDir, 'assets/app-abc123.js'), 'console.log("app")');

const ctx = await buildTestApp({ webDistDir });
const owner = await createUser(ctx, { teams: ['marketing'] });
const reader = await createUser(ctx, { teams: ['creative'] });

const get = (url: string, as?: TestUser) =>
  ctx.app.inject({ method: 'GET', url, headers: as === undefined ? {} : bearer(as.token) });

const chatId = await createChat(ctx, owner, { app_name: 'marketing_agent' });
const [picture] = await uploadFiles(ctx, owner, chatId, [
  {
    name: 'red.png',
    body: readFileSync(path.join(import.meta.dirname, 'fixtures/red.png')),
    type: 'image/png',
  },
]);
const sent = await ctx.app.inject({
  method: 'POST',
  url: `/api/users/${owner.id}/chats/${chatId}/run`,
  headers: bearer(owner.token),
  payload: { message: 'Look at this', attachmentIds: [picture?.id] },
});
if (sent.statusCode !== 200) throw new Error(`run answered ${sent.statusCode}: ${sent.body}`);
await ctx.app.inject({
  method: 'POST',
  url: sharePaths.shares(owner.id, chatId),
  headers: bearer(owner.token),
  payload: { emails: [reader.email] },
});

describe('Cache-Control', () => {
  it('is private, no-store on every signed-in JSON answer', async () => {
    const answers: [string, TestUser][] = [
      [`/api/users/${owner.id}/chats`, owner],
      [`/api/users/${owner.id}/chats/${chatId}`, owner],
      [`/api/users/${owner.id}/bookmarks`, owner],
      [`/api/users/${owner.id}/stats`, owner],
      [`/api/users/${owner.id}/agents`, owner],
      [sharePaths.shares(owner.id, chatId), owner],
      [sharePaths.sharedChats(reader.id), reader],
      [sharePaths.sharedChat(reader.id, chatId), reader],
    ];
    for (const [url, as] of answers) {
      const response = await get(url, as);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${owner.id}/chats/${chatId}`,
      headers: bearer(owner.token),
      payload: { role: 'user', message: 'And one more' },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.headers['cache-control']).toBe('private, no-store');
  });

  it('is private, no-store on refusals, on a sign-in’s token and on the public answers', async () => {
    const refusals = [
      await get(`/api/users/${owner.id}/chats`),
      await get(`/api/users/${owner.id}/chats`, reader),
      await get(`/api/users/${reader.id}/chats/${chatId}`, reader),
      await get('/api/nothing-here', owner),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([401, 403, 404, 404]);
    for (const response of refusals) expect(response.headers['cache-control']).toBe('private, no-store');

    const signedIn = await login(ctx, owner.email, owner.password ?? '');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');

    for (const url of [apiPaths.health, apiPaths.config]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('is private, no-cache on files, for their owner and a reader', async () => {
    const own = await get(picture?.url ?? '', owner);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    const shared = await get(`${sharePaths.sharedChat(reader.id, chatId)}/files/${picture?.id}`, reader);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['cache-control']).toBe('private, no-cache');
  });

  it('leaves the web app’s files and the API’s description their own', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('/chats');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const description = await get('/api/docs/json');
    expect(description.statusCode).toBe(200);
    expect(description.headers['cache-control']).not.toBe('private, no-store');
  });
});
