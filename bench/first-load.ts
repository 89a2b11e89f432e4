/**
 * What the first visit of a page costs in JavaScript: every script Chromium fetches while opening `/login`
 * and `/` cold (new context, empty cache) until the network is idle, measured as the gzip files the server
 * sends (`apps/web/dist/assets/*.gz`). Once with an English browser and once with a Spanish one, so the
 * Spanish texts' chunk shows apart. The built server (`apps/server/dist/main.js`, started as the e2e tests
 * start it) on a free 127.0.0.1 port; Debian's Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
 * Run `npm run build` first, then `npm run bench:first-load`; it reports figures and asserts nothing.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startServer } from '../e2e/fixtures/server';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Each page with what shows once it has rendered. */
const PAGES = [
  { path: '/login', ready: 'input[type="email"]' },
  { path: '/', ready: 'h1' },
];
const LOCALES = ['en-US', 'es-ES'];
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const assets = path.join(repoRoot, 'apps/web/dist/assets');
const say = (line = '') => process.stdout.write(`${line}\n`);

function gzipBytes(url: string): number {
  const file = path.join(assets, path.basename(new URL(url).pathname));
  const zipped = `${file}.gz`;
  if (existsSync(zipped)) return statSync(zipped).size;
  return existsSync(file) ? statSync(file).size : 0;
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
try {
  say(`first-load JavaScript, gzip bytes (${new Date().toISOString()})`);
  for (const locale of LOCALES) {
    for (const page of PAGES) {
      const context = await browser.newContext({ locale });
      const tab = await context.newPage();
      const scripts: string[] = [];
      tab.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await tab.goto(`${server.url}${page.path}`);
      await tab.waitForSelector(page.ready, { timeout: 30_000 });
      await tab.waitForLoadState('networkidle');
      const sizes = scripts.map((url) => ({
        name: path.basename(new URL(url).pathname),
        bytes: gzipBytes(url),
      }));
      const total = sizes.reduce((sum, entry) => sum + entry.bytes, 0);
      say(
        `${locale.padEnd(6)} ${page.path.padEnd(7)} ${(total / 1024).toFixed(2)} KB in ${sizes.length} scripts`,
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
