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

const team = (id: string, name: string) =>
  adminTeam(id, name, { memberCount: 1, groups: id === 'marketing' ? ['brief-marketing'] : [] });

// Signed in with the OpenID provider: Marketing from their groups, Service granted by hand.
const nuria = adminUser({
  id: 'u2',
  email: 'nuria@brief.test',
  name: 'Nuria',
  provider: 'oidc',
  teams: ['marketing', 'service'],
  groupTeams: ['marketing'],
});

const routes = {
  [`GET ${adminPaths.users}`]: () => json(200, { users: [nuria], nextCursor: null }),
  [`GET ${adminPaths.teams}`]: () => json(200, [team('marketing', 'Marketing'), team('service', 'Service')]),
};

describe('a person whose groups grant teams', () => {
  it('marks the teams their groups grant and names the OpenID provider', async () => {
    renderAsAdmin(<PeopleList />, routes);
    expect(await screen.findByText('Marketing (from groups), Service')).toBeTruthy();
    expect(screen.getAllByText('OpenID').length).toBeGreaterThan(0);
  });

  it('says so in Spanish', async () => {
    await showLanguage('es');
    renderAsAdmin(<PeopleList />, routes);
    expect(await screen.findByText('Marketing (por grupos), Service')).toBeTruthy();
  });
});
