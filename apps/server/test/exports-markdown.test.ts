import { exportPaths } from '@brief/contract/exports';
import { uploadPrompt } from '@brief/contract/files';
import { describe, expect, it } from 'vitest';
import { getAs, saveMessage } from './export-files';
import { bearer, buildTestApp, createChat, createUser, uploadFiles } from './helper';
import { HOSTILE_NAME, HOSTILE_REPLY, markdownDangers } from './markdown-safety';

const ctx = await buildTestApp();
const user = await createUser(ctx, { teams: ['marketing'] });

const CUSTOMER = 'Northwind <script>alert(1)</script>\n# Injected';
const SPECIALISTS = ['[Ana](javascript:alert(2))', '<img src=x onerror=alert(3)>'];
const DOCUMENT = '[x](javascript:alert(1)).md';

/** The chat's automatic upload prompt for `DOCUMENT`, answered by the built-in model: its reply. */
async function askAboutDocument(chatId: string): Promise<string> {
  const [file] = await uploadFiles(ctx, user, chatId, [
    { name: DOCUMENT, body: '# Plan\n\nThe budget rises in June.', type: 'text/markdown' },
  ]);
  if (file === undefined) throw new Error('nothing uploaded');
  expect(file.name).toBe(DOCUMENT);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/users/${user.id}/chats/${chatId}/run`,
    headers: bearer(user.token),
    payload: { message: uploadPrompt(file), attachmentIds: [file.id] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ message: string }>().message;
}

describe('the Markdown export of a hostile chat', () => {
  it('carries no raw HTML and no link other than http, https or mailto', async () => {
    const chatId = await createChat(ctx, user, {
      app_name: 'marketing_agent',
      customerName: CUSTOMER,
      specialists: SPECIALISTS,
    });
    await ctx.db.updateTable('chats').set({ title: HOSTILE_NAME }).where('id', '=', chatId).execute();
    const echo = await askAboutDocument(chatId);
    // The built-in model quotes the document's name as words, not as a link.
    expect(echo).toContain(`I have read the file **\\[x\\](javascript:alert(1)).md**`);
    await saveMessage(ctx, user, chatId, 'user', HOSTILE_REPLY);
    await saveMessage(ctx, user, chatId, 'assistant', HOSTILE_REPLY);
    // Before, the same chat's file held a dozen live links of these kinds and as much raw HTML.
    expect(markdownDangers(HOSTILE_REPLY).addresses.length).toBeGreaterThan(10);

    const response = await getAs(ctx, user, exportPaths.chat(user.id, chatId, 'md'));
    expect(response.statusCode).toBe(200);
    const markdown = response.body;
    expect(markdownDangers(markdown)).toMatchObject({ html: [], addresses: [] });

    // Titles and names stay on their line: one heading for the title, one per message, no other.
    const headings = markdown.match(/^#{1,6} .*$/gm) ?? [];
    expect(headings[0]).toBe(
      '# \\[x\\](javascript:alert(1)).md # Hijacked \\<script>alert(2)\\</script> \\<img src=x onerror=alert(3)>',
    );
    expect(headings.slice(1).every((heading) => heading.startsWith('## '))).toBe(true);
    expect(headings).toHaveLength(1 + 4);
    const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(markdown)?.[1]?.split('\n') ?? [];
    expect(frontMatter.map((line) => line.split(':')[0])).toEqual([
      'title',
      'customer',
      'team',
      'specialists',
      'author',
      'date',
      'exported',
    ]);
    expect(frontMatter[1]).toBe(
      'customer: "Northwind \\u003cscript\\u003ealert(1)\\u003c/script\\u003e # Injected"',
    );
    expect(markdown).toContain(
      '**Customer:** Northwind \\<script>alert(1)\\</script> # Injected  \n**Team:** Marketing  \n**Specialists:** \\[Ana\\](javascript:alert(2)), \\<img src=x onerror=alert(3)>',
    );
  });

  it('in the bookmarks too', async () => {
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/bookmarks`,
      headers: bearer(user.token),
      payload: { message: HOSTILE_REPLY, customerName: CUSTOMER },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const response = await getAs(ctx, user, exportPaths.bookmarks(user.id, 'md'));
    expect(response.statusCode).toBe(200);
    expect(markdownDangers(response.body)).toMatchObject({ html: [], addresses: [] });
  });
});
