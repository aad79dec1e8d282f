import { readFile } from 'node:fs/promises';
import { expect, test } from './support/actors';
import { expectNoAxeViolations } from './support/axe';
import { generateAndSave } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { toast } from './support/toasts';
import { approvedTournamentWithRegistrants, dayFromToday, newRegistrant, newTournament } from './support/tournaments';
import { demoAccount } from './support/users';

test.describe('event day', () => {
  test('the organizer sets courts and a day, computes, moves a match (a clash is refused) and publishes; the player sees the time and takes the calendar', async ({
    actors,
  }) => {
    test.setTimeout(150_000);
    const pat = demoAccount('player');
    const patName = `${pat.firstName} ${pat.lastName}`;
    const tournament = newTournament({ name: `Court Day ${Date.now().toString(36)}`, divisions: 1, timeZone: 'Europe/Madrid' });
    // Everyone plays mornings (the registration form's default here): 09:00 to 12:00, and 08:00 at weekends.
    const registrants = [
      { fullName: patName, email: `${pat.username}@rallypoint.local`, phone: '5551230000', skillLevel: 'L3' as const },
      newRegistrant('L3', 'Ana'),
      newRegistrant('L3', 'Ben'),
      newRegistrant('L3', 'Cleo'),
    ];
    const created = await approvedTournamentWithRegistrants(actors, tournament, registrants);

    const organizer = await actors.signedIn('organizer');
    await organizer.goto(`/tournament-fixtures-manager?tournamentId=${created.id}`);
    await test.step('a four-player league is saved', async () => {
      await generateAndSave(organizer, 'league');
    });

    const step = organizer.getByRole('tabpanel', { name: 'Order of Play' });
    await test.step('three courts, one day, 40-minute matches with 20 minutes of rest, in the tournament’s zone', async () => {
      await organizer.getByRole('tab', { name: 'Order of Play' }).click();
      await expect(step.getByText('Time zone').locator('xpath=following-sibling::dd')).toHaveText('Europe/Madrid');
      const form = step.getByRole('form', { name: 'Schedule settings' });
      await form.getByRole('button', { name: 'Add court' }).click();
      await expect(form.getByLabel('Court 3 name')).toHaveValue('Court 3');
      await form.getByRole('button', { name: 'Remove day 2' }).click();
      await form.getByLabel('League match').fill('40');
      await form.getByLabel('Rest (minutes)').fill('20');
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect(toast(organizer, 'Settings Saved')).toBeVisible();
    });

    const grid = step.getByRole('table', { name: /Order of play/ });
    await test.step('the draft places all six matches inside the morning, rounds in order, and says so first', async () => {
      await step.getByRole('button', { name: 'Compute order of play' }).click();
      await expect(toast(organizer, 'Draft Ready')).toBeVisible();
      await expect(step.getByRole('region', { name: 'Summary' })).toContainText('Every match has a place.');
      await expect(step.getByText('Times in Europe/Madrid.')).toBeVisible();
      await expect(grid.getByRole('columnheader')).toHaveText(['Time', 'Court 1', 'Court 2', 'Court 3']);
      await expect(grid.getByRole('row')).toHaveCount(4);
      await expect(grid.getByRole('rowheader')).toHaveText(['09:00', '10:00', '11:00']);
      // Each match names its stage and round: two of each league round.
      for (const round of ['League R1', 'League R2', 'League R3']) await expect(grid.getByText(` · ${round}`)).toHaveCount(2);
      await expectNoAxeViolations(organizer);
    });

    await test.step('on the organizer’s phone the draft is a court-by-court list', async () => {
      await organizer.setViewportSize({ width: 390, height: 844 });
      const list = step.getByRole('list', { name: /^Order of play, / });
      await expect(list.getByRole('heading')).toHaveText(['Court 1', 'Court 2', 'Court 3']);
      await expect(step.getByRole('table')).toHaveCount(0);
      await expect(list.getByRole('button', { name: /^Move / })).toHaveCount(6);
      await expectNoSidewaysScroll(organizer);
      await expectNoAxeViolations(organizer);
      await organizer.screenshot({ path: test.info().outputPath('order-of-play-manager-390.png'), fullPage: true });
      await organizer.setViewportSize({ width: 1280, height: 720 });
    });

    await test.step('moving a match onto a taken court is refused with the clash; onto a free court it moves and locks', async () => {
      const first = grid.getByRole('button', { name: /^Move / }).first();
      await first.click();
      const dialog = organizer.getByRole('dialog', { name: 'Move match' });
      await dialog.getByLabel('Court').selectOption('Court 2');
      await dialog.getByRole('button', { name: 'Move match' }).click();
      await expect(dialog.getByRole('alert')).toContainText('Court 2 is taken by');
      await expectNoAxeViolations(organizer);
      await dialog.getByLabel('Court').selectOption('Court 3');
      await dialog.getByRole('button', { name: 'Move match' }).click();
      await expect(dialog).toBeHidden();
      await expect(grid.getByText('Locked')).toHaveCount(1);
      await organizer.screenshot({ path: test.info().outputPath('order-of-play-manager.png'), fullPage: true });
    });

    await test.step('publishing tells the players', async () => {
      await step.getByRole('button', { name: 'Publish' }).click();
      await organizer.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
      await expect(toast(organizer, 'Order of Play Published')).toBeVisible();
    });

    const player = await actors.signedIn('player');
    await test.step('the player’s dashboard shows the next match, their updates, and works on a phone', async () => {
      await player.setViewportSize({ width: 390, height: 844 });
      await player.goto('/dashboard');
      const myMatches = player.getByRole('region', { name: 'My matches' });
      await expect(myMatches.getByRole('link', { name: tournament.name }).first()).toBeVisible();
      await expect(
        player
          .getByRole('region', { name: /^Updates/ })
          .getByText(`Order of play: ${tournament.name}`)
          .first(),
      ).toBeVisible();
      await expectNoSidewaysScroll(player);
      await expectNoAxeViolations(player);
      await player.screenshot({ path: test.info().outputPath('dashboard-390.png'), fullPage: true });
    });

    await test.step('the public page marks the player’s matches, and its calendar holds all six in the tournament’s zone', async () => {
      await player.goto(`/tournament-fixtures/${created.id}`);
      const orderOfPlay = player.getByRole('list', { name: /Order of play/ });
      await expect(orderOfPlay.getByText('Your match')).toHaveCount(3);
      await expectNoSidewaysScroll(player);
      await expectNoAxeViolations(player);
      await player.screenshot({ path: test.info().outputPath('order-of-play-390.png'), fullPage: true });
      const [download] = await Promise.all([
        player.waitForEvent('download'),
        player.getByRole('link', { name: 'Add to calendar (.ics)' }).click(),
      ]);
      const ics = await readFile(await download.path(), 'utf8');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(6);
      expect(ics).toContain(`X-WR-CALNAME:${tournament.name}: order of play`);
    });

    await test.step('the player’s private calendar address serves their own three matches', async () => {
      await player.goto('/dashboard');
      await player.getByRole('button', { name: 'Create calendar address' }).click();
      const address = await player.getByLabel('Private address (keep it secret)').inputValue();
      const feed = await (await actors.anonymousApi()).get(new URL(address).pathname);
      expect(feed.headers()['content-type']).toContain('text/calendar');
      const text = await feed.text();
      expect(text.match(new RegExp(`UID:match-${created.id}-`, 'g'))).toHaveLength(3);
      await expectNoSidewaysScroll(player);
      await expectNoAxeViolations(player);
      await player.screenshot({ path: test.info().outputPath('calendar-address-390.png'), fullPage: true });
    });

    await test.step('the address is kept as a hash: a later visit says one exists and offers to renew it', async () => {
      await player.reload();
      const card = player.getByRole('region', { name: 'My calendar' });
      await expect(card.getByText(/You have a private calendar address, made on/)).toBeVisible();
      await expect(card.getByLabel('Private address (keep it secret)')).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Renew address' })).toBeVisible();
      await expectNoSidewaysScroll(player);
      await expectNoAxeViolations(player);
      await player.screenshot({ path: test.info().outputPath('calendar-address-kept-390.png'), fullPage: true });
    });
  });

  test('a playing day outside the tournament’s dates is refused in the server’s words; moving the dates, once confirmed, saves it', async ({
    actors,
  }) => {
    const tournament = newTournament({ name: `Moved Days ${Date.now().toString(36)}`, divisions: 1 });
    const created = await approvedTournamentWithRegistrants(actors, tournament, []);
    const organizer = await actors.signedIn('organizer');
    await organizer.setViewportSize({ width: 390, height: 844 });
    await organizer.goto(`/tournament-fixtures-manager?tournamentId=${created.id}`);
    await organizer.getByRole('tab', { name: 'Order of Play' }).click();
    const form = organizer.getByRole('form', { name: 'Schedule settings' });
    const later = dayFromToday(17);

    await test.step('the day is refused on its field, naming the dates', async () => {
      await form.getByLabel('Day 2', { exact: true }).fill(later);
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect(
        form.getByText(`${later} is outside the tournament's dates (${tournament.startDate} to ${tournament.endDate})`),
      ).toBeVisible();
      await expectNoSidewaysScroll(organizer);
      await expectNoAxeViolations(organizer);
    });

    await test.step('moving the dates asks first, then moves them and saves the days', async () => {
      await form.getByRole('button', { name: "Move the tournament's dates" }).click();
      const confirm = organizer.getByRole('alertdialog', { name: "Move the tournament's dates?" });
      await expect(confirm).toContainText('The tournament will run from');
      await expectNoAxeViolations(organizer);
      await organizer.screenshot({ path: test.info().outputPath('move-dates-390.png') });
      await confirm.getByRole('button', { name: 'Move dates and save' }).click();
      await expect(toast(organizer, 'Settings Saved')).toBeVisible();
      const moved = await (await organizer.request.get(`/api/tournaments/${created.id}`)).json();
      expect([moved.startDate.slice(0, 10), moved.endDate.slice(0, 10)]).toEqual([tournament.startDate, later]);
      const settings = await (await organizer.request.get(`/api/tournaments/${created.id}/schedule-settings`)).json();
      expect(settings.days.map((d: { date: string }) => d.date)).toEqual([tournament.startDate, later]);
    });
  });
});
