import type { Page } from '@playwright/test';
import { expect, test } from './support/actors';
import { E2E } from './support/e2e-env';
import { approvedTournamentWithRegistrants, newRegistrant, newTournament } from './support/tournaments';

/** Every Content-Security-Policy violation the page reports, in the page and in the console. */
function watchPolicy(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy: ${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  });
  return violations;
}

test.describe('the browser and the security policy', () => {
  test('the built UI runs under its Content-Security-Policy without a single violation', async ({ actors }) => {
    const tournament = await approvedTournamentWithRegistrants(actors, newTournament(), [newRegistrant('L2')]);

    const guest = await actors.visitor();
    const guestViolations = watchPolicy(guest);
    const landing = await guest.goto('/');
    expect(landing?.headers()['content-security-policy']).toContain("script-src 'self'");
    await guest.goto('/signup');
    await expect(guest.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await guest.goto(`/tournament-fixtures/${tournament.id}`);
    await expect(guest.getByRole('heading', { level: 1, name: tournament.name })).toBeVisible();

    // A player enrols from the dashboard (a Radix toast), then signs out.
    const player = await actors.signedIn('player');
    const playerViolations = watchPolicy(player);
    await player.reload();
    // Found by name: other journeys' tournaments may fill the list's first page.
    await player.getByLabel('Search tournaments').fill(tournament.name);
    const item = player
      .getByRole('listitem')
      .filter({ has: player.getByRole('heading', { name: tournament.name, exact: true }) });
    await item.getByRole('button', { name: `Enroll in ${tournament.name}`, exact: true }).click();
    await expect(item.getByText('Enrolled', { exact: true })).toBeVisible();
    await player.getByRole('button', { name: 'Logout' }).click();

    // The organizer opens a Radix dialog (its scroll lock injects a <style> the policy must allow) and the
    // fixture manager's Radix tabs.
    const host = await actors.signedIn('organizer');
    const hostViolations = watchPolicy(host);
    await host.goto('/tournaments-dashboard');
    await host.getByRole('row').filter({ hasText: tournament.name }).getByRole('button', { name: 'Delete' }).click();
    const dialog = host.getByRole('alertdialog', { name: 'Delete Tournament' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await host.goto(`/tournament-fixtures-manager?tournamentId=${tournament.id}`);
    await expect(host.getByRole('tab', { name: 'Select Players', exact: true })).toBeVisible();

    expect([...guestViolations, ...playerViolations, ...hostViolations]).toEqual([]);
  });

  test('a form on another site cannot make a signed-in player enrol (cross-site write refused)', async ({ actors }) => {
    const tournament = await approvedTournamentWithRegistrants(actors, newTournament(), []);
    const page = await actors.signedIn('player');

    // The attacker's page, on an origin of its own, posts a text/plain form at the API.
    await page.route('http://evil.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" enctype="text/plain" action="${E2E.baseUrl}/api/tournaments/${tournament.id}/enroll">
                 <input name="x" value="1"><button>Win a racket</button></form>`,
      }),
    );
    await page.goto('http://evil.example/win');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(`/api/tournaments/${tournament.id}/enroll`)),
      page.getByRole('button', { name: 'Win a racket' }).click(),
    ]);
    expect(answer.status()).toBe(403);

    const enrolments = await (await actors.api('player')).get('/api/my-tournament-enrollments');
    expect((await enrolments.json()).map((e: { tournamentId: number }) => e.tournamentId)).not.toContain(tournament.id);
  });
});
