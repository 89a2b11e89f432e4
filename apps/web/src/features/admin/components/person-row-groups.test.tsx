import { adminPaths, type AdminTeam, type AdminUser } from '@brief/contract/admin-console';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PeopleList } from '@/features/admin/components/people-list';
import { showLanguage } from '@/i18n/core';
import { cleanUpAdmin, json, renderAsAdmin } from '@/testing/admin-console';

afterEach(async () => {
  cleanUpAdmin();
  await showLanguage('en');
});

const team = (id: string, name: string): AdminTeam => ({
  id,
  name,
  description: '',
  app_name: `${id}_agent`,
  instructions: '',
  customerCount: 0,
  specialistCount: 0,
  memberCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  retentionDays: null,
  groups: id === 'marketing' ? ['brief-marketing'] : [],
});

// Signed in with the OpenID provider: Marketing from their groups, Service granted by hand.
const nuria = {
  id: 'u2',
  email: 'nuria@brief.test',
  name: 'Nuria',
  picture: null,
  provider: 'oidc',
  admin: false,
  teams: ['marketing', 'service'],
  groupTeams: ['marketing'],
  leadOf: [],
  lastSignInAt: null,
  disabled: false,
  disabledAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  legalHold: false,
} as AdminUser;

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
