import { adminPaths } from '@brief/contract/admin-console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PeopleList } from '@/features/admin/components/people-list';
import { ADMIN_ID, cleanUpAdmin, json, renderAsAdmin } from '@/testing/admin-console';
import { adminTeam, adminUser } from '@/testing/admin-fixtures';

afterEach(cleanUpAdmin);

const team = (id: string, name: string) => adminTeam(id, name);
const person = adminUser;

const self = person({ id: ADMIN_ID, email: 'admin@brief.test', name: 'Admin', admin: true });
const casey = person({ id: 'u1', teams: ['marketing'] });
const teams = [team('marketing', 'Marketing'), team('harbour', 'Harbour Studio')];

function row(email: string): HTMLElement {
  const found = screen.getAllByTestId('person-row').find((element) => element.textContent?.includes(email));
  if (!found) throw new Error(`No row for ${email}`);
  return found;
}

describe('<PeopleList>', () => {
  it("disables the signed-in admin's own disable button and edits another user's teams", async () => {
    const { calls } = renderAsAdmin(<PeopleList />, {
      [`GET ${adminPaths.users}`]: () => json(200, { users: [self, casey], nextCursor: null }),
      [`GET ${adminPaths.teams}`]: () => json(200, teams),
      [`PATCH ${adminPaths.user('u1')}`]: () => json(200, { ...casey, teams: ['marketing', 'harbour'] }),
    });
    await screen.findByText('casey@brief.test');

    const ownDisable = within(row('admin@brief.test')).getByRole('button', {
      name: 'Disable admin@brief.test',
    });
    expect(ownDisable.hasAttribute('disabled')).toBe(true);
    const theirDisable = within(row('casey@brief.test')).getByRole('button', {
      name: 'Disable casey@brief.test',
    });
    expect(theirDisable.hasAttribute('disabled')).toBe(false);

    const user = userEvent.setup();
    await user.click(
      within(row('casey@brief.test')).getByRole('button', { name: 'Edit access of casey@brief.test' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit access' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Harbour Studio' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ teams: ['marketing', 'harbour'] });
  });

  it("confirms a disable and shows the server's refusal as a toast", async () => {
    const { calls } = renderAsAdmin(<PeopleList />, {
      [`GET ${adminPaths.users}`]: () => json(200, { users: [casey], nextCursor: null }),
      [`GET ${adminPaths.teams}`]: () => json(200, teams),
      [`PATCH ${adminPaths.user('u1')}`]: () =>
        json(409, {
          error: {
            code: 'conflict',
            message: 'Brief needs at least one active admin: make someone else an admin first',
            reason: 'last_admin',
          },
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable casey@brief.test' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));

    const toast = await within(screen.getByRole('list', { name: 'Toasts' })).findByRole('listitem');
    expect(toast.textContent).toBe(
      'Could not disable user Brief needs at least one active admin: make someone else an admin first.',
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ disabled: true });
  });

  it('says so when nobody matches the search', async () => {
    renderAsAdmin(<PeopleList />, {
      [`GET ${adminPaths.users}`]: (call) =>
        json(200, { users: call.path.includes('q=') ? [] : [casey], nextCursor: null }),
      [`GET ${adminPaths.teams}`]: () => json(200, teams),
    });
    await screen.findByText('casey@brief.test');
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search people' }), 'zed');
    expect(await screen.findByText('Nobody matches')).toBeTruthy();
  });
});
