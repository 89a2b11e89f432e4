import { expect, type Locator, type Page } from '@playwright/test';

export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly continueWithGoogle: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password');
    this.submit = page.getByRole('button', { name: 'Sign In', exact: true });
    this.continueWithGoogle = page.getByRole('button', { name: 'Continue with Google' });
  }

  /** The company's OpenID provider's button, "Continue with {label}" (a link to the server's redirect). */
  continueWith(label: string): Locator {
    return this.page.getByRole('link', { name: `Continue with ${label}` });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
    await this.hydrated();
  }

  /** The page arrives as HTML; its buttons work once its code has hydrated it (the form can submit). */
  async hydrated(): Promise<void> {
    await expect(this.submit).toHaveAttribute('type', 'submit');
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.hydrated();
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
