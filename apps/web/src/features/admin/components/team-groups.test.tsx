import { adminPaths } from '@brief/contract/admin-console';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { TeamDialog } from '@/features/admin/components/team-dialog';
import { cleanUpAdmin, json, renderAsAdmin } from '@/testing/admin-console';
import { adminTeam } from '@/testing/admin-fixtures';

afterEach(cleanUpAdmin);

const marketing = adminTeam('marketing', 'Marketing', { groups: ['5f2c1a9e-0b7d-4c3e-9a51-3d0e8b6f4a21'] });

describe('<TeamDialog> provider groups', () => {
  it('shows the groups that grant the team and saves them one per line, without blanks or repeats', async () => {
    const { calls } = renderAsAdmin(<TeamDialog team={marketing} trigger={<Button>Edit</Button>} />, {
      [`PATCH ${adminPaths.team('marketing')}`]: () =>
        json(200, { ...marketing, groups: ['5f2c1a9e-0b7d-4c3e-9a51-3d0e8b6f4a21', 'Brief Marketing'] }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit team' });
    const groups = within(dialog).getByLabelText('Provider groups');
    expect((groups as HTMLTextAreaElement).value).toBe('5f2c1a9e-0b7d-4c3e-9a51-3d0e8b6f4a21');

    await user.type(groups, '\n\n  Brief Marketing \n5f2c1a9e-0b7d-4c3e-9a51-3d0e8b6f4a21');
    await user.click(within(dialog).getByRole('button', { name: 'Save team' }));

    await screen.findByText('Team saved');
    expect(calls[0]?.body).toMatchObject({
      groups: ['5f2c1a9e-0b7d-4c3e-9a51-3d0e8b6f4a21', 'Brief Marketing'],
    });
  });
});
