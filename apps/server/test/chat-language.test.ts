import { customerDataPrompt, webSearchPrompt } from '@brief/contract/automatic-prompts';
import type { ChatDetail, ChatSearchResult, ChatSummary, RunResponse } from '@brief/contract/chats';
import { afterAll, describe, expect, it } from 'vitest';
import { languageLine } from '../src/agents/prompts';
import { demoCustomers } from '../src/teams/demo-catalogue';
import { startFakeOpenAiServer, type ChatCompletionRequest } from './fake-openai-server';
import { bearer, buildTestApp, createChat, createUser, type TestUser } from './helper';

// A model that records what it is sent: the system prompt says the chat's language.
const fake = await startFakeOpenAiServer();
afterAll(() => fake.close());
const ctx = await buildTestApp({
  env: { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'recording-model' },
  modelTimeouts: { totalMs: 5000, chunkMs: 3000 },
});
const user = await createUser(ctx, { teams: ['marketing'] });
const customer = demoCustomers.marketing[0]?.name ?? '';
const LOAD_PROMPT = customerDataPrompt(customer);
const ENGLISH_QUESTION = 'What are their goals for this year?';
const SPANISH_QUESTION = '¿Qué objetivos tienen para este año?';

const call = (method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>, as: TestUser = user) =>
  ctx.app.inject({
    method,
    url: `/api/users/${as.id}${path}`,
    headers: bearer(as.token),
    ...(payload === undefined ? {} : { payload }),
  });

const newChat = () => createChat(ctx, user, { app_name: 'marketing_agent', customerName: customer });

/** Sends a message and answers the run's reply and the system prompt the model was given. */
async function run(chatId: string, body: Record<string, unknown>) {
  fake.reset();
  const response = await call('POST', `/chats/${chatId}/run`, { customerName: customer, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return { answer: response.json<RunResponse>(), system: systemOf(fake.requests[0]?.body) };
}

/** The text of the request's first message of that role (the system prompt, or the task's transcript). */
const contentOf = (body: ChatCompletionRequest | undefined, role: 'system' | 'user'): string => {
  const content = body?.messages.find((message) => message.role === role)?.content;
  return typeof content === 'string' ? content : JSON.stringify(content ?? '');
};
const systemOf = (body: ChatCompletionRequest | undefined) => contentOf(body, 'system');
const promptOf = (body: ChatCompletionRequest | undefined) => contentOf(body, 'user');

const detail = async (chatId: string) => (await call('GET', `/chats/${chatId}`)).json<ChatDetail>();
const listed = async (chatId: string, query = '') =>
  (await call('GET', `/chats${query}`)).json<ChatSummary[]>().find((chat) => chat.id === chatId);

describe("automatic prompts and the chat's language", () => {
  it('marks the automatic prompt when the request says so, and when its text is exactly one', async () => {
    const flagged = await newChat();
    const saidSo = await run(flagged, { message: LOAD_PROMPT, automatic: 'customer-data' });
    expect(saidSo.answer.userMessage.automatic).toBe('customer-data');

    const unflagged = await newChat();
    const recognised = await run(unflagged, { message: customerDataPrompt('Some Other Customer') });
    expect(recognised.answer.userMessage.automatic).toBe('customer-data');
    await run(unflagged, { message: webSearchPrompt('cold brew trends') });
    const upload = 'Carga los datos del archivo "plan.pdf" usando el agente principal y resume su contenido.';
    const saved = await call('POST', `/chats/${unflagged}`, { message: upload });
    expect(saved.json<{ automatic?: string }>().automatic).toBe('attachment');
    await run(unflagged, { message: ENGLISH_QUESTION });

    const stored = (await detail(unflagged)).messages.filter((message) => message.role === 'user');
    expect(stored.map((message) => message.automatic)).toEqual([
      'customer-data',
      'search',
      'attachment',
      undefined,
    ]);
    expect((await detail(flagged)).messages[0]?.automatic).toBe('customer-data');
  });

  it('previews the first typed message, in the list, the favourites and search results', async () => {
    const chatId = await newChat();
    await run(chatId, { message: LOAD_PROMPT, automatic: 'customer-data' });
    expect((await listed(chatId))?.preview).toBe('');

    await run(chatId, { message: ENGLISH_QUESTION });
    await run(chatId, { message: 'And their budget?' });
    expect(await listed(chatId)).toMatchObject({ preview: ENGLISH_QUESTION, messageCount: 6 });
    await call('POST', `/chats/${chatId}/favorite`, { favorite: true });
    expect((await listed(chatId, '?favorite=true'))?.preview).toBe(ENGLISH_QUESTION);

    // A word only the automatic prompt holds finds the chat, shown by what the user typed.
    const found = (await call('GET', '/chats/search?q=prepárate')).json<ChatSearchResult[]>();
    expect(found.find((chat) => chat.id === chatId)).toMatchObject({
      preview: ENGLISH_QUESTION,
      match: ENGLISH_QUESTION,
    });
  });

  it('writes in the language the user typed, not that of the automatic prompt', async () => {
    const english = await newChat();
    const first = await run(english, { message: LOAD_PROMPT, automatic: 'customer-data', locale: 'en' });
    expect(first.system).toContain(languageLine('en'));
    expect((await detail(english)).language).toBe('en');
    const typed = await run(english, { message: ENGLISH_QUESTION, locale: 'es' });
    expect(typed.system).toContain(languageLine('en'));
    expect((await detail(english)).language).toBe('en');

    const spanish = await newChat();
    const before = await run(spanish, { message: LOAD_PROMPT, automatic: 'customer-data', locale: 'es' });
    expect(before.system).toContain(languageLine('es'));
    const after = await run(spanish, { message: SPANISH_QUESTION, locale: 'en' });
    expect(after.system).toContain(languageLine('es'));
    expect((await detail(spanish)).language).toBe('es');
    // Too short to tell: the chat stays Spanish.
    expect((await run(spanish, { message: 'OK', locale: 'en' })).system).toContain(languageLine('es'));
  });

  it('asks for follow-ups and titles in the chat language, without the automatic prompt', async () => {
    const chatId = await newChat();
    await run(chatId, { message: LOAD_PROMPT, automatic: 'customer-data' });
    await run(chatId, { message: SPANISH_QUESTION });

    fake.reset();
    fake.enqueue({ kind: 'text', text: '- ¿Y el presupuesto?\n- ¿Qué canales usan?' });
    const related = await call('GET', `/chats/${chatId}/related`);
    expect(related.statusCode, related.body).toBe(200);
    fake.enqueue({ kind: 'text', text: 'Objetivos del año' });
    const title = await call('GET', `/chats/${chatId}/suggested_title`);
    expect(title.json()).toEqual({ suggested_title: 'Objetivos del año' });

    expect(fake.requests).toHaveLength(2);
    for (const request of fake.requests) {
      expect(systemOf(request.body)).toContain(languageLine('es'));
      expect(promptOf(request.body)).toContain(SPANISH_QUESTION);
      expect(promptOf(request.body)).not.toContain('Carga los datos');
    }
  });

  it('reads the language of a chat with nothing typed as that of its replies, else English', async () => {
    const chatId = await newChat();
    await run(chatId, { message: LOAD_PROMPT, automatic: 'customer-data', locale: 'es' });
    fake.reset();
    await call('GET', `/chats/${chatId}/suggested_title`);
    await call('GET', `/chats/${chatId}/related`);
    // The first reply was written in Spanish: its title and follow-ups are asked in Spanish too.
    expect(fake.requests.map((request) => systemOf(request.body))).toEqual([
      expect.stringContaining(languageLine('es')),
      expect.stringContaining(languageLine('es')),
    ]);
    expect((await detail(chatId)).language).toBe('es');
    // A later run without a locale stays in the chat's language.
    expect((await run(chatId, { message: LOAD_PROMPT, automatic: 'customer-data' })).system).toContain(
      languageLine('es'),
    );

    const unanswered = await newChat();
    expect((await detail(unanswered)).language).toBe('en');
  });
});
