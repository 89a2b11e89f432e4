import { expect, type Locator, type Page } from '@playwright/test';

/** /chats and /favorite-chats: chats grouped Today, This Week, Older, each with star and rename. */
export class LibraryPage {
  readonly heading: Locator;
  readonly rows: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.rows = page.getByTestId('chat-row');
    this.search = page.getByRole('searchbox', { name: 'Search chats' });
  }

  async goto(path: '/chats' | '/favorite-chats'): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
  }

  /** A date group's section ('Today', 'This Week', 'Older'). */
  group(label: 'Today' | 'This Week' | 'Older'): Locator {
    return this.page.getByRole('region', { name: label });
  }

  row(title: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name: title }) });
  }

  star(title: string): Locator {
    return this.page.getByRole('button', { name: `Add ${title} to favorites` });
  }

  unstar(title: string): Locator {
    return this.page.getByRole('button', { name: `Remove ${title} from favorites` });
  }

  async rename(title: string, next: string): Promise<void> {
    await this.page.getByRole('button', { name: `Rename ${title}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Rename Chat' });
    await dialog.getByLabel('Chat Title').fill(next);
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(dialog).toBeHidden();
  }
}
