import type { BudgetNotice } from '@brief/contract/budgets';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/core';
import { budgetNoticeText } from '@/lib/budget-text';

afterEach(async () => {
  await showLanguage('en');
});

const notice = (fields: Partial<BudgetNotice>): BudgetNotice => ({
  scope: 'customer',
  id: 'c1',
  name: 'Acme',
  monthly: '10.000000',
  spent: '8.996000',
  currency: 'EUR',
  exhausted: false,
  raisedBy: 'admins_and_leads',
  team: 'Marketing',
  ...fields,
});

describe('a chat’s budget notice', () => {
  it('says how much of which budget is spent, floored, and who can raise it', async () => {
    expect(budgetNoticeText(notice({}))).toBe(
      'The customer Acme has used 89% of its monthly budget: €9.00 of €10.00. An admin or a lead of Marketing can raise it.',
    );
    expect(budgetNoticeText(notice({ scope: 'user', id: null, raisedBy: 'admins', team: '' }))).toBe(
      'You have used 89% of your monthly budget: €9.00 of €10.00. An admin can raise it.',
    );
    await showLanguage('es');
    expect(budgetNoticeText(notice({ scope: 'team', name: 'Marketing' }))).toBe(
      'El equipo Marketing ha usado el 89 % de su presupuesto mensual: 9,00\u00a0€ de 10,00\u00a0€. Un administrador o un responsable de Marketing puede ampliarlo.',
    );
  });

  it('says once it is spent that new replies wait for a raise', () => {
    expect(budgetNoticeText(notice({ spent: '10.200000', exhausted: true }))).toBe(
      'The monthly budget of the customer Acme is spent: €10.20 of €10.00. An admin or a lead of Marketing can raise it. New replies are refused until it is raised.',
    );
  });
});
