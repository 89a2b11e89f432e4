/**
 * `npm run test:deploy`: Brief deployed as an IT department runs it, on this machine. It builds the image
 * with Podman (on a base made locally when no registry is reachable: deploy/base-image.sh), checks
 * compose.yaml, starts two replicas at once against a fresh PostgreSQL database (DATABASE_URL's server,
 * default CI's), puts Caddy in front with deploy/Caddyfile, and through it: signs in, stops a reply
 * started on one replica from the other, SIGTERMs the replica writing a followed reply (it finishes or
 * ends interrupted with its text, the user's message kept), sends the next message (the other replica
 * answers), scrapes /metrics and receives the spans on a local OTLP receiver. Nothing may answer 500.
 * The model is a local fake that writes slowly. Bounded (WATCHDOG_MS), it removes what it started.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { performance } from 'node:perf_hooks';
import { startFakeOpenAiServer } from '../../apps/server/test/fake-openai-server';
import { freePort } from '../../apps/server/test/free-port';
import { scratchDatabaseUrl } from '../../apps/server/test/scratch-database';
import { briefClient, type BriefClient, type StreamResult } from './brief-client';
import { checkCompose } from './compose-check';
import { jsonSpans, startOtlpReceiver } from './otlp-receiver';
import { podman, repoRoot, runLogged, startProcess, waitForOk } from './podman';

const WATCHDOG_MS = 28 * 60_000;
const IMAGE = process.env.BRIEF_IMAGE ?? 'localhost/brief:deploy-test';
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
const ADMIN = { email: 'admin@brief.test', password: 'deploy-admin-password' };
const USER = { email: 'deploy.user@brief.test', password: 'deploy-user-password' };
const CHAT_SETUP = {
  app_name: 'marketing_agent',
  customerName: 'Brightlane Bank',
  specialists: ['Iris Insights'],
};
/** A reply of 240 words, 50 ms apart: 12 s, long enough to act on while it is written. */
const REPLY_WORDS = 240;
const words = Array.from({ length: REPLY_WORDS }, (_, index) => `word${index + 1}`).join(' ');
/** A word no span may carry: the test's messages contain it, and message text stays out of traces. */
const PRIVATE_WORD = 'Zanzibarquokka';
process.env.DATABASE_URL ??= 'postgres://brief:brief@127.0.0.1:5432/brief';

const say = (line: string) => process.stdout.write(`${line}\n`);
const timings: { step: string; seconds: number }[] = [];
const seen: Record<string, unknown> = {};
const work = mkdtempSync(path.join(tmpdir(), 'brief-deploy-'));
const cleanups: (() => Promise<unknown>)[] = [];

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  say(`\n=== ${name}`);
  const started = performance.now();
  const result = await run();
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  timings.push({ step: name, seconds });
  say(`    (${seconds} s)`);
  return result;
}

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`failed: ${what}`);
  say(`    ok: ${what}`);
}

type Replica = { name: string; port: number; metricsPort: number; url: string; client: BriefClient };

async function startReplica(name: string, env: Record<string, string>): Promise<Replica> {
  const port = await freePort();
  const metricsPort = await freePort();
  const all = { ...env, PORT: String(port), METRICS_PORT: String(metricsPort) };
  const flags = Object.entries(all).flatMap(([key, value]) => ['-e', `${key}=${value}`]);
  cleanups.push(() => podman(['rm', '--force', '--volumes', name]));
  await podman(['run', '-d', '--name', name, '--network=host', ...flags, IMAGE]);
  const url = `http://127.0.0.1:${port}`;
  return { name, port, metricsPort, url, client: briefClient(url) };
}

async function main(): Promise<void> {
  const logs = (file: string) => path.join(work, file);

  if (process.env.BASE_IMAGE === undefined) {
    await step('base image (Debian minbase + Node 20; cached)', () =>
      runLogged('bash', ['deploy/base-image.sh'], logs('base-image.log'), 20 * 60_000),
    );
  }
  const baseImage = process.env.BASE_IMAGE ?? 'localhost/brief-node-base';
  const buildImage = process.env.BUILD_IMAGE ?? process.env.BASE_IMAGE ?? 'localhost/brief-node-build';
  await step(`image build on ${baseImage}`, async () => {
    const buildStarted = new Date().toISOString();
    const buildArgs = {
      NODE_EXTRA_CA_CERTS: '/run/host-ca.crt',
      BASE_IMAGE: baseImage,
      BUILD_IMAGE: buildImage,
    };
    await runLogged(
      'podman',
      [
        'build',
        '--format=docker',
        '--network=host',
        `--volume=${CA_BUNDLE}:/run/host-ca.crt:ro`,
        ...Object.entries(buildArgs).map(([name, value]) => `--build-arg=${name}=${value}`),
        `--tag=${IMAGE}`,
        '.',
      ],
      logs('build.log'),
      25 * 60_000,
    );
    // What earlier builds left (their stages, the image this one replaced) goes; this build's stages stay
    // as the next build's cache.
    await podman(['image', 'prune', '--force', `--filter=until=${buildStarted}`]);
    const bytes = Number(await podman(['image', 'inspect', IMAGE, '--format', '{{.Size}}']));
    seen.imageMegabytes = Math.round(bytes / 1e6);
    say(`    image ${IMAGE}: ${String(seen.imageMegabytes)} MB`);
    check(bytes < 400e6, 'the image is under 400 MB');
  });

  await step('compose.yaml (podman-compose dry run) and the Caddyfile (caddy adapt)', async () => {
    const problems = await checkCompose();
    check(
      problems.length === 0,
      `compose.yaml as expected${problems.length > 0 ? `: ${problems.join('; ')}` : ''}`,
    );
  });

  const provider = await startFakeOpenAiServer({
    defaultScenario: { kind: 'text', text: `${words}\n\nSuggestions:\n- One more`, tokenDelayMs: 50 },
  });
  cleanups.push(() => provider.close());
  const otlp = await startOtlpReceiver();
  cleanups.push(() => otlp.close());
  const database = await scratchDatabaseUrl('brief_deploy');
  if (database.url === undefined) throw new Error('DATABASE_URL must name a PostgreSQL server');
  cleanups.push(() => database.drop());

  const env = {
    DATABASE_URL: database.url,
    HOST: '127.0.0.1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: provider.baseUrl,
    LLM_MODEL: 'fake-slow',
    RUNS_PER_MINUTE: '1000',
    SHUTDOWN_GRACE_SECONDS: '3',
    TRUST_PROXY: 'true',
    OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_SERVICE_NAME: 'brief',
    OTEL_BSP_SCHEDULE_DELAY: '500',
  };
  const suffix = String(process.pid);
  const replicas = await step('two replicas start at once on one empty database', async () => {
    const started = await Promise.all([
      startReplica(`brief-deploy-a-${suffix}`, env),
      startReplica(`brief-deploy-b-${suffix}`, env),
    ]);
    await Promise.all(started.map((replica) => waitForOk(`${replica.url}/api/health`, 90_000)));
    for (const replica of started) {
      await waitForOk(`${replica.url}/api/ready`, 10_000);
      await podman(['healthcheck', 'run', replica.name]);
    }
    check(true, "both healthy (the image's HEALTHCHECK passes) and ready");
    return started;
  });
  const [first, second] = replicas;

  const lb = await step('load balancer (Caddy, deploy/Caddyfile) in front', async () => {
    const port = await freePort();
    // The test's copy names the answering instance in a header, to know which replica to stop.
    const caddyfile = readFileSync(path.join(repoRoot, 'deploy/Caddyfile'), 'utf8').replace(
      /(reverse_proxy .*\{\n)/,
      '$1\t\theader_down X-Brief-Upstream {http.reverse_proxy.upstream.hostport}\n',
    );
    writeFileSync(logs('Caddyfile'), caddyfile);
    const caddy = startProcess(
      'caddy',
      ['run', '--config', logs('Caddyfile'), '--adapter', 'caddyfile'],
      {
        LISTEN_PORT: String(port),
        BRIEF_UPSTREAMS: replicas.map((replica) => `127.0.0.1:${replica.port}`).join(' '),
        XDG_DATA_HOME: work,
        XDG_CONFIG_HOME: work,
      },
      logs('caddy.log'),
    );
    cleanups.push(() => caddy.stop());
    const url = `http://127.0.0.1:${port}`;
    await waitForOk(`${url}/api/health`, 30_000);
    return briefClient(url);
  });

  const user = await step('sign in through the load balancer', async () => {
    const admin = await lb.json<{ access_token: string }>('POST', '/api/login', null, ADMIN);
    const registerPath = `/api/users/${encodeURIComponent(USER.email)}/register`;
    await lb.json('POST', registerPath, admin.access_token, {
      ...USER,
      authProvider: 'password',
      agents: ['marketing'],
    });
    const login = await lb.json<{ access_token: string; user: { id: string } }>(
      'POST',
      '/api/login',
      null,
      USER,
    );
    check(login.access_token.length > 0, 'a user made by the admin signs in');
    return { id: login.user.id, token: login.access_token };
  });
  const chatsPath = `/api/users/${user.id}/chats`;
  const newChat = async () =>
    (await lb.json<{ id: string }>('POST', `/api/users/${user.id}/sessions`, user.token, CHAT_SETUP)).id;
  type Message = { role: string; text: string; status?: string };
  const messagesOf = async (chatId: string) =>
    (await lb.json<{ messages: Message[] }>('GET', `${chatsPath}/${chatId}`, user.token)).messages;

  await step('a reply started on one replica is stopped from the other', async () => {
    const chatId = await newChat();
    const stop: { askedAt: number; answer: Promise<{ stopped: boolean }> | null } = {
      askedAt: 0,
      answer: null,
    };
    const result = await first.client.stream(
      `${chatsPath}/${chatId}/run/stream`,
      user.token,
      { message: `Plan a campaign (${PRIVATE_WORD} one)` },
      (_event, sofar) => {
        if (stop.answer !== null || sofar.text.split(' ').length < 5) return;
        stop.askedAt = performance.now();
        stop.answer = second.client.json('POST', `${chatsPath}/${chatId}/stop`, user.token);
      },
    );
    const stopSeconds = (performance.now() - stop.askedAt) / 1000;
    seen.stopFromTheOtherReplicaSeconds = Math.round(stopSeconds * 100) / 100;
    if (stop.answer === null) throw new Error('the reply ended before the test could stop it');
    check((await stop.answer).stopped, `the other replica stopped it`);
    check(
      result.end === 'done' && stopSeconds < 3,
      `the stream on the first replica ended with done ${stopSeconds.toFixed(2)} s after (under 3 s)`,
    );
    const reply = (await messagesOf(chatId)).at(-1);
    check(
      reply?.status === 'stopped' && reply.text.length > 0,
      `kept as stopped with its text (${reply?.text.length ?? 0} characters)`,
    );
  });

  const { writer, survivor, chatId } = await step(
    'SIGTERM the replica writing a followed reply',
    async () => {
      const chatId = await newChat();
      const message = `Which stores sell the most? (${PRIVATE_WORD} two)`;
      const term: { replica: Replica | null; at: number; sent: Promise<string> | null } = {
        replica: null,
        at: 0,
        sent: null,
      };
      const result: StreamResult = await lb.stream(
        `${chatsPath}/${chatId}/run/stream`,
        user.token,
        { message },
        (_event, sofar) => {
          if (term.sent !== null || sofar.text.split(' ').length < 10) return;
          term.replica = replicas.find((replica) => sofar.upstream === `127.0.0.1:${replica.port}`) ?? null;
          if (term.replica === null) return;
          term.at = performance.now();
          term.sent = podman(['kill', '--signal', 'TERM', term.replica.name]);
        },
      );
      if (term.sent === null || term.replica === null)
        throw new Error(
          `no SIGTERM sent (answered by ${result.upstream ?? 'no upstream header'}, ended '${result.end}')`,
        );
      await term.sent;
      const writer = term.replica;
      const exitCode = await podman(['wait', writer.name], 60_000);
      const exitSeconds = (performance.now() - term.at) / 1000;
      say(
        `    the stream ended '${result.end}' with ${result.text.length} characters; ${writer.name} exited ${exitCode} ${exitSeconds.toFixed(1)} s after SIGTERM`,
      );
      check(exitCode === '0', 'the stopped replica exited 0');
      const messages = await messagesOf(chatId);
      const asked = messages.findIndex((entry) => entry.role === 'user' && entry.text === message);
      const reply = messages[asked + 1];
      check(asked !== -1, "the user's message is kept");
      check(
        (reply?.status === 'done' || reply?.status === 'interrupted') && reply.text.length > 0,
        `the reply ended '${reply?.status ?? 'missing'}' with its text (${reply?.text.length ?? 0} characters)`,
      );
      check(reply?.text === result.text, 'the stored reply is exactly what its reader was sent');
      seen.sigterm = {
        stream: result.end,
        streamed: result.text.length,
        stored: reply?.text.length,
        status: reply?.status,
        exitSeconds,
      };
      const survivor = replicas.find((replica) => replica !== writer) as Replica;
      return { writer, survivor, chatId };
    },
  );

  await step('the next message is answered by the other replica', async () => {
    const result = await lb.stream(`${chatsPath}/${chatId}/run/stream`, user.token, {
      message: `And next? (${PRIVATE_WORD} three)`,
    });
    check(
      result.status === 200 && result.end === 'done',
      `answered to its end (${result.text.length} characters)`,
    );
    check(result.upstream === `127.0.0.1:${survivor.port}`, `by ${survivor.name}, not ${writer.name}`);
  });

  await step('/metrics on METRICS_PORT counts the reply', async () => {
    const text = await (await fetch(`http://127.0.0.1:${survivor.metricsPort}/metrics`)).text();
    const done = /^brief_replies_total\{outcome="done"\} (\d+)/m.exec(text);
    check(Number(done?.[1] ?? 0) >= 1, `brief_replies_total{outcome="done"} ${done?.[1] ?? 'missing'}`);
    seen.metricsSample = text
      .split('\n')
      .filter((line) => /^brief_(replies|http_requests_total\{.*run\/stream)/.test(line));
  });

  await step('the spans reach the OTLP receiver', async () => {
    const deadline = Date.now() + 20_000;
    const has = (needle: string) => otlp.exports.some((entry) => entry.body.includes(needle));
    while (!has('/run/stream') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    check(has('/run/stream'), `a span of POST …/run/stream among ${otlp.exports.length} exports`);
    check(!has(PRIVATE_WORD), 'no message text in any span');
    check(!has(USER.email), 'no e-mail address in any span');
    const spans = jsonSpans(otlp.exports);
    const request = spans.find((span) => span.name.includes('/run/stream'));
    const names = new Map<string, number>();
    for (const span of spans.filter((entry) => entry.traceId === request?.traceId))
      names.set(span.name, (names.get(span.name) ?? 0) + 1);
    seen.traceOfTheStreamedRun = Object.fromEntries(names);
  });

  await step('nothing answered 500', async () => {
    const all = [lb, first.client, second.client].flatMap((client) => client.statuses());
    const failed = all.filter((answer) => answer.status >= 500);
    check(
      failed.length === 0,
      `${all.length} answers, none 5xx${failed.length > 0 ? `: ${JSON.stringify(failed)}` : ''}`,
    );
  });
}

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.reverse())
    await cleanup().catch((error: unknown) => say(`cleanup: ${String(error)}`));
  cleanups.length = 0;
}

const watchdog = setTimeout(() => {
  say(`\nThe deploy test ran out of time (${WATCHDOG_MS / 60_000} min)`);
  void cleanUp().finally(() => process.exit(1));
}, WATCHDOG_MS);
// Stopped from outside (CI's own timeout, Ctrl-C): the containers and the database go all the same.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    say(`\nThe deploy test got ${signal}`);
    void cleanUp().finally(() => process.exit(1));
  });

let failure: unknown = null;
const started = performance.now();
try {
  await main();
} catch (error) {
  failure = error;
}
if (failure !== null) {
  say(`\n${failure instanceof Error ? (failure.stack ?? failure.message) : inspect(failure)}`);
  for (const name of [`brief-deploy-a-${process.pid}`, `brief-deploy-b-${process.pid}`]) {
    const log = await podman(['logs', '--tail', '30', name]).catch(() => '');
    if (log !== '') say(`\n--- ${name} (last lines)\n${log}`);
  }
}
await cleanUp();
clearTimeout(watchdog);
say('\n=== timings');
for (const { step: name, seconds } of timings) say(`    ${String(seconds).padStart(7)} s  ${name}`);
say(`    ${String(Math.round((performance.now() - started) / 1000)).padStart(7)} s  in all`);
say(`\n=== seen\n${JSON.stringify(seen, null, 2)}`);
if (failure === null) rmSync(work, { recursive: true, force: true });
else say(`\nLogs kept in ${work}`);
process.exit(failure === null ? 0 : 1);
