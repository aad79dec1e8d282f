import type { Page } from '@playwright/test';
import { expect, test, type Actors } from './support/actors';
import { readCsvDownload } from './support/csv';
import {
  allPairs,
  column,
  divisionMatchRows,
  fileSlug,
  FIXTURES_CSV_HEADER,
  leagueMatches,
  MATCH_ROWS,
  matchRows,
  pairKey,
  SIDE_1,
  SIDE_2,
} from './support/fixtures';
import { toast } from './support/toasts';
import {
  approvedTournamentWithRegistrants,
  dayFromToday,
  newRegistrant,
  newTournament,
  type Registrant,
} from './support/tournaments';

/** From /tournaments-dashboard, the tournament's 'Manage Fixtures' action. */
async function openManager(page: Page, tournament: { id: number; name: string }) {
  await page.goto('/tournaments-dashboard');
  const row = page.getByRole('row').filter({ hasText: tournament.name });
  await row.getByRole('link', { name: 'Manage Fixtures' }).click();
  await expect(page).toHaveURL(new RegExp(`/tournament-fixtures-manager\\?tournamentId=${tournament.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: tournament.name })).toBeVisible();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true });

async function selectAllPlayers(page: Page, count: number) {
  await tab(page, 'Select Players').click();
  const players = panel(page, 'Select Players');
  await expect(players.getByRole('row')).toHaveCount(count + 1);
  await players.getByRole('button', { name: 'Select All' }).click();
  await expect(players.getByText(`${count} of ${count} players selected`)).toBeVisible();
  return players;
}

/** Saves, checks the toast, and resolves with the match rows the manager shows. */
async function saveFixtures(page: Page, tournamentId: number) {
  const fixtures = panel(page, 'Generate Fixtures');
  const shown = await matchRows(fixtures);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/tournaments/${tournamentId}/fixtures`) && r.request().method() === 'POST'),
    fixtures.getByRole('button', { name: 'Save Fixtures' }).click(),
  ]);
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
  await expect(toast(page, 'Fixtures Saved')).toBeVisible();
  await expect(fixtures.getByText(/^Saved /)).toBeVisible();
  return shown;
}

/**
 * After a reload the manager reopens on the saved fixtures, each open singles match now offering Enter Result (a
 * result is between two entries; doubles are not logged).
 */
async function expectSavedAfterReload(page: Page, shown: string[][]) {
  await page.reload();
  await expect(tab(page, 'Generate Fixtures')).toHaveAttribute('aria-selected', 'true');
  const fixtures = panel(page, 'Generate Fixtures');
  await expect(fixtures.locator(MATCH_ROWS)).toHaveCount(shown.length);
  const saved = shown.map((row) => (row[2] === 'Singles' ? [...row.slice(0, -1), `${row.at(-1)} Enter Result`] : row));
  expect(await matchRows(fixtures)).toEqual(saved);
  await expect(fixtures.getByText('Unsaved changes')).toHaveCount(0);
}

async function downloadFixturesCsv(page: Page, tournamentName: string, matchCount: number) {
  await tab(page, 'Download').click();
  const download = panel(page, 'Download');
  const totalMatches = download
    .getByRole('region', { name: 'Fixture Summary' })
    .getByRole('term')
    .filter({ hasText: 'Total Matches' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(totalMatches).toHaveText(String(matchCount));
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    download.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  await expect(toast(page, 'Fixtures Downloaded')).toBeVisible();
  const csv = await readCsvDownload(file);
  expect(csv.fileName).toContain(fileSlug(tournamentName));
  expect(csv.fileName).toContain(dayFromToday(0));
  expect(csv.fileName).toMatch(/\.csv$/);
  expect(csv.rows[0]).toEqual(FIXTURES_CSV_HEADER);
  const rows = csv.rows.slice(1);
  expect(rows, csv.text).toHaveLength(matchCount);
  for (const row of rows) expect(row).toHaveLength(FIXTURES_CSV_HEADER.length);
  expect(new Set(rows.map((row) => row[column('Match ID')])).size).toBe(matchCount);
  return rows;
}

/** The public page, signed out: the tournament, who registered, and the saved fixtures exactly as the manager showed them. */
async function expectPublicPage(
  actors: Actors,
  tournament: { id: number; name: string },
  registrants: readonly Registrant[],
  shown: string[][],
) {
  const visitor = await actors.visitor();
  await visitor.goto(`/tournament-fixtures?tournamentId=${tournament.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: tournament.name })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  // Names, levels and dates for the public; no e-mail or phone (docs/product-rules.md#privacy).
  const players = visitor.getByRole('region', { name: `Registered Players (${registrants.length})` });
  await expect(players).toBeVisible();
  await expect(players.getByRole('columnheader')).toHaveText(['Name', 'Experience Level', 'Skill Level', 'Registration Date']);
  for (const registrant of registrants) {
    const row = players.getByRole('row').filter({ hasText: registrant.fullName });
    await expect(row).toBeVisible();
    await expect(row).not.toContainText(registrant.email);
  }

  const fixtures = visitor.getByRole('region', { name: 'Fixtures', exact: true });
  await expect(fixtures.locator(MATCH_ROWS)).toHaveCount(shown.length);
  expect(await matchRows(fixtures)).toEqual(shown);
  return fixtures;
}

test.describe('the fixture manager', () => {
  test('singles league: divisions by skill level, fixtures saved, reloaded, downloaded and published', async ({ actors }) => {
    test.setTimeout(90_000);
    const tournament = newTournament({ name: `Summer Singles League ${Date.now().toString(36)}`, divisions: 3 });
    // Three levels into three divisions: L1 (3 players), L3 (2), L2 (3).
    const groups = {
      L1: [newRegistrant('L1', 'Ava'), newRegistrant('L1', 'Ben'), newRegistrant('L1', 'Cleo')],
      L2: [newRegistrant('L2', 'Dan'), newRegistrant('L2', 'Eve'), newRegistrant('L2', 'Finn')],
      L3: [newRegistrant('L3', 'Gus'), newRegistrant('L3', 'Hal')],
    };
    const registrants = [
      groups.L1[0],
      groups.L2[0],
      groups.L3[0],
      groups.L1[1],
      groups.L2[1],
      groups.L3[1],
      groups.L1[2],
      groups.L2[2],
    ];
    const totalMatches = Object.values(groups).reduce((sum, group) => sum + leagueMatches(group.length), 0);
    const created = await approvedTournamentWithRegistrants(actors, tournament, registrants);

    const page = await actors.signedIn('organizer');
    await openManager(page, created);

    await test.step('format: singles league (the defaults)', async () => {
      await expect(tab(page, 'Tournament Format')).toHaveAttribute('aria-selected', 'true');
      const format = panel(page, 'Tournament Format');
      await format.getByRole('radio', { name: 'Singles' }).check();
      await format.getByRole('radio', { name: 'League' }).check();
    });

    const divisionOf = new Map<string, string>();
    await test.step('select all players and build singles divisions', async () => {
      const players = await selectAllPlayers(page, registrants.length);
      await players.getByRole('button', { name: 'Create Singles Divisions' }).click();
      await expect(toast(page, 'Divisions Created')).toBeVisible();
      await expect(tab(page, 'Singles Divisions')).toHaveAttribute('aria-selected', 'true');

      const divisions = panel(page, 'Singles Divisions').getByRole('region');
      await expect(divisions).toHaveCount(3);
      for (const [level, members] of Object.entries(groups)) {
        const division = divisions.filter({ hasText: members[0].fullName });
        await expect(division).toHaveCount(1);
        await expect(division).toContainText(`${members.length} players`);
        for (const member of members) await expect(division).toContainText(member.fullName);
        const label = await division.getAttribute('aria-label');
        expect(label, `division of ${level}`).toBeTruthy();
        expect(label).toContain(level);
        divisionOf.set(level, label!);
      }
    });

    await test.step('generate league fixtures: everyone meets everyone in their division once', async () => {
      const divisions = panel(page, 'Singles Divisions');
      await divisions.getByLabel('Match Type').selectOption('league');
      await divisions.getByRole('button', { name: 'Generate Singles Fixtures' }).click();
      await expect(toast(page, 'Fixtures Generated')).toBeVisible();
      await expect(tab(page, 'Generate Fixtures')).toHaveAttribute('aria-selected', 'true');

      const fixtures = panel(page, 'Generate Fixtures');
      await expect(fixtures.locator(MATCH_ROWS)).toHaveCount(totalMatches);
      for (const [level, members] of Object.entries(groups)) {
        const division = fixtures.getByRole('region', { name: divisionOf.get(level), exact: true });
        const rows = await divisionMatchRows(division);
        expect(rows).toHaveLength(leagueMatches(members.length));
        expect(rows.map((cells) => pairKey(cells[SIDE_1], cells[SIDE_2])).sort()).toEqual(
          allPairs(members.map((m) => m.fullName)),
        );
        const counts = fixtures
          .getByRole('region', { name: 'Match Management' })
          .getByRole('row')
          .filter({ hasText: divisionOf.get(level) });
        await expect(counts.getByRole('cell').last()).toHaveText(String(leagueMatches(members.length)));
        for (const cells of rows) {
          expect(cells[1]).toBe('League');
          expect(cells[2]).toBe('Singles');
          expect(cells[6]).toBe('Scheduled');
        }
      }
    });

    const shown = await test.step('save, then reload: the same fixtures come back', async () => {
      const rows = await saveFixtures(page, created.id);
      await expectSavedAfterReload(page, rows);
      return rows;
    });

    await test.step('download the CSV from the Download tab', async () => {
      const rows = await downloadFixturesCsv(page, tournament.name, totalMatches);
      for (const [level, members] of Object.entries(groups)) {
        const inDivision = rows.filter((row) => row[column('Division')] === divisionOf.get(level));
        expect(inDivision, `CSV rows of ${divisionOf.get(level)}`).toHaveLength(leagueMatches(members.length));
        expect(inDivision.map((row) => pairKey(row[column('Player 1 Name')], row[column('Player 2 Name')])).sort()).toEqual(
          allPairs(members.map((m) => m.fullName)),
        );
      }
      const byName = new Map(registrants.map((r) => [r.fullName, r]));
      for (const row of rows) {
        expect(row[column('Type')]).toBe('League');
        expect(Number(row[column('Round')])).toBeGreaterThanOrEqual(1);
        const player1 = byName.get(row[column('Player 1 Name')]);
        expect(player1, row.join(',')).toBeDefined();
        expect(row[column('Player 1 Email')]).toBe(player1?.email);
        expect(row[column('Player 1 Phone')]).toBe(player1?.phone);
        expect(row[column('Player 1 Skill Level')]).toContain(player1?.skillLevel);
        expect(row[column('Player 3 Name')]).toBe('');
        expect(row[column('Player 4 Name')]).toBe('');
        expect(row[column('Scheduled Time')]).toBe('TBD');
        expect(row[column('Court')]).toBe('TBD');
        expect(row[column('Status')]).toBe('Scheduled');
      }
    });

    await test.step('a signed-out visitor sees the tournament, its players and the fixtures', async () => {
      await expectPublicPage(actors, created, registrants, shown);
    });
  });

  test('doubles league: same-level teams, four-player matches saved, reloaded and published', async ({ actors }) => {
    test.setTimeout(90_000);
    const tournament = newTournament({ name: `Autumn Doubles Cup ${Date.now().toString(36)}`, divisions: 1 });
    // Eight players at two levels in one division: teams pair within a level, so four teams and a 6-match league.
    const byLevel = {
      L1: [newRegistrant('L1', 'Ivy'), newRegistrant('L1', 'Jack'), newRegistrant('L1', 'Kim'), newRegistrant('L1', 'Leo')],
      L3: [newRegistrant('L3', 'Mia'), newRegistrant('L3', 'Ned'), newRegistrant('L3', 'Oda'), newRegistrant('L3', 'Pia')],
    };
    // Registered with the levels interleaved, so pairing by level is not just pairing neighbours.
    const registrants = byLevel.L1.flatMap((player, i) => [player, byLevel.L3[i]]);
    const levelOf = new Map(registrants.map((r) => [r.fullName, r.skillLevel]));
    const created = await approvedTournamentWithRegistrants(actors, tournament, registrants);

    const page = await actors.signedIn('organizer');
    await openManager(page, created);

    await test.step('format: doubles league', async () => {
      const format = panel(page, 'Tournament Format');
      await format.getByRole('radio', { name: 'Doubles' }).check();
      await format.getByRole('radio', { name: 'League' }).check();
      await format.getByRole('button', { name: 'Continue to Select Players' }).click();
      await expect(tab(page, 'Select Players')).toHaveAttribute('aria-selected', 'true');
    });

    const teams: Array<{ name: string; players: string[] }> = [];
    await test.step('select all players and create doubles teams of the same level', async () => {
      const players = await selectAllPlayers(page, registrants.length);
      await players.getByRole('button', { name: 'Create Doubles Teams' }).click();
      await expect(toast(page, 'Doubles Teams Created')).toBeVisible();
      await expect(tab(page, 'Doubles Teams')).toHaveAttribute('aria-selected', 'true');

      const teamsPanel = panel(page, 'Doubles Teams');
      await expect(teamsPanel.getByRole('region')).toHaveCount(1);
      await expect(teamsPanel.getByRole('region', { name: 'Unpaired Players' })).toHaveCount(0);
      // A team card is the list item holding the two players' list.
      const cards = teamsPanel.locator('li:has(ul)');
      await expect(cards).toHaveCount(4);
      for (const card of await cards.all()) {
        const name = (await card.locator('p').first().innerText()).trim();
        const members = (await card.locator('li > span:first-child').allInnerTexts()).map((text) => text.trim());
        expect(members).toHaveLength(2);
        expect(levelOf.get(members[0]), `${members.join(' & ')} play at one level`).toBe(levelOf.get(members[1]));
        expect(name).toBe(`${members[0].split(' ')[0]} & ${members[1].split(' ')[0]}`);
        teams.push({ name, players: members });
      }
      expect(new Set(teams.flatMap((team) => team.players)).size).toBe(8);
    });

    await test.step('generate doubles fixtures: every team meets every other team once', async () => {
      const teamsPanel = panel(page, 'Doubles Teams');
      await teamsPanel.getByLabel('Match Type').selectOption('league');
      await teamsPanel.getByRole('button', { name: 'Generate Doubles Fixtures' }).click();
      await expect(toast(page, 'Fixtures Generated')).toBeVisible();
      await expect(tab(page, 'Generate Fixtures')).toHaveAttribute('aria-selected', 'true');

      const rows = await matchRows(panel(page, 'Generate Fixtures'));
      expect(rows).toHaveLength(leagueMatches(teams.length));
      const teamOf = (cell: string) => {
        const team = teams.find((t) => cell.startsWith(t.name) && t.players.every((p) => cell.includes(p)));
        expect(team, `a team in "${cell}"`).toBeDefined();
        return team!.name;
      };
      expect(rows.map((cells) => pairKey(teamOf(cells[SIDE_1]), teamOf(cells[SIDE_2]))).sort()).toEqual(
        allPairs(teams.map((t) => t.name)),
      );
      for (const cells of rows) expect(cells[2]).toBe('Doubles');
    });

    const shown = await test.step('save, then reload: the same fixtures come back', async () => {
      const rows = await saveFixtures(page, created.id);
      await expectSavedAfterReload(page, rows);
      return rows;
    });

    await test.step('download the CSV: four players per match', async () => {
      const rows = await downloadFixturesCsv(page, tournament.name, shown.length);
      for (const row of rows) {
        const names = [1, 2, 3, 4].map((n) => row[column(`Player ${n} Name`)]);
        expect(new Set(names).size, row.join(',')).toBe(4);
        for (const name of names) expect(levelOf.has(name), name).toBe(true);
      }
    });

    await test.step('a signed-out visitor sees the four-player matches', async () => {
      const fixtures = await expectPublicPage(actors, created, registrants, shown);
      for (const cells of await matchRows(fixtures)) {
        const named = registrants.filter((r) => cells[SIDE_1].includes(r.fullName) || cells[SIDE_2].includes(r.fullName));
        expect(named, cells.join(' | ')).toHaveLength(4);
      }
    });
  });
});
