import { adminPaths, type AdminCustomer } from '@brief/contract/admin-console';
import { customerDataPrompt } from '@brief/contract/automatic-prompts';
import type { ChatMessage, RunResponse } from '@brief/contract/chats';
import { uploadPrompt } from '@brief/contract/files';
import { isDocumentSource } from '@brief/contract/knowledge';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../src/agents/builtin-text';
import { bearer, buildTestApp, createChat, createUser, uploadFiles, type TestUser } from './helper';
import { uploadAll, waitForIndexing } from './knowledge-helpers';

/**
 * The built-in model over HTTP, on the demo data, with issue 29's examples: a new Spanish chat's first
 * reply, a budget in an attached notes.txt, three Instagram captions, the goals beside a brand book,
 * and a Spanish question about an English brand book.
 */
const ctx = await buildTestApp();
const admin = await createUser(ctx, { admin: true });
const user = await createUser(ctx, { teams: ['coandco'] });

function expectStatus<T>(response: LightMyRequestResponse, status: number): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

const customers = expectStatus<AdminCustomer[]>(
  await ctx.app.inject({ method: 'GET', url: adminPaths.customers('coandco'), headers: bearer(admin.token) }),
  200,
);
const northwind = customers.find((c) => c.name === 'Northwind Coffee');
if (northwind === undefined) throw new Error('no demo customer Northwind Coffee');

const BRAND_BOOK = `# Northwind Coffee brand book

## Colours
Roast Brown #4B2E1E, Cream #F4EBDD and Moss Green #6B8F47. Our palette serves one goal: recognition at a glance.

## Mascot
Our mascot is Pip, a curious fox in a barista apron who appears on cups, stickers and the app.

## Typography
Headlines use Recoleta; body text uses Inter.
`;
await uploadAll(ctx.app, admin, 'coandco', northwind.id, [
  { name: 'northwind-brand-book.md', body: BRAND_BOOK, type: 'text/markdown' },
]);
await waitForIndexing(ctx.app, admin, 'coandco', northwind.id);

const NOTES =
  'Meeting notes, 3 March\nAttendees: Ana, Pedro\nThe budget for the summer campaign is £60,000, split between Instagram and search.\nNext meeting on 10 March.\n';

const chatPath = (chatId: string, as: TestUser = user) => `/api/users/${as.id}/chats/${chatId}`;
const newChat = () =>
  createChat(ctx, user, {
    app_name: 'coandco_agent',
    customerName: 'Northwind Coffee',
    specialists: ['Nora SEO/SEM', 'Marta Strategy'],
  });

async function run(
  chatId: string,
  message: string,
  extra: Record<string, unknown> = {},
): Promise<ChatMessage> {
  const answer = expectStatus<RunResponse>(
    await ctx.app.inject({
      method: 'POST',
      url: `${chatPath(chatId)}/run`,
      headers: bearer(user.token),
      payload: { message, ...extra },
    }),
    200,
  );
  return answer.assistantMessage;
}

/** The chips of a reply: its Suggestions block, as the web app shows them. */
const chipsOf = (reply: ChatMessage) =>
  (reply.content.split('\n\nSuggestions:\n')[1] ?? '').split('\n').map((line) => line.replace(/^- /, ''));

const relatedOf = async (chatId: string) =>
  expectStatus<{ action: string }[]>(
    await ctx.app.inject({ method: 'GET', url: `${chatPath(chatId)}/related`, headers: bearer(user.token) }),
    200,
  ).map((item) => item.action);

describe("a new chat's first reply", () => {
  it('offers its chips and its suggestion list in Spanish when the chat is Spanish', async () => {
    const chatId = await newChat();
    const reply = await run(chatId, customerDataPrompt('Northwind Coffee'), {
      automatic: 'customer-data',
      locale: 'es',
    });
    const chips = chipsOf(reply);
    const related = await relatedOf(chatId);

    expect(reply.content).toContain('He cargado el perfil de **Northwind Coffee**');
    expect(chips.length).toBeGreaterThanOrEqual(2);
    expect(related.length).toBeGreaterThanOrEqual(2);
    for (const question of [...chips, ...related]) {
      expect(detectLanguage(question, 'en'), question).toBe('es');
      expect(question).toMatch(/^¿/);
    }
  });

  it('says whom it answers for once, in the first reply only', async () => {
    const chatId = await newChat();
    const first = await run(chatId, 'Who are the audiences?');
    const second = await run(chatId, 'What are the goals?');

    expect(first.content).toContain('Answering for **Nora SEO/SEM**');
    expect(second.content).not.toContain('Answering for');
  });
});

describe('answering the question', () => {
  it('quotes the budget line of an attached notes.txt, named or not', async () => {
    const named = await newChat();
    const [notes] = await uploadFiles(ctx, user, named, [
      { name: 'notes.txt', type: 'text/plain', body: NOTES },
    ]);
    const reply = await run(named, 'What is the budget in notes.txt?', { attachmentIds: [notes?.id] });
    expect(reply.content).toContain('From the file **notes.txt**');
    expect(reply.content).toContain('The budget for the summer campaign is £60,000');
    expect(reply.content).not.toContain('Grow online subscriptions');

    // Attached on its own first (the chat's automatic prompt), then asked about without its name.
    const unnamed = await newChat();
    const [later] = await uploadFiles(ctx, user, unnamed, [
      { name: 'notes.txt', type: 'text/plain', body: NOTES },
    ]);
    await run(unnamed, uploadPrompt({ name: 'notes.txt', kind: 'text' }), {
      attachmentIds: [later?.id],
      automatic: 'attachment',
    });
    const asked = await run(unnamed, "What's the budget?");
    expect(asked.content).toContain('The budget for the summer campaign is £60,000');
    expect(asked.content).not.toContain('Spring Blend');
  });

  it('writes three Instagram captions from the customer facts, with a note on their quality', async () => {
    const reply = await run(await newChat(), 'Write three Instagram captions');

    expect(reply.content).toMatch(/^A first draft of three Instagram captions for \*\*Northwind Coffee\*\*/);
    expect(reply.content.match(/^- \*\*Caption \d:\*\*/gm)).toHaveLength(3);
    expect(reply.content).toContain('a real language model would write far better copy');
    expect(reply.content).not.toContain('Instagram (48k followers)');
  });

  it('answers "What are the goals?" with the goals, not the brand book\'s colours', async () => {
    const reply = await run(await newChat(), 'What are the goals?');

    expect(reply.content).toContain('Grow online subscriptions from 12,400 to 20,000 by December 2026.');
    expect(reply.content).not.toMatch(/Roast Brown|palette/);
    expect(reply.sources ?? []).toEqual([]);
  });

  it('says plainly when the data does not say', async () => {
    const reply = await run(await newChat(), 'What is the budget for TV ads in Japan?');

    expect(reply.content).toMatch(
      /^The data of \*\*Northwind Coffee\*\* doesn't say what the budget for TV ads in Japan is\./,
    );
    expect(reply.content).not.toContain('Spring Blend');
  });
});

describe('across English and Spanish', () => {
  it("finds and cites the brand book's mascot for the Spanish question as for the English one", async () => {
    for (const [question, locale] of [
      ['What is the brand mascot?', 'en'],
      ['¿Cuál es la mascota de la marca?', 'es'],
    ] as const) {
      const reply = await run(await newChat(), question, { locale });
      expect(reply.content).toContain('Our mascot is Pip, a curious fox in a barista apron');
      expect(reply.sources?.filter(isDocumentSource).map((s) => [s.documentName, s.location])).toEqual([
        ['northwind-brand-book.md', 'Northwind Coffee brand book › Mascot'],
      ]);
      // Its chips are short questions, without the document's name and place.
      for (const chip of chipsOf(reply)) {
        expect(chip.length).toBeLessThanOrEqual(60);
        expect(chip).not.toMatch(/›|\.md\b/);
      }
    }
  });
});
