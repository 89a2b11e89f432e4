import { extractTextItems } from 'unpdf';
import JSZip from 'jszip';
import { expect } from 'vitest';
import { readDocumentText } from '../src/files/extract';
import { bearer, type TestContext, type TestUser } from './helper';

export type Answer = Awaited<ReturnType<TestContext['app']['inject']>>;

/** GET as `user`. */
export const getAs = (ctx: TestContext, user: TestUser, url: string): Promise<Answer> =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(user.token) });

/** Stores one message in the chat as a client would (POST /api/users/:userId/chats/:chatId); its id. */
export async function saveMessage(
  ctx: TestContext,
  user: TestUser,
  chatId: string,
  role: 'user' | 'assistant',
  message: string,
): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/users/${user.id}/chats/${chatId}`,
    headers: bearer(user.token),
    payload: { role, message },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

/** A Word file's body XML. */
export async function wordXml(body: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(body);
  return (await zip.file('word/document.xml')?.async('string')) ?? '';
}

/** The words of a Word file's body, each paragraph on a line. */
export async function wordText(body: Buffer): Promise<string> {
  return (await wordXml(body))
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

export async function pdfText(body: Buffer): Promise<string> {
  const { text } = await readDocumentText(body, 'pdf');
  return text ?? '';
}

/** A PDF's text without the footer of each page ("Title  ·  2 / 7"), which falls inside what runs on. */
export const withoutFooters = (text: string, title: string) =>
  text.replace(
    new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*·\\s*\\d+\\s*/\\s*\\d+`, 'g'),
    '',
  );

/** Each piece of text a PDF draws, with where it starts on its page. */
export async function pdfTextItems(body: Buffer): Promise<{ str: string; x: number }[]> {
  const { items } = await extractTextItems(new Uint8Array(body));
  return items.flat().map(({ str, x }) => ({ str, x }));
}

/** `text` without any white space: a PDF or a Word file breaks long words into lines where it likes. */
export const squeezed = (text: string) => text.replace(/\s+/g, '');
