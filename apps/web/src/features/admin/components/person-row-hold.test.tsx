import { adminPaths } from '@brief/contract/admin-console';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PeopleList } from '@/features/admin/components/people-list';
import { showLanguage } from '@/i18n/core';
import { cleanUpAdmin, json, renderAsAdmin } from '@/testing/admin-console';
import { adminTeam, adminUser } from '@/testing/admin-fixtures';

afterEach(async () => {
  cleanUpAdmin();
  await showLanguage('en');
});

const held = adminUser({ id: 'u1', email: 'casey@brief.test', legalHold: true });
const free = adminUser({ id: 'u2', email: 'dana@brief.test', name: 'Dana' });
const routes = {
  [`GET ${adminPaths.users}`]: () => json(200, { users: [held, free], nextCursor: null }),
  [`GET ${adminPaths.teams}`]: () => json(200, [adminTeam('marketing', 'Marketing')]),
};

function rowOf(email: string): HTMLElement {
  const found = screen.getAllByTestId('person-row').find((row) => row.textContent?.includes(email));
  if (!found) throw new Error(`No row for ${email}`);
  return found;
}

describe('a person on legal hold in the People list', () => {
  it('shows "On hold" in their row, its meaning in the title, and nothing in the others', async () => {
    renderAsAdmin(<PeopleList />, routes);
    await screen.findByText('casey@brief.test');
    const badges = rowOf('casey@brief.test').querySelectorAll('[data-testid="legal-hold-badge"]');
    // One for the phone layout, one in the status column.
    expect(badges.length).toBe(2);
    for (const badge of badges) {
      expect(badge.textContent).toBe('On hold');
      expect(badge.getAttribute('title')).toBe(
        "Legal hold: this person's chats are kept, whatever their teams' retention says",
      );
    }
    expect(rowOf('dana@brief.test').querySelector('[data-testid="legal-hold-badge"]')).toBeNull();
  });

  it('says so in Spanish', async () => {
    await showLanguage('es');
    renderAsAdmin(<PeopleList />, routes);
    await screen.findByText('casey@brief.test');
    const [badge] = rowOf('casey@brief.test').querySelectorAll('[data-testid="legal-hold-badge"]');
    expect(badge?.textContent).toBe('En retención legal');
    expect(badge?.getAttribute('title')).toContain('sus chats se conservan');
  });
});
