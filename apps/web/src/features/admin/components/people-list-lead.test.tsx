import { adminPaths } from '@brief/contract/admin-console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PeopleList } from '@/features/admin/components/people-list';
import { LeadOnlyContext } from '@/features/admin/hooks/use-lead-only';
import { showLanguage } from '@/i18n/core';
import { cleanUpAdmin, json, renderAsAdmin } from '@/testing/admin-console';
import { adminTeam, adminUser } from '@/testing/admin-fixtures';

afterEach(async () => {
  cleanUpAdmin();
  await showLanguage('en');
});

const marketing = adminTeam('marketing', 'Marketing');
const harbour = adminTeam('harbour', 'Harbour Studio');
const casey = adminUser({ teams: ['harbour'] });

describe('<PeopleList> for a team lead', () => {
  it('offers only their teams, keeps the person’s other teams, and no admin controls', async () => {
    const { calls } = renderAsAdmin(
      <LeadOnlyContext value={true}>
        <PeopleList />
      </LeadOnlyContext>,
      {
        [`GET ${adminPaths.users}`]: () => json(200, { users: [casey], nextCursor: null }),
        // The server answers a lead with the teams they lead.
        [`GET ${adminPaths.teams}`]: () => json(200, [marketing]),
        [`PATCH ${adminPaths.user('u1')}`]: () => json(200, { ...casey, teams: ['harbour', 'marketing'] }),
      },
    );
    await screen.findByText('casey@brief.test');
    const row = screen.getByTestId('person-row');
    expect(within(row).queryByRole('button', { name: 'Disable casey@brief.test' })).toBeNull();
    expect(within(row).queryByRole('button', { name: /reset password/i })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Edit access of casey@brief.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit access' });
    expect(within(dialog).queryByRole('checkbox', { name: /Admin/ })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: 'Harbour Studio' })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Marketing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ teams: ['harbour', 'marketing'] });
  });

  it('shows a lead no admin column and says the list is about their teams, in English and Spanish', async () => {
    const routes = {
      [`GET ${adminPaths.users}`]: () => json(200, { users: [casey], nextCursor: null }),
      [`GET ${adminPaths.teams}`]: () => json(200, [marketing]),
    };
    const asLead = (
      <LeadOnlyContext value={true}>
        <PeopleList />
      </LeadOnlyContext>
    );
    renderAsAdmin(asLead, routes);
    await screen.findByText('casey@brief.test');
    expect(screen.getByText('Who has the teams you lead.')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Admin' })).toBeNull();
    expect(screen.getAllByRole('columnheader').length).toBe(6);
    cleanUpAdmin();

    await showLanguage('es');
    renderAsAdmin(asLead, routes);
    await screen.findByText('casey@brief.test');
    expect(screen.getByText('Quién tiene los equipos que diriges.')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Administrador' })).toBeNull();
  });

  it('shows an admin the Admin column', async () => {
    renderAsAdmin(<PeopleList />, {
      [`GET ${adminPaths.users}`]: () => json(200, { users: [casey], nextCursor: null }),
      [`GET ${adminPaths.teams}`]: () => json(200, [marketing, harbour]),
    });
    await screen.findByText('casey@brief.test');
    expect(screen.getByRole('columnheader', { name: 'Admin' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').length).toBe(7);
  });

  it('lets an admin make someone the lead of a team', async () => {
    const { calls } = renderAsAdmin(<PeopleList />, {
      [`GET ${adminPaths.users}`]: () => json(200, { users: [casey], nextCursor: null }),
      [`GET ${adminPaths.teams}`]: () => json(200, [marketing, harbour]),
      [`PATCH ${adminPaths.user('u1')}`]: () => json(200, { ...casey, leadOf: ['harbour'] }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit access of casey@brief.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit access' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lead of Harbour Studio' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      teams: ['harbour'],
      leadOf: ['harbour'],
    });
  });
});
