import { AppFrame } from '../pages/app-frame';
import { LoginPage } from '../pages/login-page';
import { expect, test } from '../fixtures/server';
import { NEW_USER_PASSWORD, signInAsNewUser } from '../fixtures/users';

test("someone guessing a password locks out their browser, not the owner's, and the owner is told", async ({
  page,
  browser,
  server,
}) => {
  // The owner signs in once on this browser (it keeps a device cookie for the account), then signs out.
  const owner = await signInAsNewUser(page, server, 'guessed');
  await new AppFrame(page).signOut();
  await expect(page).not.toHaveURL(/\/dashboard/);

  // Someone else, on another browser, guesses wrong until refused.
  const other = await browser.newContext({ baseURL: server.url });
  const guesser = new LoginPage(await other.newPage());
  await guesser.goto();
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    const answered = guesser.page.waitForResponse((response) => response.url().endsWith('/api/login'));
    await guesser.signIn(owner.email, `wrong-guess-${attempt}`);
    expect((await answered).status()).toBe(attempt <= 5 ? 401 : 429);
  }
  await expect(
    guesser.page.getByText(/Too many failed sign-in attempts\. Try again in 15 minutes\./),
  ).toBeVisible();
  // Even the right password, from that browser.
  await guesser.signIn(owner.email, NEW_USER_PASSWORD);
  await expect(guesser.page.getByText(/Too many failed sign-in attempts/).first()).toBeVisible();
  await expect(guesser.page).toHaveURL(/\/login$/);
  await other.close();

  // The owner's browser still gets in, and says why others cannot.
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(owner.email, NEW_USER_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByText('Someone is trying to guess your password')).toBeVisible();
  await expect(
    page.getByText(/^Your account is locked until .+ for browsers you haven't signed in with before/),
  ).toBeVisible();
});
