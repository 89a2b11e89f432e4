import { describe, expect, it } from 'vitest';
import { nextVersion, versionShown } from './version-rules';

describe('versionShown', () => {
  it("accepts a reply's stored versions, 1 to its count", () => {
    const reply = { role: 'assistant' as const, version_count: 3 };
    expect([0, 1, 2, 3, 4].map((version) => versionShown(reply, version))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it("accepts an edited user message's versions, 1 to its count", () => {
    const edited = { role: 'user' as const, version_count: 2 };
    expect([0, 1, 2, 3].map((version) => versionShown(edited, version))).toEqual([false, true, true, false]);
  });

  it('has no versions to choose for a user message never edited', () => {
    expect(versionShown({ role: 'user', version_count: 1 }, 1)).toBe(false);
  });

  it('has no versions to show for a system message', () => {
    expect(versionShown({ role: 'system', version_count: 1 }, 1)).toBe(false);
  });
});

describe('nextVersion', () => {
  it('numbers a regenerated reply after its last version', () => {
    expect(nextVersion({ version_count: 1 })).toBe(2);
    expect(nextVersion({ version_count: 4 })).toBe(5);
  });
});
