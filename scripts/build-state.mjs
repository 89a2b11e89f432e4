// Builds only when the sources changed, and never leaves a half-written build where a server reads it.
// A build goes to a temporary folder beside its destination and is renamed into place once complete,
// with a fingerprint of the sources it was made from (a hash of their paths and contents) inside it.
// Builds in one checkout take turns under a lock file holding the builder's process id; a lock whose
// process is gone is taken over.
import { createHash } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const FINGERPRINT_FILE = '.build-fingerprint';

/** Folders never read as sources: installed packages, builds, and builds under way. */
const SKIPPED_FOLDERS = /^(node_modules|dist|\..+-(building|old)-.*)$/;
/** Tests are not part of a build. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

async function filesUnder(root, relative, found) {
  const full = path.join(root, relative);
  const info = await stat(full).catch(() => null);
  if (info === null) return;
  if (info.isFile()) {
    if (!TEST_FILE.test(relative)) found.push(relative.split(path.sep).join('/'));
    return;
  }
  if (!info.isDirectory()) return;
  for (const entry of await readdir(full, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_FOLDERS.test(entry.name)) continue;
    await filesUnder(root, path.join(relative, entry.name), found);
  }
}

/** A hash of the paths and contents of every file under `inputs` (files or folders, relative to `root`). */
export async function sourceFingerprint(root, inputs) {
  const files = [];
  for (const input of inputs) await filesUnder(root, input, files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when every folder in `dirs` holds a build made from sources with this fingerprint. */
export async function isCurrent(dirs, fingerprint) {
  for (const dir of dirs) {
    const stored = await readFile(path.join(dir, FINGERPRINT_FILE), 'utf8').catch(() => null);
    if (stored?.trim() !== fingerprint) return false;
  }
  return true;
}

/** Where a build of `dir` is written, or an old build of it waits to be removed. */
const sibling = (dir, kind) => path.join(path.dirname(dir), `.${path.basename(dir)}-${kind}-${process.pid}`);

/** Builds left behind by a builder that was killed (only called under the lock). */
async function removeLeftovers(dir) {
  const parent = path.dirname(dir);
  const leftover = new RegExp(`^\\.${path.basename(dir)}-(building|old)-`);
  for (const name of await readdir(parent).catch(() => [])) {
    if (leftover.test(name)) await rm(path.join(parent, name), { recursive: true, force: true });
  }
}

/**
 * Puts the finished build `built` in place of `dir`: two renames (the old build aside, the new one in),
 * so a reader finds the old build or the new one, never a part of either; then the old one is removed.
 */
export async function replaceDir(built, dir) {
  const old = sibling(dir, 'old');
  const hadOld = await rename(dir, old).then(
    () => true,
    (error) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  await rename(built, dir);
  if (hadOld) await rm(old, { recursive: true, force: true });
}

function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** A lock file just created has no process id in it yet for a moment; older and empty, it is stale. */
const EMPTY_LOCK_GRACE_MS = 10_000;

/** Runs `work` holding `lockFile`: waits while a live process holds it, takes it over from a dead one. */
export async function withLock(lockFile, work, options = {}) {
  const pollMs = options.pollMs ?? 250;
  await mkdir(path.dirname(lockFile), { recursive: true });
  let told = false;
  for (;;) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const [text, info] = await Promise.all([
      readFile(lockFile, 'utf8').catch(() => null),
      stat(lockFile).catch(() => null),
    ]);
    if (text === null || info === null) continue;
    const holder = Number.parseInt(text, 10);
    const stale = text.trim() === '' ? Date.now() - info.mtimeMs > EMPTY_LOCK_GRACE_MS : !isAlive(holder);
    if (stale) {
      await rm(lockFile, { force: true });
      continue;
    }
    if (!told) options.onWait?.(holder);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  try {
    return await work();
  } finally {
    await rm(lockFile, { force: true });
  }
}

/**
 * Brings every output up to date with the sources: answers 'current' when each already holds a build of
 * these sources (nothing is built, nothing waits for a lock), else builds each into a temporary folder
 * with `output.build(folder)`, and once all are built, renames each into place and answers 'built'.
 * `force` builds whatever the fingerprints say. A failed build leaves the outputs as they were.
 */
export async function buildIfChanged({ root, inputs, outputs, lockFile, force = false, onWait }) {
  const dirs = outputs.map((output) => output.dir);
  if (!force && (await isCurrent(dirs, await sourceFingerprint(root, inputs)))) return 'current';
  return withLock(
    lockFile,
    async () => {
      // Another start may have built these very sources while this one waited for the lock.
      const fingerprint = await sourceFingerprint(root, inputs);
      if (!force && (await isCurrent(dirs, fingerprint))) return 'current';
      for (const dir of dirs) await removeLeftovers(dir);
      const built = [];
      try {
        for (const output of outputs) {
          const folder = sibling(output.dir, 'building');
          built.push(folder);
          await output.build(folder);
          await writeFile(path.join(folder, FINGERPRINT_FILE), `${fingerprint}\n`);
        }
      } catch (error) {
        for (const folder of built) await rm(folder, { recursive: true, force: true });
        throw error;
      }
      for (const [i, output] of outputs.entries()) await replaceDir(built[i], output.dir);
      return 'built';
    },
    { onWait },
  );
}
