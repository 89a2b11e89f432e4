// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { getDefaultConfig, twMerge } from 'tailwind-merge';
import { createClassGroupLookup } from 'tailwind-merge/unstable-do-not-import';
import getTailwindMergeConfig from 'virtual:tailwind-merge-config';
import { describe, expect, it } from 'vitest';
import { sourceCandidates } from '../../scripts/tailwind-merge-classes';
import { cn } from '@/lib/utils';

const lookup = createClassGroupLookup(getDefaultConfig());
/** Every Tailwind class of the source, with its variants, as Tailwind finds them to make their CSS. */
const classes = sourceCandidates(fileURLToPath(new URL('..', import.meta.url))).filter(
  (candidate) => lookup(candidate).length > 0,
);

describe('cn', () => {
  it("lets a later class win as tailwind-merge's default configuration does, for every pair of the source's classes", () => {
    const differences: string[] = [];
    for (const earlier of classes) {
      for (const later of classes) {
        const expected = twMerge(earlier, later);
        const merged = cn(earlier, later);
        if (merged !== expected) differences.push(`${earlier} ${later} → ${merged}, not ${expected}`);
      }
    }
    expect(classes.length).toBeGreaterThan(500);
    expect(differences).toEqual([]);
    // Every pair of some thousand classes: seconds alone, more beside a busy test run.
  }, 60_000);

  it('keeps the overrides the pages rely on', () => {
    expect(
      cn('bg-secondary text-secondary-foreground hover:bg-secondary/80', 'bg-white hover:bg-indigo-50'),
    ).toBe('text-secondary-foreground bg-white hover:bg-indigo-50');
    expect(cn('rounded-md text-sm', 'h-11 px-6 text-base', 'w-full sm:w-auto')).toBe(
      'rounded-md h-11 px-6 text-base w-full sm:w-auto',
    );
    expect(cn('px-2 py-0.5', 'p-4')).toBe('p-4');
    expect(cn('mt-1', '-mt-1')).toBe('-mt-1');
  });

  it('ships only the class names of the source, not the default configuration', () => {
    const { classGroups } = getTailwindMergeConfig();
    const definitions = Object.values(classGroups).flat();
    expect(definitions.every((definition) => typeof definition === 'string')).toBe(true);
    expect(definitions.length).toBeLessThan(classes.length);
  });
});
