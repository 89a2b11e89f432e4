import { adminPaths, type AdminCustomer, type AuditPage } from '@brief/contract/admin-console';
import type { ChatMessage } from '@brief/contract/chats';
import {
  memoryPaths,
  type AdminMemoryPage,
  type CustomerMemory,
  type ProposedMemory,
  type UserMemory,
} from '@brief/contract/customer-memory';
import type { ErrorBody } from '@brief/contract/errors';
import type { MemorySource } from '@brief/contract/knowledge';
import { offboardingPaths } from '@brief/contract/offboarding';
import { sharePaths } from '@brief/contract/shares';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer } from './fake-openai-server';
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

/**
 * A customer's memory: people with the customer's team propose facts, admins and the team's leads
 * review them, the proposer sees the outcome, and approved facts (only those) reach the model, whose
 * reply cites them as sources of kind memory. A cited fact's chat is named only to readers of that chat.
 */

const A = 'marketing';
const B = 'creative';
const GLASS = 'Halcyon Tea ships every order in returnable glass jars.';

async function setUp(ctx: TestContext) {
  const admin = await createUser(ctx, { admin: true });
  const customer = expectStatus<AdminCustomer>(
    await callAs(ctx, admin, 'POST', adminPaths.customers(A), {
      name: 'Halcyon Tea',
      description: 'Tea shops',
      profile: '# Halcyon Tea\n## Goals\n- Open two shops in Porto.',
    }),
    201,
  );
  return { admin, customer };
}

const chatAbout = (ctx: TestContext, user: TestUser, customerName: string) =>
  createChat(ctx, user, { app_name: 'marketing_agent', customerName, specialists: [] });

async function ask(ctx: TestContext, user: TestUser, chatId: string, message: string): Promise<ChatMessage> {
  expectStatus(
    await callAs(ctx, user, 'POST', `/api/users/${user.id}/chats/${chatId}/run`, { message }),
    200,
  );
  return lastReply(ctx, user, `/api/users/${user.id}/chats/${chatId}`);
}

async function lastReply(ctx: TestContext, user: TestUser, url: string): Promise<ChatMessage> {
  const detail = expectStatus<{ messages: ChatMessage[] }>(await callAs(ctx, user, 'GET', url), 200);
  const reply = detail.messages.at(-1);
  if (reply?.role !== 'assistant') throw new Error('no reply');
  return reply;
}

const memorySources = (reply: ChatMessage): MemorySource[] =>
  (reply.sources ?? []).flatMap((source) => (source.kind === 'memory' ? [source] : []));

const reasonOf = (body: string) => (JSON.parse(body) as ErrorBody).error;

describe('with the built-in model', async () => {
  const ctx = await buildTestApp();
  const { admin, customer } = await setUp(ctx);
  const customerB = expectStatus<AdminCustomer>(
    await callAs(ctx, admin, 'POST', adminPaths.customers(B), { name: 'Bravo Ltd' }),
    201,
  );
  const lead = await createUser(ctx, { teams: [A], leadOf: [A] });
  const leadB = await createUser(ctx, { teams: [B], leadOf: [B] });
  const member = await createUser(ctx, { teams: [A] });
  const colleague = await createUser(ctx, { teams: [A] });
  const outsider = await createUser(ctx, { teams: [B] });
  const call = (user: TestUser, method: Method, url: string, payload?: unknown) =>
    callAs(ctx, user, method, url, payload);
  const propose = (user: TestUser, body: Record<string, unknown>, customerId = customer.id) =>
    call(user, 'POST', memoryPaths.user(user.id, customerId), body);
  const review = (user: TestUser, memoryId: string, body: Record<string, unknown>, teamId = A) =>
    call(user, 'PATCH', memoryPaths.adminFact(teamId, customer.id, memoryId), body);
  const proposed = async (user: TestUser, body: Record<string, unknown>) =>
    expectStatus<ProposedMemory>(await propose(user, body), 201).id;

  // The member proposes a fact from a reply of one of their chats.
  const sourceChat = await chatAbout(ctx, member, customer.name);
  const sourceReply = await ask(ctx, member, sourceChat, 'What are the goals?');
  const glassId = await proposed(member, { text: GLASS, chatId: sourceChat, messageId: sourceReply.id });

  describe('proposing', () => {
    it('answers 201 with the proposal, for anyone with the customer’s team', async () => {
      const response = await propose(colleague, { text: 'Prefers oolong over green tea.' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<ProposedMemory>()).toEqual({
        id: expect.any(String) as unknown,
        status: 'proposed',
      });
    });

    it('is not found without the team, and forbidden on another user’s path', async () => {
      expect((await propose(outsider, { text: 'A guess.' })).statusCode).toBe(404);
      expect((await propose(member, { text: 'Wrong customer.' }, customerB.id)).statusCode).toBe(404);
      const asMember = await call(outsider, 'POST', memoryPaths.user(member.id, customer.id), { text: 'x' });
      expect(asMember.statusCode).toBe(403);
      expect((await call(outsider, 'GET', memoryPaths.user(outsider.id, customer.id))).statusCode).toBe(404);
      expect((await call(outsider, 'GET', memoryPaths.user(member.id, customer.id))).statusCode).toBe(403);
    });

    it('takes 2,000 characters and refuses 2,001 with 422 memory_too_long', async () => {
      expect((await propose(member, { text: 'a'.repeat(2_000) })).statusCode).toBe(201);
      const tooLong = await propose(member, { text: 'a'.repeat(2_001) });
      expect(tooLong.statusCode).toBe(422);
      expect(reasonOf(tooLong.body)).toMatchObject({
        code: 'over_limit',
        reason: 'memory_too_long',
        field: 'body.text',
        values: { limit: 2_000 },
      });
    });

    it('comes from a chat the proposer may read: another user’s chat or message is not found', async () => {
      const othersChat = await chatAbout(ctx, colleague, customer.name);
      expect((await propose(member, { text: 'From elsewhere.', chatId: othersChat })).statusCode).toBe(404);
      expect(
        (await propose(member, { text: 'No such reply.', chatId: sourceChat, messageId: 'nope' })).statusCode,
      ).toBe(404);
      expect((await propose(member, { text: 'No chat.', messageId: sourceReply.id })).statusCode).toBe(400);
      // Shared with the member, the colleague's chat is one they may read.
      expectStatus(
        await call(colleague, 'POST', sharePaths.shares(colleague.id, othersChat), {
          emails: [member.email],
        }),
        201,
      );
      expect((await propose(member, { text: 'From a share.', chatId: othersChat })).statusCode).toBe(201);
    });
  });

  describe('reviewing', () => {
    it('lists proposals newest first for the team’s lead and admins, paged', async () => {
      const page = expectStatus<AdminMemoryPage>(
        await call(lead, 'GET', `${memoryPaths.admin(A, customer.id)}?status=proposed&limit=2`),
        200,
      );
      expect(page.facts).toHaveLength(2);
      expect(page.facts.every((fact) => fact.status === 'proposed' && fact.teamId === A)).toBe(true);
      expect(page.nextCursor).not.toBeNull();
      const rest = expectStatus<AdminMemoryPage>(
        await call(
          admin,
          'GET',
          `${memoryPaths.admin(A, customer.id)}?status=proposed&cursor=${page.nextCursor ?? ''}`,
        ),
        200,
      );
      const all = [...page.facts, ...rest.facts];
      expect(all.map((fact) => fact.proposedAt)).toEqual(
        all
          .map((fact) => fact.proposedAt)
          .sort()
          .reverse(),
      );
      expect(all.find((fact) => fact.id === glassId)).toMatchObject({
        text: GLASS,
        chatId: sourceChat,
        messageId: sourceReply.id,
        proposedBy: { id: member.id },
      });
    });

    it('is forbidden to a lead of another team and to members, and not found under another team', async () => {
      expect((await call(leadB, 'GET', memoryPaths.admin(A, customer.id))).statusCode).toBe(403);
      expect((await call(member, 'GET', memoryPaths.admin(A, customer.id))).statusCode).toBe(403);
      expect((await review(leadB, glassId, { status: 'approved' })).statusCode).toBe(403);
      expect((await review(leadB, glassId, { status: 'approved' }, B)).statusCode).toBe(404);
      expect((await call(admin, 'GET', memoryPaths.admin(B, customer.id))).statusCode).toBe(404);
      expect((await review(lead, 'no-such-fact', { status: 'approved' })).statusCode).toBe(404);
    });

    it('approves as edited, rejects with a reason, retires, and refuses other moves with 409', async () => {
      const edited = 'Halcyon Tea ships every order in returnable glass jars, never in plastic.';
      const tooLong = await review(lead, glassId, { status: 'approved', text: 'b'.repeat(2_001) });
      expect(tooLong.statusCode).toBe(422);
      expect((await review(lead, glassId, { status: 'rejected', text: 'x' })).statusCode).toBe(400);
      const approved = expectStatus<CustomerMemory>(
        await review(lead, glassId, { status: 'approved', text: edited }),
        200,
      );
      expect(approved).toMatchObject({ status: 'approved', text: edited, reviewedBy: { id: lead.id } });
      const again = await review(lead, glassId, { status: 'approved' });
      expect(again.statusCode).toBe(409);
      expect(reasonOf(again.body)).toMatchObject({
        reason: 'memory_status_move',
        values: { from: 'approved', to: 'approved' },
      });
      // Approved back as it was proposed: only the edit differs.
      expectStatus(await review(admin, glassId, { status: 'retired', reason: 'Moved to paper bags' }), 200);
      expect((await review(admin, glassId, { status: 'approved' })).statusCode).toBe(409);

      const guess = await proposed(member, { text: 'Their founder is called Ada.' });
      const rejected = expectStatus<CustomerMemory>(
        await review(lead, guess, { status: 'rejected', reason: 'Not true: the founder is Bea.' }),
        200,
      );
      expect(rejected).toMatchObject({ status: 'rejected', reason: 'Not true: the founder is Bea.' });
      expect((await review(lead, guess, { status: 'retired' })).statusCode).toBe(409);
      const longReason = await review(lead, await proposed(member, { text: 'x' }), {
        status: 'rejected',
        reason: 'r'.repeat(1_001),
      });
      expect(longReason.statusCode).toBe(422);
    });

    it('audits each review with the team, for the team’s lead to read', async () => {
      const page = expectStatus<AuditPage>(await call(lead, 'GET', adminPaths.audit), 200);
      const actions = page.entries.map((entry) => entry.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          'customer.memory.approved',
          'customer.memory.rejected',
          'customer.memory.retired',
        ]),
      );
      const approval = page.entries.find((entry) => entry.action === 'customer.memory.approved');
      expect(approval).toMatchObject({ targetType: 'customer', targetId: customer.id, actorUserId: lead.id });
      expect(approval?.detail).toMatchObject({ team: A, memory: glassId, proposed: GLASS });
      // Without a status the list holds every fact, reviewed ones too: nothing is deleted by a review.
      const all = expectStatus<AdminMemoryPage>(
        await call(lead, 'GET', memoryPaths.admin(A, customer.id)),
        200,
      );
      expect(new Set(all.facts.map((fact) => fact.status))).toEqual(
        new Set(['proposed', 'rejected', 'retired']),
      );
      const forB = expectStatus<AuditPage>(await call(leadB, 'GET', adminPaths.audit), 200);
      expect(forB.entries.some((entry) => entry.action.startsWith('customer.memory.'))).toBe(false);
    });
  });

  describe('reading and citing', () => {
    const fact = 'Halcyon Tea brews its chai with oat milk in every shop.';
    let factId = '';

    it('shows the proposer the outcome of their proposals, and everyone the approved facts', async () => {
      factId = await proposed(member, { text: fact, chatId: sourceChat });
      expectStatus(await review(lead, factId, { status: 'approved' }), 200);
      const mine = expectStatus<UserMemory>(
        await call(member, 'GET', memoryPaths.user(member.id, customer.id)),
        200,
      );
      expect(mine.approved.map((f) => f.id)).toEqual([factId]);
      expect(mine.mine.find((f) => f.text === 'Their founder is called Ada.')).toMatchObject({
        status: 'rejected',
        reason: 'Not true: the founder is Bea.',
      });
      expect(mine.mine.find((f) => f.id === glassId)?.status).toBe('retired');
      const theirs = expectStatus<UserMemory>(
        await call(colleague, 'GET', memoryPaths.user(colleague.id, customer.id)),
        200,
      );
      expect(theirs.approved.map((f) => f.id)).toEqual([factId]);
      expect(theirs.mine.every((f) => f.proposedBy.id === colleague.id)).toBe(true);
    });

    it('cites an approved fact the question is about as a memory source, never a retired one', async () => {
      const chatId = await chatAbout(ctx, member, customer.name);
      const reply = await ask(ctx, member, chatId, 'What milk does Halcyon Tea use in its chai?');
      expect(reply.content).toContain('oat milk');
      const [source] = memorySources(reply);
      expect(source).toMatchObject({ kind: 'memory', memoryId: factId, text: fact, chatId: sourceChat });
      expect(reply.content).toContain(`[${source?.n ?? 0}]`);
      expect(source?.approvedBy.name).toContain(lead.email.split('@')[0] ?? '');
      expect(reply.content).not.toContain('glass jars');
      const other = await ask(ctx, member, chatId, 'How are orders shipped, in glass jars?');
      expect(memorySources(other)).toEqual([]);
    });

    it('names the fact’s chat only to readers of that chat, and none once it is deleted', async () => {
      // The colleague cannot read the member's chat the fact came from.
      const theirChat = await chatAbout(ctx, colleague, customer.name);
      const theirs = await ask(ctx, colleague, theirChat, 'Which milk goes in the chai at Halcyon Tea?');
      expect(memorySources(theirs)[0]).toMatchObject({ memoryId: factId, chatId: null });

      // The member's citing chat, shared with the colleague: the share shows no chat id either.
      const citing = await chatAbout(ctx, member, customer.name);
      const mine = await ask(ctx, member, citing, 'Which milk goes in the chai at Halcyon Tea?');
      expect(memorySources(mine)[0]?.chatId).toBe(sourceChat);
      expectStatus(
        await call(member, 'POST', sharePaths.shares(member.id, citing), { emails: [colleague.email] }),
        201,
      );
      const shared = await lastReply(ctx, colleague, sharePaths.sharedChat(colleague.id, citing));
      expect(memorySources(shared)[0]).toMatchObject({ memoryId: factId, chatId: null });
      // Once the source chat is shared with them too, they may follow it.
      expectStatus(
        await call(member, 'POST', sharePaths.shares(member.id, sourceChat), { emails: [colleague.email] }),
        201,
      );
      const now = await lastReply(ctx, colleague, sharePaths.sharedChat(colleague.id, citing));
      expect(memorySources(now)[0]?.chatId).toBe(sourceChat);

      // The source chat deleted: the fact stays, its chat reads as none.
      expectStatus(await call(member, 'DELETE', `/api/users/${member.id}/chats/${sourceChat}`), 200);
      const after = await lastReply(ctx, member, `/api/users/${member.id}/chats/${citing}`);
      expect(memorySources(after)[0]).toMatchObject({ memoryId: factId, chatId: null });
      // The member's data export says the same.
      const exported = await call(member, 'GET', offboardingPaths.ownExport(member.id));
      expect(exported.statusCode).toBe(200);
      const zip = await JSZip.loadAsync(exported.rawPayload);
      const texts = await Promise.all(zip.file(/chat\.json$/).map((file) => file.async('string')));
      expect(texts.some((text) => text.includes(factId))).toBe(true);
      expect(texts.some((text) => text.includes(sourceChat))).toBe(false);
      const listed = expectStatus<UserMemory>(
        await call(member, 'GET', memoryPaths.user(member.id, customer.id)),
        200,
      );
      expect(listed.approved.map((f) => f.id)).toEqual([factId]);
    });

    it('goes with its customer', async () => {
      const passing = expectStatus<AdminCustomer>(
        await call(admin, 'POST', adminPaths.customers(A), { name: 'Passing Trade' }),
        201,
      );
      expectStatus(await propose(member, { text: 'Pop-up only.' }, passing.id), 201);
      expectStatus(await call(admin, 'DELETE', adminPaths.customer(A, passing.id)), 200);
      const left = await ctx.db
        .selectFrom('customer_memory')
        .select('id')
        .where('customer_id', '=', passing.id)
        .execute();
      expect(left).toEqual([]);
      expect((await call(member, 'GET', memoryPaths.user(member.id, passing.id))).statusCode).toBe(404);
    });

    it('keeps a deleted person’s proposals, by the name they had', async () => {
      const leaving = await createUser(ctx, { teams: [A] });
      const id = await proposed(leaving, { text: 'Closed on Mondays.' });
      expectStatus(
        await call(admin, 'DELETE', offboardingPaths.person(leaving.id), { confirm: leaving.email }),
        200,
      );
      const page = expectStatus<AdminMemoryPage>(
        await call(lead, 'GET', `${memoryPaths.admin(A, customer.id)}?status=proposed`),
        200,
      );
      expect(page.facts.find((f) => f.id === id)?.proposedBy).toEqual({
        id: null,
        name: expect.any(String) as unknown,
      });
      expect(page.facts.find((f) => f.id === id)?.proposedBy.name).not.toBe('');
      expectStatus(await review(lead, id, { status: 'approved' }), 200);
    });
  });
});

describe('with an OpenAI-compatible provider', async () => {
  const fake = await startFakeOpenAiServer();
  afterAll(() => fake.close());
  const ctx = await buildTestApp({
    env: { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model' },
    modelTimeouts: { totalMs: 3000, chunkMs: 2000 },
  });
  const { customer } = await setUp(ctx);
  const lead = await createUser(ctx, { teams: [A], leadOf: [A] });
  const member = await createUser(ctx, { teams: [A] });
  const factOf = async (text: string, status: 'proposed' | 'approved' | 'retired') => {
    const { id } = expectStatus<ProposedMemory>(
      await callAs(ctx, member, 'POST', memoryPaths.user(member.id, customer.id), { text }),
      201,
    );
    if (status === 'proposed') return id;
    const patch = (body: unknown) =>
      callAs(ctx, lead, 'PATCH', memoryPaths.adminFact(A, customer.id, id), body);
    expectStatus(await patch({ status: 'approved' }), 200);
    if (status === 'retired') expectStatus(await patch({ status: 'retired' }), 200);
    return id;
  };
  const approved = await factOf('Approved: the shops open at seven.', 'approved');
  await factOf('Proposed: the shops sell cakes.', 'proposed');
  await factOf('Retired: the shops close at noon.', 'retired');

  it('gives the model the approved facts with the profile (not the others) and stores the fact it cites', async () => {
    const chatId = await chatAbout(ctx, member, customer.name);
    const answer = 'The shops open at seven [1].';
    fake.enqueue(
      { kind: 'tool-call', name: 'load_customer_data', arguments: {} },
      { kind: 'text', text: answer },
    );
    const reply = await ask(ctx, member, chatId, 'When do the shops open?');
    expect(reply.content).toBe(answer);
    const result = JSON.stringify(fake.requests[1]?.body.messages.find((m) => m.role === 'tool')?.content);
    expect(result).toContain('Approved: the shops open at seven.');
    expect(result).toContain('Open two shops in Porto');
    expect(result).not.toContain('Proposed: the shops sell cakes.');
    expect(result).not.toContain('Retired: the shops close at noon.');
    expect(reply.sources).toEqual([
      {
        n: 1,
        kind: 'memory',
        memoryId: approved,
        text: 'Approved: the shops open at seven.',
        approvedBy: { name: expect.any(String) as unknown },
        approvedAt: expect.any(String) as unknown,
        chatId: null,
      },
    ]);
  });
});
