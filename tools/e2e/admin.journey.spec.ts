import type { Page } from '@playwright/test';
import { expect, test } from './support/actors';
import { expectLoginScreen, signIn, signUp } from './support/auth';
import { toast } from './support/toasts';
import { newPlayer, type NewUser } from './support/users';

/** The User Management row of one account, found through the card's search box. */
async function findUserRow(admin: Page, user: NewUser) {
  const card = admin.getByRole('region', { name: 'User Management', exact: true });
  await card.getByRole('searchbox', { name: 'Search users' }).fill(user.username);
  return card.getByRole('row').filter({ hasText: user.email });
}

async function confirm(admin: Page, dialogTitle: string, button: string) {
  const dialog = admin.getByRole('alertdialog', { name: dialogTitle });
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test.describe('an admin manages a new account', () => {
  test('finds a new signup, activates it, deactivates it (signing it out) and deletes it; the history shows all three', async ({
    actors,
  }) => {
    test.setTimeout(90_000);
    const user = newPlayer({ firstName: 'Casey', lastName: 'Newcomer' });
    const member = await actors.visitor();

    await test.step('a visitor signs up and, still pending, cannot sign in', async () => {
      await signUp(member, user);
      await expect(member).toHaveURL(/\/(login)?$/);
      expect(await signIn(member, user.username, user.password)).toBe(403);
    });

    const admin = await actors.signedIn('admin');
    await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    for (const label of ['Total Users', 'Active Users', 'Pending Users', 'Pending Tournaments']) {
      await expect(admin.getByText(label, { exact: true })).toBeVisible();
    }
    // User management is a section of the console with an address of its own.
    await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Users' }).click();
    await expect(admin).toHaveURL(/\/admin\/users$/);

    await test.step('the admin finds the signup as Pending and activates it', async () => {
      const row = await findUserRow(admin, user);
      await expect(row).toHaveCount(1);
      await expect(row.getByText('Pending', { exact: true })).toBeVisible();
      await row.getByRole('button', { name: 'Activate' }).click();
      await confirm(admin, 'Activate User', 'Activate');
      await expect(toast(admin, 'User Activated')).toBeVisible();
      await expect(row.getByText('Active', { exact: true })).toBeVisible();
    });

    await test.step('the member signs in', async () => {
      expect(await signIn(member, user.username, user.password)).toBeLessThan(300);
      await expect(member.getByText(new RegExp(`welcome.*${user.firstName}`, 'i'))).toBeVisible();
    });

    await test.step("the admin deactivates the account and the member's open tab is signed out on its next request", async () => {
      const row = await findUserRow(admin, user);
      await row.getByRole('button', { name: 'Deactivate' }).click();
      await confirm(admin, 'Deactivate User', 'Deactivate');
      await expect(toast(admin, 'User Deactivated')).toBeVisible();
      await expect(row.getByText('Pending', { exact: true })).toBeVisible();

      // The open tab's next request is an in-app navigation, not a reload: the app itself must notice.
      const [me] = await Promise.all([
        member.waitForResponse((r) => r.url().endsWith('/api/auth/me')),
        member.getByRole('link', { name: 'Find Players' }).click(),
      ]);
      expect(me.status()).toBe(401);
      await expect(member).toHaveURL(/\/login$/);
      await expectLoginScreen(member);
      expect(await signIn(member, user.username, user.password)).toBe(403);
    });

    await test.step('the admin deletes the account', async () => {
      const row = await findUserRow(admin, user);
      await row.getByRole('button', { name: 'Delete' }).click();
      await confirm(admin, 'Delete User', 'Delete');
      await expect(toast(admin, 'User Deleted')).toBeVisible();
      await expect(row).toHaveCount(0);
      await expect(admin.getByText('No users found')).toBeVisible();
    });

    await test.step('the history shows the three changes, newest first', async () => {
      await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'History' }).click();
      await expect(admin).toHaveURL(/\/admin\/history$/);
      const history = admin.getByRole('region', { name: 'User Management History' });
      const entries = history.getByRole('row').filter({ hasText: user.email });
      await expect(entries).toHaveCount(3);
      await expect(entries.nth(0)).toContainText('Deleted');
      await expect(entries.nth(1)).toContainText('Deactivated');
      await expect(entries.nth(2)).toContainText('Activated');
      await expect(entries.nth(0)).toContainText('Casey Newcomer');
    });
  });
});
