import type { Page } from '@playwright/test';
import { expect, test } from './support/actors';
import { expectNoAxeViolations } from './support/axe';
import { expectLoginScreen, signIn } from './support/auth';
import { expectNoSidewaysScroll } from './support/layout';
import { toast } from './support/toasts';
import { approvedTournamentWithRegistrants, newRegistrant, newTournament } from './support/tournaments';
import { demoAccount } from './support/users';

const PHONE = { width: 390, height: 844 };

/** Every screen each role can open, with a tournament that has registrants for the screens that show one. */
function routesOf(tournamentId: number) {
  const fixtures = `/tournament-fixtures/${tournamentId}`;
  const registration = `/register-tournament?tournamentId=${tournamentId}`;
  return {
    player: [
      '/dashboard',
      '/find-players',
      '/schedule-match',
      '/log-results',
      '/academy',
      '/find-academies',
      '/academy/1',
      '/student-dashboard',
      fixtures,
      registration,
      `/tournament-fixtures-manager/${tournamentId}`,
    ],
    organizer: [
      '/dashboard',
      '/create-tournament',
      '/tournaments-dashboard',
      '/fixtures',
      '/tournament-announcements',
      '/schedule-bootcamps',
      '/tournament-fixtures-manager',
      `/tournament-fixtures-manager/${tournamentId}`,
      '/log-results',
      fixtures,
    ],
    admin: [
      '/dashboard',
      '/admin/users',
      '/admin/history',
      '/admin/tournaments',
      '/admin/bootcamps',
      '/admin/notifications',
      '/tournaments-dashboard',
      '/admin-student-management',
      '/admin/student-progress',
      '/admin/announcements',
      fixtures,
    ],
    visitor: ['/login', '/signup', fixtures, registration],
  };
}

async function expectFitsAPhone(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
}

test.describe('every screen on a phone', () => {
  // One test per role, so the roles' screens spread over both workers and a retry repeats only one role's.
  test.describe.configure({ mode: 'parallel' });

  for (const role of ['player', 'organizer', 'admin', 'visitor'] as const) {
    test(`fits 390 px without sideways scrolling and passes axe, for the ${role}`, async ({ actors }) => {
      test.setTimeout(240_000);
      const tournament = await approvedTournamentWithRegistrants(actors, newTournament(), [
        newRegistrant('L2', 'Avery'),
        newRegistrant('L3', 'Blake'),
      ]);
      const page = role === 'visitor' ? await actors.visitor() : await actors.signedIn(role);
      await page.setViewportSize(PHONE);
      for (const route of routesOf(tournament.id)[role]) {
        await test.step(`${role} ${route}`, () => expectFitsAPhone(page, route));
      }
    });
  }

  test('a toast leaves the page title in view', async ({ actors }) => {
    const page = await actors.visitor();
    await page.setViewportSize(PHONE);
    const account = demoAccount('player');
    expect(await signIn(page, account.username, account.password)).toBeLessThan(300);
    const welcome = toast(page, 'Welcome to RallyPoint!');
    const title = page.getByRole('heading', { level: 1 }).first();
    await expect(welcome).toBeVisible();
    await expect(title).toBeVisible();

    // The whole toast (its list item), not only its title text.
    const [notice, heading] = [await welcome.locator('xpath=ancestor::li[1]').boundingBox(), await title.boundingBox()];
    expect(notice && heading && notice.y >= heading.y + heading.height).toBe(true);
  });

  test("the header's Menu offers the main screens and Logout", async ({ actors }) => {
    const page = await actors.signedIn('player');
    await page.setViewportSize(PHONE);
    await page.goto('/find-players');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeHidden();

    await nav.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Results' }).click();
    await expect(page).toHaveURL(/\/log-results$/);
    await expect(nav.getByRole('link', { name: 'Results' })).toBeHidden();

    await nav.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expectLoginScreen(page);
  });

  test('a keyboard user skips the header, and lands on the heading of the screen they move to', async ({ actors }) => {
    const player = await actors.signedIn('player');
    await player.goto('/find-players');
    await expect(player.getByRole('heading', { level: 1 })).toBeVisible();
    await player.keyboard.press('Tab');
    const skip = player.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await player.keyboard.press('Enter');
    await expect(player.locator('main')).toBeFocused();

    await player.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(player.getByRole('heading', { level: 1 }).first()).toBeFocused();
  });
});
