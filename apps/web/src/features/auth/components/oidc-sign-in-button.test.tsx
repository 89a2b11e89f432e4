import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OidcSignInButton } from '@/features/auth/components/oidc-sign-in-button';
import { showLanguage } from '@/i18n/core';

afterEach(async () => {
  cleanup();
  await showLanguage('en');
});

describe('<OidcSignInButton>', () => {
  it("names the company's provider and sends the whole page to the server's OpenID sign-in", () => {
    render(<OidcSignInButton label="Microsoft" appName="brief app" />);
    const link = screen.getByRole('link', { name: 'Continue with Microsoft' });
    expect(link.getAttribute('href')).toBe('/api/v1/oidc/login?app=brief%20app');
  });

  it('says it in Spanish', async () => {
    await showLanguage('es');
    render(<OidcSignInButton label="Okta" appName="brief" />);
    expect(screen.getByRole('link', { name: 'Continuar con Okta' })).toBeTruthy();
  });
});
