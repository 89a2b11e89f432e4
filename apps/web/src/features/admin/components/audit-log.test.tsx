import { adminPaths, type AuditEntry, type AuditPage } from '@brief/contract/admin-console';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditLog } from '@/features/admin/components/audit-log';
import { showLanguage } from '@/i18n/core';
import { formatDateIn } from '@/i18n/format';
import { cleanUpAdmin, json, renderAsAdmin } from '@/testing/admin-console';

afterEach(async () => {
  cleanUpAdmin();
  await showLanguage('en');
});

const AT = '2026-11-26T23:27:00.000Z';

const reset: AuditEntry = {
  id: 'e-2',
  at: AT,
  actorUserId: 'u-maria',
  actorEmail: 'maria@brief.test',
  action: 'user.password_reset',
  targetType: 'user',
  targetId: '01a21bac-6624-7010-ad4c-4c9e06930be8',
  detail: { email: 'pedro@brief.test' },
  ip: '192.0.2.7',
  actor: { name: 'María García', email: 'maria@brief.test', exists: true },
  target: { name: 'Pedro Ruiz', email: 'pedro@brief.test', exists: true },
};

const refused: AuditEntry = {
  id: 'e-1',
  at: '2026-11-26T22:00:00.000Z',
  actorUserId: null,
  actorEmail: 'pedro@brief.test',
  action: 'sign_in.failed',
  targetType: 'user',
  targetId: '01a21bac-6624-7010-ad4c-4c9e06930be8',
  detail: { method: 'password', reason: 'wrong password' },
  ip: '192.0.2.8',
  actor: null,
  target: { name: 'Pedro Ruiz', email: 'pedro@brief.test', exists: true },
};

function showLog() {
  const page: AuditPage = { entries: [reset, refused], nextCursor: null };
  return renderAsAdmin(<AuditLog />, { [`GET ${adminPaths.audit}`]: () => json(200, page) });
}

describe('the audit log', () => {
  it('reads each entry as a sentence with names, the raw record one click away', async () => {
    showLog();
    const entries = await screen.findAllByTestId('audit-entry');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'María García reset the password of Pedro Ruiz',
      'A sign-in as Pedro Ruiz with a password was refused',
    ]);
    const [first, second] = entries;
    if (!first || !second) throw new Error('two entries expected');
    // No id, code or detail in the sentence; they wait behind Details.
    expect(first.textContent).not.toContain('01a21bac');
    expect(second.textContent).not.toContain('wrong password');

    const details = within(second).getByRole('button', { name: /^Details/ });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(second.textContent).toContain('sign_in.failed');
    expect(second.textContent).toContain('wrong password');
    expect(second.textContent).toContain('user 01a21bac-6624-7010-ad4c-4c9e06930be8');
    expect(second.textContent).toContain('192.0.2.8');
    expect(within(first).queryByText('192.0.2.7')).toBeNull();
  });

  it('reads in Spanish with Spanish dates and Spanish kinds in the filter', async () => {
    await act(() => showLanguage('es'));
    showLog();
    const [first] = await screen.findAllByTestId('audit-entry');
    if (!first) throw new Error('an entry expected');
    expect(first.querySelector('p')?.textContent).toBe(
      'María García restableció la contraseña de Pedro Ruiz',
    );
    const time = formatDateIn('es', new Date(AT), 'dateTime');
    expect(first.textContent).toContain(time);
    expect(time).toMatch(/nov 2026/);
    within(first).getByRole('button', { name: /^Detalles/ });
    const filter = screen.getByRole('combobox', { name: 'Acción' });
    within(filter).getByRole('option', { name: 'Contraseñas restablecidas' });
    expect(within(filter).queryByRole('option', { name: /user\.|sign_in/ })).toBeNull();
  });
});
