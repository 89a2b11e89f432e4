import { adminPaths, type AdminUser } from '@brief/contract/admin-console';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PersonMoreMenu } from '@/features/admin/components/person-more-menu';
import { cleanUpAdmin, json, renderAsAdmin } from '@/testing/admin-console';

afterEach(cleanUpAdmin);

const casey = {
  id: 'u1',
  email: 'casey@brief.test',
  name: 'Casey',
  picture: null,
  provider: 'password',
  admin: false,
  teams: [],
  lastSignInAt: null,
  disabled: false,
  disabledAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  legalHold: false,
} as unknown as AdminUser;

describe('legal hold in a person’s actions', () => {
  it('shows whether the person is on hold and puts them on it', async () => {
    const { calls } = renderAsAdmin(<PersonMoreMenu person={casey} isSelf={false} />, {
      [`PATCH ${adminPaths.user('u1')}`]: () => json(200, { ...casey, legalHold: true }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'More actions for casey@brief.test' }));
    const item = await screen.findByRole('menuitemcheckbox', { name: 'Legal hold (keep their chats)' });
    expect(item.getAttribute('aria-checked')).toBe('false');

    await user.click(item);

    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ legalHold: true }),
    );
  });
});
