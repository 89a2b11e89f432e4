// `npm run build`: builds the web app (apps/web/dist) and the server (apps/server/dist).
// `npm start` runs it with --if-changed: it builds only when their sources changed since the last build
// (or a build is missing), so an unchanged checkout starts in seconds. Either way each build is written
// beside its folder and renamed into place once complete, and builds in one checkout take turns
// (scripts/build-state.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfChanged } from './build-state.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What the builds are made from: a change to any of these (tests aside) means building again. */
export const BUILD_INPUTS = [
  'package.json',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/build-state.mjs',
  'packages/contract/package.json',
  'packages/contract/tsconfig.json',
  'packages/contract/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/server/build.mjs',
  'apps/server/src',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/src',
];

/** Runs a workspace's own build script, writing to `outDir` (each build script reads its variable). */
function workspaceBuild(workspace, variable) {
  return (outDir) =>
    new Promise((resolve, reject) => {
      const child = spawn('npm', ['run', 'build', '-w', workspace], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, [variable]: outDir },
      });
      child.once('error', reject);
      child.once('exit', (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`the ${workspace} build failed (${signal ?? code})`)),
      );
    });
}

const ifChanged = process.argv.includes('--if-changed');
const started = Date.now();
try {
  const outcome = await buildIfChanged({
    root,
    inputs: BUILD_INPUTS,
    outputs: [
      { dir: path.join(root, 'apps/web/dist'), build: workspaceBuild('@brief/web', 'BRIEF_WEB_DIST') },
      {
        dir: path.join(root, 'apps/server/dist'),
        build: workspaceBuild('@brief/server', 'BRIEF_SERVER_DIST'),
      },
    ],
    lockFile: path.join(root, 'node_modules/.cache/brief-build.lock'),
    force: !ifChanged,
    onWait: (pid) => console.log(`Waiting for the build another process (${pid}) is making…`),
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    outcome === 'current'
      ? `The build is up to date with the sources (checked in ${seconds} s).`
      : `Built in ${seconds} s.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
