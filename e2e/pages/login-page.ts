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

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
    await this.submit.waitFor();
  }

  async signIn(email: string, password: string): Promise<void> {
    // The prerendered form submits once the page's code has hydrated it.
    await expect(this.submit).toHaveAttribute('type', 'submit');
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
