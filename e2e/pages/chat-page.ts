import { expect, type Locator, type Page } from '@playwright/test';

/** The regular chat at /chat: sidebar (teams, customers, NEW CHAT, chats), title bar, messages, composer. */
export class ChatPage {
  readonly sidebar: Locator;
  readonly newChat: Locator;
  readonly title: Locator;
  readonly messages: Locator;
  readonly composer: Locator;
  readonly send: Locator;
  readonly stop: Locator;
  readonly suggestionChips: Locator;
  readonly relatedList: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('complementary', { name: 'Chat sidebar' });
    this.newChat = page.getByRole('button', { name: 'NEW CHAT', exact: true });
    this.title = page.getByTestId('chat-title');
    this.messages = page.getByRole('region', { name: 'Messages' });
    this.composer = page.getByRole('textbox', { name: 'Message' });
    this.send = page.getByRole('button', { name: 'Send' });
    this.stop = page.getByRole('button', { name: 'Stop' });
    this.suggestionChips = page.getByRole('list', { name: 'Suggested questions' }).getByRole('button');
    this.relatedList = page.getByRole('list', { name: 'Related questions' }).getByRole('button');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/chat${query}`);
    await expect(this.composer).toBeVisible();
  }

  team(name: string): Locator {
    return this.page.getByRole('checkbox', { name: new RegExp(`^${name}`) });
  }

  customer(name: string): Locator {
    return this.page.getByRole('radio', { name });
  }

  async chooseSpecialists(names: readonly string[]): Promise<void> {
    await this.page.getByRole('button', { name: /^Specialists/ }).click();
    for (const name of names) await this.page.getByRole('checkbox', { name }).check();
    await this.page.keyboard.press('Escape');
  }

  /** A message bubble of the list, by role and a piece of its text. */
  message(role: 'user' | 'assistant', text?: string | RegExp): Locator {
    const messages = this.page.locator(`[data-testid="message"][data-role="${role}"]`);
    return text === undefined ? messages : messages.filter({ hasText: text });
  }

  session(title: string): Locator {
    return this.page
      .getByRole('list', { name: 'Your chats' })
      .getByRole('button', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  }

  async waitForReplyDone(): Promise<void> {
    await expect(this.stop).toBeHidden({ timeout: 30_000 });
    await expect(this.page.getByTestId('typing-indicator')).toHaveCount(0);
  }
}
