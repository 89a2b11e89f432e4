/**
 * tailwind-merge (behind `cn`, src/lib/utils.ts) configured for the classes this app's source holds.
 *
 * Its default configuration describes every class Tailwind can make, with the validators that recognise
 * them: 7 KB gzip, a fourteenth of the landing and sign-in pages' JavaScript. Tailwind itself makes CSS
 * only for the classes its scanner finds in the source; this finds them with the same scanner, asks
 * tailwind-merge's own lookup (the one its merges make) which class group the default configuration gives
 * each, and writes those class names, and nothing else, into the configuration (about 640 of them). So
 * every class that has CSS merges exactly as with the default configuration (src/lib/utils.test.ts
 * checks every pair of them); a class that is not in the source has no CSS to win or lose.
 *
 * The build and the tests take that configuration; the dev server keeps the default one, so a class just
 * written merges without a restart.
 */
import { Scanner } from '@tailwindcss/oxide';
import { getDefaultConfig } from 'tailwind-merge';
import { createClassGroupLookup, type AnyConfig } from 'tailwind-merge/unstable-do-not-import';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:tailwind-merge-config';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** Every class-like word of the files under `sourceDir`, as Tailwind's scanner reads them. */
export function sourceCandidates(sourceDir: string): string[] {
  return new Scanner({ sources: [{ base: sourceDir, pattern: '**/*', negated: false }] }).scan();
}

type GroupLists = Partial<Record<string, readonly string[]>>;

/** The default configuration with only the given classes in its class groups. */
export function configForClasses(candidates: readonly string[]): AnyConfig {
  const defaults = getDefaultConfig() as AnyConfig;
  const lookup = createClassGroupLookup(defaults);
  const namesByGroup = new Map<string, Set<string>>();
  for (const candidate of candidates) {
    for (const { className, classGroupId } of lookup(candidate)) {
      // Arbitrary properties (in square brackets) are matched without the class groups.
      if (className.startsWith('[')) continue;
      // The lookup reads a negative value's class without its leading '-'.
      const name = /^-./.test(className) ? className.slice(1) : className;
      if (!namesByGroup.has(classGroupId)) namesByGroup.set(classGroupId, new Set());
      namesByGroup.get(classGroupId)!.add(name);
    }
  }
  const present = (group: string) => namesByGroup.has(group);
  // The other groups' ids can never come up.
  const onlyPresent = (lists: GroupLists): GroupLists => {
    const kept: Record<string, string[]> = {};
    for (const [group, conflicts = []] of Object.entries(lists)) {
      const presentConflicts = conflicts.filter(present);
      if (present(group) && presentConflicts.length > 0) kept[group] = presentConflicts;
    }
    return kept;
  };
  return {
    ...defaults,
    theme: {},
    classGroups: Object.fromEntries([...namesByGroup].map(([group, names]) => [group, [...names].sort()])),
    conflictingClassGroups: onlyPresent(defaults.conflictingClassGroups),
    conflictingClassGroupModifiers: onlyPresent(defaults.conflictingClassGroupModifiers),
    postfixLookupClassGroups: defaults.postfixLookupClassGroups?.filter(present) ?? [],
  };
}

/**
 * Serves `virtual:tailwind-merge-config`, whose default export gives the configuration for the classes
 * under `sourceDir` (the default configuration in the dev server).
 */
export function tailwindMergeClasses(sourceDir: string): Plugin {
  let devServer = false;
  return {
    name: 'brief:tailwind-merge-classes',
    configResolved(config) {
      devServer = config.command === 'serve' && !process.env.VITEST;
    },
    resolveId: (source) => (source === MODULE_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (devServer) return "export { getDefaultConfig as default } from 'tailwind-merge';";
      const config = configForClasses(sourceCandidates(sourceDir));
      return `export default () => (${JSON.stringify(config)});`;
    },
  };
}
