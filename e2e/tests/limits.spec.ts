import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, startServer, test as base, type BriefServer } from '../fixtures/server';
import { signInAsNewUser, startChat, type SignedIn } from '../fixtures/users';
import { AppFrame } from '../pages/app-frame';
import { ChatPage, ENGLISH_CHAT_TEXTS, SPANISH_CHAT_TEXTS } from '../pages/chat-page';

// A server of its own whose limits a test reaches quickly: 2 replies a minute, 1 MB of uploads a day.
const test = base.extend<object, { server: BriefServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to be destructured
    async ({}, use) => {
      const server = await startServer({ RUNS_PER_MINUTE: '2', UPLOAD_MB_PER_DAY: '1' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

const auth = (user: SignedIn) => ({ Authorization: `Bearer ${user.access_token}` });

/** A new user with a chat about Northwind Coffee open, in `language`. */
async function openChat(page: Page, server: BriefServer, language: 'en' | 'es') {
  const user = await signInAsNewUser(page, server, `limits-${language}`);
  const chatId = await startChat(page, user);
  if (language === 'es') await new AppFrame(page).chooseLanguage('Español');
  const chat = new ChatPage(page, language === 'es' ? SPANISH_CHAT_TEXTS : ENGLISH_CHAT_TEXTS);
  await chat.goto(`?sessionId=${chatId}`);
  return { user, chatId, chat };
}

/** Uses up the user's replies of this minute through the API. */
async function useUpReplies(page: Page, user: SignedIn, chatId: string) {
  for (const message of ['First question', 'Second question']) {
    const answer = await page.request.post(`/api/users/${user.id}/chats/${chatId}/run`, {
      headers: auth(user),
      data: { message },
    });
    expect(answer.status()).toBe(200);
  }
}

for (const [language, refusal] of [
  [
    'en',
    /^You have asked for 2 replies in the last minute, as many as allowed\. Try again in \d+ seconds?\.$/,
  ],
  [
    'es',
    /^Has pedido 2 respuestas en el último minuto, el máximo permitido\. Vuelve a intentarlo dentro de \d+ segundos?\.$/,
  ],
] as const) {
  test(`a send past the replies of the minute is said in the composer, and the text comes back (${language})`, async ({
    page,
    server,
  }) => {
    const { user, chatId, chat } = await openChat(page, server, language);
    await useUpReplies(page, user, chatId);
    await page.reload();
    await expect(chat.message('assistant')).toHaveCount(2);

    await chat.composer.fill('A third question, too soon');
    await chat.send.click();

    await expect(page.getByTestId('composer-refusal')).toHaveText(refusal);
    await expect(chat.composer).toHaveValue('A third question, too soon');
    // Nothing was stored, and no error reply shows.
    await expect(chat.message('user')).toHaveCount(2);
    await expect(chat.message('assistant')).toHaveCount(2);
  });
}

test("a file past the day's uploads says so on its chip", async ({ page, server }, testInfo) => {
  const { user, chatId, chat } = await openChat(page, server, 'en');
  const first = await page.request.post(`/api/users/${user.id}/files`, {
    headers: auth(user),
    multipart: {
      sessionId: chatId,
      file: { name: 'earlier.txt', mimeType: 'text/plain', buffer: Buffer.alloc(700 * 1024, 'a') },
    },
  });
  expect(first.status()).toBe(201);
  const notes = testInfo.outputPath('notes.txt');
  writeFileSync(notes, 'b'.repeat(500 * 1024));

  await chat.attach([notes]);

  const chip = chat.attachedFile('notes.txt');
  await expect(chip).toHaveAttribute('data-status', 'failed');
  await expect(chip.getByRole('alert')).toHaveText(
    'This upload would go over your upload limit of 1 MB a day (0.3 MB left). Try again in 24 hours.',
  );
});
