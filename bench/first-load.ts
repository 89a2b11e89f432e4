/**
 * What the first visit of a page costs in JavaScript: every script Chromium fetches while opening a page
 * cold (new context, empty cache) until the network is idle, measured as the gzip files the server sends
 * (`apps/web/dist/assets/*.gz`). `/login` and `/` signed out, once with an English browser and once with a
 * Spanish one, so the Spanish texts' chunk shows apart; `/chat` (no chat open) and `/chat-v2` with a chat
 * whose reply is markdown, signed in as the admin. The built server (`apps/server/dist/main.js`, started as
 * the e2e tests start it) on a free 127.0.0.1 port; Debian's Chromium at /usr/bin/chromium (or
 * CHROMIUM_PATH). Run `npm run build` first, then `npm run bench:first-load`; it reports figures and
 * asserts nothing.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startServer } from '../e2e/fixtures/server';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
type FirstLoad = { path: string; ready: string; signedIn: boolean; locales: string[] };
/** Each page with what shows once it has rendered. */
const PAGES: FirstLoad[] = [
  { path: '/login', ready: 'input[type="email"]', signedIn: false, locales: ['en-US', 'es-ES'] },
  { path: '/', ready: 'h1', signedIn: false, locales: ['en-US', 'es-ES'] },
  { path: '/chat', ready: 'textarea', signedIn: true, locales: ['en-US', 'es-ES'] },
  // Filled in below with a chat that has a reply.
  { path: '/chat-v2?sessionId=', ready: 'textarea', signedIn: true, locales: ['en-US'] },
];
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const assets = path.join(repoRoot, 'apps/web/dist/assets');
const say = (line = '') => process.stdout.write(`${line}\n`);

function gzipBytes(url: string): number {
  const file = path.join(assets, path.basename(new URL(url).pathname));
  const zipped = `${file}.gz`;
  if (existsSync(zipped)) return statSync(zipped).size;
  return existsSync(file) ? statSync(file).size : 0;
}

type StoredUser = { id: string; name: string; email: string; picture: string; admin: boolean };

/** Signs the admin in through the API and opens a chat with one answered question (the offline model). */
async function prepareAdmin(url: string, admin: { email: string; password: string }) {
  const post = async (route: string, body: unknown, token?: string) => {
    const response = await fetch(`${url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const login = (await post('/api/login', admin)) as { access_token: string; user: StoredUser };
  const token = login.access_token;
  const chat = (await post(
    `/api/users/${login.user.id}/sessions`,
    { app_name: 'coandco_agent', customerName: 'Northwind Coffee', specialists: ['Iris Insights'] },
    token,
  )) as { id: string };
  await post(
    `/api/users/${login.user.id}/chats/${chat.id}/run`,
    { message: 'Summarise the customer in a short list, with one example in code.' },
    token,
  );
  const stored = {
    id: login.user.id,
    name: login.user.name,
    email: login.user.email,
    picture: login.user.picture,
    admin: login.user.admin,
    access_token: token,
  };
  return { stored, chatId: chat.id };
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
try {
  const { stored, chatId } = await prepareAdmin(server.url, server.admin);
  say(`first-load JavaScript, gzip bytes (${new Date().toISOString()})`);
  for (const page of PAGES) {
    const address = page.path.endsWith('=') ? `${page.path}${chatId}` : page.path;
    for (const locale of page.locales) {
      const context = await browser.newContext({ locale });
      if (page.signedIn) {
        await context.addInitScript((user) => {
          localStorage.setItem('user', user);
        }, JSON.stringify(stored));
      }
      const tab = await context.newPage();
      const scripts: string[] = [];
      tab.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await tab.goto(`${server.url}${address}`);
      await tab.waitForSelector(page.ready, { timeout: 30_000 });
      await tab.waitForLoadState('networkidle');
      const sizes = scripts.map((url) => ({
        name: path.basename(new URL(url).pathname),
        bytes: gzipBytes(url),
      }));
      const total = sizes.reduce((sum, entry) => sum + entry.bytes, 0);
      const label = page.path.endsWith('=') ? '/chat-v2 (a chat with a reply)' : page.path;
      say(
        `${locale.padEnd(6)} ${label.padEnd(7)} ${(total / 1024).toFixed(2)} KB in ${sizes.length} scripts`,
      );
      for (const entry of sizes.sort((a, b) => b.bytes - a.bytes)) {
        say(`         ${(entry.bytes / 1024).toFixed(2).padStart(7)} KB  ${entry.name}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
