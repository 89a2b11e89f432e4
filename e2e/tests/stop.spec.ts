import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../apps/server/test/fake-openai-server';
import { ChatPage } from '../pages/chat-page';
import { expect, startServer, test as base } from '../fixtures/server';
import { signInAsNewUser, startChat } from '../fixtures/users';

/**
 * A reply long and slow enough (200 words, 50 ms apart: 10 s) that Stop is always pressed while it is
 * being written, however busy the machine: a local fake OpenAI-compatible provider, never the network.
 */
const test = base.extend<object, { provider: FakeOpenAiServer }>({
  provider: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to be destructured
    async ({}, use) => {
      const words = Array.from({ length: 200 }, (_, index) => `word${index + 1}`).join(' ');
      const provider = await startFakeOpenAiServer({
        defaultScenario: { kind: 'text', text: `${words}\n\nSuggestions:\n- One more`, tokenDelayMs: 50 },
      });
      await use(provider);
      await provider.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ provider }, use) => {
      const server = await startServer({
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: provider.baseUrl,
        LLM_MODEL: 'fake-slow',
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

test('Stop ends a reply that is being written and keeps what was written', async ({ page, server }) => {
  const user = await signInAsNewUser(page, server, 'stopper');
  const id = await startChat(page, user);
  const chat = new ChatPage(page);
  await chat.goto(`?sessionId=${id}`);
  // The chat is loaded and its customer restored before the question goes out.
  await expect(chat.composer).toHaveAttribute('placeholder', 'Ask about Northwind Coffee...');
  await chat.composer.fill('Tell me everything about the audiences and channels of Northwind Coffee');
  await chat.composer.press('Enter');
  await expect(page.locator('[data-streaming="true"]')).toContainText('word1');
  await chat.stop.click();
  await chat.waitForReplyDone();
  await expect(chat.message('assistant')).toHaveCount(1);
  await expect(chat.message('assistant')).toContainText('word1');
  await expect(chat.message('assistant')).not.toContainText('word200');
  await expect(chat.suggestionChips).toHaveCount(0);

  // What was written is kept: it is still there after a reload.
  await page.reload();
  await expect(chat.message('assistant')).toContainText('word1');
  await expect(chat.message('assistant')).not.toContainText('word200');
});
