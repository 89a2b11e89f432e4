import { adminPaths, type AdminCustomer } from '@brief/contract/admin-console';
import type { DocumentIndexProgress } from '@brief/contract/knowledge';
import { sharePaths } from '@brief/contract/shares';
import type { APIRequestContext, Page } from '@playwright/test';
import { pdfWithPages } from '../../apps/server/test/fixtures/pdf-builder';
import { ChatPage } from '../pages/chat-page';
import { expect, test, type BriefServer } from '../fixtures/server';
import { signInAsNewUser } from '../fixtures/users';

/**
 * A customer document opens only for someone who has the customer's team: a colleague without it reads
 * a shared chat's cited passage, in the chat and in their copy of it, and is told the document is not
 * theirs to open, with no working Open.
 */
const CUSTOMER = `Helios Retail ${Date.now()}`;
const PDF_FACT = 'The Halcyon pop-up in Porto sold 7,420 tote bags in its opening weekend.';
const UNAVAILABLE = "This document was deleted or isn't available to you.";

/** A Marketing customer with the store audit, indexed, made through the admin API. */
async function customerWithAudit(request: APIRequestContext, server: BriefServer): Promise<void> {
  const login = await request.post('/api/login', {
    data: { email: server.admin.email, password: server.admin.password },
  });
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
  };
  const created = await request.post(adminPaths.customers('marketing'), {
    headers,
    data: { name: CUSTOMER, description: 'Grocery and home chain', profile: `# ${CUSTOMER}` },
  });
  expect(created.status()).toBe(201);
  const customer = (await created.json()) as AdminCustomer;
  const uploaded = await request.post(adminPaths.documents('marketing', customer.id), {
    headers,
    multipart: {
      file: {
        name: 'store-audit.pdf',
        mimeType: 'application/pdf',
        buffer: pdfWithPages([['Helios store audit, spring.'], ['Pop-up results.', PDF_FACT]]),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
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
    .toBe(1);
}

/** Opens the reply's source for the audit: its passage shows, its document does not open. */
async function expectPassageWithoutDocument(page: Page, screenshot: string): Promise<void> {
  const source = page.getByTestId('message-source').filter({ hasText: 'store-audit.pdf' });
  await expect(source).toHaveCount(1);
  await source.click();
  const dialog = page.getByRole('dialog', { name: 'store-audit.pdf' });
  await expect(dialog.getByTestId('source-passage')).toContainText(PDF_FACT);
  await dialog.getByRole('button', { name: 'Open document' }).click();
  await expect(dialog.getByText(UNAVAILABLE)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Open document' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath(screenshot) });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('a reader without the customer’s team reads the cited passage, not the document', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  await customerWithAudit(page.request, server);

  const owner = await signInAsNewUser(page, server, 'doc-owner', ['marketing']);
  const created = await page.request.post(`/api/users/${owner.id}/sessions`, {
    headers: { Authorization: `Bearer ${owner.access_token}` },
    data: { app_name: 'marketing_agent', customerName: CUSTOMER, specialists: [] },
  });
  const { id: chatId } = (await created.json()) as { id: string };
  const chat = new ChatPage(page);
  await chat.goto(`?sessionId=${chatId}`);
  await chat.composer.fill('How many tote bags did the Halcyon pop-up in Porto sell?');
  await chat.composer.press('Enter');
  await chat.waitForReplyDone();
  await expect(chat.message('assistant').last().getByTestId('message-source')).toContainText([
    'store-audit.pdf',
  ]);

  // A colleague of another team, in a browser of their own.
  const readerContext = await browser.newContext({ baseURL: server.url });
  const readerPage = await readerContext.newPage();
  const reader = await signInAsNewUser(readerPage, server, 'doc-reader');
  const shared = await page.request.post(sharePaths.shares(owner.id, chatId), {
    headers: { Authorization: `Bearer ${owner.access_token}` },
    data: { emails: [reader.email] },
  });
  expect(shared.status()).toBe(201);

  await readerPage.goto(`/shared/${chatId}`);
  await expect(readerPage.getByTestId('shared-banner')).toContainText('Shared by');
  await expectPassageWithoutDocument(readerPage, 'shared-chat-source.png');

  // Their copy keeps the passage as text, and the document stays closed.
  await readerPage.getByRole('button', { name: 'Continue as my copy' }).click();
  await expect(readerPage).toHaveURL(/\/chat-v2\?sessionId=/);
  await expect(readerPage.getByText('Copied from a shared chat')).toBeVisible();
  await expectPassageWithoutDocument(readerPage, 'copy-source.png');
  await readerContext.close();
});
