import { offboardingPaths } from '@brief/contract/offboarding';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeletePersonDialog } from '@/features/admin/components/delete-person-dialog';
import { cleanUpAdmin, json, renderAsAdmin } from '@/testing/admin-console';
import { adminUser } from '@/testing/admin-fixtures';

afterEach(cleanUpAdmin);

const casey = adminUser();

describe('<DeletePersonDialog>', () => {
  it('deletes only once the e-mail is typed, sending it to confirm', async () => {
    const closed = vi.fn();
    const { calls } = renderAsAdmin(<DeletePersonDialog person={casey} open onOpenChange={closed} />, {
      [`DELETE ${offboardingPaths.person('u1')}`]: () =>
        json(200, { id: 'u1', deleted: true, chats: 2, files: 1, bookmarks: 0 }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete person' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete for good' });
    expect(confirm.hasAttribute('disabled')).toBe(true);

    const user = userEvent.setup();
    const field = within(dialog).getByLabelText('Type their e-mail to confirm');
    await user.type(field, 'casey@brief.tes');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(field, 't');
    expect(confirm.hasAttribute('disabled')).toBe(false);
    await user.click(confirm);

    await waitFor(() => expect(closed).toHaveBeenCalledWith(false));
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ confirm: 'casey@brief.test' });
    expect(await screen.findByText('Person deleted')).toBeTruthy();
  });

  it("shows the server's refusal in the dialog", async () => {
    renderAsAdmin(<DeletePersonDialog person={casey} open onOpenChange={() => undefined} />, {
      [`DELETE ${offboardingPaths.person('u1')}`]: () =>
        json(400, {
          error: { code: 'bad_request', message: 'no', reason: 'confirm_mismatch', field: 'confirm' },
        }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete person' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Type their e-mail to confirm'), 'CASEY@brief.test');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'The e-mail typed is not the e-mail of this person.',
    );
  });
});
