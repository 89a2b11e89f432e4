/**
 * Lighthouse on the pages a visitor opens first, `/` and `/login`, as a fresh clone's `npm start` serves
 * them: the built server (`apps/server/dist/main.js`, started as the e2e tests start it, with `npm start`'s
 * log level) on a free 127.0.0.1 port with an empty data directory, Debian's Chromium (/usr/bin/chromium, or
 * CHROMIUM_PATH) launched headless for every run, Lighthouse's defaults (a mobile phone on a slow 4G
 * connection with a 4× slower CPU, simulated; the settings are printed from the first report). Each page
 * RUNS times in a fresh browser; every run's figures and the median of each score and metric are printed
 * with the load average beside them (the simulation multiplies the page's observed CPU time, so a busy
 * machine scores lower). Run `npm run build` first, then `npm run bench:lighthouse`; it reports figures,
 * asserts nothing and ends by itself.
 */
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../e2e/fixtures/server';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = (process.env.PAGES ?? '/,/login').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  { audit: 'first-contentful-paint', label: 'FCP', unit: 'ms' },
  { audit: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { audit: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { audit: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { audit: 'speed-index', label: 'SI', unit: 'ms' },
] as const;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const say = (line = '') => process.stdout.write(`${line}\n`);

/** An audit that weighs in a score and does not pass, with the page parts it names (the first few). */
type Failing = { id: string; score: number; items: string[] };
type Run = {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  failing: Failing[];
  /** The one-minute load average when the run ended. */
  load: number;
  settings: string;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** What an audit's table names: the elements' selectors or the resources' addresses. */
function auditItems(details: unknown): string[] {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items.slice(0, 4).map((item) => {
    const node = item.node as { selector?: string } | undefined;
    const named = node?.selector ?? item.url ?? item.source;
    return typeof named === 'string' ? named : JSON.stringify(item).slice(0, 120);
  });
}

async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const scores: Record<string, number> = {};
    const failing: Failing[] = [];
    for (const category of CATEGORIES) {
      const entry = lhr.categories[category];
      scores[category] = Math.round((entry?.score ?? 0) * 100);
      for (const ref of entry?.auditRefs ?? []) {
        const result = lhr.audits[ref.id];
        if (ref.weight === 0 || result?.score == null || result.score >= 0.9) continue;
        failing.push({
          id: `${category}: ${ref.id}`,
          score: result.score,
          items: auditItems(result.details),
        });
      }
    }
    const metrics: Record<string, number> = {};
    for (const metric of METRICS) metrics[metric.label] = lhr.audits[metric.audit]?.numericValue ?? NaN;
    const { formFactor, throttlingMethod, throttling } = lhr.configSettings;
    const settings =
      `${formFactor}, ${throttlingMethod} throttling: RTT ${throttling.rttMs} ms, ` +
      `${throttling.throughputKbps} kbit/s, CPU ${throttling.cpuSlowdownMultiplier}× slower`;
    return { scores, metrics, failing, load: loadavg()[0]!, settings };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is made again. */
async function auditWithRetries(url: string, attempts = 3): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      say(
        `        (a run failed and is made again: ${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
}

const loadNow = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const scoresOf = (scores: (category: string) => number) =>
  CATEGORIES.map((category) => `${category} ${scores(category)}`).join(' · ');
const metricsOf = (value: (label: string) => number) =>
  METRICS.map(({ label, unit }) =>
    unit === 'ms' ? `${label} ${Math.round(value(label))} ms` : `${label} ${value(label).toFixed(3)}`,
  ).join(' · ');

// As `npm start` runs it: its log level is info (every request logged).
const server = await startServer({ LOG_LEVEL: 'info' });
try {
  say(
    `Lighthouse, ${RUNS} runs a page, Chromium at ${CHROMIUM_PATH} ` +
      `(${new Date().toISOString()}, load average ${loadNow()})`,
  );
  let settingsShown = false;
  for (const page of PAGES) {
    const runs: Run[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      const run = await auditWithRetries(`${server.url}${page}`);
      if (!settingsShown) say(`settings: ${run.settings}`);
      settingsShown = true;
      runs.push(run);
      say(
        `${page.padEnd(7)} run ${index + 1}: ${scoresOf((category) => run.scores[category]!)} · ` +
          `${metricsOf((label) => run.metrics[label]!)} (load ${run.load.toFixed(2)})`,
      );
    }
    const loads = runs.map((run) => run.load);
    say(
      `${page.padEnd(7)} median: ${scoresOf((category) => median(runs.map((run) => run.scores[category]!)))}`,
    );
    say(
      `        ${metricsOf((label) => median(runs.map((run) => run.metrics[label]!)))} ` +
        `(load ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)})`,
    );
    const failing = new Map<string, Failing[]>();
    for (const entry of runs.flatMap((run) => run.failing))
      failing.set(entry.id, [...(failing.get(entry.id) ?? []), entry]);
    for (const [id, entries] of failing) {
      const items = [...new Set(entries.flatMap((entry) => entry.items))].slice(0, 4);
      say(
        `        not passing in ${entries.length} of ${RUNS}: ${id} ` +
          `(score ${entries.map((entry) => entry.score).join(', ')})${items.length > 0 ? `: ${items.join(' | ')}` : ''}`,
      );
    }
  }
  say(`load average at the end ${loadNow()}`);
} finally {
  await server.stop();
}
