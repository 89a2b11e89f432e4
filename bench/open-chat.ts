/**
 * How long a chat of 200 messages takes to show from a fresh tab, against the empty /chat, in one run:
 * (a) `/chat`, from navigation start to the composer shown and usable (a textbox not disabled, in view);
 * (b) `/chat?sessionId=…`, from navigation start to the chat's last message in view. Each page is a new
 * browser context (no cache, no app state) signed in as the app keeps a sign-in (the stored user in
 * localStorage); the two are measured in turn, and (b)'s requests are printed as a waterfall. The built
 * server is started as `npm start` starts it (built first if needed) with the built-in model; Debian's
 * Chromium at /usr/bin/chromium (or CHROMIUM_PATH). `npm run bench:open-chat`; `-- --runs=N` pages of
 * each (7 by default); pages load as on a laptop on office Wi-Fi (THROTTLES; `-- --throttle=none` for
 * this machine as it is). 127.0.0.1 only; it ends by itself.
 */
import { availableParallelism, loadavg } from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { ADMIN, ensureBuilt, startBuiltServer } from './built-server';

const MESSAGES = 200;
const RUNS = numberArgument('runs', 7);
const VIEWPORT = { width: 1280, height: 800 };
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/**
 * Network and CPU conditions, through the DevTools protocol. `laptop`: office Wi-Fi (20 ms round trip,
 * 30 Mbit/s down, 10 up) and a laptop's CPU taken as 4× slower than this machine's core. The default:
 * with it the empty /chat takes about the 2.7–3.2 s users saw, where this machine as it is takes 1 s.
 */
const THROTTLES = {
  none: null,
  laptop: { latencyMs: 20, downloadMbps: 30, uploadMbps: 10, cpuSlowdown: 4 },
} as const;
type ThrottleName = keyof typeof THROTTLES;
const THROTTLE_NAME = (process.argv
  .find((arg) => arg.startsWith('--throttle='))
  ?.slice('--throttle='.length) ?? 'laptop') as ThrottleName;
const PAGE_TIMEOUT_MS = 60_000;
/** The whole run stops here whatever happens. */
const WATCHDOG_MS = 15 * 60_000;
const PASSWORD = 'bench-password-1';
const LAST_MESSAGE = `The last reply of this chat, number ${MESSAGES}: the plan is agreed.`;

const say = (line = '') => process.stdout.write(`${line}\n`);

function numberArgument(name: string, fallback: number): number {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const value = Number(given);
  return given !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}

/** What the app keeps in localStorage under `user` after a sign-in. */
type StoredUser = {
  id: string;
  name: string;
  email: string;
  picture: string | null;
  admin: boolean;
  access_token: string;
};
type Request = { name: string; kind: string; start: number; end: number };
type PageMarks = { composer: number | null; lastMessage: number | null };
type BenchWindow = Window & { __bench?: PageMarks };
type Measured = { ms: number; requests: Request[] };

async function api<T>(base: string, method: string, route: string, token: string | null, body?: unknown) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A user the admin makes, signed in, with one chat of MESSAGES messages (questions and markdown replies). */
async function prepareChat(base: string): Promise<{ user: StoredUser; chatId: string }> {
  const admin = await api<{ access_token: string }>(base, 'POST', '/api/login', null, ADMIN);
  const email = 'reader@brief.test';
  await api(base, 'POST', `/api/users/${encodeURIComponent(email)}/register`, admin.access_token, {
    email,
    password: PASSWORD,
    authProvider: 'password',
    agents: ['coandco'],
  });
  const login = await api<{ access_token: string; user: Omit<StoredUser, 'access_token'> }>(
    base,
    'POST',
    '/api/login',
    null,
    { email, password: PASSWORD },
  );
  const user = { ...login.user, access_token: login.access_token };
  const chat = await api<{ id: string }>(base, 'POST', `/api/users/${user.id}/sessions`, user.access_token, {
    app_name: 'coandco_agent',
    customerName: 'Northwind Coffee',
    specialists: ['Iris Insights'],
  });
  for (let index = 1; index <= MESSAGES; index += 1) {
    const reply = index % 2 === 0;
    const message = !reply
      ? `Question ${index}: how should Northwind Coffee's autumn campaign treat its oat milk launch in Lisbon?`
      : [
          `## Answer ${index}`,
          '',
          'Northwind Coffee should lead with the **oat milk** launch and keep the autumn blend second:',
          '',
          '- open in Lisbon with tastings in the three busiest shops;',
          '- measure redemptions of the launch voucher week by week;',
          '- move the budget to the channel that brings the cheapest first visit.',
          '',
          index === MESSAGES ? LAST_MESSAGE : 'Next, the team checks the figures with the regional managers.',
        ].join('\n');
    await api(base, 'POST', `/api/users/${user.id}/chats/${chat.id}`, user.access_token, {
      role: reply ? 'assistant' : 'user',
      message,
    });
  }
  return { user, chatId: chat.id };
}

/**
 * Runs in the page before the app: signs the user in as the app keeps a sign-in, and notes, in the
 * animation frame that first shows it, the composer usable and the last message in view.
 */
function instrument({ user, lastMessage }: { user: StoredUser; lastMessage: string | null }) {
  localStorage.setItem('user', JSON.stringify(user));
  const marks: PageMarks = { composer: null, lastMessage: null };
  (window as BenchWindow).__bench = marks;
  // Methods of an object, not named arrow functions: tsx wraps those in a helper the page does not have.
  const watch = {
    inView(element: Element | null) {
      if (element === null) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
    },
    holding(text: string) {
      return document.evaluate(
        `//*[text()[contains(., ${JSON.stringify(text)})]]`,
        document,
        null,
        XPathResult.FIRST_ORDERED_NODE_TYPE,
        null,
      ).singleNodeValue as Element | null;
    },
    check(frame: number) {
      if (marks.composer === null && watch.inView(document.querySelector('textarea:not([disabled])')))
        marks.composer = frame;
      if (lastMessage !== null && marks.lastMessage === null && watch.inView(watch.holding(lastMessage)))
        marks.lastMessage = frame;
      if (marks.composer === null || (lastMessage !== null && marks.lastMessage === null))
        requestAnimationFrame((next) => watch.check(next));
    },
  };
  requestAnimationFrame((frame) => watch.check(frame));
}

/** One cold page: navigation start to the mark, in the page's own clock, and every request it made. */
async function measure(
  browser: Browser,
  url: string,
  user: StoredUser,
  lastMessage: string | null,
): Promise<Measured> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(instrument, { user, lastMessage });
    const page = await context.newPage();
    const throttle = THROTTLES[THROTTLE_NAME];
    if (throttle !== null) {
      const devtools = await context.newCDPSession(page);
      await devtools.send('Network.enable');
      await devtools.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: throttle.latencyMs,
        downloadThroughput: (throttle.downloadMbps * 1_000_000) / 8,
        uploadThroughput: (throttle.uploadMbps * 1_000_000) / 8,
      });
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpuSlowdown });
    }
    await page.goto(url, { timeout: PAGE_TIMEOUT_MS });
    const mark: keyof PageMarks = lastMessage === null ? 'composer' : 'lastMessage';
    await page.waitForFunction((name) => (window as BenchWindow).__bench?.[name] != null, mark, {
      timeout: PAGE_TIMEOUT_MS,
    });
    return await page.evaluate((name) => {
      const requests = [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ].map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return {
          name: timing.name,
          kind: timing.initiatorType,
          start: timing.startTime,
          end: timing.responseEnd,
        };
      });
      return { ms: (window as BenchWindow).__bench?.[name] ?? Number.NaN, requests };
    }, mark);
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-');
const load = () =>
  `load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;

/** A request as a reader would name it: the path, ids replaced by what they are, assets by file name. */
function requestName(url: string, base: string, user: StoredUser, chatId: string): string {
  const address = new URL(url);
  if (`${address.protocol}//${address.host}` !== base) return url;
  const route = `${address.pathname}${address.search}`
    .replaceAll(user.id, ':userId')
    .replaceAll(chatId, ':chatId');
  return route.startsWith('/assets/') ? route.slice('/assets/'.length) : route;
}

function printWaterfall(run: Measured, base: string, user: StoredUser, chatId: string): void {
  say('   start     end  request');
  for (const request of [...run.requests].sort((a, b) => a.start - b.start)) {
    say(
      `${ms(request.start).padStart(8)}${ms(request.end).padStart(8)}  ${requestName(request.name, base, user, chatId)} (${request.kind})`,
    );
  }
  say(`${ms(run.ms).padStart(8)}          the last message in view`);
}

async function main(): Promise<void> {
  if (!(THROTTLE_NAME in THROTTLES))
    throw new Error(`--throttle is one of ${Object.keys(THROTTLES).join(', ')}`);
  ensureBuilt('server and web', say);
  const server = await startBuiltServer({ LLM_PROVIDER: 'builtin' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { user, chatId } = await prepareChat(server.url);
    const empty = `${server.url}/chat`;
    const chat = `${server.url}/chat?sessionId=${encodeURIComponent(chatId)}`;
    say(
      `Brief: node apps/server/dist/main.js at ${server.url}, built-in model; Chromium ${browser.version()} at ${VIEWPORT.width}×${VIEWPORT.height}, ${availableParallelism()} cores`,
    );
    const throttle = THROTTLES[THROTTLE_NAME];
    say(
      throttle === null
        ? "throttle: none (127.0.0.1, this machine's CPU)"
        : `throttle ${THROTTLE_NAME}: ${throttle.latencyMs} ms round trip, ${throttle.downloadMbps} Mbit/s down, ${throttle.uploadMbps} up, CPU ${throttle.cpuSlowdown}× slower`,
    );
    say(`${load()} at the start`);
    // One of each first, not counted: the server reads its files and warms up.
    await measure(browser, empty, user, null);
    await measure(browser, chat, user, LAST_MESSAGE);
    const emptyRuns: Measured[] = [];
    const chatRuns: Measured[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Which goes first alternates.
      const order = run % 2 === 0 ? ['empty', 'chat'] : ['chat', 'empty'];
      for (const which of order) {
        if (which === 'empty') emptyRuns.push(await measure(browser, empty, user, null));
        else chatRuns.push(await measure(browser, chat, user, LAST_MESSAGE));
      }
    }
    const emptyMedian = median(emptyRuns.map((run) => run.ms));
    const chatMedian = median(chatRuns.map((run) => run.ms));
    const spread = (runs: Measured[]) => runs.map((run) => ms(run.ms)).join(' ');
    say();
    say(`${RUNS} fresh tabs of each, in turn (after one of each not counted), ms from navigation start:`);
    say(
      `(a) /chat, the composer usable:                         median ${ms(emptyMedian)}  (${spread(emptyRuns)})`,
    );
    say(
      `(b) a chat of ${MESSAGES} messages, its last message in view:    median ${ms(chatMedian)}  (${spread(chatRuns)})`,
    );
    say(`(b) / (a): ${(chatMedian / emptyMedian).toFixed(2)} (goal: at most 1.30)  ${load()}`);
    const nearest = [...chatRuns].sort(
      (a, b) => Math.abs(a.ms - chatMedian) - Math.abs(b.ms - chatMedian),
    )[0];
    if (nearest !== undefined) {
      say();
      say(`(b)'s requests in the run nearest its median, ms from navigation start (start → response end):`);
      printWaterfall(nearest, server.url, user, chatId);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

const watchdog = setTimeout(() => {
  process.stderr.write(`The bench did not end within ${WATCHDOG_MS / 60_000} minutes: stopped.\n`);
  process.exit(1);
}, WATCHDOG_MS);
watchdog.unref();
await main();
