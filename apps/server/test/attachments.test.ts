import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileUrl, uploadPrompt, type MessageAttachment, type StoredFile } from '@brief/contract/files';
import { afterAll, describe, expect, it } from 'vitest';
import { READ_ATTACHMENT } from '../src/agents/tools/read-attachment';
import { startFakeOpenAiServer } from './fake-openai-server';
import { bearer, buildTestApp, createChat, createUser, type TestContext, type TestUser } from './helper';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));

const PLAN = [
  '# Summer plan for Casa Olivar',
  '',
  'The summer campaign launches in Valencia on 2 June with olive oil tastings.',
  '',
  '## Budget',
  '',
  '- Paid social: 18,000 EUR across Instagram and TikTok.',
  '- Tastings: 6,500 EUR for twelve stores.',
  '',
  '## Audience',
  '',
  'Young families who cook at home and buy online.',
].join('\n');

type Upload = { name: string; body: Buffer | string; type: string };

/** POST /api/users/:userId/files as the browser's FormData sends it. */
async function upload(
  ctx: TestContext,
  user: TestUser,
  chatId: string,
  files: Upload[],
): Promise<StoredFile[]> {
  const form = new FormData();
  form.append('sessionId', chatId);
  form.append('app_name', 'marketing_agent');
  for (const file of files) {
    const bytes = typeof file.body === 'string' ? Buffer.from(file.body) : file.body;
    form.append('file', new Blob([new Uint8Array(bytes)], { type: file.type }), file.name);
  }
  const encoded = new Response(form);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/users/${user.id}/files`,
    headers: { ...bearer(user.token), 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ files: StoredFile[] }>().files;
}

const plan: Upload = { name: 'summer-plan.md', body: PLAN, type: 'text/markdown' };
const pdf: Upload = { name: 'report.pdf', body: fixture('report.pdf'), type: 'application/pdf' };
const png: Upload = { name: 'red.png', body: fixture('red.png'), type: 'image/png' };

type Message = { id: string; role: string; content: string; attachments: MessageAttachment[] };
type RunBody = {
  message: string;
  events: { type: string; data: Record<string, unknown> }[];
  userMessage: Message;
  assistantMessage: Message;
};

const runIn = (
  ctx: TestContext,
  user: TestUser,
  chatId: string,
  payload: Record<string, unknown>,
  stream = false,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/users/${user.id}/chats/${chatId}/run${stream ? '/stream' : ''}`,
    headers: bearer(user.token),
    payload,
  });

const messagesOf = async (ctx: TestContext, user: TestUser, chatId: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/chats/${chatId}`,
      headers: bearer(user.token),
    })
  ).json<{ messages: Message[] }>().messages;

const asAttachment = (file: StoredFile): MessageAttachment => ({
  id: file.id,
  name: file.name,
  size: file.size,
  type: file.type,
  kind: file.kind,
  url: file.url,
});

describe('sending files with a message to the built-in model', async () => {
  const ctx = await buildTestApp();
  const user = await createUser(ctx, { teams: ['marketing'] });
  const stranger = await createUser(ctx, { teams: ['marketing'] });
  const newChat = (owner = user) => createChat(ctx, owner, { app_name: 'marketing_agent' });
  const run = (chatId: string, payload: Record<string, unknown>, stream = false) =>
    runIn(ctx, user, chatId, payload, stream);

  it("reads the file for the automatic upload prompt, quotes its text and lists it on the user's message", async () => {
    const chatId = await newChat();
    const [file] = await upload(ctx, user, chatId, [plan]);
    if (file === undefined) throw new Error('nothing uploaded');
    const prompt = uploadPrompt(file);
    expect(prompt).toBe(
      'Carga los datos del archivo "summer-plan.md" usando el agente principal y resume su contenido.',
    );

    const response = await run(chatId, { message: prompt, attachmentIds: [file.id] });

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<RunBody>();
    expect(body.events.slice(0, 2)).toEqual([
      { type: 'tool-call', data: { toolName: READ_ATTACHMENT, input: { fileId: file.id } } },
      { type: 'tool-result', data: { toolName: READ_ATTACHMENT } },
    ]);
    // The upload prompt is automatic: nothing typed yet, so the reply is in the interface's language.
    expect(body.message).toContain('I have read the file **summer-plan.md** (Markdown document');
    expect(body.message).toContain(
      '**Summer plan for Casa Olivar:** The summer campaign launches in Valencia on 2 June with olive oil tastings.',
    );
    expect(body.message).toContain('**Budget:** Paid social: 18,000 EUR across Instagram and TikTok.');
    expect(body.userMessage.attachments).toEqual([asAttachment(file)]);
    expect(body.userMessage.attachments[0]?.url).toBe(fileUrl(user.id, file.id, file.name));
    expect(body.assistantMessage.attachments).toEqual([]);

    const stored = await messagesOf(ctx, user, chatId);
    expect(stored.map((m) => [m.role, m.attachments])).toEqual([
      ['user', [asAttachment(file)]],
      ['assistant', []],
    ]);
    expect(stored[1]?.content).toBe(body.message);
  });

  it('answers a later question about the file with the passages that match it', async () => {
    const chatId = await newChat();
    const [file] = await upload(ctx, user, chatId, [plan]);
    await run(chatId, { message: uploadPrompt(file!), attachmentIds: [file!.id] });

    const body = (
      await run(chatId, { message: 'What does summer-plan.md say about the tastings budget?' })
    ).json<RunBody>();

    expect(body.events[0]?.data).toEqual({ toolName: READ_ATTACHMENT, input: { fileId: file!.id } });
    expect(body.message).toContain(
      'From the file **summer-plan.md**, the passages that best match your question:',
    );
    expect(body.message).toContain('**Budget:** Tastings: 6,500 EUR for twelve stores.');
    expect(body.message).not.toContain('Young families');
    expect(body.userMessage.attachments).toEqual([]);
  });

  it("quotes a PDF's extracted text", async () => {
    const chatId = await newChat();
    const [file] = await upload(ctx, user, chatId, [pdf]);
    const body = (
      await run(chatId, { message: uploadPrompt(file!), attachmentIds: [file!.id] })
    ).json<RunBody>();
    expect(body.message).toContain('Quarterly revenue grew 12 percent in Valencia.');
  });

  it('says it cannot see an image, naming the file, its type and size', async () => {
    const chatId = await newChat();
    const [file] = await upload(ctx, user, chatId, [png]);
    expect(uploadPrompt(file!)).toBe('Analiza y describe la imagen "red.png" usando el agente principal.');
    const body = (
      await run(chatId, { message: uploadPrompt(file!), attachmentIds: [file!.id] })
    ).json<RunBody>();
    expect(body.message).toContain(
      `I am an offline model and cannot see images. The file **red.png** is an image (${file!.size} bytes)`,
    );
    // It still shows the image, from the file store's address the web app displays images from.
    expect(body.message).toContain(`![red.png](${file!.url})`);
    expect(body.userMessage.attachments.map((a) => a.kind)).toEqual(['image']);
  });

  it('reads every file of a message that sends a PDF and an image together', async () => {
    const chatId = await newChat();
    const files = await upload(ctx, user, chatId, [pdf, png]);
    const message = files.map((file) => uploadPrompt(file)).join('\n');
    const body = (await run(chatId, { message, attachmentIds: files.map((f) => f.id) })).json<RunBody>();
    expect(body.events.filter((e) => e.type === 'tool-call')).toHaveLength(2);
    expect(body.message).toContain('Quarterly revenue grew 12 percent in Valencia.');
    expect(body.message).toContain('The file **red.png** is an image');
    expect(body.userMessage.attachments.map((a) => a.name)).toEqual(['report.pdf', 'red.png']);
  });

  it("refuses another user's file, another chat's file and an unknown id with 404, storing nothing", async () => {
    const chatId = await newChat();
    const strangersChat = await newChat(stranger);
    const [theirs] = await upload(ctx, stranger, strangersChat, [plan]);
    const otherChat = await newChat();
    const [mineElsewhere] = await upload(ctx, user, otherChat, [plan]);

    for (const id of [theirs!.id, mineElsewhere!.id, 'no-such-file']) {
      for (const stream of [false, true]) {
        const response = await run(chatId, { message: 'Read this', attachmentIds: [id] }, stream);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json<{ error: { code: string } }>().error.code).toBe('not_found');
      }
    }
    expect(await messagesOf(ctx, user, chatId)).toEqual([]);
    const row = await ctx.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', theirs!.id)
      .executeTakeFirstOrThrow();
    expect(row.message_id).toBeNull();
  });

  it('refuses a file already sent with another message with 409', async () => {
    const chatId = await newChat();
    const [file] = await upload(ctx, user, chatId, [plan]);
    expect((await run(chatId, { message: 'First', attachmentIds: [file!.id] })).statusCode).toBe(200);
    const again = await run(chatId, { message: 'Second', attachmentIds: [file!.id] });
    expect(again.statusCode).toBe(409);
    expect(await messagesOf(ctx, user, chatId)).toHaveLength(2);
  });

  it('keeps the files of an edited message when it is resubmitted', async () => {
    const chatId = await newChat();
    const [file] = await upload(ctx, user, chatId, [plan]);
    const first = (
      await run(chatId, { message: uploadPrompt(file!), attachmentIds: [file!.id] })
    ).json<RunBody>();

    const edited = await run(chatId, {
      message: 'What does summer-plan.md say about the audience?',
      editMessageId: first.userMessage.id,
    });

    expect(edited.statusCode, edited.body).toBe(200);
    const body = edited.json<RunBody>();
    expect(body.userMessage.attachments).toEqual([asAttachment(file!)]);
    expect(body.message).toContain('Young families who cook at home and buy online.');
    const stored = await messagesOf(ctx, user, chatId);
    expect(stored.map((m) => [m.content, m.attachments.length])).toEqual([
      ['What does summer-plan.md say about the audience?', 1],
      [body.message, 0],
    ]);
  });
});

describe('an image read by a model that accepts images', async () => {
  const fake = await startFakeOpenAiServer();
  afterAll(() => fake.close());
  const ctx = await buildTestApp({
    env: { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'vision-model' },
    modelTimeouts: { totalMs: 5000, chunkMs: 3000 },
  });
  const user = await createUser(ctx, { teams: ['marketing'] });

  it('lists the file in the system prompt and sends the image itself after the tool result', async () => {
    const chatId = await createChat(ctx, user, { app_name: 'marketing_agent' });
    const [file] = await upload(ctx, user, chatId, [png]);
    fake.enqueue(
      { kind: 'tool-call', name: READ_ATTACHMENT, arguments: { fileId: file!.id } },
      { kind: 'text', text: 'A plain red square.' },
    );

    const response = await runIn(ctx, user, chatId, {
      message: uploadPrompt(file!),
      attachmentIds: [file!.id],
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<RunBody>().message).toBe('A plain red square.');
    const [first, second] = fake.requests.map((r) => r.body);
    const system = first?.messages.find((m) => m.role === 'system');
    expect(String(system?.content)).toContain(
      `- "red.png" (image/png, image, ${file!.size} bytes, id: ${file!.id}, url: ${file!.url}, sent with the latest message)`,
    );
    expect(first?.tools?.map((t) => t.function.name)).toContain(READ_ATTACHMENT);

    const messages = second?.messages ?? [];
    const toolAt = messages.findIndex((m) => m.role === 'tool');
    expect(JSON.parse(String(messages[toolAt]?.content))).toMatchObject({ image: 'attached' });
    const shown = messages[toolAt + 1];
    expect(shown?.role).toBe('user');
    const base64 = Buffer.from(png.body).toString('base64');
    expect(shown?.content).toEqual([
      { type: 'text', text: `The image "red.png" (image/png) that ${READ_ATTACHMENT} opened:` },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${base64}` } },
    ]);
  });
});
