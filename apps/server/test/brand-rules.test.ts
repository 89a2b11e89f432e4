import { adminPaths, type AdminCustomer, type AuditPage } from '@brief/contract/admin-console';
import {
  BRAND_RULES_LIMITS,
  EMPTY_BRAND_RULES,
  brandRulesPaths,
  type BrandRules,
  type RuleFinding,
} from '@brief/contract/brand-rules';
import type { ChatDetail, ChatMessage, RegenerateResponse, RunResponse } from '@brief/contract/chats';
import { exportPaths } from '@brief/contract/exports';
import { sharePaths } from '@brief/contract/shares';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { BRAND_RULES_LINE } from '../src/agents/brand-rules-prompt';
import { findForbiddenTerms } from '../src/brand-rules/findings';
import { startFakeOpenAiServer, type RecordedRequest } from './fake-openai-server';
import {
  buildTestApp,
  callAs,
  createChat,
  createUser,
  expectStatus,
  type Method,
  type TestContext,
  type TestUser,
} from './helper';

// Two apps: one answered by the built-in offline model, one by a fake OpenAI-compatible provider.
const ctx = await buildTestApp();
const fake = await startFakeOpenAiServer();
afterAll(() => fake.close());
const provided = await buildTestApp({
  env: { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model' },
  modelTimeouts: { totalMs: 3000, chunkMs: 2000 },
});
beforeEach(() => fake.reset());

const A = 'marketing';
const B = 'creative';
const admin = await createUser(ctx, { admin: true });
const leadA = await createUser(ctx, { leadOf: [A] });
const leadB = await createUser(ctx, { leadOf: [B] });
const memberA = await createUser(ctx, { teams: [A] });
const memberB = await createUser(ctx, { teams: [B] });
const outsider = await createUser(ctx);

const call = (user: TestUser, method: Method, url: string, payload?: unknown) =>
  callAs(ctx, user, method, url, payload);

async function customerNamed(app: TestContext, as: TestUser, teamId: string, name: string) {
  const customers = expectStatus<AdminCustomer[]>(
    await callAs(app, as, 'GET', adminPaths.customers(teamId)),
    200,
  );
  const customer = customers.find((c) => c.name === name);
  if (customer === undefined) throw new Error(`no customer ${name} in ${teamId}`);
  return customer;
}

const tidewater = await customerNamed(ctx, admin, A, 'Tidewater Travel');
const greenfork = await customerNamed(ctx, admin, A, 'Greenfork Meal Kits');
const lumen = await customerNamed(ctx, admin, B, 'Lumen Skincare');

const putRules = (as: TestUser, teamId: string, customerId: string, rules: Partial<BrandRules>) =>
  call(as, 'PUT', brandRulesPaths.admin(teamId, customerId), rules);

type ErrorBody = {
  error: { code: string; reason?: string; field?: string; values?: Record<string, unknown> };
};

describe('brand rules in the console', () => {
  it('answers the empty rules for a customer without any, to admins, leads and the team', async () => {
    for (const as of [admin, leadA]) {
      expect(
        expectStatus<BrandRules>(await call(as, 'GET', brandRulesPaths.admin(A, tidewater.id)), 200),
      ).toEqual(EMPTY_BRAND_RULES);
    }
    expect(
      expectStatus<BrandRules>(
        await call(memberA, 'GET', brandRulesPaths.user(memberA.id, tidewater.id)),
        200,
      ),
    ).toEqual(EMPTY_BRAND_RULES);
  });

  it("lets the team's lead save them: trimmed, blanks dropped, a term listed twice kept once; audited for the team", async () => {
    const saved = expectStatus<BrandRules>(
      await putRules(leadA, A, tidewater.id, {
        voice: '  Warm and plain. ',
        audiences: 'Families',
        preferred: [{ term: ' holiday ' }, { term: 'HOLIDAY' }, { term: '' }],
        forbidden: [
          { term: 'cheap', instead: ' affordable ' },
          { term: 'Campaña' },
          { term: 'campana', instead: 'ignored: a duplicate' },
          { term: '   ' },
        ],
        disclaimers: [
          { text: 'Prices may change.', when: '' },
          { text: 'ATOL protected.', when: 'flights' },
        ],
        notes: 'Never promise sunshine.',
      }),
      200,
    );
    const expected: BrandRules = {
      voice: 'Warm and plain.',
      audiences: 'Families',
      preferred: [{ term: 'holiday' }],
      forbidden: [{ term: 'cheap', instead: 'affordable' }, { term: 'Campaña' }],
      disclaimers: [{ text: 'Prices may change.' }, { text: 'ATOL protected.', when: 'flights' }],
      notes: 'Never promise sunshine.',
    };
    expect(saved).toEqual(expected);
    expect(
      expectStatus<BrandRules>(await call(admin, 'GET', brandRulesPaths.admin(A, tidewater.id)), 200),
    ).toEqual(expected);
    // Everyone with the team reads them; a field left out of a PUT is emptied.
    expect(
      expectStatus<BrandRules>(
        await call(memberA, 'GET', brandRulesPaths.user(memberA.id, tidewater.id)),
        200,
      ),
    ).toEqual(expected);

    const audit = expectStatus<AuditPage>(
      await call(leadA, 'GET', `${adminPaths.audit}?action=customer.rules.updated`),
      200,
    );
    expect(audit.entries[0]).toMatchObject({
      action: 'customer.rules.updated',
      actorUserId: leadA.id,
      targetType: 'customer',
      targetId: tidewater.id,
    });
    expect(audit.entries[0]?.detail).toMatchObject({ team: A, forbidden: 2 });
    // A lead of another team does not read the entry.
    const other = expectStatus<AuditPage>(
      await call(leadB, 'GET', `${adminPaths.audit}?action=customer.rules.updated`),
      200,
    );
    expect(other.entries.map((entry) => entry.targetId)).not.toContain(tidewater.id);
  });

  it("refuses another team's lead (403), a customer of another team or none (404), and people who lead nothing (403)", async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const body = method === 'PUT' ? { voice: 'x' } : undefined;
      expect((await call(leadB, method, brandRulesPaths.admin(A, tidewater.id), body)).statusCode).toBe(403);
      expect((await call(leadA, method, brandRulesPaths.admin(A, lumen.id), body)).statusCode).toBe(404);
      expect((await call(admin, method, brandRulesPaths.admin(B, tidewater.id), body)).statusCode).toBe(404);
      expect((await call(admin, method, brandRulesPaths.admin(A, 'no-such-customer'), body)).statusCode).toBe(
        404,
      );
      expect((await call(memberA, method, brandRulesPaths.admin(A, tidewater.id), body)).statusCode).toBe(
        403,
      );
    }
    // Nothing was written by the refused calls.
    expect(
      expectStatus<BrandRules>(await call(admin, 'GET', brandRulesPaths.admin(B, lumen.id)), 200),
    ).toEqual(EMPTY_BRAND_RULES);
  });

  it('refuses more than 200 entries or a term over 100 characters with 422, naming the field and the limit', async () => {
    const terms = (count: number) => Array.from({ length: count }, (_, n) => ({ term: `term ${n}` }));
    const tooMany = expectStatus<ErrorBody>(
      await putRules(admin, B, lumen.id, { forbidden: terms(201) }),
      422,
    );
    expect(tooMany.error).toMatchObject({
      code: 'over_limit',
      reason: 'rules_too_many',
      field: 'body.forbidden',
      values: { limit: 200 },
    });
    const longTerm = expectStatus<ErrorBody>(
      await putRules(admin, B, lumen.id, { preferred: [{ term: 'ok' }, { term: 'x'.repeat(101) }] }),
      422,
    );
    expect(longTerm.error).toMatchObject({
      code: 'over_limit',
      reason: 'rules_too_long',
      field: 'body.preferred.1.term',
      values: { limit: 100 },
    });
    const longInstead = await putRules(admin, B, lumen.id, {
      forbidden: [{ term: 'cheap', instead: 'y'.repeat(101) }],
    });
    expect(longInstead.statusCode).toBe(422);
    const longVoice = await putRules(admin, B, lumen.id, { voice: 'v'.repeat(BRAND_RULES_LIMITS.text + 1) });
    expect(longVoice.json<ErrorBody>().error).toMatchObject({
      reason: 'rules_too_long',
      field: 'body.voice',
    });
    expect(
      expectStatus<BrandRules>(await call(admin, 'GET', brandRulesPaths.admin(B, lumen.id)), 200),
    ).toEqual(EMPTY_BRAND_RULES);
    // At the limits exactly, the rules are saved.
    const full = expectStatus<BrandRules>(
      await putRules(admin, B, lumen.id, { forbidden: [...terms(199), { term: 'z'.repeat(100) }] }),
      200,
    );
    expect(full.forbidden).toHaveLength(200);
    expectStatus(await putRules(admin, B, lumen.id, {}), 200);
  });
});

describe("reading a customer's rules from the chat", () => {
  it("answers only a customer of one of the user's teams (404 otherwise, as for one that does not exist)", async () => {
    expect((await call(memberB, 'GET', brandRulesPaths.user(memberB.id, tidewater.id))).statusCode).toBe(404);
    expect((await call(outsider, 'GET', brandRulesPaths.user(outsider.id, tidewater.id))).statusCode).toBe(
      404,
    );
    expect(
      (await call(memberA, 'GET', brandRulesPaths.user(memberA.id, 'no-such-customer'))).statusCode,
    ).toBe(404);
    expect((await call(memberA, 'GET', brandRulesPaths.user(memberA.id, lumen.id))).statusCode).toBe(404);
    // Another user's id in the path.
    expect((await call(memberB, 'GET', brandRulesPaths.user(memberA.id, tidewater.id))).statusCode).toBe(403);
    expect((await call(admin, 'GET', brandRulesPaths.user(admin.id, lumen.id))).statusCode).toBe(200);
  });
});

describe('the built-in model keeps the rules', () => {
  const question = 'How should we plan the spring promotion?';
  const runIn = async (chatId: string) =>
    expectStatus<RunResponse>(
      await call(memberA, 'POST', `/api/users/${memberA.id}/chats/${chatId}/run`, { message: question }),
      200,
    );
  const newChat = () =>
    createChat(ctx, memberA, { app_name: 'marketing_agent', customerName: greenfork.name });

  it("writes the rule's instead where it would have written a forbidden term, and adds the disclaimers that apply", async () => {
    const before = (await runIn(await newChat())).message;
    // A word the built-in model writes in this answer (not the customer's name) becomes forbidden.
    const word = [...new Set(before.match(/\p{L}{6,}/gu) ?? [])].find(
      (candidate) => !/greenfork|suggestions/i.test(candidate),
    );
    if (word === undefined) throw new Error(`no word to forbid in: ${before}`);
    expectStatus(
      await putRules(admin, A, greenfork.id, {
        forbidden: [{ term: word, instead: 'zestful' }],
        disclaimers: [
          { text: 'Offers depend on availability.' },
          { text: 'Unicorn rides are not included.', when: 'unicorns' },
        ],
      }),
      200,
    );
    const reply = await runIn(await newChat());
    expect(findForbiddenTerms(reply.message, [{ term: word }])).toEqual([]);
    expect(reply.message.toLowerCase()).toContain('zestful');
    expect(reply.message).toContain('Offers depend on availability.');
    expect(reply.message).not.toContain('Unicorn rides');
    // The disclaimer comes before the suggestions, which stay last.
    expect(reply.message.indexOf('Offers depend')).toBeLessThan(reply.message.indexOf('Suggestions:'));
    expect(reply.assistantMessage.ruleFindings).toBeUndefined();
  });
});

const owner = await createUser(provided, { teams: [A] });
const colleague = await createUser(provided, { teams: [A] });
const providedAdmin = await createUser(provided, { admin: true });
const ruta = await customerNamed(provided, providedAdmin, A, 'Ruta Verde Bicicletas');
expectStatus(
  await callAs(provided, providedAdmin, 'PUT', brandRulesPaths.admin(A, ruta.id), {
    voice: 'Cercana y clara',
    forbidden: [{ term: 'barato', instead: 'asequible' }, { term: 'campaña' }],
    disclaimers: [{ text: 'Precios con IVA.', when: 'precio' }],
  }),
  200,
);
describe('a provider told the rules, its replies checked', () => {
  const as = (method: Method, url: string, payload?: unknown, user = owner) =>
    callAs(provided, user, method, url, payload);
  const chatUrl = (chatId: string) => `/api/users/${owner.id}/chats/${chatId}`;
  const systemOf = (request: RecordedRequest | undefined) => {
    const system = request?.body.messages.find((message) => message.role === 'system');
    return typeof system?.content === 'string' ? system.content : '';
  };
  /** The system prompt of the reply's request (titles and follow-ups are asked without the rules). */
  const replyPrompt = () =>
    systemOf(fake.requests.find((request) => systemOf(request).includes(BRAND_RULES_LINE)));

  const findingsText =
    'Una Campaña con precios baratos. Las campañas BARATAS no; la campana de Navidad, barato.';
  const spans = (text: string, findings: readonly RuleFinding[] | undefined) =>
    (findings ?? []).map((f) => [f.term, f.instead, text.slice(f.index, f.index + f.length)]);

  async function chatWithFindings(): Promise<{ chatId: string; reply: ChatMessage }> {
    const chatId = await createChat(provided, owner, {
      app_name: 'marketing_agent',
      customerName: ruta.name,
    });
    fake.enqueue({ kind: 'text', text: findingsText });
    const run = expectStatus<RunResponse>(
      await as('POST', `${chatUrl(chatId)}/run`, { message: '¿Qué precio ponemos?' }),
      200,
    );
    return { chatId, reply: run.assistantMessage };
  }

  it('sends the rules in the system prompt and stores the forbidden terms the reply used', async () => {
    const { chatId, reply } = await chatWithFindings();
    const system = replyPrompt();
    expect(system).toContain('Voice: Cercana y clara');
    expect(system).toContain(
      'Forbidden term: never write "barato" (nor its plural); write "asequible" instead.',
    );
    expect(system).toContain('Forbidden term: never write "campaña" (nor its plural).');
    expect(system).toContain(
      'Disclaimer: "Precios con IVA." — add it when the question or reply concerns "precio".',
    );
    // "BARATAS" is not "barato" (another word); plurals, any case and accents are.
    expect(spans(findingsText, reply.ruleFindings)).toEqual([
      ['campaña', null, 'Campaña'],
      ['barato', 'asequible', 'baratos'],
      ['campaña', null, 'campañas'],
      ['campaña', null, 'campana'],
      ['barato', 'asequible', 'barato'],
    ]);
    const detail = expectStatus<ChatDetail>(await as('GET', chatUrl(chatId)), 200);
    expect(detail.messages.at(-1)?.ruleFindings).toEqual(reply.ruleFindings);
  });

  it('"Rewrite without them" names the findings to the model; each version keeps its own', async () => {
    const { chatId, reply } = await chatWithFindings();
    fake.reset();
    fake.enqueue({ kind: 'text', text: 'Una propuesta asequible para la primavera.' });
    const rewritten = expectStatus<RegenerateResponse>(
      await as('POST', `${chatUrl(chatId)}/messages/${reply.id}/regenerate`, { withoutFindings: true }),
      200,
    );
    expect(replyPrompt()).toContain(
      'Your previous reply used forbidden terms: "campaña", "barato" (write "asequible" instead).',
    );
    expect(rewritten.assistantMessage.ruleFindings).toBeUndefined();
    expect(rewritten.assistantMessage.version).toBe(2);

    // A plain regenerate names nothing; showing version 1 again shows its findings.
    fake.reset();
    fake.enqueue({ kind: 'text', text: 'Otra campaña.' });
    const plain = expectStatus<RegenerateResponse>(
      await as('POST', `${chatUrl(chatId)}/messages/${reply.id}/regenerate`, {}),
      200,
    );
    expect(replyPrompt()).not.toContain('Your previous reply used forbidden terms');
    expect(spans('Otra campaña.', plain.assistantMessage.ruleFindings)).toEqual([
      ['campaña', null, 'campaña'],
    ]);
    const first = expectStatus<ChatMessage>(
      await as('PUT', `${chatUrl(chatId)}/messages/${reply.id}/version`, { version: 1 }),
      200,
    );
    expect(first.ruleFindings).toEqual(reply.ruleFindings);
  });

  it('shows the findings to the owner only: in exports and in the shared chat', async () => {
    const { chatId } = await chatWithFindings();
    const ownExport = await as('GET', exportPaths.chat(owner.id, chatId, 'md'));
    expect(ownExport.statusCode).toBe(200);
    expect(ownExport.body).toContain('*Brand rules: “campaña”, “barato” → “asequible”*');
    const spanish = await as('GET', `${exportPaths.chat(owner.id, chatId, 'md')}&lang=es`);
    expect(spanish.body).toContain('*Reglas de marca: «campaña», «barato» → «asequible»*');

    expectStatus(await as('POST', sharePaths.shares(owner.id, chatId), { emails: [colleague.email] }), 201);
    const shared = expectStatus<ChatDetail>(
      await as('GET', sharePaths.sharedChat(colleague.id, chatId), undefined, colleague),
      200,
    );
    expect(shared.messages.at(-1)?.content).toBe(findingsText);
    expect(shared.messages.every((message) => message.ruleFindings === undefined)).toBe(true);
    const readerExport = await as(
      'GET',
      exportPaths.sharedChat(colleague.id, chatId, 'md'),
      undefined,
      colleague,
    );
    expect(readerExport.statusCode).toBe(200);
    expect(readerExport.body).toContain('Una Campaña con precios baratos.');
    expect(readerExport.body).not.toContain('Brand rules');
  });
});
