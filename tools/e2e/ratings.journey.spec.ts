import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/actors';
import { expectNoAxeViolations } from './support/axe';
import { generateAndSave } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { enrolThroughApi, verifiedPlayer } from './support/results';
import { toast } from './support/toasts';
import { approveThroughApi, createTournamentThroughApi, newTournament, registerThroughApi } from './support/tournaments';
import { demoAccount } from './support/users';

type Ratings = { ratings: Array<{ sport: string; value: number; matches: number; provisional: boolean }> };
const tennisRating = async (request: APIRequestContext, path = '/api/me/ratings') =>
  ((await (await request.get(path)).json()) as Ratings).ratings.find((r) => r.sport === 'tennis') ?? null;

test.describe('trusted results and ratings', () => {
  test('Robin logs a win over Pat, Pat confirms it on a phone, the standings and both ratings change', async ({ actors }) => {
    test.setTimeout(180_000);
    const tournament = newTournament({ name: `Rating Cup ${Date.now().toString(36)}`, divisions: 1, sport: 'tennis' });
    const [organizerApi, adminApi, visitorApi, patApi] = await Promise.all([
      actors.api('organizer'),
      actors.api('admin'),
      actors.anonymousApi(),
      actors.api('player'),
    ]);
    const patAccount = demoAccount('player');
    const pat = { name: `${patAccount.firstName} ${patAccount.lastName}`, email: `${patAccount.username}@rallypoint.local` };
    const robin = await verifiedPlayer(await actors.anonymousApi(), 'Robin');

    const created = await test.step('an approved tournament with Pat and Robin enrolled and registered', async () => {
      const detail = await createTournamentThroughApi(organizerApi, tournament);
      await approveThroughApi(adminApi, detail.id);
      for (const [request, player] of [
        [patApi, pat],
        [robin.request, robin],
      ] as const) {
        await enrolThroughApi(request, detail.id);
        await registerThroughApi(visitorApi, detail, {
          fullName: player.name,
          email: player.email,
          phone: '5551230000',
          skillLevel: 'L2',
        });
      }
      return detail;
    });

    const organizer = await actors.signedIn('organizer');
    await organizer.goto(`/tournament-fixtures-manager?tournamentId=${created.id}`);
    await generateAndSave(organizer, 'league');

    const patBefore = await tennisRating(patApi);
    const { id: robinId, username: robinUsername } = (await (await robin.request.get('/api/auth/me')).json()) as {
      id: number;
      username: string;
    };
    expect(await tennisRating(robin.request)).toBeNull();

    await test.step('Robin logs the result; Pat is asked to confirm it', async () => {
      const response = await robin.request.post('/api/results/submit', {
        data: {
          tournamentId: created.id,
          opponentName: pat.name,
          matchType: 'league',
          sets: [
            { playerGames: 6, opponentGames: 2 },
            { playerGames: 6, opponentGames: 3 },
          ],
        },
      });
      expect(response.status()).toBe(201);
    });

    const phone = await actors.signedIn('player');
    await phone.setViewportSize({ width: 390, height: 844 });
    await test.step('on a phone, Pat confirms it from Log Results', async () => {
      await phone.goto('/log-results');
      const card = phone.getByRole('region', { name: 'Results to Confirm' });
      const item = card
        .getByRole('listitem')
        .filter({ hasText: `Logged by ${robin.name}` })
        .filter({ hasText: tournament.name });
      await expect(item).toContainText('2-6, 3-6 (your score first)');
      await expect(item).toContainText(`${robin.name} won`);
      await expectNoSidewaysScroll(phone);
      await expectNoAxeViolations(phone);
      await item.getByRole('button', { name: 'Confirm' }).click();
      await expect(toast(phone, 'Result Confirmed')).toBeVisible();
      await expect(item).toHaveCount(0);
    });

    await test.step('the public standings put Robin first', async () => {
      const visitor = await actors.visitor();
      await visitor.goto(`/tournament-fixtures?tournamentId=${created.id}`);
      const rows = visitor.getByRole('region', { name: 'Standings', exact: true }).getByRole('row');
      await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText(robin.name);
      await expect(rows.nth(2).getByRole('cell').nth(1)).toHaveText(pat.name);
    });

    await test.step("both ratings moved: Pat's down on the profile, Robin's up in Find Players, provisional", async () => {
      const patAfter = (await tennisRating(patApi))!;
      expect(patAfter.matches).toBe((patBefore?.matches ?? 0) + 1);
      expect(patAfter.value).toBeLessThan(patBefore?.value ?? 1500);
      const robinAfter = (await tennisRating(patApi, `/api/players/${robinId}/ratings`))!;
      expect(robinAfter).toMatchObject({ matches: 1, provisional: true });
      expect(robinAfter.value).toBeGreaterThan(1500);

      await phone.goto('/dashboard');
      await expect(phone.getByText(String(patAfter.value), { exact: false }).first()).toBeVisible();
      await phone.goto('/find-players');
      // Other journeys sign up Robins too: the username tells this one apart.
      await phone.getByLabel('Name or username').fill(robinUsername);
      const card = phone.getByRole('listitem').filter({ hasText: `@${robinUsername}` });
      await expect(card).toContainText(String(robinAfter.value));
      await expect(card).toContainText('Provisional');
      await expectNoSidewaysScroll(phone);
    });
  });
});
