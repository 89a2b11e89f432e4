/**
 * Reads a V8 CPU profile (`node --cpu-prof`) and answers where the process spent its time within given
 * windows: self time per function, located in the TypeScript source through the build's source map, and
 * per area (a source file of the app, an npm package, Node's internals, the garbage collector). A sample's
 * time is on the monotonic clock that `process.hrtime` reads in every process of the machine, so a client
 * can name the windows it timed itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

/** From and to, in microseconds of the monotonic clock (`process.hrtime.bigint() / 1000n`). */
export type Window = { from: number; to: number };
export type SelfTime = { label: string; ms: number };
export type ProfileSummary = {
  /** Sampled time inside the windows, idle included. */
  sampledMs: number;
  idleMs: number;
  functions: SelfTime[];
  areas: SelfTime[];
  /** The app's own functions (its source and the contract's) by total time: their own and their callees'. */
  appTotals: SelfTime[];
};

const sourceMaps = new Map<string, SourceMap | null>();

function sourceMapOf(file: string): SourceMap | null {
  if (!sourceMaps.has(file)) {
    const mapFile = `${file}.map`;
    sourceMaps.set(
      file,
      existsSync(mapFile)
        ? new SourceMap(
            JSON.parse(readFileSync(mapFile, 'utf8')) as ConstructorParameters<typeof SourceMap>[0],
          )
        : null,
    );
  }
  return sourceMaps.get(file) ?? null;
}

/** Where a frame's code is: the source file and line for bundled code, the package for node_modules. */
function locate(frame: CallFrame, repoRoot: string): { where: string; area: string } {
  const { url, lineNumber, columnNumber } = frame;
  if (url === '') return { where: '', area: frame.functionName };
  if (url.startsWith('node:')) return { where: url, area: "Node's internals" };
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(file);
  if (inPackage)
    return { where: `${inPackage[1]}/${inPackage[2]}:${lineNumber + 1}`, area: inPackage[1] ?? '' };
  const entry = sourceMapOf(file)?.findEntry(lineNumber, columnNumber);
  const original = entry && 'originalSource' in entry ? entry : null;
  if (original === null) {
    const relative = path.relative(repoRoot, file);
    return { where: `${relative}:${lineNumber + 1}`, area: relative };
  }
  const source = path.relative(
    repoRoot,
    original.originalSource.startsWith('file://')
      ? fileURLToPath(original.originalSource)
      : path.resolve(path.dirname(file), original.originalSource),
  );
  const inBundledPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  return {
    where: `${source}:${original.originalLine + 1}`,
    area: inBundledPackage?.[1] ?? source,
  };
}

function top(totals: Map<string, number>, count: number): SelfTime[] {
  return [...totals.entries()]
    .map(([label, micros]) => ({ label, ms: micros / 1000 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

const isAppSource = (where: string) => where.startsWith('apps/') || where.startsWith('packages/');

/** Self time inside `windows`: the `count` busiest functions and areas, and the app's by total time. */
export function summariseProfile(
  profileFile: string,
  windows: Window[],
  repoRoot: string,
  count: number,
): ProfileSummary {
  const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const located = new Map<number, { label: string; where: string; area: string }>();
  const locatedNode = (id: number) => {
    let known = located.get(id);
    if (known === undefined) {
      const frame = nodes.get(id) as CallFrame;
      const { where, area } = locate(frame, repoRoot);
      known = {
        label: `${frame.functionName || '(anonymous)'}${where === '' ? '' : `  ${where}`}`,
        where,
        area,
      };
      located.set(id, known);
    }
    return known;
  };
  /** The app's functions on a node's stack, each once. */
  const appStacks = new Map<number, string[]>();
  const appStackOf = (id: number): string[] => {
    let stack = appStacks.get(id);
    if (stack === undefined) {
      const parent = parents.get(id);
      const above = parent === undefined ? [] : appStackOf(parent);
      const { label, where } = locatedNode(id);
      stack = isAppSource(where) && !above.includes(label) ? [...above, label] : above;
      appStacks.set(id, stack);
    }
    return stack;
  };
  const appTotals = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  let sampled = 0;
  let idle = 0;
  let time = profile.startTime;
  for (const [index, nodeId] of profile.samples.entries()) {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (!windows.some((window) => time >= window.from && time <= window.to)) continue;
    const frame = nodes.get(nodeId);
    if (frame === undefined) continue;
    // A sample stands for the time since the one before it.
    sampled += delta;
    if (frame.functionName === '(idle)') {
      idle += delta;
      continue;
    }
    const { label, area } = locatedNode(nodeId);
    for (const caller of appStackOf(nodeId)) appTotals.set(caller, (appTotals.get(caller) ?? 0) + delta);
    byFunction.set(label, (byFunction.get(label) ?? 0) + delta);
    byArea.set(area, (byArea.get(area) ?? 0) + delta);
  }
  return {
    sampledMs: sampled / 1000,
    idleMs: idle / 1000,
    functions: top(byFunction, count),
    areas: top(byArea, count),
    appTotals: top(appTotals, count),
  };
}
