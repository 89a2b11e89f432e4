import { adminPaths } from '@brief/contract/admin-console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { TeamDialog } from '@/features/admin/components/team-dialog';
import { cleanUpAdmin, json, renderAsAdmin } from '@/testing/admin-console';
import { adminTeam } from '@/testing/admin-fixtures';

afterEach(cleanUpAdmin);

const marketing = adminTeam('marketing', 'Marketing');

/** The fake server: a policy of N days would delete N / 10 chats (rounded down). */
const routes = {
  [`GET ${adminPaths.team('marketing')}/retention-preview`]: (call: { path: string }) =>
    json(200, { chats: Math.floor(Number(new URL(call.path, 'http://x').searchParams.get('days')) / 10) }),
  [`PATCH ${adminPaths.team('marketing')}`]: (call: { body: unknown }) =>
    json(200, { ...marketing, retentionDays: (call.body as { retentionDays: number | null }).retentionDays }),
};

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit team' });
  return { user, dialog, box: within(dialog).getByLabelText('Delete chats untouched for (days)') };
}

describe("a team's retention", () => {
  it('shows how many chats a policy deletes now before it is saved, then saves it', async () => {
    const { calls } = renderAsAdmin(<TeamDialog team={marketing} trigger={<Button>Edit</Button>} />, routes);
    const { user, dialog, box } = await openDialog();
    expect(within(dialog).getByText(/Leave empty to keep every chat/)).toBeTruthy();

    await user.type(box, '30');

    expect(await within(dialog).findByText('Deletes 3 chats now')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save team' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ retentionDays: 30 }),
    );
  });

  it('refuses what is not a number of days, and clears a policy with an empty box', async () => {
    const { calls } = renderAsAdmin(
      <TeamDialog team={{ ...marketing, retentionDays: 90 }} trigger={<Button>Edit</Button>} />,
      routes,
    );
    const { user, dialog, box } = await openDialog();
    expect((box as HTMLInputElement).value).toBe('90');
    expect(await within(dialog).findByText('Deletes 9 chats now')).toBeTruthy();

    await user.clear(box);
    await user.type(box, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save team' }));
    expect(
      within(dialog).getByText('Use a whole number of days from 1 to 36500, or leave it empty.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    await user.clear(box);
    await user.click(within(dialog).getByRole('button', { name: 'Save team' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ retentionDays: null }),
    );
  });
});
