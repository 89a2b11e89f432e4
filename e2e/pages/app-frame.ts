import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in frame: header with the avatar menu, and the navigation rail. */
export class AppFrame {
  readonly userMenu: Locator;
  readonly nav: Locator;

  constructor(readonly page: Page) {
    this.userMenu = page.getByRole('button', { name: 'Open user menu' });
    this.nav = page.getByRole('navigation', { name: 'Main' });
  }

  navLink(name: 'Home' | 'Bookmarks' | 'Favorites' | 'Library' | 'Admin'): Locator {
    return this.nav.getByRole('link', { name });
  }

  async signOut(): Promise<void> {
    await this.userMenu.click();
    await this.page.getByRole('menuitem', { name: 'Log out' }).click();
  }

  /** Picks the interface language in the avatar menu (from the English interface); it applies at once. */
  async chooseLanguage(language: 'Español'): Promise<void> {
    // A click that lands while the language list is still moving in can miss it and leave the menu
    // open (seen once on a loaded machine): the menu is closed and the choice made again.
    await expect(async () => {
      for (
        let tries = 0;
        tries < 3 && (await this.userMenu.getAttribute('aria-expanded')) === 'true';
        tries += 1
      )
        await this.page.keyboard.press('Escape');
      await this.userMenu.click();
      await this.page.getByRole('menuitem', { name: 'Language' }).click();
      await this.page.getByRole('menuitemradio', { name: language }).click();
      await expect(this.page.locator('html')).toHaveAttribute('lang', 'es', { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  }
}
