import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser. The flags keep it off the (closed) network.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Two server instances on one PostgreSQL: listed only when DATABASE_URL names a server to make their
// database on (CI runs it so, in .ci/run), never skipped silently when it does.
const needsPostgres = /events-instances\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  projects: [
    { name: 'chromium', testIgnore: needsPostgres },
    ...(process.env.DATABASE_URL ? [{ name: 'postgresql', testMatch: needsPostgres }] : []),
  ],
  outputDir: './test-results',
  fullyParallel: false,
  // Two browsers with their servers fit two cores; four starve each other (tests time out).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: process.env.CI !== undefined,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
