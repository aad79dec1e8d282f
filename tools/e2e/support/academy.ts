import { expect, type Page } from '@playwright/test';
import { signIn, signUp } from './auth';
import { firstLink, waitForMail } from './mailbox';
import { newPlayer, type NewUser } from './users';

/** A new player who signed up, verified the e-mail and signed in: nobody has applied to an academy as them yet. */
export async function freshPlayer(page: Page, overrides: Partial<NewUser> = {}): Promise<NewUser> {
  const user = newPlayer(overrides);
  await signUp(page, user);
  await expect(page).toHaveURL(/\/(login)?$/);
  await page.goto(firstLink(await waitForMail(user.email), '/api/auth/verify-email?token='));
  expect(await signIn(page, user.username, user.password)).toBeLessThan(300);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  return user;
}

/** Fills the /academy/{id} signup dialog with valid answers and submits it. */
export async function submitAcademySignup(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Why do you want to join?').fill('I want to train for the regional junior tournaments');
  await dialog.getByLabel('Experience').fill('Three years of club tennis');
  await dialog.getByLabel('Goals').fill('A reliable second serve and better footwork');
  await dialog.getByLabel('Age').fill('16');
  await dialog.getByLabel('Current Grade').fill('11th');
  await dialog.getByLabel('School Name').fill('Lincoln High School');
  await dialog.getByLabel('Preferred Training Time').selectOption('evening');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
}
