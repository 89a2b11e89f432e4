import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';
import { LibraryPage } from '../pages/library-page';
import { expect, test } from '../fixtures/server';
import { signInAsNewUser, startChat, type SignedIn } from '../fixtures/users';

/**
 * Issue 14: a chat's language is the language of what the user typed. The automatic Spanish prompt
 * that loads the customer's data still goes out first, but shows as a compact step and sets neither the
 * language nor the preview.
 */

const LOAD_PROMPT =
  'Carga los datos del cliente Northwind Coffee y prepárate para responder preguntas sobre él.';
const ENGLISH_QUESTION = 'What are the goals of Northwind Coffee for this year?';
const SPANISH_QUESTION = '¿Cuáles son los objetivos de Northwind Coffee para este año?';
/** Words and marks only Spanish text has. */
const SPANISH = /¿|¡|\b(de|del|para|qué|cómo|cuál|cuáles|los|las|sobre|sus)\b/i;

const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS === undefined) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The text of every element of a list, for one assertion on all of them. */
const textsOf = async (items: Locator) => (await items.allInnerTexts()).map((text) => text.trim());

test('an English conversation after the automatic Spanish prompt stays English', async ({ page, server }) => {
  const user = await signInAsNewUser(page, server, 'chat-language');
  const chat = new ChatPage(page);
  await chat.goto();
  await chat.team('Consulting & Content').check();
  await chat.customer('Northwind Coffee').check();
  await chat.chooseSpecialists(['Nora SEO/SEM']);
  await chat.newChat.click();

  // The prompt goes out as a step saying what it does, not as a bubble the user seems to have typed.
  const step = chat.automaticStep(LOAD_PROMPT);
  await expect(step).toContainText(/Load(ing|ed) Northwind Coffee's data/);
  await expect(chat.message('user')).toHaveCount(0);
  await chat.waitForReplyDone();
  await expect(step).toContainText("Loaded Northwind Coffee's data");
  const prompt = step.getByText(LOAD_PROMPT);
  await expect(prompt).toBeHidden();
  const toggle = step.getByRole('button', { name: 'Show prompt' });
  await toggle.click();
  await expect(prompt).toBeVisible();
  await expect(step.getByRole('button', { name: 'Hide prompt' })).toHaveAttribute('aria-expanded', 'true');
  await step.scrollIntoViewIfNeeded();
  await shot(page, 'automatic-step-open-1280');
  await step.getByRole('button', { name: 'Hide prompt' }).click();
  await expect(prompt).toBeHidden();

  await chat.composer.fill(ENGLISH_QUESTION);
  await chat.send.click();
  await expect(chat.message('user', ENGLISH_QUESTION)).toBeVisible();
  await chat.waitForReplyDone();
  const reply = chat.message('assistant').last();
  await expect(reply).toContainText('Northwind Coffee');
  await expect(chat.relatedList.first()).toBeVisible();
  const followUps = [...(await textsOf(chat.suggestionChips)), ...(await textsOf(chat.relatedList))];
  expect(followUps.length).toBeGreaterThan(0);
  for (const text of [await reply.innerText(), ...followUps]) expect(text).not.toMatch(SPANISH);
  await shot(page, 'english-conversation-1280');

  await page.getByRole('button', { name: 'Rename chat' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Chat' });
  const field = rename.getByLabel('Chat Title');
  const before = await field.inputValue();
  await rename.getByRole('button', { name: 'Propose Title from AI' }).click();
  await expect(field).not.toHaveValue(before);
  expect(await field.inputValue()).not.toMatch(SPANISH);
  await rename.getByRole('button', { name: 'Cancel' }).click();

  // The library previews what the user typed, not the automatic prompt.
  const library = new LibraryPage(page);
  await library.goto('/chats');
  await expect(library.rows).toHaveCount(1);
  await expect(library.rows.first()).toContainText(ENGLISH_QUESTION);
  await expect(library.rows.first()).not.toContainText('Carga los datos');
  await spanishChat(page, user);
});

/** A chat whose automatic prompt went through the API unmarked, where the user then types Spanish (on a phone). */
async function spanishChat(page: Page, user: SignedIn): Promise<void> {
  const chatId = await startChat(page, user);
  const loaded = await page.request.post(`/api/users/${user.id}/chats/${chatId}/run`, {
    headers: { Authorization: `Bearer ${user.access_token}` },
    data: { message: LOAD_PROMPT, customerName: 'Northwind Coffee' },
  });
  expect(loaded.ok()).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  const chat = new ChatPage(page);
  await chat.goto(`?sessionId=${chatId}`);
  const step = chat.automaticStep("Loaded Northwind Coffee's data");
  await expect(step).toBeVisible();
  await expect(chat.message('user')).toHaveCount(0);
  await expect(chat.relatedList.first()).toBeVisible();
  // Scrolled up as a reader would, so the list stops keeping to its end.
  await chat.messages.hover();
  await page.mouse.wheel(0, -5000);
  await expect(step).toBeInViewport();
  await shot(page, 'automatic-step-390');
  await step.getByRole('button', { name: 'Show prompt' }).click();
  await expect(step.getByText(LOAD_PROMPT)).toBeVisible();
  await shot(page, 'automatic-step-open-390');
  await chat.composer.fill(SPANISH_QUESTION);
  await chat.send.click();
  await chat.waitForReplyDone();
  await expect(chat.message('assistant').last()).toContainText(SPANISH);
  await expect(chat.relatedList.first()).toBeVisible();
  await shot(page, 'spanish-conversation-390');
  const followUps = [...(await textsOf(chat.suggestionChips)), ...(await textsOf(chat.relatedList))];
  for (const text of followUps) expect(text).toMatch(SPANISH);
}
