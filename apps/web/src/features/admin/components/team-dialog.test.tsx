import { adminPaths } from '@brief/contract/admin-console';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { TeamDialog } from '@/features/admin/components/team-dialog';
import { cleanUpAdmin, json, renderAsAdmin } from '@/testing/admin-console';

afterEach(cleanUpAdmin);

describe('<TeamDialog>', () => {
  it('checks the app name before sending, then shows the server refusing a taken one', async () => {
    const { calls } = renderAsAdmin(<TeamDialog team={null} trigger={<Button>New team</Button>} />, {
      [`POST ${adminPaths.teams}`]: () =>
        json(409, {
          error: {
            code: 'conflict',
            message: 'A team with the app name "harbour_agent" already exists',
            reason: 'app_name_taken',
            field: 'app_name',
            values: { name: 'harbour_agent' },
          },
        }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New team' }));
    const dialog = await screen.findByRole('dialog', { name: 'New team' });
    await user.type(within(dialog).getByLabelText('Name'), 'Harbour');
    await user.type(within(dialog).getByLabelText('App name'), 'harbour agent');
    await user.click(within(dialog).getByRole('button', { name: 'Create team' }));

    expect(within(dialog).getByText('Use letters, digits, _ . - (no spaces), at most 100')).toBeTruthy();
    expect(calls).toEqual([]);

    await user.clear(within(dialog).getByLabelText('App name'));
    await user.type(within(dialog).getByLabelText('App name'), 'harbour_agent');
    await user.click(within(dialog).getByRole('button', { name: 'Create team' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A team with the app name "harbour_agent" already exists.',
    );
    expect(calls[0]?.body).toEqual({
      name: 'Harbour',
      app_name: 'harbour_agent',
      description: '',
      instructions: '',
    });
  });
});
