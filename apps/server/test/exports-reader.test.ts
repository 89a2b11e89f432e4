import { exportPaths, exportReaderQuery } from '@brief/contract/exports';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createChat, createUser, type TestUser } from './helper';
import { getAs, pdfText, saveMessage, wordText } from './export-files';

/**
 * An export reads as the reader's web app shows the chat: its own words in the language the interface
 * shows (sent with the request, over the account's stored choice), every time in the reader's time zone
 * (sent with the request, UTC when absent or unknown), and the document says which zone that is.
 */
const ctx = await buildTestApp();

/** The fake clock's now: 10:00 UTC on 2 March 2026, which is 11:00 in Madrid (CET) and 05:00 in New York. */
const reader = await createUser(ctx, { teams: ['marketing'] });

async function chatOf(user: TestUser): Promise<string> {
  const chatId = await createChat(ctx, user, {
    app_name: 'marketing_agent',
    customerName: 'Northwind Coffee',
  });
  await saveMessage(ctx, user, chatId, 'user', 'What is the budget?');
  await saveMessage(ctx, user, chatId, 'assistant', 'The budget is **12,000 €**.');
  return chatId;
}

const chatId = await chatOf(reader);
const madridInSpanish = exportReaderQuery({ lang: 'es', timeZone: 'Europe/Madrid' });

describe('an export for its reader', () => {
  it('speaks the language the interface shows when the account chose none, with times in the reader’s zone', async () => {
    const row = await ctx.db
      .selectFrom('users')
      .select('locale')
      .where('id', '=', reader.id)
      .executeTakeFirst();
    expect(row?.locale ?? null).toBeNull();
    const response = await getAs(ctx, reader, exportPaths.chat(reader.id, chatId, 'md') + madridInSpanish);
    expect(response.statusCode, response.body).toBe(200);
    const text = response.body;
    expect(text).toContain('**Cliente:** Northwind Coffee');
    expect(text).toContain('**Exportado:** 2 mar 2026, 11:00');
    expect(text).toContain('*Horas en Europe/Madrid*');
    expect(text).toMatch(/## \S+ · 2 mar 2026, 11:00/);
    expect(text).not.toContain('UTC');
    expect(text).not.toContain('**Customer:**');
  });

  it('says the zone and the language in Word and PDF too', async () => {
    const word = await getAs(ctx, reader, exportPaths.chat(reader.id, chatId, 'docx') + madridInSpanish);
    const wordWords = await wordText(Buffer.from(word.rawPayload));
    expect(wordWords).toContain('Horas en Europe/Madrid');
    expect(wordWords).toContain('Exportado: 2 mar 2026, 11:00');
    const pdf = await getAs(
      ctx,
      reader,
      exportPaths.chat(reader.id, chatId, 'pdf') +
        exportReaderQuery({ lang: 'en', timeZone: 'America/New_York' }),
    );
    const pdfWords = await pdfText(Buffer.from(pdf.rawPayload));
    expect(pdfWords).toContain('Times in America/New_York');
    expect(pdfWords).toContain('2 Mar 2026, 05:00');
  });

  it('prefers the language the interface shows over the account’s stored choice', async () => {
    const chooser = await createUser(ctx, { teams: ['marketing'] });
    await ctx.db.updateTable('users').set({ locale: 'es' }).where('id', '=', chooser.id).execute();
    const theirs = await chatOf(chooser);
    const shown = await getAs(
      ctx,
      chooser,
      exportPaths.chat(chooser.id, theirs, 'md') + exportReaderQuery({ lang: 'en', timeZone: 'UTC' }),
    );
    expect(shown.body).toContain('**Customer:** Northwind Coffee');
    // Without the interface's word, the stored choice still decides.
    const stored = await getAs(ctx, chooser, exportPaths.chat(chooser.id, theirs, 'md'));
    expect(stored.body).toContain('**Cliente:** Northwind Coffee');
  });

  it('writes UTC, and says so, for a missing or unknown time zone', async () => {
    const none = await getAs(ctx, reader, exportPaths.chat(reader.id, chatId, 'md'));
    expect(none.body).toContain('*Times in UTC*');
    expect(none.body).toContain('**Exported:** 2 Mar 2026, 10:00');
    const unknown = await getAs(
      ctx,
      reader,
      exportPaths.chat(reader.id, chatId, 'md') +
        exportReaderQuery({ lang: 'es', timeZone: 'Mars/Olympus_Mons' }),
    );
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('*Horas en UTC*');
    expect(unknown.body).toContain('**Exportado:** 2 mar 2026, 10:00');
  });

  it('reads bookmarks and single replies the same way', async () => {
    const replies = await ctx.db
      .selectFrom('messages')
      .select('id')
      .where('chat_id', '=', chatId)
      .where('role', '=', 'assistant')
      .execute();
    const replyId = replies[0]?.id ?? '';
    const reply = await getAs(
      ctx,
      reader,
      exportPaths.message(reader.id, chatId, replyId, 'md') + madridInSpanish,
    );
    expect(reply.body).toContain('*Horas en Europe/Madrid*');
    const bookmarks = await getAs(ctx, reader, exportPaths.bookmarks(reader.id, 'md') + madridInSpanish);
    expect(bookmarks.statusCode).toBe(200);
    expect(bookmarks.body).toContain('# Guardados');
    expect(bookmarks.body).toContain('*Horas en Europe/Madrid*');
  });

  it('refuses a language it does not write, naming the field, and another user’s chat as before', async () => {
    const french = await getAs(ctx, reader, `${exportPaths.chat(reader.id, chatId, 'md')}&lang=fr`);
    expect(french.statusCode).toBe(400);
    expect(french.json()).toMatchObject({
      error: { code: 'bad_request', reason: 'invalid', field: 'querystring.lang' },
    });
    const stranger = await createUser(ctx, { teams: ['marketing'] });
    const theirs = await getAs(ctx, stranger, exportPaths.chat(stranger.id, chatId, 'md') + madridInSpanish);
    expect(theirs.statusCode).toBe(404);
  });
});
