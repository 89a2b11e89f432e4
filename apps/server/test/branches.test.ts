import { adminPaths, type AdminCustomer } from '@brief/contract/admin-console';
import type { ChatDetail, ChatMessage, RunResponse } from '@brief/contract/chats';
import type { Stats } from '@brief/contract/bookmarks';
import { exportPaths } from '@brief/contract/exports';
import { isDocumentSource } from '@brief/contract/knowledge';
import { sharePaths } from '@brief/contract/shares';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createBuiltinModel } from '../src/agents/builtin-model';
import {
  bearer,
  buildTestApp,
  createChat,
  createUser,
  uploadFiles,
  type TestContext,
  type TestUser,
} from './helper';
import { uploadAll, waitForIndexing } from './knowledge-helpers';

/**
 * Editing a user message keeps what it replaces: the edit is the message's next version, and its earlier
 * version keeps the exchanges that followed it, which come back as they were when it is shown again.
 */
const ctx = await buildTestApp();
const admin = await createUser(ctx, { admin: true });
const user = await createUser(ctx, { teams: ['marketing'] });
const stranger = await createUser(ctx, { teams: ['marketing'] });

function expectStatus<T>(response: LightMyRequestResponse, status: number): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

const customer = expectStatus<AdminCustomer>(
  await ctx.app.inject({
    method: 'POST',
    url: adminPaths.customers('marketing'),
    headers: bearer(admin.token),
    payload: { name: 'Helios Retail', description: 'Grocery and home chain', profile: '# Helios Retail' },
  }),
  201,
);
const POP_UP_FACT =
  'The Halcyon pop-up in Porto sold 7,420 units of the limited tote bag in its opening weekend.';
await uploadAll(ctx.app, admin, 'marketing', customer.id, [
  {
    name: 'pop-up-report.md',
    body: `# Pop-up report\n\n## Results\n\n${POP_UP_FACT}\n\n## Staffing\n\nQueues stayed under four minutes.`,
    type: 'text/markdown',
  },
]);
await waitForIndexing(ctx.app, admin, 'marketing', customer.id);

const chatUrl = (chatId: string, owner: TestUser = user) => `/api/users/${owner.id}/chats/${chatId}`;

const newChat = (context: TestContext = ctx, owner: TestUser = user) =>
  createChat(context, owner, { app_name: 'marketing_agent', customerName: customer.name, specialists: [] });

async function run(chatId: string, payload: Record<string, unknown>, context = ctx): Promise<RunResponse> {
  const response = await context.app.inject({
    method: 'POST',
    url: `${chatUrl(chatId)}/run`,
    headers: bearer(user.token),
    payload,
  });
  return expectStatus<RunResponse>(response, 200);
}

const detail = async (chatId: string, context = ctx): Promise<ChatDetail> =>
  expectStatus<ChatDetail>(
    await context.app.inject({ method: 'GET', url: chatUrl(chatId), headers: bearer(user.token) }),
    200,
  );

const selectVersion = (chatId: string, messageId: string, version: number, as = user, context = ctx) =>
  context.app.inject({
    method: 'PUT',
    url: `${chatUrl(chatId, as)}/messages/${messageId}/version`,
    headers: bearer(as.token),
    payload: { version },
  });

const searchIds = async (q: string, as = user): Promise<string[]> =>
  expectStatus<{ id: string }[]>(
    await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${as.id}/chats/search?q=${encodeURIComponent(q)}`,
      headers: bearer(as.token),
    }),
    200,
  ).map((chat) => chat.id);

/**
 * Four exchanges: the first question, a second sent with a file (its reply regenerated, so it has two
 * versions), a third answered from the customer's documents with a citation, and a fourth.
 */
async function fourExchanges(owner: TestUser = user) {
  const chatId = await newChat(ctx, owner);
  const [file] = await uploadFiles(ctx, owner, chatId, [
    { name: 'brief.md', body: '# Brief\n\nThe Zephyrine launch moves to May.', type: 'text/markdown' },
  ]);
  await run(chatId, { message: 'What are the goals of Helios Retail this year?' });
  await run(chatId, { message: 'What does brief.md say about the launch?', attachmentIds: [file?.id] });
  const secondReply = (await detail(chatId)).messages[3];
  expectStatus(
    await ctx.app.inject({
      method: 'POST',
      url: `${chatUrl(chatId)}/messages/${secondReply?.id}/regenerate`,
      headers: bearer(user.token),
    }),
    200,
  );
  await run(chatId, { message: 'How many tote bags did the Halcyon pop-up in Porto sell?' });
  await run(chatId, { message: 'Summarise the Quillwort plan in one line.' });
  return { chatId, fileId: file?.id ?? '', messages: (await detail(chatId)).messages };
}

describe('editing the first of four exchanges', () => {
  it('shows the edit as version 2 of 2 and keeps the four exchanges as version 1, as they were', async () => {
    const { chatId, fileId, messages: before } = await fourExchanges();
    expect(before).toHaveLength(8);
    const [first, , , secondReply, , citedReply] = before;
    // What the branch holds, to see it come back as it was.
    expect(before[2]?.attachments.map((a) => a.id)).toEqual([fileId]);
    expect(secondReply).toMatchObject({ version: 2, versionCount: 2 });
    expect(citedReply?.content).toContain('7,420 units');
    expect(citedReply?.sources?.length).toBeGreaterThan(0);
    expect(new Set(citedReply?.sources?.filter(isDocumentSource).map((s) => s.documentName))).toEqual(
      new Set(['pop-up-report.md']),
    );
    expect(first).toMatchObject({ role: 'user', version: 1, versionCount: 1 });

    const edited = await run(chatId, {
      message: 'What is the budget of Helios Retail this year?',
      editMessageId: first?.id,
    });

    expect(edited.userMessage).toMatchObject({
      content: 'What is the budget of Helios Retail this year?',
      version: 2,
      versionCount: 2,
    });
    const afterEdit = (await detail(chatId)).messages;
    expect(afterEdit.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(afterEdit[0]).toMatchObject({ id: edited.userMessage.id, version: 2, versionCount: 2 });
    expect(afterEdit[1]?.id).toBe(edited.assistantMessage.id);

    const shown = expectStatus<ChatMessage>(await selectVersion(chatId, edited.userMessage.id, 1), 200);
    expect(shown).toMatchObject({ id: first?.id, content: first?.content, version: 1, versionCount: 2 });
    const restored = await detail(chatId);
    expect(restored.messages).toEqual([{ ...first, versionCount: 2 }, ...before.slice(1)]);
    expect(restored.messageCount).toBe(8);

    const again = expectStatus<ChatMessage>(await selectVersion(chatId, first?.id ?? '', 2), 200);
    expect(again).toMatchObject({ id: edited.userMessage.id, version: 2, versionCount: 2 });
    expect((await detail(chatId)).messages).toEqual(afterEdit);

    // The file of the parked branch went back with it, and the regenerated reply keeps both versions.
    expectStatus(await selectVersion(chatId, edited.userMessage.id, 1), 200);
    expect((await detail(chatId)).messages[2]?.attachments.map((a) => a.id)).toEqual([fileId]);
    const firstVersion = expectStatus<ChatMessage>(
      await selectVersion(chatId, secondReply?.id ?? '', 1),
      200,
    );
    expect(firstVersion).toMatchObject({ id: secondReply?.id, version: 1, versionCount: 2 });
  });

  it('continues the branch shown: a run after choosing version 1 follows its four exchanges', async () => {
    const { chatId, messages: before } = await fourExchanges();
    const edited = await run(chatId, { message: 'Something else entirely', editMessageId: before[0]?.id });
    expectStatus(await selectVersion(chatId, edited.userMessage.id, 1), 200);

    const next = await run(chatId, { message: 'And what about the summer?' });

    expect(next.userMessage).toMatchObject({ version: 1, versionCount: 1 });
    const messages = (await detail(chatId)).messages;
    expect(messages).toHaveLength(10);
    expect(messages.slice(1, 8)).toEqual(before.slice(1));
    expect(messages.slice(8).map((m) => m.id)).toEqual([next.userMessage.id, next.assistantMessage.id]);
    // Editing again makes a third version, whose earlier ones each keep their own branch.
    const third = await run(chatId, { message: 'A third start', editMessageId: messages[0]?.id });
    expect(third.userMessage).toMatchObject({ version: 3, versionCount: 3 });
    expectStatus(await selectVersion(chatId, third.userMessage.id, 2), 200);
    expect((await detail(chatId)).messages.map((m) => m.id)).toEqual([
      edited.userMessage.id,
      edited.assistantMessage.id,
    ]);
    expectStatus(await selectVersion(chatId, edited.userMessage.id, 1), 200);
    expect((await detail(chatId)).messages.map((m) => m.id)).toEqual(messages.map((m) => m.id));
  });

  it('edits a later message inside a branch, and the outer branch keeps the inner one', async () => {
    const { chatId, messages: before } = await fourExchanges();
    const inner = await run(chatId, { message: 'A different third question', editMessageId: before[4]?.id });
    const innerBranch = (await detail(chatId)).messages;
    expect(innerBranch).toHaveLength(6);
    const outer = await run(chatId, { message: 'A different start', editMessageId: before[0]?.id });

    expectStatus(await selectVersion(chatId, outer.userMessage.id, 1), 200);

    expect((await detail(chatId)).messages).toEqual([
      { ...innerBranch[0], versionCount: 2 },
      ...innerBranch.slice(1),
    ]);
    expectStatus(await selectVersion(chatId, inner.userMessage.id, 1), 200);
    const original = (await detail(chatId)).messages;
    expect(original.map((m) => m.id)).toEqual(before.map((m) => m.id));
  });
});

describe('what follows the branch shown', () => {
  it('search finds the words of the branch shown only', async () => {
    const { chatId, messages: before } = await fourExchanges();
    expect(await searchIds('quillwort')).toContain(chatId);
    const edited = await run(chatId, {
      message: 'Tell me about Marshmallowfield',
      editMessageId: before[0]?.id,
    });

    expect(await searchIds('quillwort')).not.toContain(chatId);
    expect(await searchIds('marshmallowfield')).toEqual([chatId]);
    expectStatus(await selectVersion(chatId, edited.userMessage.id, 1), 200);
    expect(await searchIds('quillwort')).toContain(chatId);
    expect(await searchIds('marshmallowfield')).toEqual([]);
  });

  it("the dashboard counts, the chat's preview and its last message follow it", async () => {
    const owner = await createUser(ctx, { teams: ['marketing'] });
    const ownerRun = (chatId: string, payload: Record<string, unknown>) =>
      ctx.app
        .inject({
          method: 'POST',
          url: `${chatUrl(chatId, owner)}/run`,
          headers: bearer(owner.token),
          payload,
        })
        .then((response) => expectStatus<RunResponse>(response, 200));
    const stats = async () =>
      expectStatus<Stats>(
        await ctx.app.inject({
          method: 'GET',
          url: `/api/users/${owner.id}/stats`,
          headers: bearer(owner.token),
        }),
        200,
      );
    const summary = async (chatId: string) =>
      expectStatus<ChatDetail>(
        await ctx.app.inject({ method: 'GET', url: chatUrl(chatId, owner), headers: bearer(owner.token) }),
        200,
      );
    const chatId = await newChat(ctx, owner);
    const first = await ownerRun(chatId, { message: 'First question about audiences' });
    await ownerRun(chatId, { message: 'Second question about channels' });
    expect(await stats()).toMatchObject({ totalMessages: 4, todayMessages: 4 });

    const edited = await ownerRun(chatId, {
      message: 'Budgets instead',
      editMessageId: first.userMessage.id,
    });

    expect(await stats()).toMatchObject({ totalMessages: 2, todayMessages: 2 });
    expect(await summary(chatId)).toMatchObject({
      messageCount: 2,
      preview: 'Budgets instead',
      lastMessage: edited.message.slice(0, 200),
    });
    const back = await ctx.app.inject({
      method: 'PUT',
      url: `${chatUrl(chatId, owner)}/messages/${edited.userMessage.id}/version`,
      headers: bearer(owner.token),
      payload: { version: 1 },
    });
    expectStatus(back, 200);
    expect(await stats()).toMatchObject({ totalMessages: 4, todayMessages: 4 });
    expect(await summary(chatId)).toMatchObject({
      messageCount: 4,
      preview: 'First question about audiences',
    });
  });
  it("an export and a colleague's view of the shared chat show it", async () => {
    const colleague = await createUser(ctx, { teams: ['marketing'] });
    const { chatId, messages: before } = await fourExchanges();
    expectStatus(
      await ctx.app.inject({
        method: 'POST',
        url: sharePaths.shares(user.id, chatId),
        headers: bearer(user.token),
        payload: { emails: [colleague.email] },
      }),
      201,
    );
    const exported = async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: exportPaths.chat(user.id, chatId, 'md'),
        headers: bearer(user.token),
      });
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    const sharedIds = async () =>
      expectStatus<ChatDetail>(
        await ctx.app.inject({
          method: 'GET',
          url: sharePaths.sharedChat(colleague.id, chatId),
          headers: bearer(colleague.token),
        }),
        200,
      ).messages.map((m) => m.id);
    expect(await exported()).toContain('Quillwort');

    const edited = await run(chatId, { message: 'About Marshmallowfield', editMessageId: before[0]?.id });

    expect(await exported()).not.toContain('Quillwort');
    expect(await exported()).toContain('Marshmallowfield');
    expect(await sharedIds()).toEqual([edited.userMessage.id, edited.assistantMessage.id]);
    expectStatus(await selectVersion(chatId, edited.userMessage.id, 1), 200);
    expect(await exported()).toContain('Quillwort');
    expect(await sharedIds()).toEqual(before.map((m) => m.id));
  });
});

describe('refusals', () => {
  it("another user's ids are unknown, and nothing of mine changes", async () => {
    const { chatId, messages: before } = await fourExchanges();
    const edited = await run(chatId, { message: 'Mine, edited', editMessageId: before[0]?.id });
    const mine = await detail(chatId);
    const theirChat = await newChat(ctx, stranger);

    for (const chat of [chatId, theirChat]) {
      const response = await selectVersion(chat, edited.userMessage.id, 1, stranger);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('not_found');
    }
    const editedByStranger = await ctx.app.inject({
      method: 'POST',
      url: `${chatUrl(theirChat, stranger)}/run`,
      headers: bearer(stranger.token),
      payload: { message: 'Theirs', editMessageId: edited.userMessage.id },
    });
    expect(editedByStranger.statusCode).toBe(404);
    // My path with their token is refused before anything is looked up.
    const asMe = await ctx.app.inject({
      method: 'PUT',
      url: `${chatUrl(chatId)}/messages/${edited.userMessage.id}/version`,
      headers: bearer(stranger.token),
      payload: { version: 1 },
    });
    expect(asMe.statusCode).toBe(403);
    expect(await detail(chatId)).toEqual(mine);
  });

  it('refuses a version the message does not have with 400', async () => {
    const { chatId, messages: before } = await fourExchanges();
    const edited = await run(chatId, { message: 'An edit', editMessageId: before[0]?.id });
    for (const version of [0, 3, 1.5]) {
      const response = await selectVersion(chatId, edited.userMessage.id, version);
      expect(response.statusCode, `version ${version}`).toBe(400);
    }
    // The version it replaced is not in the chat while another is shown: versions go by the one shown.
    expect((await selectVersion(chatId, before[0]?.id ?? '', 1)).statusCode).toBe(404);
    expect((await selectVersion(chatId, edited.assistantMessage.id, 2)).statusCode).toBe(400);
  });
});

describe('while a reply is being written', async () => {
  const slow = await buildTestApp({ model: createBuiltinModel({ wordDelayMs: 10 }) });
  const owner = await createUser(slow, { teams: ['marketing'] });

  it('refuses to show another branch (409) and changes nothing', async () => {
    const chatId = await createChat(slow, owner, { app_name: 'marketing_agent' });
    const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
      slow.app.inject({
        method,
        url: `${chatUrl(chatId, owner)}${path}`,
        headers: bearer(owner.token),
        ...(payload === undefined ? {} : { payload }),
      });
    const first = expectStatus<RunResponse>(await call('POST', '/run', { message: 'Hello there' }), 200);
    const edited = expectStatus<RunResponse>(
      await call('POST', '/run', { message: 'Hi again', editMessageId: first.userMessage.id }),
      200,
    );
    const running = call('POST', '/run', {
      message: 'Give me everything about the recent campaigns, the audiences and the channels',
    });
    for (let tries = 0; !expectStatus<ChatDetail>(await call('GET', ''), 200).running; tries += 1) {
      if (tries > 200) throw new Error('the reply never started');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const before = expectStatus<ChatDetail>(await call('GET', ''), 200).messages.map((m) => m.id);

    const refused = await call('PUT', `/messages/${edited.userMessage.id}/version`, { version: 1 });

    expect(refused.statusCode).toBe(409);
    expect(expectStatus<ChatDetail>(await call('GET', ''), 200).messages.map((m) => m.id)).toEqual(before);
    expectStatus(await call('POST', '/stop'), 200);
    expect((await running).statusCode).toBe(200);
    expectStatus(await call('PUT', `/messages/${edited.userMessage.id}/version`, { version: 1 }), 200);
  });
});
