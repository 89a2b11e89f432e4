import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/features/auth/components/login-form';
import { showLanguage } from '@/i18n/core';

afterEach(cleanup);

function renderForm() {
  const onSubmit = vi.fn();
  render(<LoginForm companyDomain="brief.test" onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('<LoginForm>', () => {
  it('shows the domain and password messages and does not submit a wrong-domain e-mail', async () => {
    const { onSubmit, user } = renderForm();

    await user.type(screen.getByLabelText('Email'), 'ana@gmail.com');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Only brief.test e-mails are allowed')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Invalid email address' for a malformed e-mail", async () => {
    const { onSubmit, user } = renderForm();

    await user.type(screen.getByLabelText('Email'), 'ana');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a company e-mail and a long enough password', async () => {
    const { onSubmit, user } = renderForm();

    await user.type(screen.getByLabelText('Email'), 'ana@brief.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'ana@brief.test', password: 'secret1' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('<LoginForm> in Spanish', () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  it('labels the form and words every rule in Spanish, and switches back without losing what is typed', async () => {
    await showLanguage('es');
    const { onSubmit, user } = renderForm();

    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@gmail.com');
    await user.type(screen.getByLabelText('Contraseña'), '123');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText('Solo se permiten correos de brief.test')).toBeTruthy();
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeTruthy();
    expect(screen.queryByText('Password')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();

    await act(() => showLanguage('en'));
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ana@gmail.com');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});
