import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { lockEndTime, showSignInNotice } from '@/features/auth/utils/sign-in-notice';
import { useToast } from '@/hooks/use-toast';
import { showLanguage } from '@/i18n/core';

afterEach(async () => {
  const { result } = renderHook(() => useToast());
  act(() => result.current.dismiss());
  cleanup();
  await showLanguage('en');
});

// 15:04 on the test machine's clock, whatever its time zone.
const lockedUntil = new Date(2026, 2, 2, 15, 4).toISOString();
const spaced = (text: string | null) => text?.replace(/\s/g, ' ');

describe('the notice of an account under attack', () => {
  it("reads the lock's end as the language's time of day", () => {
    expect(spaced(lockEndTime(lockedUntil, 'en'))).toBe('3:04 PM');
    expect(lockEndTime(lockedUntil, 'es')).toBe('15:04');
  });

  it('is a toast that says what happens and stays until dismissed', () => {
    render(<Toaster />);
    act(() => showSignInNotice({ code: 'account_under_attack', lockedUntil }));
    expect(screen.getByText('Someone is trying to guess your password')).toBeTruthy();
    expect(spaced(screen.getByText(/^Your account is locked until/).textContent)).toBe(
      "Your account is locked until 3:04 PM for browsers you haven't signed in with before; this one still works. If it wasn't you, tell your admin.",
    );
    const { result } = renderHook(() => useToast());
    expect(result.current.toasts[0]?.duration).toBe(Infinity);
  });

  it('speaks Spanish', async () => {
    await showLanguage('es');
    render(<Toaster />);
    act(() => showSignInNotice({ code: 'account_under_attack', lockedUntil }));
    expect(screen.getByText('Alguien intenta adivinar tu contraseña')).toBeTruthy();
    expect(screen.getByText(/^Tu cuenta está bloqueada hasta las 15:04 para los navegadores/)).toBeTruthy();
  });
});
