import { expect, type Page } from '@playwright/test';
import type { NewUser } from './users';

/** Fills the signup form's fields by its visible labels and submits it. */
export async function signUp(page: Page, user: NewUser) {
  await page.goto('/signup');
  await page.getByLabel(/^first name/i).fill(user.firstName);
  await page.getByLabel(/^last name/i).fill(user.lastName);
  await page.getByLabel(/^username/i).fill(user.username);
  await page.getByLabel(/^email/i).fill(user.email);
  await page.getByLabel(/^phone/i).fill(user.phone);
  for (const sport of user.sports) {
    await page.getByRole('checkbox', { name: new RegExp(`^${sport}$`, 'i') }).check();
  }
  await page.getByLabel(/^address/i).fill(user.addressLine1);
  await page.getByLabel(/^state/i).fill(user.state);
  await page.getByLabel(/^zip/i).fill(user.zipCode);
  await page.getByLabel(/^password/i).fill(user.password);
  await page.getByLabel(/^confirm password/i).fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

/** Signs in from the login screen; resolves with the HTTP status of the login call. */
export async function signIn(page: Page, username: string, password: string): Promise<number> {
  // Only /login itself is ready: at / a signed-out visitor is still on the way there, and that redirect would
  // re-mount the form and clear what was typed.
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel(/^username/i).fill(username);
  await page.getByLabel(/^password/i).fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/auth/login') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Sign In' }).click(),
  ]);
  return response.status();
}

export async function expectLoginScreen(page: Page) {
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
}
