import { readFileSync } from 'node:fs';
import { adminPaths, type AdminCustomer } from '@brief/contract/admin-console';
import type { DocumentIndexProgress } from '@brief/contract/knowledge';
import type { APIRequestContext, Page } from '@playwright/test';
import { pdfWithPages } from '../../apps/server/test/fixtures/pdf-builder';
import { AppFrame } from '../pages/app-frame';
import { ChatPage, SPANISH_CHAT_TEXTS } from '../pages/chat-page';
import { expect, test, type BriefServer } from '../fixtures/server';
import { signInAsNewUser, type SignedIn } from '../fixtures/users';

/**
 * "Open document" opens a cited document where the browser can show it: a PDF in the browser's own
 * viewer, markdown rendered, in a tab of its own; a Word file downloads, from a button that says so.
 */
const PDF_FACT = 'The Halcyon pop-up in Porto sold 7,420 tote bags in its opening weekend.';
const DOCUMENTS = [
  {
    name: 'store-audit.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWithPages([['Helios store audit, spring.'], ['Pop-up results.', PDF_FACT]]),
  },
  {
    name: 'sailcloth-notes.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from(
      '# Sailcloth notes\n\nThe **Marlow** duffel is sewn from recycled sailcloth in Vigo.\n',
    ),
  },
  {
    name: 'collection-brief.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: readFileSync(new URL('../../apps/server/test/fixtures/brief.docx', import.meta.url)),
  },
];

/** A Marketing customer with the three documents, indexed, made through the admin API. */
async function customerWithDocuments(request: APIRequestContext, server: BriefServer, name: string) {
  const login = await request.post('/api/login', {
    data: { email: server.admin.email, password: server.admin.password },
  });
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
  };
  const created = await request.post(adminPaths.customers('marketing'), {
    headers,
    data: { name, description: 'Bags and clothing', profile: `# ${name}` },
  });
  expect(created.status()).toBe(201);
  const customer = (await created.json()) as AdminCustomer;
  for (const file of DOCUMENTS) {
    const uploaded = await request.post(adminPaths.documents('marketing', customer.id), {
      headers,
      multipart: { file },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  }
  await expect
    .poll(
      async () => {
        const progress = await request.get(adminPaths.documentsProgress('marketing', customer.id), {
          headers,
        });
        return ((await progress.json()) as DocumentIndexProgress).indexed;
      },
      { timeout: 30_000 },
    )
    .toBe(DOCUMENTS.length);
}

/** A chat of `user`'s about the customer whose replies cite each document, asked through the API. */
async function citingChat(page: Page, user: SignedIn, customer: string): Promise<string> {
  const headers = { Authorization: `Bearer ${user.access_token}` };
  const created = await page.request.post(`/api/users/${user.id}/sessions`, {
    headers,
    data: { app_name: 'marketing_agent', customerName: customer, specialists: [] },
  });
  const { id } = (await created.json()) as { id: string };
  for (const question of [
    'How many tote bags did the Halcyon pop-up in Porto sell?',
    'Where is the Marlow duffel sewn from recycled sailcloth?',
    'When does the spring collection launch in Madrid?',
  ]) {
    const run = await page.request.post(`/api/users/${user.id}/chats/${id}/run`, {
      headers,
      data: { message: question },
    });
    expect(run.ok()).toBe(true);
  }
  return id;
}

/** Opens the source of `document` under the replies: its dialog. */
async function openSource(page: Page, document: string) {
  await page.getByTestId('message-source').filter({ hasText: document }).first().click();
  const dialog = page.getByRole('dialog', { name: document });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * What the viewer tabs of this context were sent when they asked to show a document: its type and how.
 */
function shownDocuments(page: Page): { url: string; type: string; disposition: string }[] {
  const shown: { url: string; type: string; disposition: string }[] = [];
  page.context().on('response', (response) => {
    if (!response.url().includes('disposition=inline')) return;
    const headers = response.headers();
    shown.push({
      url: response.url(),
      type: headers['content-type'] ?? '',
      disposition: headers['content-disposition'] ?? '',
    });
  });
  return shown;
}

/** The viewer shows the PDF in the browser's own viewer, from the bytes the server sent inline. */
async function expectPdfShown(
  viewer: Page,
  user: SignedIn,
  shown: { url: string; type: string; disposition: string }[],
) {
  await expect(viewer.locator('iframe[title="store-audit.pdf"]')).toBeVisible();
  expect(await viewer.locator('iframe').getAttribute('src')).toMatch(/^blob:/);
  const isPdf = (answer: { type: string; disposition: string }) =>
    answer.type === 'application/pdf' && /^inline; filename="store-audit\.pdf"/.test(answer.disposition);
  await expect.poll(() => shown.some(isPdf), { message: JSON.stringify(shown) }).toBe(true);
  // Chromium hands a PDF's body to its own viewer, not to Playwright: ask for the same answer again.
  const url = shown.find(isPdf)?.url ?? '';
  const again = await viewer.request.get(url, { headers: { Authorization: `Bearer ${user.access_token}` } });
  expect((await again.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

test('a PDF and a markdown file open in a viewer tab, a Word file downloads (desktop)', async ({
  page,
  server,
  cspViolations,
}) => {
  test.setTimeout(120_000);
  const customer = `Zephyr Goods ${Date.now()}`;
  const shown = shownDocuments(page);
  await customerWithDocuments(page.request, server, customer);
  const user = await signInAsNewUser(page, server, 'doc-open', ['marketing']);
  const chatId = await citingChat(page, user, customer);
  const chat = new ChatPage(page);
  await chat.goto(`?sessionId=${chatId}`);
  await expect(chat.message('assistant')).toHaveCount(3, { timeout: 30_000 });

  let dialog = await openSource(page, 'store-audit.pdf');
  await page.screenshot({ path: test.info().outputPath('source-dialog-pdf.png') });
  const opened = page.context().waitForEvent('page');
  await dialog.getByRole('button', { name: 'Open document' }).click();
  const viewer = await opened;
  await expect(viewer).toHaveURL(new RegExp(`/chats/${chatId}/documents/[^/]+$`));
  await expect(viewer.getByRole('heading', { level: 1, name: 'store-audit.pdf' })).toBeVisible();
  await expectPdfShown(viewer, user, shown);
  await expect(viewer).toHaveTitle('store-audit.pdf');
  // Let the browser's PDF viewer draw before the picture is taken.
  await viewer.waitForTimeout(1_500);
  await viewer.screenshot({ path: test.info().outputPath('viewer-pdf.png') });
  await viewer.close();
  await page.keyboard.press('Escape');

  dialog = await openSource(page, 'sailcloth-notes.md');
  const markdownOpened = page.context().waitForEvent('page');
  await dialog.getByRole('button', { name: 'Open document' }).click();
  const markdown = await markdownOpened;
  await expect(markdown.getByRole('heading', { level: 1, name: 'sailcloth-notes.md' })).toBeVisible();
  // Rendered, not shown as its marks.
  await expect(markdown.locator('strong', { hasText: 'Marlow' })).toBeVisible();
  await expect(markdown.getByText('**Marlow**')).toHaveCount(0);
  await markdown.screenshot({ path: test.info().outputPath('viewer-markdown.png') });
  await markdown.close();
  await page.keyboard.press('Escape');

  dialog = await openSource(page, 'collection-brief.docx');
  await expect(dialog.getByRole('button', { name: 'Open document' })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download document' }).click();
  expect((await download).suggestedFilename()).toBe('collection-brief.docx');
  await page.screenshot({ path: test.info().outputPath('source-dialog-docx.png') });
  expect(cspViolations).toEqual([]);
});

test.describe('on a phone, in Spanish', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Abrir documento opens the PDF in a tab; Descargar documento downloads the Word file', async ({
    page,
    server,
  }) => {
    test.setTimeout(120_000);
    const customer = `Zephyr Moda ${Date.now()}`;
    const shown = shownDocuments(page);
    await customerWithDocuments(page.request, server, customer);
    const user = await signInAsNewUser(page, server, 'doc-open-es', ['marketing']);
    const chatId = await citingChat(page, user, customer);
    await new AppFrame(page).chooseLanguage('Español');
    const chat = new ChatPage(page, SPANISH_CHAT_TEXTS);
    await chat.goto(`?sessionId=${chatId}`);
    await expect(chat.message('assistant')).toHaveCount(3, { timeout: 30_000 });

    let dialog = await openSource(page, 'store-audit.pdf');
    await page.screenshot({ path: test.info().outputPath('source-dialog-pdf-es.png') });
    const opened = page.context().waitForEvent('page');
    await dialog.getByRole('button', { name: 'Abrir documento' }).click();
    const viewer = await opened;
    await expect(viewer.getByRole('heading', { level: 1, name: 'store-audit.pdf' })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Descargar documento' })).toBeVisible();
    await expectPdfShown(viewer, user, shown);
    await viewer.waitForTimeout(1_500);
    await viewer.screenshot({ path: test.info().outputPath('viewer-pdf-es.png') });
    await viewer.close();
    await page.keyboard.press('Escape');

    dialog = await openSource(page, 'collection-brief.docx');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Descargar documento' }).click();
    expect((await download).suggestedFilename()).toBe('collection-brief.docx');
    await page.screenshot({ path: test.info().outputPath('source-dialog-docx-es.png') });
  });
});
