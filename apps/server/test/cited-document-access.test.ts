import { adminPaths, type AdminCustomer } from '@brief/contract/admin-console';
import type { ChatMessage } from '@brief/contract/chats';
import { isDocumentSource, knowledgePaths, type DocumentSource } from '@brief/contract/knowledge';
import { sharePaths } from '@brief/contract/shares';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pdfWithPages } from './fixtures/pdf-builder';
import { bearer, buildTestApp, createChat, createUser, type TestUser } from './helper';
import { uploadAll, waitForIndexing } from './knowledge-helpers';

/**
 * A customer document is read only by someone who has the customer's team now, whatever chat cites it:
 * the chat's owner, a reader it is shared with, or the copy a reader made. Without the team, the cited
 * passages stay readable as text (the reply's sources), the file is the 404 of a document one cannot see.
 */
const ctx = await buildTestApp();
const admin = await createUser(ctx, { admin: true });
const owner = await createUser(ctx, { teams: ['marketing'] });
const teammate = await createUser(ctx, { teams: ['marketing'] });
const outsider = await createUser(ctx, { teams: ['creative'] });

const call = (as: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(as.token), ...(payload === undefined ? {} : { payload }) });

function expectStatus<T>(response: LightMyRequestResponse, status: number): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

const customer = expectStatus<AdminCustomer>(
  await call(admin, 'POST', adminPaths.customers('marketing'), {
    name: 'Helios Retail',
    description: 'Grocery and home chain',
    profile: '# Helios Retail',
  }),
  201,
);
const FACT = 'The Halcyon pop-up in Porto sold 7,420 units of the limited tote bag in its opening weekend.';
const auditPdf = pdfWithPages([
  ['Helios store audit, spring.'],
  ['Staffing levels were adequate in every store visited.'],
  ['Pop-up results.', FACT],
]);
await uploadAll(ctx.app, admin, 'marketing', customer.id, [
  { name: 'store-audit.pdf', body: auditPdf, type: 'application/pdf' },
]);
await waitForIndexing(ctx.app, admin, 'marketing', customer.id);

/** A chat of the owner's whose reply cites the audit, and the source it cites. */
async function citingChat(
  chatOwner: TestUser = owner,
): Promise<{ chatId: string; reply: ChatMessage; source: DocumentSource }> {
  const chatId = await createChat(ctx, chatOwner, {
    app_name: 'marketing_agent',
    customerName: customer.name,
    specialists: [],
  });
  expectStatus(
    await call(chatOwner, 'POST', `/api/users/${chatOwner.id}/chats/${chatId}/run`, {
      message: 'How many tote bags did the Halcyon pop-up in Porto sell?',
    }),
    200,
  );
  const detail = expectStatus<{ messages: ChatMessage[] }>(
    await call(chatOwner, 'GET', `/api/users/${chatOwner.id}/chats/${chatId}`),
    200,
  );
  const reply = detail.messages.at(-1);
  const source = reply?.sources?.filter(isDocumentSource).find((s) => s.documentName === 'store-audit.pdf');
  if (reply === undefined || source === undefined) throw new Error('the reply cites no document');
  return { chatId, reply, source };
}

const ownDocument = (as: TestUser, chatId: string, documentId: string) =>
  call(as, 'GET', knowledgePaths.chatDocument(as.id, chatId, documentId));
const sharedDocument = (as: TestUser, chatId: string, documentId: string) =>
  call(as, 'GET', knowledgePaths.sharedChatDocument(as.id, chatId, documentId));

/** The file, with a cache that asks again before each use. */
function expectFile(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.rawPayload.equals(auditPdf)).toBe(true);
  expect(response.headers['cache-control']).toBe('private, no-cache');
}

/** The answer for a document one cannot see, the same whatever the reason. */
function expectUnseen(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Document not found' } });
}

const setTeams = async (user: TestUser, teams: string[]) =>
  expectStatus(await call(admin, 'PATCH', adminPaths.user(user.id), { teams }), 200);

const shareWith = async (chatId: string, reader: TestUser): Promise<string> => {
  const created = expectStatus<{ shares: { id: string }[] }>(
    await call(owner, 'POST', sharePaths.shares(owner.id, chatId), { emails: [reader.email] }),
    201,
  );
  return created.shares[0]?.id ?? '';
};

const copyOf = async (reader: TestUser, chatId: string): Promise<string> =>
  expectStatus<{ id: string }>(await call(reader, 'POST', sharePaths.copy(reader.id, chatId)), 201).id;

describe('a cited document', () => {
  it('is closed to the chat’s owner once they lose the customer’s team, and open again with it', async () => {
    const leaving = await createUser(ctx, { teams: ['marketing'] });
    const { chatId, source } = await citingChat(leaving);
    expectFile(await ownDocument(leaving, chatId, source.documentId));
    // A document no reply of this chat cites answers the same.
    const uncited = await ownDocument(leaving, chatId, 'no-such-document');
    expectUnseen(uncited);

    await setTeams(leaving, ['creative']);
    const closed = await ownDocument(leaving, chatId, source.documentId);
    expectUnseen(closed);
    expect(closed.body).toBe(uncited.body);
    // The chat and its reply's sources stay: the snippet is text the owner still reads.
    const detail = expectStatus<{ messages: ChatMessage[] }>(
      await call(leaving, 'GET', `/api/users/${leaving.id}/chats/${chatId}`),
      200,
    );
    expect(detail.messages.at(-1)?.sources?.filter(isDocumentSource)[0]?.snippet).toContain(FACT);

    await setTeams(leaving, ['marketing']);
    expectFile(await ownDocument(leaving, chatId, source.documentId));
  });

  it('opens for a reader of the shared chat only with the team', async () => {
    const { chatId, source } = await citingChat();
    await shareWith(chatId, teammate);
    await shareWith(chatId, outsider);
    expectFile(await sharedDocument(teammate, chatId, source.documentId));
    expectUnseen(await sharedDocument(outsider, chatId, source.documentId));
    // The outsider reads the chat and its cited passage, not the file.
    const read = expectStatus<{ messages: ChatMessage[] }>(
      await call(outsider, 'GET', sharePaths.sharedChat(outsider.id, chatId)),
      200,
    );
    expect(read.messages.at(-1)?.sources?.filter(isDocumentSource)[0]?.snippet).toContain(FACT);
    // Another user's ids: the owner's path, the owner's chat as the outsider's own.
    expect(
      (await call(outsider, 'GET', knowledgePaths.chatDocument(owner.id, chatId, source.documentId)))
        .statusCode,
    ).toBe(403);
    expect((await ownDocument(outsider, chatId, source.documentId)).statusCode).toBe(404);
  });

  it('stays closed in a copy made without the team, before and after the share is revoked', async () => {
    const { chatId, reply, source } = await citingChat();
    const shareId = await shareWith(chatId, outsider);
    const copyId = await copyOf(outsider, chatId);
    const copy = expectStatus<{ messages: ChatMessage[] }>(
      await call(outsider, 'GET', `/api/users/${outsider.id}/chats/${copyId}`),
      200,
    );
    // The copy keeps the cited passages as text, with their document's name, so it still reads well.
    expect(copy.messages.at(-1)?.sources).toEqual(reply.sources);
    expect(copy.messages.at(-1)?.sources?.[0]).toMatchObject({ documentName: 'store-audit.pdf' });
    expectUnseen(await ownDocument(outsider, copyId, source.documentId));

    expectStatus(await call(owner, 'DELETE', sharePaths.share(owner.id, chatId, shareId)), 200);
    expectUnseen(await ownDocument(outsider, copyId, source.documentId));
    expect((await sharedDocument(outsider, chatId, source.documentId)).statusCode).toBe(404);
  });

  it('in a copy made with the team, follows the team, not the share', async () => {
    const { chatId, source } = await citingChat();
    const reader = await createUser(ctx, { teams: ['marketing'] });
    const shareId = await shareWith(chatId, reader);
    const copyId = await copyOf(reader, chatId);
    expectFile(await ownDocument(reader, copyId, source.documentId));

    // Revoked: the shared chat's document is gone with the chat; the copy's still opens, for the team.
    expectStatus(await call(owner, 'DELETE', sharePaths.share(owner.id, chatId, shareId)), 200);
    expect((await sharedDocument(reader, chatId, source.documentId)).statusCode).toBe(404);
    expectFile(await ownDocument(reader, copyId, source.documentId));

    // Without the team, the copy keeps the text only.
    await setTeams(reader, ['creative']);
    expectUnseen(await ownDocument(reader, copyId, source.documentId));
  });
});
