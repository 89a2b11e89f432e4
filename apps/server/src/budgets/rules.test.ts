import { describe, expect, it } from 'vitest';
import { budgetsForRun, budgetState, monthStart, type StoredBudget } from './rules';

const run = { customerId: 'acme', teamId: 'marketing', userId: 'ana' };
const budget = (scope: StoredBudget['scope'], subjectId: string | null, monthlyMicro = 100_000) => ({
  scope,
  subjectId,
  monthlyMicro,
});

describe('which budgets a run counts against', () => {
  it("takes its customer's, its team's and its person's, and no one else's", () => {
    const stored = [
      budget('customer', 'globex'),
      budget('user', 'ana'),
      budget('team', 'marketing'),
      budget('customer', 'acme'),
      budget('team', 'sales'),
    ];
    expect(budgetsForRun(run, stored)).toEqual([
      { ...budget('customer', 'acme'), countedId: 'acme' },
      { ...budget('team', 'marketing'), countedId: 'marketing' },
      { ...budget('user', 'ana'), countedId: 'ana' },
    ]);
  });

  it("counts the person's spending against the default when they have no budget of their own", () => {
    const stored = [budget('user', null, 5_000_000), budget('user', 'bob', 1)];
    expect(budgetsForRun(run, stored)).toEqual([{ ...budget('user', null, 5_000_000), countedId: 'ana' }]);
  });

  it("prefers the person's own budget to the default", () => {
    const stored = [budget('user', null, 5_000_000), budget('user', 'ana', 7)];
    expect(budgetsForRun(run, stored)).toEqual([{ ...budget('user', 'ana', 7), countedId: 'ana' }]);
  });

  it('has none for a chat without customer or team, when no person has a budget', () => {
    const stored = [budget('customer', 'acme'), budget('team', 'marketing')];
    expect(budgetsForRun({ customerId: null, teamId: null, userId: 'ana' }, stored)).toEqual([]);
  });
});

describe("how far a month's spending has gone into a budget", () => {
  const tenCents = 100_000; // 0.10 in micro-units
  it('gives notice from 80% and is spent at 100%, exactly', () => {
    expect(budgetState(tenCents, 79_999_999n)).toEqual({ notice: false, exhausted: false });
    expect(budgetState(tenCents, 80_000_000n)).toEqual({ notice: true, exhausted: false });
    expect(budgetState(tenCents, 99_999_999n)).toEqual({ notice: true, exhausted: false });
    expect(budgetState(tenCents, 100_000_000n)).toEqual({ notice: true, exhausted: true });
    expect(budgetState(tenCents, 250_000_000n)).toEqual({ notice: true, exhausted: true });
  });

  it('allows nothing with a budget of 0', () => {
    expect(budgetState(0, 0n)).toEqual({ notice: true, exhausted: true });
  });
});

describe('the month', () => {
  it('starts on the first of the UTC month', () => {
    expect(monthStart(new Date('2026-03-31T23:59:59.999Z'))).toBe('2026-03-01T00:00:00.000Z');
    expect(monthStart(new Date('2026-01-01T00:00:00.000Z'))).toBe('2026-01-01T00:00:00.000Z');
  });
});
