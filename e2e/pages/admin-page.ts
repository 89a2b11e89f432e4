import type { Locator, Page } from '@playwright/test';

export class AdminPage {
  readonly form: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Create user' });
    this.email = this.form.getByLabel('Email');
    this.password = this.form.getByLabel('Password', { exact: true });
    this.submit = this.form.getByRole('button', { name: /create user/i });
  }

  provider(name: 'Password' | 'Google'): Locator {
    return this.form.getByRole('radio', { name: new RegExp(`^${name}`) });
  }

  team(label: 'Consulting & Content' | 'Creative' | 'Marketing' | 'Service'): Locator {
    return this.form.getByRole('checkbox', { name: label });
  }
}
