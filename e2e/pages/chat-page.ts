import { expect, type Locator, type Page } from '@playwright/test';

/** The chat page's labels a test finds things by, in the interface's language. */
export interface ChatPageTexts {
  sidebar: string;
  newChat: string;
  message: string;
  send: string;
  stop: string;
  suggestedQuestions: string;
  relatedQuestions: string;
  filesToAttach: string;
  attachedFiles: string;
  search: string;
  searchGoogle: string;
  yourChats: string;
  openSidebar: string;
  expandSidebar: string;
  messages: string;
  attachments: string;
}

export const ENGLISH_CHAT_TEXTS: ChatPageTexts = {
  sidebar: 'Chat sidebar',
  newChat: 'NEW CHAT',
  message: 'Message',
  send: 'Send',
  stop: 'Stop',
  suggestedQuestions: 'Suggested questions',
  relatedQuestions: 'Related questions',
  filesToAttach: 'Files to attach',
  attachedFiles: 'Attached files',
  search: 'Search',
  searchGoogle: 'Search Google',
  yourChats: 'Your chats',
  openSidebar: 'Open sidebar',
  expandSidebar: 'Expand sidebar',
  messages: 'Messages',
  attachments: 'Attachments',
};

export const SPANISH_CHAT_TEXTS: ChatPageTexts = {
  sidebar: 'Barra lateral del chat',
  newChat: 'NUEVO CHAT',
  message: 'Mensaje',
  send: 'Enviar',
  stop: 'Detener',
  suggestedQuestions: 'Preguntas sugeridas',
  relatedQuestions: 'Preguntas relacionadas',
  filesToAttach: 'Archivos para adjuntar',
  attachedFiles: 'Archivos adjuntos',
  search: 'Buscar',
  searchGoogle: 'Buscar en Google',
  yourChats: 'Tus chats',
  openSidebar: 'Abrir la barra lateral',
  expandSidebar: 'Mostrar la barra lateral',
  messages: 'Mensajes',
  attachments: 'Archivos adjuntos',
};

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
  readonly openSidebar: Locator;

  constructor(
    readonly page: Page,
    readonly texts: ChatPageTexts = ENGLISH_CHAT_TEXTS,
  ) {
    this.sidebar = page.getByRole('complementary', { name: texts.sidebar });
    this.newChat = page.getByRole('button', { name: texts.newChat, exact: true });
    this.title = page.getByTestId('chat-title');
    this.messages = page.getByRole('region', { name: texts.messages });
    this.composer = page.getByRole('textbox', { name: texts.message });
    this.send = page.getByRole('button', { name: texts.send });
    this.stop = page.getByRole('button', { name: texts.stop });
    this.suggestionChips = page.getByRole('list', { name: texts.suggestedQuestions }).getByRole('button');
    this.relatedList = page.getByRole('list', { name: texts.relatedQuestions }).getByRole('button');
    this.attachInput = page.getByLabel(texts.filesToAttach);
    // The composer's chips (in Spanish a sent message's list of files has the same name).
    this.attachedFiles = page
      .getByRole('list', { name: texts.attachedFiles })
      .getByRole('listitem')
      .and(page.getByTestId('composer-attachment'));
    this.searchButton = page.getByRole('button', { name: texts.search, exact: true });
    this.searchDialog = page.getByRole('dialog', { name: texts.searchGoogle });
    this.openSidebar = page.getByRole('button', { name: texts.openSidebar });
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

  /** The message at `index` in the list (0 is the chat's first); the list renders only rows near the screen. */
  messageAt(index: number): Locator {
    return this.messages.locator(`[data-message-id][data-index="${index}"]`).getByTestId('message');
  }

  /** Scrolls the list to the chat's first message, as the reader would (a wheel, which the list heeds). */
  async scrollToTop(): Promise<void> {
    await this.messages.dispatchEvent('wheel');
    await this.messages.evaluate((list) => list.scrollTo({ top: 0 }));
  }

  /**
   * Every message of the open chat, top to bottom, as `role: text` (a reply's text as shown). The list
   * renders only the rows near the screen, so it is scrolled through from the top, as a reader would.
   */
  async transcript(): Promise<string[]> {
    await this.scrollToTop();
    return this.messages.evaluate(async (list) => {
      const rows = new Map<number, string>();
      const painted = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      for (;;) {
        await painted();
        list.querySelectorAll<HTMLElement>('[data-message-id][data-index]').forEach((row) => {
          const message = row.querySelector<HTMLElement>('[data-testid="message"]');
          const text = row.querySelector<HTMLElement>(
            '[data-testid="reply-text"], [data-testid="message-text"]',
          );
          if (message && text)
            rows.set(Number(row.dataset.index), `${message.dataset.role}: ${text.innerText.trim()}`);
        });
        if (list.scrollTop + list.clientHeight >= list.scrollHeight - 1) break;
        list.scrollTop += list.clientHeight / 2;
      }
      return [...rows.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
    });
  }

  /** A prompt the product sends by itself, shown as a compact step; by a piece of its text or its prompt. */
  automaticStep(text?: string | RegExp): Locator {
    const steps = this.page.getByTestId('automatic-step');
    return text === undefined ? steps : steps.filter({ hasText: text });
  }

  session(title: string): Locator {
    return this.page
      .getByRole('list', { name: this.texts.yourChats })
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
    return message.getByRole('list', { name: this.texts.attachments });
  }

  async search(query: string): Promise<void> {
    await this.searchButton.click();
    await this.searchDialog.getByLabel('What do you want to search for?').fill(query);
    await this.searchDialog.getByRole('button', { name: 'Search' }).click();
  }

  /** Opens one of the user's chats from the sidebar (from its drawer on a phone, expanded if folded). */
  async openChat(title: string): Promise<void> {
    if (await this.openSidebar.isVisible()) await this.openSidebar.click();
    const expand = this.page.getByRole('button', { name: this.texts.expandSidebar });
    if (await expand.isVisible()) await expand.click();
    await this.session(title).click();
  }

  /** Where the caret is in the composer once it has the focus, and how long its text is. */
  async caret(): Promise<{ at: number | null; length: number }> {
    await this.composer.focus();
    return this.composer.evaluate((element: HTMLTextAreaElement) => ({
      at: element.selectionStart === element.selectionEnd ? element.selectionStart : null,
      length: element.value.length,
    }));
  }

  async waitForReplyDone(): Promise<void> {
    await expect(this.stop).toBeHidden({ timeout: 30_000 });
    await expect(this.page.getByTestId('typing-indicator')).toHaveCount(0);
  }
}
