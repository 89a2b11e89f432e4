/**
 * compose.yaml read by a real Compose implementation: podman-compose (1.0.3 has no `config` command) in
 * dry-run mode, with deploy/env.example as the .env, prints the `podman run` of every service; the checks
 * read those. Its dry run still makes the project's volumes and network: they are removed after. The
 * Caddyfile is read by caddy itself (`caddy adapt`) with compose's upstreams.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { podman, repoRoot } from './podman';

const execFileAsync = promisify(execFile);
const project = `brief-compose-check-${process.pid}`;
const SERVICES = ['brief-1', 'brief-2', 'postgres', 'minio', 'minio-bucket', 'load-balancer'];

export async function checkCompose(): Promise<string[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'brief-compose-'));
  copyFileSync(path.join(repoRoot, 'compose.yaml'), path.join(folder, 'compose.yaml'));
  copyFileSync(path.join(repoRoot, 'deploy/env.example'), path.join(folder, '.env'));
  let printed: string;
  try {
    const { stdout } = await execFileAsync(
      'podman-compose',
      ['--dry-run', '-p', project, '-f', 'compose.yaml', 'up', '-d', '--no-build'],
      { cwd: folder, timeout: 60_000 },
    );
    printed = stdout;
  } finally {
    await podman(['volume', 'rm', '--force', `${project}_postgres-data`, `${project}_minio-data`]).catch(
      () => '',
    );
    await podman(['network', 'rm', '--force', `${project}_default`]).catch(() => '');
    rmSync(folder, { recursive: true, force: true });
  }
  const runs = new Map<string, string>();
  for (const line of printed.split('\n')) {
    const match = /^podman run --name=(\S+)_1 /.exec(line);
    if (match?.[1]?.startsWith(`${project}_`)) runs.set(match[1].slice(project.length + 1), line);
  }
  const problems: string[] = [];
  const expect = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  for (const service of SERVICES) expect(runs.has(service), `no service ${service}`);
  for (const [service, line] of runs)
    expect(
      (service === 'load-balancer') === / -p \S+/.test(line),
      `${service}: only the load balancer publishes a port`,
    );
  for (const service of ['brief-1', 'brief-2']) {
    const line = runs.get(service) ?? '';
    expect(line.endsWith(' localhost/brief:latest'), `${service}: not the image localhost/brief:latest`);
    expect(line.includes(' -e METRICS_PORT=9464 '), `${service}: no METRICS_PORT`);
    expect(
      line.includes(' -e DATABASE_URL=postgres://brief:change-me@postgres:5432/brief '),
      `${service}: DATABASE_URL`,
    );
    expect(line.includes(' -e S3_ENDPOINT=http://minio:9000 '), `${service}: S3_ENDPOINT`);
    expect(line.includes(' --env-file '), `${service}: secrets not from .env`);
  }
  expect(
    runs.get('postgres')?.endsWith(' docker.io/library/postgres:15') ?? false,
    'postgres: not postgres:15',
  );
  expect(
    runs.get('load-balancer')?.includes('/deploy/Caddyfile:/etc/caddy/Caddyfile:ro') ?? false,
    'load-balancer: no Caddyfile',
  );

  // Caddy reads the load balancer's file as compose runs it (its default upstreams, brief-1 and brief-2).
  const { LISTEN_PORT: _port, BRIEF_UPSTREAMS: _upstreams, ...withoutUpstreams } = process.env;
  const { stdout: adapted } = await execFileAsync(
    'caddy',
    ['adapt', '--config', path.join(repoRoot, 'deploy/Caddyfile'), '--adapter', 'caddyfile'],
    { timeout: 30_000, env: withoutUpstreams },
  );
  expect(
    adapted.includes('"dial":"brief-1:3000"') && adapted.includes('"dial":"brief-2:3000"'),
    'Caddyfile: upstreams',
  );
  expect(adapted.includes('"flush_interval":-1'), 'Caddyfile: streams are buffered');
  expect(adapted.includes('"uri":"/api/ready"'), 'Caddyfile: no readiness check');
  return problems;
}
