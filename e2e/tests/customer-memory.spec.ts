import type { APIRequestContext, Page } from '@playwright/test';
import {
  AdminPage,
  ENGLISH_KNOWLEDGE_TEXTS,
  SPANISH_KNOWLEDGE_TEXTS,
  type CustomerKnowledgeTexts,
} from '../pages/admin-page';
import { ChatPage, ENGLISH_CHAT_TEXTS, SPANISH_CHAT_TEXTS, type ChatPageTexts } from '../pages/chat-page';
import { expect, test, type BriefServer } from '../fixtures/server';
import type { SignedIn } from '../fixtures/users';

/**
 * A customer's memory as a team builds it: a colleague proposes a fact from a reply ("Remember for …"),
 * the team's lead approves it in the console (where they also keep the customer's brand rules), and the
 * next chat's reply — the built-in model's — cites it as the team's memory. Each run makes its own
 * customer, so its rules and memory reach no other test.
 */

const PASSWORD = 'e2e-memory-pass';
const TEAM = { id: 'coandco', name: 'Consulting & Content', appName: 'coandco_agent' };

interface Run {
  language: 'en' | 'es';
  locale: string;
  viewport: { width: number; height: number };
  admin: CustomerKnowledgeTexts;
  chat: ChatPageTexts;
  /** The brand rule the lead keeps: the same as brand-rules.spec's. */
  forbidden: { term: string; instead: string };
  rememberFor: (customer: string) => string;
  fact: string;
  propose: string;
  proposed: string;
  teamMemory: string;
  waiting: (customer: string) => string;
  question: string;
  factText: string;
  /** The fact as the lead edits it before approving, or null to approve it as proposed. */
  edited: string | null;
  nextQuestion: string;
}

const RUNS: readonly Run[] = [
  {
    language: 'en',
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    admin: ENGLISH_KNOWLEDGE_TEXTS,
    chat: ENGLISH_CHAT_TEXTS,
    forbidden: { term: 'cheap', instead: 'affordable' },
    rememberFor: (customer) => `Remember for ${customer}`,
    fact: 'Fact',
    propose: 'Propose',
    proposed: 'Proposed to the team’s lead',
    teamMemory: 'Team memory',
    waiting: (customer) => `Memory of ${customer}: 1 waiting`,
    question: 'What should our next campaign for them focus on?',
    factText: 'They ship every order in compostable tins made in Porto.',
    edited: null,
    nextQuestion: 'How do they ship their orders, and in what tins?',
  },
  {
    language: 'es',
    locale: 'es-ES',
    viewport: { width: 390, height: 844 },
    admin: SPANISH_KNOWLEDGE_TEXTS,
    chat: SPANISH_CHAT_TEXTS,
    forbidden: { term: 'barato', instead: 'asequible' },
    rememberFor: (customer) => `Recordar para ${customer}`,
    fact: 'Dato',
    propose: 'Proponer',
    proposed: 'Propuesto al líder del equipo',
    teamMemory: 'Memoria del equipo',
    waiting: (customer) => `Memoria de ${customer}: 1 por revisar`,
    question: '¿En qué debería centrarse su próxima campaña?',
    factText: 'Envían cada pedido en latas compostables hechas en Oporto.',
    edited: 'Envían cada pedido en latas compostables fabricadas en Oporto.',
    nextQuestion: '¿Cómo envían sus pedidos y en qué latas?',
  },
];

/** The admin's token, through the API. */
async function adminToken(request: APIRequestContext, server: BriefServer): Promise<string> {
  const login = await request.post('/api/login', {
    data: { email: server.admin.email, password: server.admin.password },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** A password user with the team, made by the admin; answers their id. */
async function register(request: APIRequestContext, token: string, email: string): Promise<string> {
  const created = await request.post(`/api/users/${encodeURIComponent(email)}/register`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, password: PASSWORD, authProvider: 'password', agents: [TEAM.id] },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { user: { id: string } }).user.id;
}

/** Signs in through the sign-in page, whatever language it speaks. */
async function signIn(page: Page, email: string): Promise<SignedIn> {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as SignedIn);
}

/** A new chat about the customer, opened, with `question` asked and answered by the built-in model. */
async function ask(page: Page, user: SignedIn, customer: string, run: Run): Promise<ChatPage> {
  const created = await page.request.post(`/api/users/${user.id}/sessions`, {
    headers: { Authorization: `Bearer ${user.access_token}` },
    data: { app_name: TEAM.appName, customerName: customer, specialists: ['Iris Insights'] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const chat = new ChatPage(page, run.chat);
  await chat.goto(`?sessionId=${id}`);
  return chat;
}

async function send(chat: ChatPage, question: string): Promise<void> {
  await chat.composer.fill(question);
  await chat.composer.press('Enter');
  await expect(chat.message('user', question)).toBeVisible();
  await chat.waitForReplyDone();
}

for (const run of RUNS) {
  test.describe(`in ${run.language} at ${run.viewport.width} px`, () => {
    test.use({ locale: run.locale, viewport: run.viewport });

    test('a colleague proposes a fact, the lead approves it, the next reply cites it as memory', async ({
      page,
      browser,
      server,
      cspViolations,
    }) => {
      test.setTimeout(180_000);
      const stamp = `${run.language}-${Date.now()}`;
      const customer = `Lumen Tea ${stamp}`;
      const leadEmail = `lead-${stamp}@brief.test`;
      const colleagueEmail = `colleague-${stamp}@brief.test`;
      const token = await adminToken(page.request, server);
      const leadId = await register(page.request, token, leadEmail);
      await register(page.request, token, colleagueEmail);
      const headers = { Authorization: `Bearer ${token}` };
      const lead = await page.request.patch(`/api/admin/users/${leadId}`, {
        headers,
        data: { leadOf: [TEAM.id] },
      });
      expect(lead.ok(), await lead.text()).toBe(true);
      const made = await page.request.post(`/api/admin/teams/${TEAM.id}/customers`, {
        headers,
        data: { name: customer, profile: `# ${customer}\n## Goals\n- Grow online sales of loose-leaf tea.` },
      });
      expect(made.status(), await made.text()).toBe(201);

      // The lead keeps the customer's brand rules in the console.
      await signIn(page, leadEmail);
      await page.goto('/admin');
      const admin = new AdminPage(page);
      await admin.openTeam(TEAM.name, run.admin);
      await admin.addForbiddenTerm(customer, run.forbidden.term, run.forbidden.instead, run.admin);
      await page.getByRole('button', { name: run.admin.brandRulesOf(customer) }).click();
      const rules = page.getByRole('dialog', { name: run.admin.brandRulesOf(customer) });
      await expect(rules.getByRole('textbox', { name: run.admin.forbiddenTerm(1), exact: true })).toHaveValue(
        run.forbidden.term,
      );
      await expect(rules.getByRole('textbox', { name: run.admin.insteadOf(1), exact: true })).toHaveValue(
        run.forbidden.instead,
      );
      await page.screenshot({ path: test.info().outputPath(`rules-${run.language}.png`) });
      await page.keyboard.press('Escape');
      await expect(rules).toBeHidden();

      // A colleague proposes a fact from a reply in their chat about the customer.
      const colleagueContext = await browser.newContext({
        locale: run.locale,
        viewport: run.viewport,
        baseURL: server.url,
      });
      const colleaguePage = await colleagueContext.newPage();
      const colleague = await signIn(colleaguePage, colleagueEmail);
      const first = await ask(colleaguePage, colleague, customer, run);
      await send(first, run.question);
      const reply = first.message('assistant').last();
      await reply.hover();
      await reply.getByRole('button', { name: run.rememberFor(customer) }).click();
      const remember = colleaguePage.getByRole('dialog', { name: run.rememberFor(customer) });
      await remember.getByLabel(run.fact, { exact: true }).fill(run.factText);
      await remember.getByRole('button', { name: run.propose }).click();
      await expect(remember).toBeHidden();
      await expect(colleaguePage.getByText(run.proposed).first()).toBeVisible();

      // The lead sees it waiting on the customer's row, and approves it.
      // (The console keeps the open team in its address.)
      await page.reload();
      await expect(page.getByRole('heading', { name: TEAM.name })).toBeVisible();
      await expect(page.getByRole('button', { name: run.waiting(customer) })).toBeVisible();
      const approved = await admin.approveMemory(customer, run.factText, run.edited, run.admin);
      await expect(approved).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`memory-${run.language}.png`) });
      await page.keyboard.press('Escape');

      // The colleague's next chat: the reply uses the fact and cites it as the team's memory.
      const next = await ask(colleaguePage, colleague, customer, run);
      await send(next, run.nextQuestion);
      const cited = next.message('assistant').last();
      await expect(cited).toContainText(run.edited ?? run.factText);
      const memorySource = cited.getByTestId('message-sources').locator('[data-source-kind="memory"]');
      await expect(memorySource).toHaveCount(1);
      await expect(memorySource).toContainText(run.teamMemory);
      await colleaguePage.screenshot({ path: test.info().outputPath(`cited-${run.language}.png`) });
      await colleagueContext.close();
      expect(cspViolations).toEqual([]);
    });
  });
}
