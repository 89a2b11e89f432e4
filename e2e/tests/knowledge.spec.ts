import { pdfWithPages } from '../../apps/server/test/fixtures/pdf-builder';
import { knowledgeCorpus } from '../../apps/server/test/fixtures/knowledge-corpus';
import { AdminPage } from '../pages/admin-page';
import { ChatPage } from '../pages/chat-page';
import { LoginPage } from '../pages/login-page';
import { expect, test } from '../fixtures/server';

/**
 * Customer knowledge, as an admin and an account manager meet it: documents uploaded in the admin
 * console index in the background with visible progress; a question in the chat is answered from the
 * right passage, the reply lists its source, and the source opens the passage and the document.
 */
const CUSTOMER = `Helios Retail ${Date.now()}`;
const PDF_FACT = 'The Halcyon pop-up in Porto sold 7,420 tote bags in its opening weekend.';

test('upload documents, watch them index, ask, see the cited source and open its passage', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const corpus = knowledgeCorpus({ documents: 24, facts: 1, seed: 11 });
  const files = [
    ...corpus.documents.map((d) => ({
      name: d.name,
      mimeType: 'text/markdown',
      buffer: Buffer.from(d.text),
    })),
    {
      name: 'store-audit.pdf',
      mimeType: 'application/pdf',
      buffer: pdfWithPages([
        ['Helios store audit, spring.'],
        ['Staffing was adequate in every store visited.'],
        ['Pop-up results.', PDF_FACT],
      ]),
    },
  ];

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(server.admin.email, server.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The admin gives a Marketing customer 25 documents at once (three requests of at most 10).
  await page.goto('/admin');
  const admin = new AdminPage(page);
  await admin.openTab('Teams');
  await page.getByRole('button', { name: 'Open Marketing' }).click();
  await admin.addEntry('customer', { name: CUSTOMER, body: `# ${CUSTOMER}\n## Goals\n- Grow loyalty.` });
  await page.getByRole('button', { name: new RegExp(`^Documents of ${CUSTOMER}`) }).click();
  const documents = page.getByRole('region', { name: `Documents of ${CUSTOMER}` });
  await documents.getByLabel(`Upload documents for ${CUSTOMER}`).setInputFiles(files);

  // They index in the background: progress, then every row indexed with its passages.
  const rows = documents.getByRole('listitem');
  await expect(rows).toHaveCount(25, { timeout: 30_000 });
  await expect(documents.getByText(/^Indexed · \d+ passages?$/)).toHaveCount(25, { timeout: 60_000 });
  await expect(documents.getByRole('progressbar')).toHaveCount(0);
  await expect(rows.filter({ hasText: 'store-audit.pdf' })).toContainText('Indexed · 3 passages');
  await page.screenshot({ path: test.info().outputPath('admin-documents.png'), fullPage: true });

  // An account manager's chat about the customer (the admin has every team).
  const user = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? '{}') as { id: string; access_token: string },
  );
  const created = await page.request.post(`/api/users/${user.id}/sessions`, {
    headers: { Authorization: `Bearer ${user.access_token}` },
    data: { app_name: 'marketing_agent', customerName: CUSTOMER, specialists: ['Iris Insights'] },
  });
  expect(created.status()).toBe(201);
  const { id: chatId } = (await created.json()) as { id: string };
  const chat = new ChatPage(page);
  await chat.goto(`?sessionId=${chatId}`);
  await chat.composer.fill('How many tote bags did the Halcyon pop-up in Porto sell?');
  await chat.composer.press('Enter');
  await chat.waitForReplyDone();

  const reply = chat.message('assistant').last();
  await expect(reply).toContainText('7,420 tote bags');
  const sources = reply.getByTestId('message-sources');
  await expect(sources).toBeVisible();
  const source = sources.getByTestId('message-source').filter({ hasText: 'store-audit.pdf' });
  await expect(source).toHaveCount(1);
  await expect(source).toContainText('page 3');
  await page.screenshot({ path: test.info().outputPath('cited-reply.png') });

  // The source opens its passage, and the document.
  await source.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('store-audit.pdf');
  await expect(dialog.getByTestId('source-passage')).toContainText(PDF_FACT);
  await page.screenshot({ path: test.info().outputPath('source-dialog.png') });
  // A PDF opens in a viewer tab of its own (documents-open.spec.ts has the other kinds).
  const viewer = page.context().waitForEvent('page');
  await dialog.getByRole('button', { name: 'Open document' }).click();
  await expect((await viewer).getByRole('heading', { level: 1, name: 'store-audit.pdf' })).toBeVisible();
  await (await viewer).close();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The citation in the text opens the same passage; a reload keeps the sources.
  await page.reload();
  const cited = chat.message('assistant').last();
  await expect(cited.getByTestId('message-source')).toContainText(['store-audit.pdf']);
  const n = await cited.getByTestId('message-source').first().getAttribute('data-source-n');
  await cited
    .getByTestId('citation')
    .filter({ hasText: n ?? '' })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByTestId('source-passage')).toContainText(PDF_FACT);
});
