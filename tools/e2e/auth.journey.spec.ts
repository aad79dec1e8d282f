import { expect, test } from './support/actors';
import { expectLoginScreen, signIn, signUp } from './support/auth';
import { firstLink, waitForMail } from './support/mailbox';
import { demoAccount, newPlayer } from './support/users';

test.describe('signing up, verifying and signing in', () => {
  test('a new player signs up, verifies the e-mail, reaches the dashboard and logs out', async ({ page }) => {
    const user = newPlayer();

    await signUp(page, user);
    await expect(page).toHaveURL(/\/(login)?$/);

    // Until the e-mail is verified the account is pending, and a pending account cannot sign in.
    expect(await signIn(page, user.username, user.password)).toBe(403);
    await expectLoginScreen(page);

    const mail = await waitForMail(user.email);
    await page.goto(firstLink(mail, '/api/auth/verify-email?token='));
    await expect(page).toHaveURL(/\/\?verified=1$/);

    expect(await signIn(page, user.username, user.password)).toBeLessThan(300);
    await expect(page.getByText(new RegExp(`welcome.*${user.firstName}`, 'i'))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expectLoginScreen(page);
  });
});

test.describe('unknown paths', () => {
  test('send a signed-out visitor to /login', async ({ page }) => {
    await page.goto('/nope');
    await expect(page).toHaveURL(/\/login$/);
    await expectLoginScreen(page);
  });

  test('send a signed-in user to /dashboard', async ({ page }) => {
    const player = demoAccount('player');
    await page.goto('/login');
    expect(await signIn(page, player.username, player.password)).toBeLessThan(300);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    await page.goto('/nope');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(new RegExp(`welcome.*${player.firstName}`, 'i'))).toBeVisible();
  });
});
