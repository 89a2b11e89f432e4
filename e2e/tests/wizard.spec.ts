import type { Page } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';
import { LoginPage } from '../pages/login-page';
import { WizardPage } from '../pages/wizard-page';
import { expect, test, type BriefServer } from '../fixtures/server';

type StreamWindow = { __streamLengths?: number[]; __setupTexts?: string[] };

const TEAM = 'Consulting & Content';
const CUSTOMER = 'Northwind Coffee';

async function signIn(page: Page, server: BriefServer): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(server.admin.email, server.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
}

test('the wizard launches a chat whose prompt is the first message and whose reply streams in', async ({
  page,
  server,
  cspViolations,
}) => {
  await signIn(page, server);
  const wizard = new WizardPage(page);
  await wizard.goto();

  await wizard.team(TEAM).click();
  await expect(wizard.stepHeading('Choose Customer')).toBeVisible();
  await wizard.customer(CUSTOMER).click();
  await expect(wizard.stepHeading('Launch')).toBeVisible();
  await wizard.prompt.fill('Summarise this customer in two lines');
  await expect(wizard.summary).toContainText(TEAM);
  await expect(wizard.summary).toContainText(CUSTOMER);
  await expect(wizard.summary).toContainText('Summarise this customer in two lines');

  // Every length the streamed reply goes through; the launch is a client-side navigation, so this stays.
  // The set-up notice can be gone within a frame on a fast machine, so it is recorded as it shows.
  await page.evaluate(() => {
    const seen: number[] = [];
    const setup: string[] = [];
    (window as StreamWindow).__streamLengths = seen;
    (window as StreamWindow).__setupTexts = setup;
    new MutationObserver(() => {
      const length = document.querySelector('[data-streaming="true"]')?.textContent?.length;
      if (length !== undefined && length !== seen.at(-1)) seen.push(length);
      for (const status of Array.from(document.querySelectorAll<HTMLElement>('[role="status"]'))) {
        const text = status.textContent;
        if (text.includes('Setting Up Your Chat') && !setup.includes(text)) setup.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await wizard.launch.click();
  await expect(page).toHaveURL(/\/chat-v2\?/);
  // While the chat is configured, the page shows what is being set up.
  await expect
    .poll(async () => page.evaluate(() => ((window as StreamWindow).__setupTexts ?? []).join('\n')))
    .toContain(CUSTOMER);

  const chat = new ChatPage(page);
  await expect(chat.composer).toHaveAttribute('placeholder', `Ask about ${CUSTOMER}...`, { timeout: 15_000 });
  await expect(chat.message('user', 'Summarise this customer in two lines')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/sessionId=/);
  await chat.waitForReplyDone();
  await expect(chat.message('assistant').first()).not.toBeEmpty();
  await expect(chat.title).toContainText(CUSTOMER);
  // The reply arrived piece by piece, not in one go.
  const lengths = await page.evaluate(() => (window as StreamWindow).__streamLengths ?? []);
  expect(lengths.length).toBeGreaterThan(1);
  expect(cspViolations).toEqual([]);
});

test('Previous and Next follow the step rules, and close goes to the Overview', async ({ page, server }) => {
  await signIn(page, server);
  const wizard = new WizardPage(page);
  await wizard.goto();

  await expect(wizard.previous).toBeDisabled();
  await expect(wizard.next).toBeDisabled();
  await wizard.team(TEAM).click();
  await expect(wizard.stepHeading('Choose Customer')).toBeVisible();
  await expect(wizard.next).toBeDisabled();

  await wizard.previous.click();
  await expect(wizard.stepHeading('Select a Team')).toBeVisible();
  await expect(wizard.team(TEAM)).toHaveAttribute('aria-pressed', 'true');
  await expect(wizard.next).toBeEnabled();
  await wizard.next.click();

  await wizard.customer(CUSTOMER).click();
  await expect(wizard.stepHeading('Launch')).toBeVisible();
  await expect(wizard.next).toBeHidden();
  await expect(wizard.launch).toBeEnabled();
  await wizard.previous.click();
  await expect(wizard.next).toBeEnabled();

  await wizard.close.click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the customer search matches names case-insensitively and says when nothing matches', async ({
  page,
  server,
}) => {
  await signIn(page, server);
  const wizard = new WizardPage(page);
  await wizard.goto();
  await wizard.team(TEAM).click();

  await wizard.customerSearch.fill('northwind');
  await expect(wizard.customer(CUSTOMER)).toBeVisible();
  await wizard.customerSearch.fill('no such customer');
  await expect(page.getByText('No customers found matching "no such customer"')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Customers' })).toHaveCount(0);
});

test('/chat-v2 with no configuration asks for one, and both ways out work', async ({ page, server }) => {
  await signIn(page, server);
  await page.goto('/chat-v2');
  await expect(page.getByRole('heading', { name: 'Configuration Required' })).toBeVisible();
  await page.getByRole('button', { name: 'Open Chat Wizard' }).click();
  await expect(page).toHaveURL(/\/chat-wizard$/);
  await expect(page.getByRole('heading', { name: 'Select a Team' })).toBeVisible();

  await page.goto('/chat-v2');
  await page.getByRole('button', { name: 'Use Regular Chat' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(new ChatPage(page).composer).toBeVisible();
});
