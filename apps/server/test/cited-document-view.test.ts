import { adminPaths, type AdminCustomer } from '@brief/contract/admin-console';
import type { ChatMessage } from '@brief/contract/chats';
import { isDocumentSource, knowledgePaths, type DocumentSource } from '@brief/contract/knowledge';
import { sharePaths } from '@brief/contract/shares';
import { Document, Packer, Paragraph } from 'docx';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pdfWithPages } from './fixtures/pdf-builder';
import { bearer, buildTestApp, createChat, createUser, type TestUser } from './helper';
import { uploadAll, waitForIndexing } from './knowledge-helpers';

/**
 * "Open document" shows a cited document in the browser where it can: asked with
 * `disposition=inline`, a PDF, a text or a markdown file comes inline with its own type, sandboxed and
 * never sniffed; a Word file still comes as an attachment. The same access as a download: another
 * user's ids open nothing.
 */
const ctx = await buildTestApp();
const admin = await createUser(ctx, { admin: true });
const owner = await createUser(ctx, { teams: ['marketing'] });
const outsider = await createUser(ctx, { teams: ['creative'] });

const call = (as: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(as.token), ...(payload === undefined ? {} : { payload }) });

function expectStatus<T>(response: LightMyRequestResponse, status: number): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

const customer = expectStatus<AdminCustomer>(
  await call(admin, 'POST', adminPaths.customers('marketing'), {
    name: 'Zephyr Goods',
    description: 'Bags and accessories',
    profile: '# Zephyr Goods',
  }),
  201,
);

const wordFile = await Packer.toBuffer(
  new Document({
    sections: [{ children: [new Paragraph('The Quillon satchel launches in Madrid on 3 April in ochre.')] }],
  }),
);
const DOCUMENTS = [
  {
    name: 'porto-audit.pdf',
    type: 'application/pdf',
    body: pdfWithPages([['The Halcyon pop-up in Porto sold 7,420 tote bags in its opening weekend.']]),
    question: 'How many tote bags did the Halcyon pop-up in Porto sell?',
    shown: 'application/pdf',
  },
  {
    name: 'sailcloth-notes.md',
    type: 'text/markdown',
    body: '# Sailcloth notes\n\nThe **Marlow** duffel is sewn from recycled sailcloth by a workshop in Vigo.\n',
    question: 'Which workshop sews the Marlow duffel from recycled sailcloth?',
    shown: 'text/markdown; charset=utf-8',
  },
  {
    name: 'warehouse-hours.txt',
    type: 'text/plain',
    body: 'The Tarragona warehouse opens for deliveries at 6:45 every weekday.\n',
    question: 'When does the Tarragona warehouse open for deliveries?',
    shown: 'text/plain; charset=utf-8',
  },
  {
    name: 'quillon-brief.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    body: wordFile,
    question: 'When does the Quillon satchel launch in Madrid?',
    shown: null,
  },
] as const;
await uploadAll(ctx.app, admin, 'marketing', customer.id, DOCUMENTS);
await waitForIndexing(ctx.app, admin, 'marketing', customer.id);

const chatId = await createChat(ctx, owner, {
  app_name: 'marketing_agent',
  customerName: customer.name,
  specialists: [],
});

/** The source a reply cites from `name`, asked `question` in the owner's chat. */
async function citation(question: string, name: string): Promise<DocumentSource> {
  expectStatus(
    await call(owner, 'POST', `/api/users/${owner.id}/chats/${chatId}/run`, { message: question }),
    200,
  );
  const detail = expectStatus<{ messages: ChatMessage[] }>(
    await call(owner, 'GET', `/api/users/${owner.id}/chats/${chatId}`),
    200,
  );
  const source = detail.messages
    .at(-1)
    ?.sources?.filter(isDocumentSource)
    .find((s) => s.documentName === name);
  if (source === undefined) throw new Error(`the reply to "${question}" cites no ${name}`);
  return source;
}

const inline = (path: string) => `${path}?disposition=inline`;

describe('a cited document asked to be shown', () => {
  it.each(DOCUMENTS)('answers $name inline when the browser can show it', async (document) => {
    const source = await citation(document.question, document.name);
    const path = knowledgePaths.chatDocument(owner.id, chatId, source.documentId);
    const shown = await call(owner, 'GET', inline(path));
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.rawPayload.equals(Buffer.from(document.body))).toBe(true);
    expect(shown.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-cache',
    });
    if (document.shown === null) {
      expect(shown.headers['content-type']).toBe(document.type);
      expect(shown.headers['content-disposition']).toMatch(/^attachment; filename="quillon-brief\.docx"/);
    } else {
      expect(shown.headers['content-type']).toBe(document.shown);
      expect(shown.headers['content-disposition']).toBe(
        `inline; filename="${document.name}"; filename*=UTF-8''${document.name}`,
      );
    }
    // Without the ask, it is a download as before.
    const saved = await call(owner, 'GET', path);
    expect(saved.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('opens nothing with another user’s ids, shown or saved', async () => {
    const source = await citation(DOCUMENTS[0].question, DOCUMENTS[0].name);
    // The owner's path, as the outsider: the path's user is not theirs.
    const ownersPath = knowledgePaths.chatDocument(owner.id, chatId, source.documentId);
    expect((await call(outsider, 'GET', inline(ownersPath))).statusCode).toBe(403);
    // The owner's chat through the outsider's own paths: no chat of theirs, none shared with them.
    for (const path of [
      knowledgePaths.chatDocument(outsider.id, chatId, source.documentId),
      knowledgePaths.sharedChatDocument(outsider.id, chatId, source.documentId),
    ]) {
      const refused = await call(outsider, 'GET', inline(path));
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['content-disposition']).toBeUndefined();
    }
    // Shared with the outsider, who lacks the customer's team: still the 404 of a document unseen.
    expectStatus(
      await call(owner, 'POST', sharePaths.shares(owner.id, chatId), { emails: [outsider.email] }),
      201,
    );
    const shared = await call(
      outsider,
      'GET',
      inline(knowledgePaths.sharedChatDocument(outsider.id, chatId, source.documentId)),
    );
    expect(shared.statusCode).toBe(404);
    // Another user's document id in one's own chat.
    expect(
      (await call(owner, 'GET', inline(knowledgePaths.chatDocument(owner.id, chatId, 'no-such-document'))))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a disposition it does not know', async () => {
    const source = await citation(DOCUMENTS[0].question, DOCUMENTS[0].name);
    const path = knowledgePaths.chatDocument(owner.id, chatId, source.documentId);
    expect((await call(owner, 'GET', `${path}?disposition=render`)).statusCode).toBe(400);
  });
});
