import { brandRulesPaths, EMPTY_BRAND_RULES, type BrandRules } from '@brief/contract/brand-rules';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandRulesSheet } from '@/features/chat/components/brand-rules-sheet';
import { showLanguage } from '@/i18n/core';
import { apiClient } from '@/lib/api-client';
import { createTestQueryClient, queryWrapper } from '@/testing/query-client';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await showLanguage('en');
});

const rules: BrandRules = {
  voice: 'Warm and plain.',
  audiences: 'Office managers',
  preferred: [{ term: 'single-origin' }],
  forbidden: [{ term: 'cheap', instead: 'affordable' }, { term: 'guarantee' }],
  disclaimers: [{ text: 'Prices may change.', when: 'a price is named' }],
  notes: 'No emojis.',
};

function openSheet(answer: Promise<unknown>) {
  const request = vi.spyOn(apiClient, 'request').mockReturnValue(answer);
  render(<BrandRulesSheet userId="u1" customerId="cust-1" customerName="Northwind Coffee" />, {
    wrapper: queryWrapper(createTestQueryClient()),
  });
  return {
    request,
    open: () => userEvent.setup().click(screen.getByRole('button', { name: 'Brand rules' })),
  };
}

describe('<BrandRulesSheet>', () => {
  it('asks for the rules only when opened, and shows each part read-only', async () => {
    const { request, open } = openSheet(Promise.resolve(rules));
    expect(request).not.toHaveBeenCalled();
    await open();
    const sheet = await screen.findByRole('dialog', { name: 'Brand rules · Northwind Coffee' });
    expect(request.mock.calls[0]?.[0]).toBe(brandRulesPaths.user('u1', 'cust-1'));
    const shown = await within(sheet).findByTestId('brand-rules');
    for (const text of [
      'Warm and plain.',
      'Office managers',
      'single-origin',
      'cheap → affordable',
      'guarantee',
      'Prices may change.',
      'When: a price is named',
      'No emojis.',
    ]) {
      expect(within(shown).getByText(text)).toBeTruthy();
    }
    expect(within(sheet).queryByRole('textbox')).toBeNull();
  });

  it('says it is loading, then that the customer has no rules yet', async () => {
    let answer: (rules: BrandRules) => void = () => undefined;
    const { open } = openSheet(new Promise((resolve) => (answer = resolve)));
    await open();
    expect((await screen.findByRole('status')).textContent).toContain('Loading the brand rules…');
    answer(EMPTY_BRAND_RULES);
    expect(await screen.findByText('No brand rules for Northwind Coffee yet')).toBeTruthy();
  });

  it('says it in Spanish', async () => {
    await showLanguage('es');
    vi.spyOn(apiClient, 'request').mockResolvedValue(EMPTY_BRAND_RULES);
    render(<BrandRulesSheet userId="u1" customerId="cust-1" customerName="Northwind Coffee" />, {
      wrapper: queryWrapper(createTestQueryClient()),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reglas de marca' }));
    expect(await screen.findByText('Todavía no hay reglas de marca para Northwind Coffee')).toBeTruthy();
  });
});
