import type { Page } from '@playwright/test';
import { BRIEF_SENTENCE, attachmentFiles } from '../fixtures/attachments';
import { expect, test, type BriefServer } from '../fixtures/server';
import { signInAsNewUser, startChat, type SignedIn } from '../fixtures/users';
import { AppFrame } from '../pages/app-frame';
import { ChatPage, ENGLISH_CHAT_TEXTS, SPANISH_CHAT_TEXTS } from '../pages/chat-page';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

type StoredMessage = { role: string; content: string; automatic?: string; attachments: { name: string }[] };

/** A new user on a new, empty chat about Northwind Coffee, at `viewport`, speaking `language`. */
async function emptyChat(
  page: Page,
  server: BriefServer,
  viewport: { width: number; height: number },
  language: 'en' | 'es',
) {
  await page.setViewportSize(viewport);
  const user = await signInAsNewUser(page, server, `attach-wait-${language}-${viewport.width}`);
  const chatId = await startChat(page, user);
  if (language === 'es') await new AppFrame(page).chooseLanguage('Español');
  const chat = new ChatPage(page, language === 'es' ? SPANISH_CHAT_TEXTS : ENGLISH_CHAT_TEXTS);
  await chat.goto(`?sessionId=${chatId}`);
  await expect(chat.composer).toHaveAttribute(
    'placeholder',
    language === 'es' ? 'Pregunta sobre Northwind Coffee...' : 'Ask about Northwind Coffee...',
  );
  return { user, chatId, chat };
}

/** The chat's messages as the server keeps them. */
async function storedMessages(page: Page, user: SignedIn, chatId: string): Promise<StoredMessage[]> {
  const response = await page.request.get(`/api/users/${user.id}/chats/${chatId}`, {
    headers: { Authorization: `Bearer ${user.access_token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: StoredMessage[] }).messages;
}

/** Attaches the brief with nothing typed: it waits as a chip, ready, and nothing is sent. */
async function attachAndWait(page: Page, chat: ChatPage, user: SignedIn, chatId: string) {
  await expect(chat.send).toBeDisabled();
  await chat.attach([attachmentFiles.pdf]);
  const chip = chat.attachedFile('campaign-brief.pdf');
  await expect(chip).toHaveAttribute('data-status', 'uploaded');
  await expect(chip).toContainText(chat.texts === SPANISH_CHAT_TEXTS ? '657 B · Listo' : '657 B · Ready');
  await expect(chat.send).toBeEnabled();
  // Long enough for a send that would go by itself to have gone.
  await page.waitForTimeout(1500);
  await expect(chat.message('user')).toHaveCount(0);
  await expect(chat.automaticStep()).toHaveCount(0);
  expect(await storedMessages(page, user, chatId)).toEqual([]);
  return chip;
}

async function attachThenAsk(
  page: Page,
  server: BriefServer,
  viewport: typeof DESKTOP,
  language: 'en' | 'es',
) {
  const { user, chatId, chat } = await emptyChat(page, server, viewport, language);
  await attachAndWait(page, chat, user, chatId);

  const question =
    language === 'es'
      ? '¿Cuándo empieza la campaña según este documento?'
      : 'When does the campaign start, according to this brief?';
  await chat.composer.fill(question);
  await chat.send.click();

  // One message: the typed question, with the file; the reply reads the file for it.
  const sent = chat.message('user', question);
  await expect(sent).toBeVisible();
  await expect(chat.attachments(sent)).toContainText('campaign-brief.pdf');
  await expect(chat.attachedFiles).toHaveCount(0);
  await chat.waitForReplyDone();
  await expect(chat.message('assistant').last()).toContainText(BRIEF_SENTENCE);
  const stored = await storedMessages(page, user, chatId);
  const asked = stored.filter((message) => message.role === 'user');
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatchObject({ content: question, attachments: [{ name: 'campaign-brief.pdf' }] });
  expect(asked[0]?.automatic).toBeUndefined();
}

async function attachAlone(page: Page, server: BriefServer, viewport: typeof DESKTOP, language: 'en' | 'es') {
  const { user, chatId, chat } = await emptyChat(page, server, viewport, language);
  await attachAndWait(page, chat, user, chatId);
  await chat.send.click();

  // The product's automatic prompt for the file goes, marked as such.
  const step = chat.automaticStep('campaign-brief.pdf');
  await expect(step).toBeVisible();
  await expect(chat.attachedFiles).toHaveCount(0);
  await chat.waitForReplyDone();
  await expect(chat.message('assistant').last()).toContainText(BRIEF_SENTENCE);
  const asked = (await storedMessages(page, user, chatId)).filter((message) => message.role === 'user');
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatchObject({
    content:
      'Carga los datos del archivo "campaign-brief.pdf" usando el agente principal y resume su contenido.',
    automatic: 'attachment',
    attachments: [{ name: 'campaign-brief.pdf' }],
  });
}

for (const [viewport, width] of [
  [DESKTOP, '1280 px'],
  [PHONE, '390 px'],
] as const) {
  for (const language of ['en', 'es'] as const) {
    const label = `${width}, ${language === 'es' ? 'Spanish' : 'English'}`;

    test(`attaching never sends; a question typed afterwards goes with the file, which is read for it (${label})`, async ({
      page,
      server,
    }) => {
      await attachThenAsk(page, server, viewport, language);
    });

    test(`files alone: Send is enabled and sends the automatic prompt for them (${label})`, async ({
      page,
      server,
    }) => {
      await attachAlone(page, server, viewport, language);
    });
  }
}
