import { ChatPage } from '../pages/chat-page';
import { LibraryPage } from '../pages/library-page';
import { expect, test } from '../fixtures/server';
import { seedChat, signInAsNewUser } from '../fixtures/users';

test('the library groups chats by day, stars and renames them, and opens one in /chat-v2', async ({
  page,
  server,
}) => {
  const user = await signInAsNewUser(page, server, 'library');
  const launchId = await seedChat(page, user, 'Launch plan', 'What should we launch in spring?');
  await seedChat(page, user, 'Budget review', 'How did the budget go?');
  const archiveId = await seedChat(page, user, 'Archive notes', 'Old notes');
  const brokenId = await seedChat(page, user, 'Broken date', 'A chat whose date cannot be read');
  // The server stamps every chat now; two are moved back in the list's answer to fill the other groups.
  const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
  await page.route(/\/api\/users\/[^/]+\/chats\?/, async (route) => {
    // A list request still in flight when the page moves on has nothing left to rewrite.
    const response = await route.fetch().catch(() => null);
    if (response === null) return;
    const chats = (await response.json().catch(() => null)) as
      { id: string; lastUpdateTime: string }[] | null;
    if (chats === null) return;
    for (const chat of chats) {
      if (chat.id === archiveId) chat.lastUpdateTime = '2020-02-03T10:00:00.000Z';
      if (chat.id === brokenId) chat.lastUpdateTime = 'not a date';
      if (chat.id === launchId) chat.lastUpdateTime = threeDaysAgo;
    }
    await route.fulfill({ response, json: chats });
  });

  const library = new LibraryPage(page);
  await library.goto('/chats');
  await expect(library.heading).toHaveText('Your Chats');
  await expect(library.group('Today').getByTestId('chat-row')).toHaveText([/Budget review/]);
  await expect(library.group('This Week').getByTestId('chat-row')).toHaveText([/Launch plan/]);
  await expect(library.group('Older').getByTestId('chat-row')).toHaveText([/Archive notes/, /Broken date/]);
  await expect(library.row('Archive notes')).toContainText('Feb 3, 2020 at');
  await expect(library.row('Broken date')).toContainText('Unknown date');
  await expect(library.row('Launch plan')).toContainText('Northwind Coffee');

  await library.star('Launch plan').click();
  await expect(page.getByText('Chat added to favorites.')).toBeVisible();
  await expect(library.unstar('Launch plan')).toHaveAttribute('aria-pressed', 'true');

  await library.rename('Budget review', 'Budget review Q3');
  await expect(page.getByText('Chat title updated successfully.')).toBeVisible();
  await expect(library.row('Budget review Q3')).toBeVisible();
  await page.reload();
  await expect(library.row('Budget review Q3')).toBeVisible();

  await library.goto('/favorite-chats');
  await expect(library.heading).toHaveText('Favorite Chats');
  await expect(library.rows).toHaveText([/Launch plan/]);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // The row's title opens the chat (its customer badge is a link of its own, to the customer's page).
  await library.row('Launch plan').getByRole('link', { name: 'Launch plan' }).click();
  await expect(page).toHaveURL(new RegExp(`/chat-v2\\?sessionId=${launchId}$`));
  await expect(page.getByTestId('chat-title')).toHaveText('Launch plan');
});

test('favorite chats: empty until a chat is starred, then listed', async ({ page, server }) => {
  const user = await signInAsNewUser(page, server, 'favorites');
  const library = new LibraryPage(page);
  await library.goto('/favorite-chats');
  await expect(page.getByText('No favorite chats found.')).toBeVisible();
  await expect(page.getByText('Star some chats to see them here!')).toBeVisible();

  await library.goto('/chats');
  await expect(page.getByText('No chats found.')).toBeVisible();
  await seedChat(page, user, 'Menu ideas', 'Ideas for the winter menu');
  await page.reload();
  await library.star('Menu ideas').click();
  await expect(library.unstar('Menu ideas')).toBeVisible();

  await library.goto('/favorite-chats');
  await expect(library.rows).toHaveText([/Menu ideas/]);
  await library.unstar('Menu ideas').click();
  await expect(page.getByText('No favorite chats found.')).toBeVisible();
});

test('the dashboard library previews a chat and continues it: customer restored, a new message answered', async ({
  page,
  server,
}) => {
  const user = await signInAsNewUser(page, server, 'continue');
  const id = await seedChat(page, user, 'Spring menu', 'What goes on the spring menu?');
  await seedChat(page, user, 'Other chat', 'Something else');

  await page.goto('/dashboard?tab=library');
  const chats = page.getByRole('region', { name: 'Chats', exact: true });
  await expect(page.getByText('Your most recent chats')).toBeVisible();
  await expect(page.getByText('Your starred conversations')).toBeVisible();
  await expect(chats.getByTestId('library-chat')).toHaveCount(2);
  await chats
    .getByTestId('library-chat')
    .filter({ hasText: 'Spring menu' })
    .getByRole('button')
    .first()
    .click();

  const preview = page.getByRole('dialog', { name: 'Spring menu' });
  await expect(preview.getByText('What goes on the spring menu?')).toBeVisible();
  await preview.getByRole('button', { name: 'Continue with this conversation' }).click();

  // The tab parameter is cleared; the workspace's chat tab shows the continued conversation.
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?sessionId=${id}$`));
  const chat = new ChatPage(page);
  await expect(chat.title).toHaveText('Spring menu');
  await expect(chat.message('user', 'What goes on the spring menu?')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('continuingFromConversation'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('selectedCustomerName'))).toBe('Northwind Coffee');
  await expect(chat.composer).toHaveAttribute('placeholder', 'Ask about Northwind Coffee...');

  await chat.composer.fill('And what should the summer menu add?');
  await chat.send.click();
  await chat.waitForReplyDone();
  await expect(chat.message('user', 'And what should the summer menu add?')).toBeVisible();
  await expect(chat.message('assistant')).toHaveCount(1);
  await expect(chat.message('assistant')).toContainText('Northwind Coffee');

  // The reply went into the same chat on the server, after the earlier message.
  const stored = await page.request.get(`/api/users/${user.id}/chats/${id}`, {
    headers: { Authorization: `Bearer ${user.access_token}` },
  });
  const detail = (await stored.json()) as { messages: { role: string; content: string }[] };
  expect(detail.messages.map((message) => message.role)).toEqual(['user', 'user', 'assistant']);
  expect(detail.messages[1]?.content).toBe('And what should the summer menu add?');
});

test('the library search finds a chat by a word of its messages and clearing brings the groups back', async ({
  page,
  server,
}) => {
  const user = await signInAsNewUser(page, server, 'library-search');
  await seedChat(page, user, 'Harbour plan', 'Tell me about the pelican rollout');
  await seedChat(page, user, 'Orchard notes', 'What about the quince harvest?');

  const library = new LibraryPage(page);
  await library.goto('/chats');
  await expect(library.group('Today').getByTestId('chat-row')).toHaveCount(2);

  await library.search.fill('pelican');
  await expect(library.rows).toHaveText([/Harbour plan/]);
  await expect(library.row('Harbour plan')).toContainText('pelican');
  await expect(page.getByText('1 chat matches')).toBeVisible();
  await expect(library.group('Today')).toBeHidden();

  await library.search.fill('zebracorn');
  await expect(page.getByText('No chats match "zebracorn".')).toBeVisible();

  await library.search.fill('');
  await expect(library.group('Today').getByTestId('chat-row')).toHaveCount(2);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a title takes two lines beside the row’s buttons, the whole of it in its tooltip', async ({
    page,
    server,
  }) => {
    const user = await signInAsNewUser(page, server, 'library-phone');
    const title = 'Spring launch review for Northwind';
    const longer = 'Quarterly campaign review for the Northwind spring launch in Leeds and Manchester';
    await seedChat(page, user, title, 'How did the spring launch go?');
    await seedChat(page, user, longer, 'And the quarter?');
    await seedChat(page, user, 'Menu', 'Ideas for the winter menu');

    const library = new LibraryPage(page);
    await library.goto('/chats');
    for (const [row, name] of [
      [library.row(title), title],
      [library.row(longer), longer],
    ] as const) {
      const shown = row.getByTitle(name);
      await expect(shown).toHaveText(name);
      const { lines, cut } = await shown.evaluate((element) => ({
        lines: Math.round(element.clientHeight / Number.parseFloat(getComputedStyle(element).lineHeight)),
        cut: element.scrollHeight > element.clientHeight + 1,
      }));
      expect(lines, name).toBe(2);
      // The shorter title is whole in two lines; the longer one is cut at the end of its second.
      expect(cut, name).toBe(name === longer);
    }
    // Rows with one line of title and with two keep the height the list reserves for a row off screen.
    const rows = await library.rows.evaluateAll((elements) =>
      elements.map((element) => ({
        height: element.getBoundingClientRect().height,
        reserved: Number.parseFloat(getComputedStyle(element).containIntrinsicHeight.replace('auto', '')),
      })),
    );
    for (const { height, reserved } of rows) expect(Math.abs(height - reserved)).toBeLessThanOrEqual(24);
    await page.screenshot({ path: test.info().outputPath('library-phone.png') });

    // The workspace's library tab shows the same titles.
    await page.goto('/dashboard?tab=library');
    await expect(page.getByTestId('library-chat').getByTitle(title)).toHaveText(title);
    await page.screenshot({ path: test.info().outputPath('workspace-library-phone.png') });
  });
});
