import { costPaths } from '@brief/contract/costs';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { UserMenu } from '@/components/layouts/user-menu';
import { showLanguage } from '@/i18n/core';
import { ADMIN_ID, cleanUpAdmin, json, renderAsAdmin } from '@/testing/admin-console';

afterEach(async () => {
  cleanUpAdmin();
  await showLanguage('en');
});

describe('<UserMenu>', () => {
  it('says what the signed-in user’s runs cost this month, asked when the menu opens', async () => {
    const { calls } = renderAsAdmin(<UserMenu onShowShortcuts={() => undefined} />, {
      [`GET ${costPaths.userCosts(ADMIN_ID)}`]: () =>
        json(200, { currency: 'EUR', month: '2026-11', cost: '1.234500', runs: 14 }),
    });
    expect(calls.filter((call) => call.path.endsWith('/costs'))).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open user menu' }));
    expect((await screen.findByText(/^This month: /)).textContent).toBe('This month: €1.23 · 14 runs');
  });

  it('says it in Spanish, one run in the singular', async () => {
    await showLanguage('es');
    renderAsAdmin(<UserMenu onShowShortcuts={() => undefined} />, {
      [`GET ${costPaths.userCosts(ADMIN_ID)}`]: () =>
        json(200, { currency: 'EUR', month: '2026-11', cost: '0.500000', runs: 1 }),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Abrir el menú de usuario' }));
    expect((await screen.findByText(/^Este mes: /)).textContent).toBe('Este mes: 0,50\u00a0€ · 1 ejecución');
  });
});
