import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { BRIEF_SENTENCE, attachmentFiles } from '../fixtures/attachments';
import { expect, startServer, test, type BriefServer } from '../fixtures/server';
import { signInAsNewUser, startChat, type SignedIn } from '../fixtures/users';
import { ChatPage } from '../pages/chat-page';

type PageWindow = { __pwned?: boolean };
type StoredAttachment = { id: string; name: string; url: string };
type StoredMessage = { role: string; attachments: StoredAttachment[] };

const pwned = (page: Page) => page.evaluate(() => (window as PageWindow).__pwned);

/** Signs in as a new user and opens a new, empty chat about Northwind Coffee. */
async function openNewChat(page: Page, server: BriefServer, name: string) {
  const user = await signInAsNewUser(page, server, name);
  const chatId = await startChat(page, user);
  const chat = new ChatPage(page);
  await chat.goto(`?sessionId=${chatId}`);
  // The chat is loaded and its customer restored before anything is attached.
  await expect(chat.composer).toHaveAttribute('placeholder', 'Ask about Northwind Coffee...');
  return { user, chatId, chat };
}

/** The files of the chat's messages, as the server lists them. */
async function storedAttachments(page: Page, user: SignedIn, chatId: string): Promise<StoredAttachment[]> {
  const response = await page.request.get(`/api/users/${user.id}/chats/${chatId}`, {
    headers: { Authorization: `Bearer ${user.access_token}` },
  });
  expect(response.ok()).toBe(true);
  const chat = (await response.json()) as { messages: StoredMessage[] };
  return chat.messages.flatMap((message) => message.attachments);
}

test('a PDF and an image: progress while they upload, the automatic prompt, an answer quoting the PDF, a thumbnail', async ({
  page,
  server,
  cspViolations,
}) => {
  const { user, chatId, chat } = await openNewChat(page, server, 'attach');

  // The uploads are held at the server's door for a moment, so their progress can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/users/*/files', async (route) => {
    await held;
    await route.continue();
  });
  await chat.attach([attachmentFiles.pdf, attachmentFiles.png]);
  await expect(chat.attachedFiles).toHaveCount(2);
  await expect(page.getByRole('progressbar', { name: 'Uploading campaign-brief.pdf' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Uploading logo.png' })).toBeVisible();
  await expect(chat.attachedFile('campaign-brief.pdf')).toContainText('657 B');
  await expect(chat.send).toBeDisabled();
  release();

  // Once uploaded, the files wait for Send, which sends the product's automatic Spanish prompt for them.
  await expect(chat.attachedFile('logo.png')).toHaveAttribute('data-status', 'uploaded');
  await expect(chat.attachedFile('campaign-brief.pdf')).toHaveAttribute('data-status', 'uploaded');
  await chat.send.click();
  const sent = chat.automaticStep('campaign-brief.pdf');
  await expect(sent).toContainText(
    'Carga los datos del archivo "campaign-brief.pdf" usando el agente principal',
  );
  await expect(sent).toContainText('Analiza y describe la imagen "logo.png"');
  await expect(chat.attachedFiles).toHaveCount(0);
  const thumbnail = sent.getByRole('img', { name: 'logo.png' });
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(96);
  await expect(chat.attachments(sent).getByTestId('message-attachment')).toContainText('campaign-brief.pdf');

  await chat.waitForReplyDone();
  const reply = chat.message('assistant').last();
  await expect(reply).toContainText(BRIEF_SENTENCE);

  // The reply shows the image linked from the file store as an image, and opens it in a new tab.
  const replyImage = reply.getByRole('list', { name: 'Images' }).getByRole('img', { name: 'logo.png' });
  await expect(replyImage).toBeVisible();
  const opening = page.context().waitForEvent('page');
  await reply.getByRole('link', { name: 'View full image' }).click();
  const fullImage = await opening;
  expect(fullImage.url()).toMatch(/^blob:/);
  await expect
    .poll(() => fullImage.evaluate(() => document.querySelector('img')?.naturalWidth ?? 0))
    .toBe(96);
  await fullImage.close();

  // The server keeps the files with the message: they are there after a reload.
  const stored = await storedAttachments(page, user, chatId);
  expect(stored.map((file) => file.name).sort()).toEqual(['campaign-brief.pdf', 'logo.png']);
  await page.reload();
  await expect(chat.automaticStep('campaign-brief.pdf').getByRole('img', { name: 'logo.png' })).toBeVisible();
  expect(cspViolations).toEqual([]);
});

test('an uploaded SVG or HTML file never runs in the app: it is shown as a file and downloaded as one', async ({
  page,
  server,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const { user, chatId, chat } = await openNewChat(page, server, 'hostile-files');
  await chat.attach([attachmentFiles.svg, attachmentFiles.html]);
  await expect(chat.attachedFile('drawing.svg')).toHaveAttribute('data-status', 'uploaded');
  await expect(chat.attachedFile('page.html')).toHaveAttribute('data-status', 'uploaded');
  await chat.send.click();

  const sent = chat.automaticStep('drawing.svg');
  await expect(sent).toContainText('page.html');
  await chat.waitForReplyDone();
  // Neither is shown as a picture or a page: both are chips with a download.
  expect(await sent.locator('img, iframe, object, embed').count()).toBe(0);

  for (const [name, path] of [
    ['drawing.svg', attachmentFiles.svg],
    ['page.html', attachmentFiles.html],
  ] as const) {
    const downloading = page.waitForEvent('download');
    await sent.getByRole('button', { name: `Download ${name}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(name);
    expect(readFileSync(await download.path(), 'utf8')).toBe(readFileSync(path, 'utf8'));
  }

  // The file call itself: an attachment that the browser must not sniff into a document.
  const files = await storedAttachments(page, user, chatId);
  expect(files).toHaveLength(2);
  const bearer = { Authorization: `Bearer ${user.access_token}` };
  for (const file of files) {
    const response = await page.request.get(file.url, { headers: bearer });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-disposition']).toMatch(/^attachment\b/);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  }

  // Opening the address in a tab of the app's origin saves the file; nothing of it runs.
  const tab = await page.context().newPage();
  await tab.setExtraHTTPHeaders(bearer);
  for (const file of files) {
    const downloading = tab.waitForEvent('download');
    await tab.goto(new URL(file.url, server.url).href).catch(() => undefined);
    await downloading;
    expect(await pwned(tab)).toBeUndefined();
  }
  await tab.close();

  expect(await pwned(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('files dropped on the chat or pasted into the composer are attached; a failed upload can be retried', async ({
  page,
  server,
}) => {
  const { chat } = await openNewChat(page, server, 'drop');

  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(
      new File(['Launch checklist: brief the store managers.'], 'notes.txt', { type: 'text/plain' }),
    );
    return transfer;
  });
  const chatArea = page.getByRole('region', { name: 'Chat', exact: true });
  await chatArea.dispatchEvent('dragenter', { dataTransfer });
  await expect(page.getByText('Drop files to attach them')).toBeVisible();
  await chatArea.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText('Drop files to attach them')).toBeHidden();
  await expect(chat.attachedFile('notes.txt')).toHaveAttribute('data-status', 'uploaded');
  await chat.send.click();
  await expect(chat.automaticStep('Carga los datos del archivo "notes.txt"')).toBeVisible();
  await chat.waitForReplyDone();

  // A failed upload says so (Upload Error), and its file stays to be tried again.
  await page.route('**/api/users/*/files', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'upstream', message: 'Storage is not available' } }),
    }),
  );
  const png = readFileSync(attachmentFiles.png).toString('base64');
  await chat.composer.focus();
  await page.evaluate((base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
    document
      .getElementById('chat-composer')
      ?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
      );
  }, png);
  await expect(page.getByText('Upload Error', { exact: true })).toBeVisible();
  await expect(page.getByText('Failed to upload the file, please try again')).toBeVisible();
  await expect(chat.attachedFile('image.png')).toContainText('Upload failed');

  await page.unroute('**/api/users/*/files');
  await page.getByRole('button', { name: 'Retry image.png' }).click();
  await expect(chat.attachedFile('image.png')).toHaveAttribute('data-status', 'uploaded');
  await chat.send.click();
  const sent = chat.automaticStep('Analiza y describe la imagen "image.png"');
  await expect(sent.getByRole('img', { name: 'image.png' })).toBeVisible();
  await expect(chat.attachedFiles).toHaveCount(0);
  await chat.waitForReplyDone();
});

test('without a search provider the Search dialog says web search is not set up', async ({
  page,
  server,
}) => {
  const { chat } = await openNewChat(page, server, 'no-search');
  await chat.searchButton.click();
  await expect(chat.searchDialog.getByRole('note')).toContainText('Web search is not set up');
  await chat.searchDialog.getByLabel('What do you want to search for?').fill('coffee trends');
  await expect(chat.searchDialog.getByRole('button', { name: 'Search' })).toBeDisabled();
  await chat.searchDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(chat.automaticStep()).toHaveCount(0);
});

/** What the fake SearXNG answers, and the queries it was asked. */
const SEARCH_RESULTS = [
  {
    title: 'Coffee shop trends for spring',
    url: 'https://news.example.org/coffee-spring-trends',
    content: 'Cold brew and oat milk lead the spring menus of independent coffee shops.',
  },
  {
    title: 'Northwind Coffee opens a roastery',
    url: 'https://press.example.com/northwind-roastery',
    content: 'Northwind Coffee roasts its own beans from this spring on.',
  },
];

const searchTest = test.extend<object, { searxng: { url: string; queries: string[] } }>({
  searxng: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to be destructured
    async ({}, use) => {
      const queries: string[] = [];
      // A SearXNG instance as its JSON API answers /search?q=…&format=json, on the loopback only.
      const fake = createServer((request, response) => {
        const url = new URL(request.url ?? '/', 'http://127.0.0.1');
        if (url.pathname !== '/search' || url.searchParams.get('format') !== 'json') {
          response.writeHead(404).end();
          return;
        }
        const query = url.searchParams.get('q') ?? '';
        queries.push(query);
        response
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ query, number_of_results: SEARCH_RESULTS.length, results: SEARCH_RESULTS }));
      });
      await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
      const { port } = fake.address() as AddressInfo;
      await use({ url: `http://127.0.0.1:${port}`, queries });
      await new Promise<void>((resolve) => fake.close(() => resolve()));
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ searxng }, use) => {
      const server = await startServer({ SEARCH_PROVIDER: 'searxng', SEARCH_URL: searxng.url });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

searchTest(
  'the Search dialog with a SearXNG provider: the answer cites its sources as links',
  async ({ page, server, searxng }) => {
    const { chat } = await openNewChat(page, server, 'search');
    await chat.searchButton.click();
    await expect(chat.searchDialog.getByRole('note')).toHaveCount(0);
    await chat.searchDialog.getByLabel('What do you want to search for?').fill('coffee shop trends');
    await chat.searchDialog.getByRole('button', { name: 'Search' }).click();

    await expect(chat.automaticStep('Searched the web for “coffee shop trends”')).toBeVisible();
    await chat.waitForReplyDone();
    expect(searxng.queries.some((query) => query.includes('coffee shop trends'))).toBe(true);
    const reply = chat.message('assistant').last();
    for (const result of SEARCH_RESULTS) {
      const link = reply.locator(`a[href="${result.url}"]`);
      await expect(link.first()).toBeVisible();
    }
  },
);
