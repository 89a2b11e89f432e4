import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exportContentTypes, exportPaths, type ExportFormat } from '@brief/contract/exports';
import type { StoredFile } from '@brief/contract/files';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readDocumentText } from '../src/files/extract';
import { newId } from '../src/ids';
import { bearer, buildTestApp, createChat, createUser, type TestUser } from './helper';

const ctx = await buildTestApp();

const TITLE = 'Northwind Coffee - Nora ñ';
const CUSTOMER = 'Northwind Coffee';
const QUESTION = '¿Cómo va la campaña de otoño?\nDame el presupuesto.';
const SPANISH = 'El niño pidió un café: ñ á ü ¿ ¡ € — ¡Olé!';
const REPLY = [
  '## Plan de campaña',
  '',
  `${SPANISH} Con **negrita**, *cursiva* y \`código\`.`,
  '',
  '- Redes sociales',
  '  - Instagram',
  '  - TikTok',
  '- Catas en tienda',
  '',
  '| Canal | Presupuesto |',
  '|---|---:|',
  '| Instagram | 1.200 € |',
  '| Radio | 800 € |',
  '',
  '> Una cita sobre el café.',
  '',
  '```ts',
  'const total = 2000; // euros',
  '```',
  '',
  'Más en [la web](https://example.com/plan) y un enlace peligroso [aquí](javascript:alert(1)).',
].join('\n');

const red = readFileSync(path.join(import.meta.dirname, 'fixtures', 'red.png'));

type Answer = Awaited<ReturnType<typeof ctx.app.inject>>;

const get = (user: TestUser | null, url: string): Promise<Answer> =>
  ctx.app.inject({ method: 'GET', url, ...(user === null ? {} : { headers: bearer(user.token) }) });

async function saveMessage(user: TestUser, chatId: string, role: 'user' | 'assistant', message: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/users/${user.id}/chats/${chatId}`,
    headers: bearer(user.token),
    payload: { role, message },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function uploadPicture(user: TestUser, chatId: string): Promise<StoredFile> {
  const form = new FormData();
  form.append('sessionId', chatId);
  form.append('file', new Blob([new Uint8Array(red)], { type: 'image/png' }), 'gráfico.png');
  const encoded = new Response(form);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/users/${user.id}/files`,
    headers: { ...bearer(user.token), 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(201);
  const [file] = response.json<{ files: StoredFile[] }>().files;
  if (file === undefined) throw new Error('no file stored');
  return file;
}

/** A chat of the user titled TITLE: a question, a markdown reply and a reply showing a stored picture. */
async function seededChat(user: TestUser) {
  const chatId = await createChat(ctx, user, { app_name: 'marketing_agent', customerName: CUSTOMER });
  const renamed = await ctx.app.inject({
    method: 'POST',
    url: `/api/users/${user.id}/chats/${chatId}/rename`,
    headers: bearer(user.token),
    payload: { name: TITLE },
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  const questionId = await saveMessage(user, chatId, 'user', QUESTION);
  const replyId = await saveMessage(user, chatId, 'assistant', REPLY);
  const picture = await uploadPicture(user, chatId);
  await saveMessage(
    user,
    chatId,
    'assistant',
    `Aquí está el gráfico:\n\n![Gráfico de ventas](${picture.url})`,
  );
  return { chatId, questionId, replyId, picture };
}

const newUser = () => createUser(ctx, { teams: ['marketing'] });

const owner = await newUser();
const chat = await seededChat(owner);

/** The Word file's body, its relationships (where links point) and its pictures. */
async function wordXml(body: Buffer): Promise<{ document: string; links: string; media: string[] }> {
  const zip = await JSZip.loadAsync(body);
  const part = async (name: string) => (await zip.file(name)?.async('string')) ?? '';
  return {
    document: await part('word/document.xml'),
    links: await part('word/_rels/document.xml.rels'),
    media: Object.keys(zip.files).filter((name) => name.startsWith('word/media/')),
  };
}

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await readDocumentText(body, 'pdf');
  return text ?? '';
}

function expectAttachment(response: Answer, format: ExportFormat, fileName: string) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe(exportContentTypes[format]);
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  );
}

describe('exporting a chat', () => {
  it('as Markdown: a header with the chat, then every message as written', async () => {
    const response = await get(owner, exportPaths.chat(owner.id, chat.chatId, 'md'));
    expectAttachment(response, 'md', `${TITLE}.md`);
    const text = response.body;
    expect(text).toMatch(/^---\ntitle: "Northwind Coffee - Nora ñ"\n/);
    expect(text).toContain(`# ${TITLE}`);
    expect(text).toContain(`**Customer:** ${CUSTOMER}`);
    expect(text).toContain('**Team:** Marketing');
    expect(text).toContain(`**Author:** ${owner.email.split('@')[0]} \\<${owner.email}>`);
    // What the user typed keeps its line break; the reply's markdown is there as written.
    expect(text).toContain('¿Cómo va la campaña de otoño?  \nDame el presupuesto.');
    expect(text).toContain('| Instagram | 1.200 € |');
    expect(text).toContain('## Plan de campaña');
    expect(text).toContain(SPANISH);
    // The picture's app-relative address becomes absolute, so the file opens outside the app.
    expect(text).toContain(`](${ctx.config.publicUrl}${chat.picture.url})`);
  });

  it('in the reader’s language when they chose Spanish', async () => {
    const reader = await newUser();
    const spanishChat = await seededChat(reader);
    await ctx.db.updateTable('users').set({ locale: 'es' }).where('id', '=', reader.id).execute();
    const response = await get(reader, exportPaths.chat(reader.id, spanishChat.chatId, 'md'));
    expect(response.body).toContain(`**Cliente:** ${CUSTOMER}`);
    expect(response.body).toContain('**Equipo:** Marketing');
    expect(response.body).not.toContain('**Customer:**');
    const pdf = await get(reader, exportPaths.chat(reader.id, spanishChat.chatId, 'pdf'));
    expect(await pdfText(Buffer.from(pdf.rawPayload))).toMatch(/Cliente[\s\S]*Autor/);
  });

  it('as Word: the title, the messages, a real heading, a table and the stored picture', async () => {
    const response = await get(owner, exportPaths.chat(owner.id, chat.chatId, 'docx'));
    expectAttachment(response, 'docx', `${TITLE}.docx`);
    const { document, links, media } = await wordXml(response.rawPayload);
    expect(document).toContain(TITLE);
    expect(document).toContain('¿Cómo va la campaña de otoño?');
    expect(document).toContain(SPANISH);
    expect(document).toMatch(/<w:pStyle w:val="Heading2"\/>(?:(?!<\/w:p>).)*Plan de campaña/);
    expect(document).toContain('<w:tbl>');
    expect(document).toContain('1.200 €');
    // Links keep their address; a javascript: link keeps its text and loses its address.
    expect(links).toContain('Target="https://example.com/plan"');
    expect(links).not.toContain('javascript:');
    expect(document).toContain('peligroso');
    expect(media).toHaveLength(1);
  });

  it('as PDF: the title, Spanish text with accents, table cells and the picture', async () => {
    const response = await get(owner, exportPaths.chat(owner.id, chat.chatId, 'pdf'));
    expectAttachment(response, 'pdf', `${TITLE}.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(TITLE);
    expect(text).toContain('El niño pidió un café: ñ á ü ¿ ¡ €');
    expect(text).toContain('Plan de campaña');
    expect(text).toContain('Instagram');
    expect(text).toContain('1.200 €');
    expect(text).toContain('Marketing');
    expect(response.rawPayload.includes('/Subtype /Image')).toBe(true);
  });

  it('one reply alone, in every format, under the chat’s title', async () => {
    for (const format of ['md', 'docx', 'pdf'] as const) {
      const response = await get(owner, exportPaths.message(owner.id, chat.chatId, chat.replyId, format));
      expectAttachment(response, format, `${TITLE}.${format}`);
    }
    const md = (await get(owner, exportPaths.message(owner.id, chat.chatId, chat.replyId, 'md'))).body;
    expect(md).toContain('## Plan de campaña');
    expect(md).not.toContain('¿Cómo va la campaña');
    const pdf = await pdfText(
      (await get(owner, exportPaths.message(owner.id, chat.chatId, chat.replyId, 'pdf'))).rawPayload,
    );
    expect(pdf).toContain('1.200 €');
    expect(pdf).not.toContain('¿Cómo va la campaña');
  });

  it('labels automatic steps and keeps their prompt', async () => {
    const chatId = await createChat(ctx, owner, { app_name: 'marketing_agent' });
    const run = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${owner.id}/chats/${chatId}/run`,
      headers: bearer(owner.token),
      payload: {
        message: `Carga los datos del cliente ${CUSTOMER} y prepárate para responder preguntas sobre él.`,
      },
    });
    expect(run.statusCode, run.body).toBe(200);
    const md = (await get(owner, exportPaths.chat(owner.id, chatId, 'md'))).body;
    expect(md).toContain("*Automatic step: loaded Northwind Coffee's data*");
    expect(md).toContain('Carga los datos del cliente Northwind Coffee');
  });
});

describe('exporting a chat shared with you', () => {
  it('works once it is shared, and only then', async () => {
    const colleague = await newUser();
    const path = (format: ExportFormat) => exportPaths.sharedChat(colleague.id, chat.chatId, format);
    expect((await get(colleague, path('pdf'))).statusCode).toBe(404);

    await ctx.db
      .insertInto('chat_shares')
      .values({
        id: newId(),
        chat_id: chat.chatId,
        kind: 'user',
        user_id: colleague.id,
        team_id: null,
        created_by: owner.id,
        created_at: ctx.clock.now().toISOString(),
      })
      .execute();
    const pdf = await get(colleague, path('pdf'));
    expectAttachment(pdf, 'pdf', `${TITLE}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(TITLE);
    // The owner is the author, however it is read.
    expect(text).toContain(owner.email);
    const word = await get(colleague, path('docx'));
    expect((await wordXml(word.rawPayload)).media).toHaveLength(1);

    // Shared is not owned: the colleague's own-chat path still refuses it.
    expect((await get(colleague, exportPaths.chat(colleague.id, chat.chatId, 'md'))).statusCode).toBe(404);
  });

  it('is no way to read your own chat', async () => {
    expect((await get(owner, exportPaths.sharedChat(owner.id, chat.chatId, 'md'))).statusCode).toBe(404);
  });
});

describe('exporting bookmarks', () => {
  it('lists every bookmark with its text, in every format', async () => {
    const user = await newUser();
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/bookmarks`,
      headers: bearer(user.token),
      payload: {
        message: `### Idea guardada\n\n${SPANISH}\n\n| Canal | Coste |\n|---|---|\n| Radio | 800 € |`,
        customerName: CUSTOMER,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);

    const md = await get(user, exportPaths.bookmarks(user.id, 'md'));
    expectAttachment(md, 'md', 'Bookmarks.md');
    expect(md.body).toContain('# Bookmarks');
    expect(md.body).toContain(`## ${CUSTOMER}`);
    expect(md.body).toContain(SPANISH);

    const word = await get(user, exportPaths.bookmarks(user.id, 'docx'));
    expectAttachment(word, 'docx', 'Bookmarks.docx');
    const { document } = await wordXml(word.rawPayload);
    expect(document).toContain('Idea guardada');
    expect(document).toContain('<w:tbl>');

    const pdf = await get(user, exportPaths.bookmarks(user.id, 'pdf'));
    expectAttachment(pdf, 'pdf', 'Bookmarks.pdf');
    expect(await pdfText(pdf.rawPayload)).toContain('ñ á ü ¿ ¡ €');
  });
});

describe('what an export refuses', () => {
  const base = `/api/users/${owner.id}/chats/${chat.chatId}/export`;

  it('an unknown or missing format, naming the field', async () => {
    for (const url of [`${base}?format=txt`, base]) {
      const response = await get(owner, url);
      expect(response.statusCode).toBe(400);
      const { error } = response.json<{ error: { code: string; message: string } }>();
      expect(error.code).toBe('bad_request');
      expect(error.message).toContain('format');
    }
  });

  it("another user's chat, or a message of another chat: 404", async () => {
    const stranger = await newUser();
    expect((await get(stranger, exportPaths.chat(stranger.id, chat.chatId, 'pdf'))).statusCode).toBe(404);
    expect(
      (await get(stranger, exportPaths.message(stranger.id, chat.chatId, chat.replyId, 'md'))).statusCode,
    ).toBe(404);
    const otherChat = await createChat(ctx, owner, { app_name: 'marketing_agent' });
    expect((await get(owner, exportPaths.message(owner.id, otherChat, chat.replyId, 'md'))).statusCode).toBe(
      404,
    );
    expect((await get(owner, exportPaths.chat(owner.id, 'no-such-chat', 'md'))).statusCode).toBe(404);
  });

  it("another user's :userId: 403, on every path", async () => {
    const stranger = await newUser();
    for (const url of [
      exportPaths.chat(owner.id, chat.chatId, 'md'),
      exportPaths.message(owner.id, chat.chatId, chat.replyId, 'md'),
      exportPaths.sharedChat(owner.id, chat.chatId, 'md'),
      exportPaths.bookmarks(owner.id, 'md'),
    ]) {
      expect((await get(stranger, url)).statusCode).toBe(403);
    }
  });

  it('no token: 401', async () => {
    expect((await get(null, exportPaths.chat(owner.id, chat.chatId, 'pdf'))).statusCode).toBe(401);
    expect((await get(null, exportPaths.bookmarks(owner.id, 'md'))).statusCode).toBe(401);
  });
});
