import { AdminPage } from '../pages/admin-page';
import { ChatPage } from '../pages/chat-page';
import { LoginPage } from '../pages/login-page';
import { expect, test } from '../fixtures/server';

const PROFILE_SENTENCE = 'The Beanstalk loyalty club has 7,777 members across Hobart.';

test('an admin sets up a team with a customer for a new user, who chats about it until disabled', async ({
  page,
  browser,
  server,
  cspViolations,
}) => {
  // The longest journey of the suite (two people, a team, a customer, two replies, a disable).
  test.setTimeout(180_000);
  const stamp = Date.now();
  const teamName = `Harbour Studio ${stamp}`;
  const customerName = 'Quokka Coffee';
  const email = `harbour-${stamp}@brief.test`;
  const password = 'harbour-secret';

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(server.admin.email, server.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await page.goto('/admin');
  const admin = new AdminPage(page);

  await admin.createTeam({
    name: teamName,
    appName: `harbour_${stamp}`,
    instructions: 'You advise small coffee chains.',
  });
  await admin.addEntry('specialist', { name: 'Maya Metrics', description: 'data analysis' });
  await admin.addEntry('customer', {
    name: customerName,
    description: 'Coffee roaster in Tasmania',
    body: `# ${customerName}\n## Loyalty\n- ${PROFILE_SENTENCE}\n## Stores\n- Quokka Coffee runs 3 stores.`,
  });
  await expect(page.getByRole('list', { name: 'Specialists' }).getByText('Maya Metrics')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Customers' }).getByText(customerName)).toBeVisible();

  // The spec's form makes the user; the People tab grants the new team.
  await admin.openTab('People');
  await admin.email.fill(email);
  await admin.provider('Password').check();
  await admin.password.fill(password);
  await admin.submit.click();
  await expect(page.getByText(`Successfully created user: ${email}`)).toBeVisible();
  await admin.grantTeams(email, [teamName]);
  await expect((await admin.findPerson(email)).getByText(teamName)).toBeAttached();

  // The user, in a browser of their own.
  const userContext = await browser.newContext({ baseURL: server.url });
  const userPage = await userContext.newPage();
  const userLogin = new LoginPage(userPage);
  await userLogin.goto();
  await userLogin.signIn(email, password);
  await expect(userPage).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  const chat = new ChatPage(userPage);
  await chat.goto();
  const teams = userPage.getByRole('list', { name: 'Teams' }).getByRole('checkbox');
  await expect(teams).toHaveCount(1);
  await expect(chat.team(teamName)).toBeVisible();
  await chat.team(teamName).check();
  await chat.customer(customerName).check();
  await chat.chooseSpecialists(['Maya Metrics']);
  await chat.newChat.click();
  await chat.waitForReplyDone();
  await expect(chat.message('assistant').last()).toContainText(customerName);

  await chat.composer.fill('How many members does the Beanstalk loyalty club have?');
  await chat.send.click();
  await expect(chat.message('assistant')).toHaveCount(2, { timeout: 30_000 });
  await chat.waitForReplyDone();
  await expect(chat.message('assistant').last()).toContainText(PROFILE_SENTENCE);

  // Disabled: the user's next call ends their session.
  await admin.disable(email);
  await userPage.goto('/chats');
  await expect(userPage).toHaveURL(new RegExp(`${server.url}/(login)?$`), { timeout: 10_000 });
  expect(await userPage.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await userContext.close();

  await admin.openTab('Audit log');
  await expect(page.getByTestId('audit-entry').filter({ hasText: 'user.disabled' }).first()).toBeVisible();
  expect(cspViolations).toEqual([]);
});
