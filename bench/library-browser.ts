/**
 * How the web library feels on a big account, in Chromium: how soon the first chat row shows on /chats,
 * /favorite-chats and the dashboard's library tab, and how smoothly /chats scrolls while the infinite
 * scroll loads 1,000 rows. The database is the one `library.ts` measures (`generate-library.ts`: 5,000
 * chats, 100,000 messages, 300 favorites), SQLite in a temporary folder, served by the built server
 * (`apps/server/dist/main.js`, started as the e2e tests start it) on a free 127.0.0.1 port. Debian's
 * Chromium at /usr/bin/chromium (or CHROMIUM_PATH). Run `npm run build` first, then
 * `npm run bench:library-browser`; it reports figures, asserts nothing, and ends by itself.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { startServer } from '../e2e/fixtures/server';
import {
  CHATS,
  FAVORITES,
  generateLibrary,
  MESSAGES_PER_CHAT,
  PASSWORD,
  percentile,
} from './generate-library';

/** Cold pages per measure, each in a new browser context. */
const RUNS = 10;
const TARGET_ROWS = 1_000;
/** Pixels scrolled per animation frame: a quick flick, about 6,000 px/s at 60 frames a second. */
const SCROLL_STEP = 100;
const LONG_FRAME_MS = 50;
/** Frames are also grouped by how many rows the page held, in bands of this many. */
const BAND = 250;
const FIRST_ROW_TIMEOUT_MS = 30_000;
const SCROLL_TIMEOUT_MS = 90_000;
/** The whole run, generation included, stops here whatever happens. */
const WATCHDOG_MS = 20 * 60_000;
const VIEWPORT = { width: 1280, height: 800 };
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const say = (line = '') => process.stdout.write(`${line}\n`);

type Library = { label: string; path: string; row: string; optional?: string };
const LIBRARIES: Library[] = [
  { label: '/chats', path: '/chats', row: '[data-testid="chat-row"]' },
  { label: '/favorite-chats', path: '/favorite-chats', row: '[data-testid="chat-row"]' },
  {
    label: '/dashboard?tab=library',
    path: '/dashboard?tab=library',
    row: '[data-testid="library-chat"]',
    optional: 'the dashboard library tab (rows `[data-testid="library-chat"]`) is not in this build',
  },
];

type StoredUser = { id: string; name: string; email: string; picture: string | null; admin: boolean };
/** What the app keeps in localStorage under `user` (apps/web/src/lib/storage.ts). */
type SignedInUser = StoredUser & { access_token: string };
type PageMarks = {
  /** performance.now() (ms since navigation start) when the first row was in the DOM. */
  inDom: number | null;
  /** The same, once the frame that shows it has been produced (rAF, then a task after it). */
  rendered: number | null;
  longTasks: { start: number; duration: number }[];
};
type BenchWindow = Window & { __bench?: PageMarks };

/**
 * Runs in every page before the app: signs the user in through localStorage (key `user`, as the app
 * stores it after a sign-in), notes when the first row appears, and records long tasks.
 */
function instrument({ user, row }: { user: SignedInUser; row: string }) {
  localStorage.setItem('user', JSON.stringify(user));
  const marks: PageMarks = { inDom: null, rendered: null, longTasks: [] };
  (window as BenchWindow).__bench = marks;
  const observer = new MutationObserver(() => {
    if (marks.inDom !== null || document.querySelector(row) === null) return;
    marks.inDom = performance.now();
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        marks.rendered = performance.now();
      }, 0),
    );
  });
  observer.observe(document, { childList: true, subtree: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        marks.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long-task timing in this browser: none are counted
  }
}

async function newPage(browser: Browser, user: SignedInUser, row: string) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(instrument, { user, row });
  return { context, page: await context.newPage() };
}

type FirstRow = {
  outside: number;
  inDom: number;
  rendered: number;
  /** When the page asked for the chat list (the first page of it), and when the answer was in. */
  listSent: number;
  listAnswered: number;
};

/** One cold load: navigation to the first row, seen from Node and from the page. */
async function firstRow(
  browser: Browser,
  baseUrl: string,
  user: SignedInUser,
  library: Library,
): Promise<FirstRow> {
  const { context, page } = await newPage(browser, user, library.row);
  try {
    const began = performance.now();
    await page.goto(`${baseUrl}${library.path}`, { timeout: FIRST_ROW_TIMEOUT_MS });
    await page.locator(library.row).first().waitFor({ state: 'visible', timeout: FIRST_ROW_TIMEOUT_MS });
    const outside = performance.now() - began;
    await page.waitForFunction(() => (window as BenchWindow).__bench?.rendered != null, undefined, {
      timeout: FIRST_ROW_TIMEOUT_MS,
    });
    const inPage = await page.evaluate(() => {
      const marks = (window as BenchWindow).__bench;
      // The chat list's first page(s), asked for before the row showed: the last one to answer.
      const lists = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/api\/users\/[^/]+\/chats\?/.test(entry.name))
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => entry.responseEnd <= (marks?.inDom ?? Infinity))
        .sort((a, b) => a.responseEnd - b.responseEnd);
      const last = lists.at(-1);
      return {
        inDom: marks?.inDom ?? Number.NaN,
        rendered: marks?.rendered ?? Number.NaN,
        listSent: last?.startTime ?? Number.NaN,
        listAnswered: last?.responseEnd ?? Number.NaN,
      };
    });
    return { outside, ...inPage };
  } finally {
    await context.close();
  }
}

type ScrollRun = {
  /** Time from each animation frame to the next, and the rows in the page then. */
  frames: number[];
  rowsAt: number[];
  reachedMs: number | null;
  rows: number;
  domNodes: number;
  heapMb: number;
  longTasks: number;
  longTaskMs: number;
};

/** One cold /chats, flicked down frame after frame until TARGET_ROWS rows are in the page. */
async function scrollRun(browser: Browser, baseUrl: string, user: SignedInUser): Promise<ScrollRun> {
  const row = '[data-testid="chat-row"]';
  const { context, page } = await newPage(browser, user, row);
  try {
    await page.goto(`${baseUrl}/chats`, { timeout: FIRST_ROW_TIMEOUT_MS });
    await page.locator(row).first().waitFor({ state: 'visible', timeout: FIRST_ROW_TIMEOUT_MS });
    return await page.evaluate(
      async ({ row, target, step, timeoutMs }) => {
        const first = document.querySelector(row);
        // The page scrolls as a whole; should a layout give the list a scrolling box, that box is used.
        let box: Element | null = first?.parentElement ?? null;
        while (box !== null && box !== document.body) {
          const overflow = getComputedStyle(box).overflowY;
          if ((overflow === 'auto' || overflow === 'scroll') && box.scrollHeight > box.clientHeight) break;
          box = box.parentElement;
        }
        const scroller = box === null || box === document.body ? null : box;
        // No local named functions in here: tsx would wrap them in a helper the page does not have.
        const frames: number[] = [];
        const rowsAt: number[] = [];
        const began = performance.now();
        let reachedMs: number | null = null;
        let previous: number | null = null;
        let count = document.querySelectorAll(row).length;
        for (;;) {
          const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
          // From here to the next await is still this frame's animation callback.
          // Counting every tenth frame keeps the counting itself out of the frame times.
          if (frames.length % 10 === 0) count = document.querySelectorAll(row).length;
          if (previous !== null) {
            frames.push(now - previous);
            rowsAt.push(count);
          }
          previous = now;
          if (count >= target) {
            reachedMs = now - began;
            break;
          }
          if (now - began > timeoutMs) break;
          if (scroller === null) window.scrollBy({ top: step, behavior: 'instant' });
          else scroller.scrollBy({ top: step, behavior: 'instant' });
        }
        const ended = performance.now();
        const longTasks = ((window as BenchWindow).__bench?.longTasks ?? []).filter(
          (task) => task.start >= began && task.start <= ended,
        );
        const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
        return {
          frames,
          rowsAt,
          reachedMs,
          rows: document.querySelectorAll(row).length,
          domNodes: document.getElementsByTagName('*').length,
          heapMb: (memory?.usedJSHeapSize ?? Number.NaN) / 1024 / 1024,
          longTasks: longTasks.length,
          longTaskMs: longTasks.reduce((sum, task) => sum + task.duration, 0),
        };
      },
      { row, target: TARGET_ROWS, step: SCROLL_STEP, timeoutMs: SCROLL_TIMEOUT_MS },
    );
  } finally {
    await context.close();
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');
const spread = (values: number[], digits = 0) =>
  `${percentile(values, 50).toFixed(digits)} / ${percentile(values, 95).toFixed(digits)}`;

type Running = { server?: Awaited<ReturnType<typeof startServer>>; browser?: Browser };

/** Generates, starts, measures and prints; what it starts is left in `running` for the caller to stop. */
async function measure(dataDir: string, running: Running): Promise<void> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const db = openDatabase(config);
  let email: string;
  try {
    await migrateToLatest(db);
    const began = performance.now();
    ({ email } = await generateLibrary(db, config.companyDomain));
    const took = ((performance.now() - began) / 1000).toFixed(1);
    say(
      `generated ${CHATS} chats / ${CHATS * MESSAGES_PER_CHAT} messages (${FAVORITES} favorites) in ${took} s`,
    );
  } finally {
    await db.destroy();
  }

  const server = await startServer({ DATA_DIR: dataDir });
  running.server = server;
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ app: 'brief', email, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const signedIn = (await login.json()) as { access_token: string; user: StoredUser };
  const user = { ...signedIn.user, access_token: signedIn.access_token };

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  running.browser = browser;
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
  say(
    `Chromium ${browser.version()}, viewport ${VIEWPORT.width}×${VIEWPORT.height}, ${RUNS} cold pages each; ` +
      `${availableParallelism()} cores, load average ${load()}`,
  );

  const firstRows: string[][] = [];
  for (const library of LIBRARIES) {
    // One page first, not counted: it warms the server and tells whether the page is there at all.
    try {
      await firstRow(browser, server.url, user, library);
    } catch (error) {
      if (library.optional === undefined) throw error;
      say(`skipped ${library.label}: ${library.optional} (no row within ${FIRST_ROW_TIMEOUT_MS / 1000} s)`);
      continue;
    }
    const runs: FirstRow[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await firstRow(browser, server.url, user, library));
    firstRows.push([
      library.label,
      spread(runs.map((run) => run.outside)),
      spread(runs.map((run) => run.inDom)),
      spread(runs.map((run) => run.rendered)),
      spread(runs.map((run) => run.listSent)),
      spread(runs.map((run) => run.listAnswered)),
    ]);
  }

  const scrolls: ScrollRun[] = [];
  for (let run = 0; run < RUNS; run += 1) scrolls.push(await scrollRun(browser, server.url, user));

  say();
  say(
    `First chat row on a cold page, median / p95 ms of ${RUNS} runs (browser figures: since navigation start):`,
  );
  say();
  say('| page | goto → row visible | row in DOM | row rendered | list asked for | list answered |');
  say('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of firstRows) say(`| ${row.join(' | ')} |`);

  const frames = scrolls.flatMap((run) => run.frames);
  const longFrames = frames.filter((frame) => frame > LONG_FRAME_MS).length;
  const reached = scrolls.flatMap((run) => (run.reachedMs === null ? [] : [run.reachedMs]));
  const longTasks = scrolls.map((run) => run.longTasks);
  const median = (pick: (run: ScrollRun) => number) => percentile(scrolls.map(pick), 50);
  say();
  say(`Scrolling /chats to ${TARGET_ROWS} rows, ${SCROLL_STEP} px a frame, ${RUNS} cold pages:`);
  say();
  say('| measure | figure |');
  say('| --- | ---: |');
  const figures: [string, string][] = [
    ['frames measured (all runs)', String(frames.length)],
    ['frame time median / p95 / max', `${spread(frames, 1)} / ${Math.max(...frames).toFixed(0)} ms`],
    [
      `frames over ${LONG_FRAME_MS} ms`,
      `${((100 * longFrames) / Math.max(1, frames.length)).toFixed(1)} % (${longFrames})`,
    ],
    [
      'long tasks in a run: median / max (median total ms)',
      `${percentile(longTasks, 50)} / ${Math.max(...longTasks)} (${ms(median((run) => run.longTaskMs))} ms)`,
    ],
    [
      `time to ${TARGET_ROWS} rows median / p95`,
      reached.length === RUNS
        ? `${spread(reached)} ms`
        : `${reached.length} of ${RUNS} runs got there within ${SCROLL_TIMEOUT_MS / 1000} s`,
    ],
    ['rows in the page at the end (median)', ms(median((run) => run.rows))],
    ['DOM nodes at the end (median)', ms(median((run) => run.domNodes))],
    ['JS heap at the end (median)', `${median((run) => run.heapMb).toFixed(1)} MB`],
  ];
  // Whether the cost of a frame grows with the rows already in the page.
  for (let low = 0; low < TARGET_ROWS; low += BAND) {
    const longest = scrolls.map((run) =>
      Math.max(
        0,
        ...run.frames.filter(
          (_, index) => (run.rowsAt[index] ?? -1) >= low && (run.rowsAt[index] ?? -1) < low + BAND,
        ),
      ),
    );
    figures.push([
      `longest frame with ${low}–${low + BAND - 1} rows in the page (median of runs)`,
      `${ms(percentile(longest, 50))} ms`,
    ]);
  }
  for (const [label, figure] of figures) say(`| ${label} | ${figure} |`);
  say();
  say(`Load average at the end: ${load()}.`);
}

async function main(): Promise<void> {
  const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
  const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    process.stderr.write(
      'bench:library-browser measures the built app, and apps/server/dist/main.js or apps/web/dist is ' +
        'missing: run `npm run build` first.\n',
    );
    process.exitCode = 1;
    return;
  }
  if (!existsSync(CHROMIUM_PATH)) {
    process.stderr.write(
      `bench:library-browser needs Chromium at ${CHROMIUM_PATH} (or set CHROMIUM_PATH).\n`,
    );
    process.exitCode = 1;
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brief-bench-library-browser-'));
  const running: Running = {};
  let watchdog: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    watchdog = setTimeout(
      () => reject(new Error(`still running after ${WATCHDOG_MS / 60_000} min, stopped`)),
      WATCHDOG_MS,
    );
  });
  try {
    await Promise.race([measure(dataDir, running), deadline]);
  } finally {
    clearTimeout(watchdog);
    await running.browser?.close().catch(() => undefined);
    await running.server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(
    `bench:library-browser failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  // Whatever was still under way (a generation, a page) is abandoned: the run ends here.
  process.exit(1);
}
