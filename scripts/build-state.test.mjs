// The build-if-changed step on a scratch folder (node --test; no real app is built).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { buildIfChanged, FINGERPRINT_FILE } from './build-state.mjs';

let root;
let builds;
const out = () => path.join(root, 'out');
const lockFile = () => path.join(root, 'lock/build.lock');

/** A build that takes `ms` and writes the source it read, or fails when asked. */
const output = (options = {}) => ({
  dir: out(),
  async build(folder) {
    builds += 1;
    const source = await readFile(path.join(root, 'src/app.ts'), 'utf8');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'app.js'), source.slice(0, 1));
    await new Promise((resolve) => setTimeout(resolve, options.ms ?? 0));
    await writeFile(path.join(folder, 'app.js'), source);
    if (options.fail) throw new Error('the build failed');
  },
});

const build = (options = {}) =>
  buildIfChanged({ root, inputs: ['src', 'package.json'], outputs: [output(options)], lockFile: lockFile() });

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'brief-build-state-'));
  builds = 0;
  await mkdir(path.join(root, 'src'));
  await writeFile(path.join(root, 'src/app.ts'), 'version 1');
  await writeFile(path.join(root, 'package.json'), '{}');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('build if changed', () => {
  it('builds when there is no build, then not while the sources stay the same', async () => {
    assert.equal(await build(), 'built');
    assert.equal(await readFile(path.join(out(), 'app.js'), 'utf8'), 'version 1');
    assert.ok(existsSync(path.join(out(), FINGERPRINT_FILE)));
    assert.equal(await build(), 'current');
    assert.equal(builds, 1);
  });

  it('builds again when a source or the package file changes, or the build is gone; not for a test', async () => {
    await build();
    await writeFile(path.join(root, 'src/app.test.ts'), 'a test');
    assert.equal(await build(), 'current');
    await writeFile(path.join(root, 'src/app.ts'), 'version 2');
    assert.equal(await build(), 'built');
    assert.equal(await readFile(path.join(out(), 'app.js'), 'utf8'), 'version 2');
    await writeFile(path.join(root, 'package.json'), '{"name":"x"}');
    assert.equal(await build(), 'built');
    await rm(out(), { recursive: true });
    assert.equal(await build(), 'built');
    assert.equal(builds, 4);
  });

  it('leaves the previous build whole when a build fails, and no half-written folder', async () => {
    await build();
    await writeFile(path.join(root, 'src/app.ts'), 'version 2');
    await assert.rejects(build({ fail: true }), /the build failed/);
    assert.equal(await readFile(path.join(out(), 'app.js'), 'utf8'), 'version 1');
    assert.deepEqual(await readdir(root), ['lock', 'out', 'package.json', 'src'].sort());
    assert.equal(await build(), 'built');
  });

  it('never shows a reader a half-written build while it builds', async () => {
    await build();
    await writeFile(path.join(root, 'src/app.ts'), 'version 2');
    const building = build({ ms: 300 });
    const seen = new Set();
    while (builds < 2 || !seen.has('version 2')) {
      seen.add(await readFile(path.join(out(), 'app.js'), 'utf8').catch(() => 'missing'));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await building;
    seen.delete('missing'); // the instant between the two renames
    assert.deepEqual([...seen].sort(), ['version 1', 'version 2']);
  });

  it('makes two starts at once take turns: one builds, the other waits and finds it built', async () => {
    const both = await Promise.all([build({ ms: 200 }), build({ ms: 200 })]);
    assert.deepEqual(both.sort(), ['built', 'current']);
    assert.equal(builds, 1);
  });

  it('takes over the lock of a builder that died', async () => {
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    await mkdir(path.dirname(lockFile()), { recursive: true });
    await writeFile(lockFile(), String(dead.pid));
    assert.equal(await build(), 'built');
    assert.ok(!existsSync(lockFile()));
  });
});
