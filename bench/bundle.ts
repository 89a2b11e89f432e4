/**
 * What each route's first visit downloads, read from the build itself: the web app is built in memory
 * with its own Vite configuration (nothing is written), and for each route the report adds up the entry
 * chunk, the route's own chunks and everything they import statically (what the browser fetches before the
 * page can render), gzip at level 9 as `scripts/precompress.mjs` writes it. Under each route, the biggest
 * modules in those chunks: each module's share of its chunk's gzip bytes, in proportion to its rendered
 * size, and the same grouped by package. Chunks a page loads later (on a click, on idle, the Spanish texts)
 * are not counted here; `bench/first-load.ts` sees what a real browser fetches.
 * Run with `npm run bench:bundle`; it ends by itself. TOP=n lists n modules a route (12 by default).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const webRoot = path.join(repoRoot, 'apps/web');
const TOP = Number(process.env.TOP ?? 12);

/**
 * Each route with the modules loaded for it besides the entry: `/` and `/login` hydrate the public app
 * with their page (app/public-app.tsx); every other page opens the whole app (app/app.tsx) and the
 * router loads the frame and the page (app/router.tsx).
 */
const ROUTES: { path: string; modules: string[] }[] = [
  { path: '/', modules: ['src/app/routes/landing.tsx'] },
  { path: '/login', modules: ['src/app/routes/login.tsx'] },
  {
    path: '/chat',
    modules: ['src/app/app.tsx', 'src/components/layouts/app-layout.tsx', 'src/app/routes/chat.tsx'],
  },
  {
    path: '/chat-v2',
    modules: ['src/app/app.tsx', 'src/components/layouts/app-layout.tsx', 'src/app/routes/chat-v2.tsx'],
  },
  {
    path: '/dashboard',
    modules: ['src/app/app.tsx', 'src/components/layouts/app-layout.tsx', 'src/app/routes/dashboard.tsx'],
  },
];

const say = (line = '') => process.stdout.write(`${line}\n`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/** A module's name for people: the package for node_modules, the path inside the repository otherwise. */
function moduleName(id: string): { module: string; pkg: string } {
  const clean = id.replace(/^\0/, '').split('?')[0]!;
  const inPackages = clean.lastIndexOf('node_modules/');
  if (inPackages >= 0) {
    const rest = clean.slice(inPackages + 'node_modules/'.length);
    const parts = rest.split('/');
    const pkg = parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
    return { module: rest, pkg };
  }
  const relative = path.isAbsolute(clean) ? path.relative(repoRoot, clean) : clean;
  const pkg = relative.startsWith('packages/contract')
    ? '@brief/contract'
    : relative.startsWith('apps/web/src/')
      ? `web: ${relative.split('/').slice(3, 5).join('/')}`
      : relative;
  return { module: relative, pkg };
}

const output = await build({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  logLevel: 'silent',
  build: { write: false, sourcemap: false },
});
const results = Array.isArray(output) ? output : [output];
const chunks = new Map<string, Rolldown.OutputChunk>();
for (const result of results) {
  if (!('output' in result)) throw new Error('vite build returned a watcher');
  for (const file of result.output) if (file.type === 'chunk') chunks.set(file.fileName, file);
}
const gzipOf = new Map([...chunks].map(([name, chunk]) => [name, gzipSync(chunk.code, { level: 9 }).length]));
const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
if (!entry) throw new Error('the build has no entry chunk');

function withStaticImports(names: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || !chunks.has(name)) return;
    seen.add(name);
    for (const imported of chunks.get(name)!.imports) visit(imported);
  };
  names.forEach(visit);
  return seen;
}

function chunkOf(module: string): string {
  const id = path.join(webRoot, module);
  const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId === id);
  if (!chunk) throw new Error(`no chunk starts at ${module}: is it still loaded lazily?`);
  return chunk.fileName;
}

const totalGzip = [...gzipOf.values()].reduce((sum, bytes) => sum + bytes, 0);
say(
  `web build: ${chunks.size} JavaScript chunks, ${kb(totalGzip)} gzip in all (${new Date().toISOString()})`,
);
for (const route of ROUTES) {
  const files = withStaticImports([entry.fileName, ...route.modules.map(chunkOf)]);
  const gzip = [...files].reduce((sum, name) => sum + gzipOf.get(name)!, 0);
  say();
  say(`${route.path}: ${kb(gzip)} gzip in ${files.size} files`);
  const modules: { module: string; pkg: string; bytes: number }[] = [];
  for (const name of files) {
    const chunk = chunks.get(name)!;
    const rendered = Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0);
    for (const [id, info] of Object.entries(chunk.modules)) {
      if (info.renderedLength === 0) continue;
      const bytes = rendered === 0 ? 0 : (gzipOf.get(name)! * info.renderedLength) / rendered;
      modules.push({ ...moduleName(id), bytes });
    }
  }
  const byPackage = new Map<string, number>();
  for (const { pkg, bytes } of modules) byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + bytes);
  say(
    `  by package: ${[...byPackage]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([pkg, bytes]) => `${pkg} ${kb(bytes)}`)
      .join(' · ')}`,
  );
  for (const { module, bytes } of modules.sort((a, b) => b.bytes - a.bytes).slice(0, TOP)) {
    say(`  ${kb(bytes).padStart(10)}  ${module}`);
  }
}
