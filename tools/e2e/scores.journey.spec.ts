import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/actors';
import { expectNoAxeViolations } from './support/axe';
import { generateAndSave, MATCH_ROWS } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { chooseByName, enrolThroughApi, verifiedPlayer } from './support/results';
import { toast } from './support/toasts';
import {
  approvedTournamentWithRegistrants,
  approveThroughApi,
  createTournamentThroughApi,
  newRegistrant,
  newTournament,
  registerThroughApi,
} from './support/tournaments';
import { demoAccount } from './support/users';

/** The organizer's side of a result: every pending one of the tournament approved. */
async function approveAll(organizer: APIRequestContext, tournamentId: number) {
  const queue = await (await organizer.get(`/api/tournaments/${tournamentId}/results?status=pending`)).json();
  for (const { id } of queue.items as Array<{ id: number }>) {
    const response = await organizer.patch(`/api/results/${id}/approval`, { data: { status: 'approved' } });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

async function logThroughApi(
  player: APIRequestContext,
  tournamentId: number,
  opponentName: string,
  games: Array<[number, number]>,
) {
  const sets = games.map(([playerGames, opponentGames]) => ({ playerGames, opponentGames }));
  const response = await player.post('/api/results/submit', { data: { tournamentId, opponentName, matchType: 'league', sets } });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('scores and draws by the sport', () => {
  test('a pickleball league: games to 11 won by 2, refused when a game cannot end so, and USA Pickleball standings', async ({
    actors,
  }) => {
    test.setTimeout(120_000);
    const tournament = newTournament({ sport: 'pickleball', name: `Dink League ${Date.now().toString(36)}`, divisions: 1 });
    const [organizerApi, adminApi, visitorApi, patApi] = await Promise.all([
      actors.api('organizer'),
      actors.api('admin'),
      actors.anonymousApi(),
      actors.api('player'),
    ]);
    const pat = {
      request: patApi,
      name: `${demoAccount('player').firstName} ${demoAccount('player').lastName}`,
      email: `${demoAccount('player').username}@rallypoint.local`,
    };

    const created = await test.step('three players enrol in a pickleball tournament with the default format', async () => {
      const detail = await createTournamentThroughApi(organizerApi, tournament);
      expect(detail.scoreFormat).toBe('pickleball-11-best-of-3');
      await approveThroughApi(adminApi, detail.id);
      const [robin, sam] = [
        await verifiedPlayer(await actors.anonymousApi(), 'Robin'),
        await verifiedPlayer(await actors.anonymousApi(), 'Sam'),
      ];
      for (const player of [pat, robin, sam]) {
        await enrolThroughApi(player.request, detail.id);
        await registerThroughApi(visitorApi, detail, {
          fullName: player.name,
          email: player.email,
          phone: '5551230000',
          skillLevel: 'L2',
        });
      }
      return { ...detail, robin, sam };
    });

    await test.step('the organizer saves the league', async () => {
      const organizer = await actors.signedIn('organizer');
      await organizer.goto(`/tournament-fixtures-manager?tournamentId=${created.id}`);
      const fixtures = await generateAndSave(organizer, 'league');
      await expect(fixtures.locator(MATCH_ROWS)).toHaveCount(3);
    });

    await test.step('Pat logs games of points: 11-10 is refused naming the game, 11-9 11-7 goes through', async () => {
      const player = await actors.signedIn('player');
      await player.goto('/log-results');
      const form = player.getByRole('form', { name: 'Log match result' });
      await form.getByLabel('Tournament', { exact: true }).selectOption({ label: tournament.name });
      await expect(form.getByLabel('Opponent', { exact: true }).getByRole('option', { name: created.robin.name })).toBeAttached();
      await chooseByName(form.getByLabel('Opponent', { exact: true }), created.robin.name);
      await expect(form.getByText('Best of 3 games to 11')).toBeVisible();
      const game = (n: number) => form.getByRole('listitem', { name: `Game ${n}` });
      await game(1).getByLabel('Your points').fill('11');
      await game(1).getByLabel('Opponent points').fill('10');
      await form.getByRole('button', { name: 'Add Game' }).click();
      await game(2).getByLabel('Your points').fill('11');
      await game(2).getByLabel('Opponent points').fill('7');
      await form.getByRole('button', { name: 'Submit Result' }).click();
      await expect(game(1)).toContainText('Game 1: 11-10 is not a finished game (a game to 11 is won by 2 points)');
      await expectNoAxeViolations(player);
      await game(1).getByLabel('Opponent points').fill('9');
      await expect(form.getByText('Winner by the score: You')).toBeVisible();
      await form.getByRole('button', { name: 'Submit Result' }).click();
      await expect(toast(player, 'Result Submitted')).toBeVisible();
    });

    await test.step('the other two matches are logged, and the organizer approves all three', async () => {
      await logThroughApi(created.robin.request, created.id, created.sam.name, [
        [11, 5],
        [11, 5],
      ]);
      await logThroughApi(pat.request, created.id, created.sam.name, [
        [11, 3],
        [11, 3],
      ]);
      await approveAll(organizerApi, created.id);
    });

    await test.step('the public standings count games and points, by the USA Pickleball rules', async () => {
      const visitor = await actors.visitor();
      await visitor.goto(`/tournament-fixtures?tournamentId=${created.id}`);
      const standings = visitor.getByRole('region', { name: 'Standings', exact: true });
      await expect(standings).toContainText('ranked by the USA Pickleball rules');
      await expect(standings.getByRole('columnheader')).toHaveText(['#', 'Player', 'P', 'W', 'L', 'Games', 'Points', 'Why']);
      const rows = standings.getByRole('row');
      await expect(rows.nth(1).getByRole('cell')).toHaveText(['1', pat.name, '2', '2', '0', '4–0 (+4)', '44–22 (+22)', '']);
      await expect(rows.nth(2).getByRole('cell').nth(1)).toHaveText(created.robin.name);
      await expect(rows.nth(3).getByRole('cell').nth(1)).toHaveText(created.sam.name);
      await expectNoAxeViolations(visitor);
    });
  });

  test('a seeded knockout of 6: two byes for the top seeds, a bracket on the manager and the public page, readable on a phone', async ({
    actors,
  }) => {
    test.setTimeout(120_000);
    const tournament = newTournament({ name: `Seeded Six ${Date.now().toString(36)}`, divisions: 1 });
    // Listed weakest first: the seeds follow skill level, not the list.
    const registrants = [
      newRegistrant('L1', 'Fox'),
      newRegistrant('L1', 'Eda'),
      newRegistrant('L2', 'Dax'),
      newRegistrant('L4', 'Cam'),
      newRegistrant('L5', 'Bo'),
      newRegistrant('L5', 'Al'),
    ];
    const created = await approvedTournamentWithRegistrants(actors, tournament, registrants);

    const organizer = await actors.signedIn('organizer');
    await organizer.goto(`/tournament-fixtures-manager?tournamentId=${created.id}`);
    await test.step('the organizer draws a seeded knockout with a third-place match', async () => {
      const fixtures = await generateAndSave(organizer, 'knockout', { thirdPlace: true });
      await expect(fixtures.locator(MATCH_ROWS)).toHaveCount(2);
      const bracket = organizer.getByRole('region', { name: /bracket$/ });
      await expect(bracket.getByText('Bye')).toHaveCount(2);
      await expect(bracket.getByRole('list', { name: 'Quarter-final' }).getByRole('listitem')).toHaveCount(4);
      await expect(bracket.getByRole('list', { name: 'Third place' })).toBeVisible();
      await expectNoAxeViolations(organizer);
    });

    await test.step('the public page shows the same bracket, and a phone does not scroll sideways', async () => {
      const visitor = await actors.visitor();
      await visitor.setViewportSize({ width: 390, height: 844 });
      await visitor.goto(`/tournament-fixtures?tournamentId=${created.id}`);
      const brackets = visitor.getByRole('region', { name: 'Knockout Brackets' });
      const bracket = brackets.getByRole('region', { name: /bracket$/ });
      await expect(bracket.getByText('Bye')).toHaveCount(2);
      // The two L5 players are seeds 1 and 2: straight into the semi-finals, one in each.
      const semiFinals = bracket.getByRole('list', { name: 'Semi-final' }).getByRole('listitem');
      for (const seed of ['Al Court', 'Bo Court']) await expect(semiFinals.filter({ hasText: seed })).toHaveCount(1);
      const topSeeds = bracket
        .getByRole('list', { name: 'Quarter-final' })
        .getByRole('listitem')
        .filter({ hasText: /Al Court|Bo Court/ });
      await expect(topSeeds).toHaveText([/Bye/, /Bye/]);
      await expectNoSidewaysScroll(visitor);
      await expectNoAxeViolations(visitor);
      await visitor.screenshot({ path: test.info().outputPath('knockout-390.png'), fullPage: true });
    });
  });
});
