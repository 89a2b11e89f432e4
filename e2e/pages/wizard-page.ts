import { expect, type Locator, type Page } from '@playwright/test';

/** The three-step wizard at /chat-wizard. */
export class WizardPage {
  readonly previous: Locator;
  readonly next: Locator;
  readonly launch: Locator;
  readonly close: Locator;
  readonly customerSearch: Locator;
  readonly prompt: Locator;
  readonly summary: Locator;

  constructor(readonly page: Page) {
    this.previous = page.getByRole('button', { name: 'Previous' });
    this.next = page.getByRole('button', { name: 'Next' });
    this.launch = page.getByRole('button', { name: 'Launch Chat' });
    this.close = page.getByRole('button', { name: 'Close wizard' });
    this.customerSearch = page.getByRole('searchbox', { name: 'Search customers' });
    this.prompt = page.getByRole('textbox', { name: 'Initial prompt (optional)' });
    this.summary = page.getByRole('region', { name: 'Configuration Summary' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/chat-wizard');
    await expect(this.page.getByRole('heading', { name: 'Select a Team' })).toBeVisible();
  }

  stepHeading(name: string): Locator {
    return this.page.getByRole('heading', { name, exact: true });
  }

  team(name: string): Locator {
    return this.page
      .getByRole('list', { name: 'Teams' })
      .getByRole('button', { name: new RegExp(`^${name}`) });
  }

  customer(name: string): Locator {
    return this.page
      .getByRole('list', { name: 'Customers' })
      .getByRole('button', { name: new RegExp(`^${name}`) });
  }
}
