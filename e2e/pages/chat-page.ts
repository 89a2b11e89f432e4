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
  readonly attachInput: Locator;
  readonly attachedFiles: Locator;
  readonly searchButton: Locator;
  readonly searchDialog: Locator;

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
    this.attachInput = page.getByLabel('Files to attach');
    this.attachedFiles = page.getByRole('list', { name: 'Attached files' }).getByRole('listitem');
    this.searchButton = page.getByRole('button', { name: 'Search', exact: true });
    this.searchDialog = page.getByRole('dialog', { name: 'Search Google' });
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

  /** A prompt the product sends by itself, shown as a compact step; by a piece of its text or its prompt. */
  automaticStep(text?: string | RegExp): Locator {
    const steps = this.page.getByTestId('automatic-step');
    return text === undefined ? steps : steps.filter({ hasText: text });
  }

  session(title: string): Locator {
    return this.page
      .getByRole('list', { name: 'Your chats' })
      .getByRole('button', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  }

  /** Picks files with Attach (the file chooser's input). */
  async attach(paths: readonly string[]): Promise<void> {
    await this.attachInput.setInputFiles([...paths]);
  }

  /** A file in the composer, by name. */
  attachedFile(name: string): Locator {
    return this.attachedFiles.filter({ hasText: name });
  }

  /** The attachments shown on a message. */
  attachments(message: Locator): Locator {
    return message.getByRole('list', { name: 'Attachments' });
  }

  async search(query: string): Promise<void> {
    await this.searchButton.click();
    await this.searchDialog.getByLabel('What do you want to search for?').fill(query);
    await this.searchDialog.getByRole('button', { name: 'Search' }).click();
  }

  async waitForReplyDone(): Promise<void> {
    await expect(this.stop).toBeHidden({ timeout: 30_000 });
    await expect(this.page.getByTestId('typing-indicator')).toHaveCount(0);
  }
}
