import {
  AdminPage,
  ENGLISH_KNOWLEDGE_TEXTS,
  SPANISH_KNOWLEDGE_TEXTS,
  type CustomerKnowledgeTexts,
} from '../pages/admin-page';
import { ENGLISH_CHAT_TEXTS, SPANISH_CHAT_TEXTS, type ChatPageTexts } from '../pages/chat-page';
import { expect, test } from '../fixtures/server';
import {
  TEAM,
  askAndWait,
  makeCustomer,
  openChatAbout,
  registerMember,
  signInWithPassword,
} from '../fixtures/team-members';

/**
 * A customer's memory as a team builds it: a colleague proposes a fact from a reply ("Remember for …"),
 * the team's lead approves it in the console (where they also keep the customer's brand rules), and the
 * next chat's reply — the built-in model's — cites it as the team's memory. Each run makes its own
 * customer, so its rules and memory reach no other test.
 */

const PASSWORD = 'e2e-memory-pass';

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
      await registerMember(page.request, server, { email: leadEmail, password: PASSWORD, lead: true });
      await registerMember(page.request, server, { email: colleagueEmail, password: PASSWORD });
      await makeCustomer(page.request, server, customer, 'Grow online sales of loose-leaf tea.');

      // The lead keeps the customer's brand rules in the console.
      await signInWithPassword(page, leadEmail, PASSWORD);
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
      const colleague = await signInWithPassword(colleaguePage, colleagueEmail, PASSWORD);
      const first = await openChatAbout(colleaguePage, colleague, customer, run.chat);
      await askAndWait(first, run.question);
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
      const next = await openChatAbout(colleaguePage, colleague, customer, run.chat);
      await askAndWait(next, run.nextQuestion);
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
