import { adminPaths, type AdminCustomer, type CustomerDocument } from '@brief/contract/admin-console';
import type { ChatMessage } from '@brief/contract/chats';
import { exportPaths } from '@brief/contract/exports';
import { isDocumentSource, knowledgePaths, type DocumentSource } from '@brief/contract/knowledge';
import { sharePaths } from '@brief/contract/shares';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { knowledgeCorpus } from './fixtures/knowledge-corpus';
import { pdfWithPages } from './fixtures/pdf-builder';
import { bearer, buildTestApp, createChat, createUser, parseEventStream, type TestUser } from './helper';
import { indexProgress, uploadAll, waitForIndexing } from './knowledge-helpers';

/**
 * Customer knowledge with the built-in model: a customer with 300 generated reports and a 4-page PDF,
 * each fact in one paragraph of one document (or on one page of the PDF); answers quote the fact and
 * cite the passage it came from, and the stored reply carries the source.
 */
const ctx = await buildTestApp();
const admin = await createUser(ctx, { admin: true });
const user = await createUser(ctx, { teams: ['marketing'] });
const colleague = await createUser(ctx, { teams: ['marketing'] });

const call = (as: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: as === null ? {} : bearer(as.token),
    ...(payload === undefined ? {} : { payload }),
  });

function expectStatus<T>(response: LightMyRequestResponse, status: number): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

const customer = expectStatus<AdminCustomer>(
  await call(admin, 'POST', adminPaths.customers('marketing'), {
    name: 'Helios Retail',
    description: 'Grocery and home chain',
    profile: '# Helios Retail\n## Goals\n- Grow loyalty sign-ups in the Iberian stores.',
  }),
  201,
);

const corpus = knowledgeCorpus({ documents: 300, facts: 12 });
const PDF_FACT =
  'The Halcyon pop-up in Porto sold 7,420 units of the limited tote bag in its opening weekend.';
const auditPdf = pdfWithPages([
  ['Helios store audit, spring.', 'Page one covers the method of the audit.'],
  ['Staffing levels were adequate in every store visited.', 'Queues stayed under four minutes.'],
  ['Pop-up results.', PDF_FACT, 'Stock ran out on the Sunday afternoon.'],
  ['Recommendations for the summer season follow.'],
]);

const uploaded = await uploadAll(ctx.app, admin, 'marketing', customer.id, [
  ...corpus.documents.map((d) => ({ name: d.name, body: d.text, type: 'text/markdown' })),
  { name: 'store-audit.pdf', body: auditPdf, type: 'application/pdf' },
]);
const progressAfterUpload = await indexProgress(ctx.app, admin, 'marketing', customer.id);
const indexed = await waitForIndexing(ctx.app, admin, 'marketing', customer.id, 170_000);

const chatUrl = (chatId: string, owner: TestUser = user) => `/api/users/${owner.id}/chats/${chatId}`;
const newChat = () =>
  createChat(ctx, user, { app_name: 'marketing_agent', customerName: customer.name, specialists: [] });

async function ask(chatId: string, question: string): Promise<ChatMessage> {
  expectStatus(await call(user, 'POST', `${chatUrl(chatId)}/run`, { message: question }), 200);
  const detail = expectStatus<{ messages: ChatMessage[] }>(await call(user, 'GET', chatUrl(chatId)), 200);
  const reply = detail.messages.at(-1);
  if (reply?.role !== 'assistant') throw new Error('no reply stored');
  return reply;
}

/** The source a reply cites for a document, checking the reply's text carries its marker. */
function citationOf(reply: ChatMessage, documentName: string): DocumentSource {
  const source = reply.sources?.filter(isDocumentSource).find((s) => s.documentName === documentName);
  expect(source, JSON.stringify(reply.sources)).toBeDefined();
  if (source === undefined) throw new Error('not cited');
  expect(reply.content).toContain(`[${source.n}]`);
  return source;
}

describe('indexing', () => {
  it('accepts hundreds of documents at once, queued, and indexes every one into passages', () => {
    expect(uploaded).toHaveLength(301);
    expect(uploaded.every((d) => d.status === 'queued' && d.passages === 0)).toBe(true);
    expect(progressAfterUpload.total).toBe(301);
    expect(indexed).toMatchObject({ total: 301, indexed: 301, failed: 0, queued: 0, indexing: 0 });
    // Each report is about 12,000 characters: a dozen passages or so.
    expect(indexed.passages).toBeGreaterThan(300 * 8);
  });

  it('lists each document with its state and passages in the admin call', async () => {
    const listed = expectStatus<CustomerDocument[]>(
      await call(admin, 'GET', adminPaths.documents('marketing', customer.id)),
      200,
    );
    expect(listed).toHaveLength(301);
    for (const document of listed) {
      expect(document).toMatchObject({ status: 'indexed', reason: null });
      expect(document.passages).toBeGreaterThan(0);
      expect(document.indexedAt).not.toBeNull();
    }
    expect(listed.find((d) => d.name === 'store-audit.pdf')?.passages).toBe(4);
  });
});

describe('answers with citations', () => {
  it('finds a fact in one paragraph of one of 300 reports and cites that report and section', async () => {
    for (const fact of corpus.facts.slice(0, 3)) {
      const reply = await ask(await newChat(), fact.question);
      expect(reply.content).toContain(fact.answer);
      const document = corpus.documents[fact.documentIndex];
      const source = citationOf(reply, document?.name ?? '');
      expect(source.locator).toEqual({
        kind: 'section',
        section: [`Field report ${fact.documentIndex + 1}`, fact.section],
      });
      expect(source.location).toBe(`Field report ${fact.documentIndex + 1} › ${fact.section}`);
      expect(source.snippet).toContain(fact.answer);
    }
  });

  it('finds a fact on page 3 of a PDF and cites the page', async () => {
    const chatId = await newChat();
    const reply = await ask(chatId, 'How many tote bags did the Halcyon pop-up in Porto sell?');
    expect(reply.content).toContain('7,420 units of the limited tote bag');
    const source = citationOf(reply, 'store-audit.pdf');
    expect(source).toMatchObject({ location: 'page 3', locator: { kind: 'page', page: 3 } });
    expect(source.snippet).toContain(PDF_FACT);
    const detail = expectStatus<{ events: { type: string; data: { toolName?: string } }[] }>(
      await call(user, 'GET', chatUrl(chatId)),
      200,
    );
    const tools = detail.events.filter((e) => e.type === 'tool-call').map((e) => e.data.toolName);
    expect(tools).toEqual(['load_customer_data', 'search_customer_knowledge']);
  });

  it('gives the sources in the stream’s done, and in Spanish names the page in Spanish', async () => {
    const chatId = await newChat();
    const response = await call(user, 'POST', `${chatUrl(chatId)}/run/stream`, {
      message: '¿Cuántas bolsas tote vendió el pop-up Halcyon en Porto?',
    });
    const done = parseEventStream(response.body).at(-1);
    expect(done?.event).toBe('done');
    const message = (done?.data as { assistantMessage: ChatMessage }).assistantMessage;
    const source = citationOf(message, 'store-audit.pdf');
    expect(source.locator).toEqual({ kind: 'page', page: 3 });
    expect(message.content).toContain('**store-audit.pdf, página 3:**');
    expect(message.content).toContain(
      `7,420 units of the limited tote bag in its opening weekend. [${source.n}]`,
    );
  });

  it('lists the sources under the reply in an export', async () => {
    const chatId = await newChat();
    const reply = await ask(chatId, 'How many tote bags did the Halcyon pop-up in Porto sell?');
    const source = citationOf(reply, 'store-audit.pdf');
    const exported = await call(user, 'GET', exportPaths.message(user.id, chatId, reply.id, 'md'));
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('**Sources**');
    expect(exported.body).toMatch(new RegExp(`- \\\\?\\[${source.n}\\\\?\\] store-audit\\.pdf — page 3`));
  });

  it('keeps sources off replies that cite no document', async () => {
    const reply = await ask(await newChat(), 'What are the goals?');
    expect(reply.content).toContain('Grow loyalty sign-ups');
    expect(reply.sources).toEqual([]);
  });
});

describe('the cited documents', () => {
  it('opens a cited document for the chat’s owner and the readers it is shared with, and nothing else', async () => {
    const chatId = await newChat();
    const reply = await ask(chatId, 'How many tote bags did the Halcyon pop-up in Porto sell?');
    const source = citationOf(reply, 'store-audit.pdf');
    const own = knowledgePaths.chatDocument(user.id, chatId, source.documentId);

    const opened = await call(user, 'GET', own);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(auditPdf)).toBe(true);
    expect(opened.headers['content-disposition']).toContain('store-audit.pdf');
    expect((await call(null, 'GET', own)).statusCode).toBe(401);
    // Another user's path, and the owner's chat through the colleague's own path.
    expect((await call(colleague, 'GET', own)).statusCode).toBe(403);
    expect(
      (await call(colleague, 'GET', knowledgePaths.chatDocument(colleague.id, chatId, source.documentId)))
        .statusCode,
    ).toBe(404);
    // A document of the customer that no reply of this chat cites.
    const uncited = uploaded.find((d) => d.id !== source.documentId)?.id ?? '';
    expect((await call(user, 'GET', knowledgePaths.chatDocument(user.id, chatId, uncited))).statusCode).toBe(
      404,
    );
    const shared = knowledgePaths.sharedChatDocument(colleague.id, chatId, source.documentId);
    expect((await call(colleague, 'GET', shared)).statusCode).toBe(404);

    expectStatus(
      await call(user, 'POST', sharePaths.shares(user.id, chatId), { emails: [colleague.email] }),
      201,
    );
    const read = await call(colleague, 'GET', shared);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(auditPdf)).toBe(true);
    // The owner's own path stays the owner's.
    expect(
      (await call(colleague, 'GET', knowledgePaths.chatDocument(colleague.id, chatId, source.documentId)))
        .statusCode,
    ).toBe(404);

    // 'Continue as my copy' keeps the reply's sources, so the copy opens the document too: the colleague
    // has the customer's team (without it, the copy keeps the text only: cited-document-access.test.ts).
    const copy = expectStatus<{ id: string }>(
      await call(colleague, 'POST', sharePaths.copy(colleague.id, chatId)),
      201,
    );
    const copied = expectStatus<{ messages: ChatMessage[] }>(
      await call(colleague, 'GET', chatUrl(copy.id, colleague)),
      200,
    );
    expect(copied.messages.at(-1)?.sources).toEqual(reply.sources);
    expect(
      (await call(colleague, 'GET', knowledgePaths.chatDocument(colleague.id, copy.id, source.documentId)))
        .statusCode,
    ).toBe(200);
  });
});

describe('re-indexing', () => {
  it('queues a document again and indexes it anew; refuses other customers’ documents and non-admins', async () => {
    const pdf = uploaded.find((d) => d.name === 'store-audit.pdf');
    if (pdf === undefined) throw new Error('no pdf');
    const queued = expectStatus<CustomerDocument>(
      await call(admin, 'POST', adminPaths.documentReindex('marketing', customer.id, pdf.id), {}),
      202,
    );
    expect(queued.id).toBe(pdf.id);
    expect(['queued', 'indexing', 'indexed']).toContain(queued.status);
    await waitForIndexing(ctx.app, admin, 'marketing', customer.id);
    const listed = expectStatus<CustomerDocument[]>(
      await call(admin, 'GET', adminPaths.documents('marketing', customer.id)),
      200,
    );
    expect(listed.find((d) => d.id === pdf.id)).toMatchObject({ status: 'indexed', passages: 4 });

    expect(
      (await call(admin, 'POST', adminPaths.documentReindex('creative', customer.id, pdf.id), {})).statusCode,
    ).toBe(404);
    expect(
      (await call(user, 'POST', adminPaths.documentReindex('marketing', customer.id, pdf.id), {})).statusCode,
    ).toBe(403);
    expect((await call(user, 'GET', adminPaths.documentsProgress('marketing', customer.id))).statusCode).toBe(
      403,
    );
    expect(
      (await call(null, 'POST', adminPaths.documentsReindex('marketing', customer.id), {})).statusCode,
    ).toBe(401);
  });

  it('re-indexes every document of the customer, and answers still cite the right page', async () => {
    expect(
      expectStatus<{ queued: number }>(
        await call(admin, 'POST', adminPaths.documentsReindex('marketing', customer.id), {}),
        202,
      ),
    ).toEqual({ queued: 301 });
    const progress = await waitForIndexing(ctx.app, admin, 'marketing', customer.id, 170_000);
    expect(progress).toMatchObject({ indexed: 301, failed: 0 });
    const reply = await ask(await newChat(), 'How many tote bags did the Halcyon pop-up in Porto sell?');
    expect(citationOf(reply, 'store-audit.pdf').location).toBe('page 3');
  });
});
