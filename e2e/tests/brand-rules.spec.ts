import type { FakeOpenAiServer } from '../../apps/server/test/fake-openai-server';
import {
  AdminPage,
  ENGLISH_KNOWLEDGE_TEXTS,
  SPANISH_KNOWLEDGE_TEXTS,
  type CustomerKnowledgeTexts,
} from '../pages/admin-page';
import { ENGLISH_CHAT_TEXTS, SPANISH_CHAT_TEXTS, type ChatPageTexts } from '../pages/chat-page';
import { expect, test } from '../fixtures/server';
import { withSlowProvider } from '../fixtures/slow-provider';
import {
  TEAM,
  adminToken,
  askAndWait,
  makeCustomer,
  openChatAbout,
  registerMember,
  signInWithPassword,
} from '../fixtures/team-members';

/**
 * A customer's brand rules in every reply. A team lead sets a forbidden term with what to write instead
 * in the console, and the built-in model's reply writes the instead; the chat's Brand rules panel shows
 * the rule. With a provider (a local fake OpenAI-compatible server) whose reply uses the term, the reply
 * shows it underlined with its rule, counts it, and "Rewrite without them" asks the provider again with
 * the term named. Each run makes its own customer, so its rules reach no other test.
 */

const PASSWORD = 'e2e-rules-pass';

interface Run {
  language: 'en' | 'es';
  locale: string;
  viewport: { width: number; height: number };
  admin: CustomerKnowledgeTexts;
  chat: ChatPageTexts;
  term: string;
  instead: string;
  /** The customer's profile: its goals use the forbidden term. */
  goal: string;
  question: string;
  brandRules: string;
  brandRulesOf: (customer: string) => string;
  forbidden: string;
  /** The provider's reply: the term twice, once in its plural. */
  providerReply: string;
  rewritten: string;
  findings: (count: number) => string;
  rule: string;
  rewrite: string;
}

const RUNS: readonly Run[] = [
  {
    language: 'en',
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    admin: ENGLISH_KNOWLEDGE_TEXTS,
    chat: ENGLISH_CHAT_TEXTS,
    term: 'cheap',
    instead: 'affordable',
    goal: 'Win students over with cheap loose-leaf tea.',
    question: 'What are their goals?',
    brandRules: 'Brand rules',
    brandRulesOf: (customer) => `Brand rules · ${customer}`,
    forbidden: 'Forbidden terms',
    providerReply: 'Lead with the **cheap** tins, then show why cheap tea can still taste great.',
    rewritten: 'Lead with the affordable tins, then show why good tea can fit any budget.',
    findings: (count) => `${count} brand-rule findings`,
    rule: 'Brand rule: write “affordable” instead of “cheap”',
    rewrite: 'Rewrite without them',
  },
  {
    language: 'es',
    locale: 'es-ES',
    viewport: { width: 390, height: 844 },
    admin: SPANISH_KNOWLEDGE_TEXTS,
    chat: SPANISH_CHAT_TEXTS,
    term: 'barato',
    instead: 'asequible',
    goal: 'Ganar a los estudiantes con té barato a granel.',
    question: '¿Cuáles son sus objetivos?',
    brandRules: 'Reglas de marca',
    brandRulesOf: (customer) => `Reglas de marca · ${customer}`,
    forbidden: 'Términos prohibidos',
    providerReply: 'Empieza por las latas de té **barato** y enseña que los tés baratos también son buenos.',
    rewritten: 'Empieza por las latas de té asequible y enseña que un buen té cabe en cualquier presupuesto.',
    findings: (count) => `${count} hallazgos de reglas de marca`,
    rule: 'Regla de marca: escribe «asequible» en lugar de «barato»',
    rewrite: 'Reescribir sin ellos',
  },
];

/** The messages the server sent the provider in one request, as one text. */
const promptOf = (request: FakeOpenAiServer['requests'][number]) =>
  request.body.messages.map((message) => JSON.stringify(message.content ?? '')).join('\n');

for (const run of RUNS) {
  // A server whose model is the fake provider, answering every request with the run's reply at once.
  const providerTest = withSlowProvider({ text: run.providerReply, tokenDelayMs: 0 });

  test.describe(`in ${run.language} at ${run.viewport.width} px`, () => {
    test.use({ locale: run.locale, viewport: run.viewport });

    test('a lead sets a forbidden term; the built-in model writes its instead, and the chat shows the rule', async ({
      page,
      server,
      cspViolations,
    }) => {
      test.setTimeout(120_000);
      const customer = `Lumen Tea ${run.language}-${Date.now()}`;
      await makeCustomer(page.request, server, customer, run.goal);
      const lead = `rules-lead-${run.language}-${Date.now()}@brief.test`;
      await registerMember(page.request, server, { email: lead, password: PASSWORD, lead: true });

      const signedIn = await signInWithPassword(page, lead, PASSWORD);
      await page.goto('/admin');
      const admin = new AdminPage(page);
      await admin.openTeam(TEAM.name, run.admin);
      await admin.addForbiddenTerm(customer, run.term, run.instead, run.admin);

      const chat = await openChatAbout(page, signedIn, customer, run.chat);
      await askAndWait(chat, run.question);
      const reply = chat.message('assistant').last();
      await expect(reply).toContainText(run.instead);
      await expect(reply).not.toContainText(new RegExp(`\\b${run.term}`, 'i'));
      await expect(reply.getByTestId('reply-findings')).toHaveCount(0);

      await page.getByRole('button', { name: run.brandRules, exact: true }).click();
      const panel = page.getByRole('dialog', { name: run.brandRulesOf(customer) });
      await expect(panel.getByText(run.forbidden)).toBeVisible();
      await expect(panel.getByText(`${run.term} → ${run.instead}`)).toBeVisible();
      // The sheet slides in: the picture is of it in place.
      await panel.evaluate((sheet) => Promise.all(sheet.getAnimations().map((motion) => motion.finished)));
      await page.screenshot({ path: test.info().outputPath(`panel-${run.language}.png`) });
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      expect(cspViolations).toEqual([]);
    });
  });

  providerTest.describe(`with a provider, in ${run.language} at ${run.viewport.width} px`, () => {
    providerTest.use({ locale: run.locale, viewport: run.viewport });

    providerTest(
      'a provider’s reply with the term: underlined, counted, and rewritten without it',
      async ({ page, server, provider, cspViolations }) => {
        test.setTimeout(120_000);
        const customer = `Lumen Tea ${run.language}-${Date.now()}`;
        const customerId = await makeCustomer(page.request, server, customer, run.goal);
        const token = await adminToken(page.request, server);
        const rules = await page.request.put(`/api/admin/teams/${TEAM.id}/customers/${customerId}/rules`, {
          headers: { Authorization: `Bearer ${token}` },
          data: { forbidden: [{ term: run.term, instead: run.instead }] },
        });
        expect(rules.ok(), await rules.text()).toBe(true);
        const email = `rules-writer-${run.language}-${Date.now()}@brief.test`;
        await registerMember(page.request, server, { email, password: PASSWORD });
        const user = await signInWithPassword(page, email, PASSWORD);

        // The reply uses the term (and its plural); the related questions are asked for after it.
        const chat = await openChatAbout(page, user, customer, run.chat);
        const first = provider.requests.length;
        const related = page.waitForResponse((response) => response.url().includes('/related'));
        await askAndWait(chat, run.question);
        await related;
        const reply = chat.message('assistant').last();
        const marks = reply.getByTestId('rule-finding');
        await expect(marks).toHaveCount(2);
        await expect(marks.first()).toHaveText(run.term);
        await expect(reply.getByTestId('reply-findings')).toContainText(run.findings(2));
        expect(promptOf(provider.requests[first]!)).toContain(`never write \\"${run.term}\\"`);

        // The rule is in a tooltip, reached from the keyboard too. (The one closed before may still be
        // fading out: the open one is the one shown.)
        const tooltip = page.locator('[role="tooltip"]:not([data-state="closed"])');
        await marks.first().focus();
        await expect(tooltip).toHaveText(run.rule);
        await page.screenshot({ path: test.info().outputPath(`findings-${run.language}.png`) });
        await page.keyboard.press('Escape');
        // The same in the dark theme, from the second finding (the plural: the same rule).
        await page.emulateMedia({ colorScheme: 'dark' });
        await marks.nth(1).focus();
        await expect(tooltip).toHaveText(run.rule);
        await page.screenshot({ path: test.info().outputPath(`findings-${run.language}-dark.png`) });
        await page.keyboard.press('Escape');
        await page.emulateMedia({ colorScheme: 'light' });

        // "Rewrite without them": a new version, for which the provider is told the term.
        provider.enqueue({ kind: 'text', text: run.rewritten });
        const asked = provider.requests.length;
        await reply.getByRole('button', { name: run.rewrite }).click();
        await expect(reply).toContainText(run.rewritten, { timeout: 30_000 });
        await chat.waitForReplyDone();
        const rewrite = provider.requests.slice(asked).map(promptOf).join('\n');
        expect(rewrite).toContain(
          `Your previous reply used forbidden terms: \\"${run.term}\\" (write \\"${run.instead}\\" instead)`,
        );
        await expect(reply.getByTestId('rule-finding')).toHaveCount(0);
        await expect(reply.getByTestId('reply-findings')).toHaveCount(0);
        await page.screenshot({ path: test.info().outputPath(`rewritten-${run.language}.png`) });
        expect(cspViolations).toEqual([]);
      },
    );
  });
}
