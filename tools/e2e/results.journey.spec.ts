import type { Page } from '@playwright/test';
import { expect, test } from './support/actors';
import { MATCH_ROWS, matchRows } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { chooseByName, enrolThroughApi, verifiedPlayer } from './support/results';
import { toast } from './support/toasts';
import { approveThroughApi, createTournamentThroughApi, newTournament, registerThroughApi } from './support/tournaments';
import { demoAccount } from './support/users';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true });

test.describe('match results', () => {
  test('two players enrol, fixtures are saved, one logs a result, the organizer approves it, the public page shows it Completed with the standings', async ({
    actors,
  }) => {
    test.setTimeout(120_000);
    const tournament = newTournament({ name: `Results Cup ${Date.now().toString(36)}`, divisions: 1 });
    const [organizerApi, adminApi, visitorApi, patApi] = await Promise.all([
      actors.api('organizer'),
      actors.api('admin'),
      actors.anonymousApi(),
      actors.api('player'),
    ]);
    const pat = {
      name: `${demoAccount('player').firstName} ${demoAccount('player').lastName}`,
      email: `${demoAccount('player').username}@rallypoint.local`,
    };

    const created =
      await test.step('the organizer creates it, the admin approves it, two players enrol and register', async () => {
        const detail = await createTournamentThroughApi(organizerApi, tournament);
        await approveThroughApi(adminApi, detail.id);
        const robin = await verifiedPlayer(await actors.anonymousApi(), 'Robin');
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
        return { ...detail, opponent: robin.name };
      });

    const organizer = await actors.signedIn('organizer');
    await test.step('the organizer saves the league fixtures in the manager', async () => {
      await organizer.goto(`/tournament-fixtures-manager?tournamentId=${created.id}`);
      await expect(organizer.getByRole('heading', { level: 1, name: tournament.name })).toBeVisible();
      await tab(organizer, 'Select Players').click();
      const players = panel(organizer, 'Select Players');
      await players.getByRole('button', { name: 'Select All' }).click();
      await players.getByRole('button', { name: 'Create Singles Divisions' }).click();
      await expect(toast(organizer, 'Divisions Created')).toBeVisible();
      const divisions = panel(organizer, 'Singles Divisions');
      await divisions.getByLabel('Match Type').selectOption('league');
      await divisions.getByRole('button', { name: 'Generate Singles Fixtures' }).click();
      const fixtures = panel(organizer, 'Generate Fixtures');
      await expect(fixtures.locator(MATCH_ROWS)).toHaveCount(1);
      await fixtures.getByRole('button', { name: 'Save Fixtures' }).click();
      await expect(toast(organizer, 'Fixtures Saved')).toBeVisible();
    });

    const player = await actors.signedIn('player');
    await test.step("Pat logs a result from the dashboard's Log Results card", async () => {
      await player.getByRole('link', { name: 'Log Results' }).click();
      await expect(player).toHaveURL(/\/log-results$/);
      const form = player.getByRole('form', { name: 'Log match result' });

      await form.getByRole('button', { name: 'Submit Result' }).click();
      await expect(toast(player, 'Missing Information')).toBeVisible();

      await form.getByLabel('Tournament', { exact: true }).selectOption({ label: tournament.name });
      await expect(form.getByLabel('Opponent', { exact: true }).getByRole('option', { name: created.opponent })).toBeAttached();
      // The picker searches the participants on the server (one page of 50) as the player types.
      await form.getByLabel('Search opponents').fill(created.opponent.split(' ')[0].toLowerCase());
      await expect(form.getByLabel('Opponent', { exact: true }).getByRole('option', { name: created.opponent })).toBeAttached();
      await expect(form.getByLabel('Opponent', { exact: true }).getByRole('option', { name: pat.name })).toHaveCount(0);
      await chooseByName(form.getByLabel('Opponent', { exact: true }), created.opponent);
      await form.getByLabel('Match Type').selectOption('league');
      const set = (n: number) => form.getByRole('listitem', { name: `Set ${n}` });
      await set(1).getByLabel('Your games').fill('6');
      await set(1).getByLabel('Opponent games').fill('3');
      await form.getByRole('button', { name: 'Add Set' }).click();
      await set(2).getByLabel('Your games').fill('6');
      await set(2).getByLabel('Opponent games').fill('4');
      await form.getByLabel('Notes').fill('Great rallies');
      await form.getByRole('button', { name: 'Submit Result' }).click();
      await expect(toast(player, 'Result Submitted')).toBeVisible();
      await expect(form.getByLabel('Tournament', { exact: true })).toHaveValue('');

      const mine = player.getByRole('region', { name: 'My Results' });
      // The demo player takes part in other journeys (and in an earlier try of this one): this tournament's entry.
      const entry = mine
        .getByRole('listitem')
        .filter({ hasText: `vs ${created.opponent}` })
        .filter({ hasText: tournament.name });
      await expect(entry).toContainText('Pending');
      await expect(entry).toContainText('6-3, 6-4');
    });

    await test.step('the organizer is e-mailed and approves it from the results queue', async () => {
      // Other journeys e-mail the same demo organizer at the same time: wait for this tournament's mail.
      await waitForMail(`${demoAccount('organizer').username}@rallypoint.local`, {
        subject: new RegExp(`^Result awaiting approval: ${tournament.name}$`),
      });
      await organizer.goto('/tournaments-dashboard');
      // In the app too: a notice over all of the organizer's tournaments, and the count on the row's Results button.
      await expect(organizer.getByRole('region', { name: 'Results awaiting approval' })).toBeVisible();
      const row = organizer.getByRole('row').filter({ hasText: tournament.name });
      await row.getByRole('button', { name: 'Results 1 awaiting approval', exact: true }).click();
      const queue = organizer.getByRole('dialog', { name: `Results: ${tournament.name}` });
      // The organizer judging the result sees each player's @username beside the name.
      const pending = queue
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`${pat.name} \\(@[^)]+\\) vs ${created.opponent} \\(@`) });
      await expect(pending).toContainText('Pending');
      await pending.getByRole('button', { name: 'Approve' }).click();
      // The open dialog hides the rest of the page from the accessibility tree (Radix), the toast viewport too.
      await expect(organizer.getByText('Result Approved', { exact: true }).first()).toBeVisible();
      await expect(pending).toContainText('Approved');
    });

    await test.step('Pat sees the decision, and is e-mailed it', async () => {
      const mail = await waitForMail(pat.email, { subject: new RegExp(`^Result approved: ${tournament.name}$`) });
      expect(mail.text).toContain(`against ${created.opponent} in ${tournament.name} was approved.`);
      await player.reload();
      const entry = player
        .getByRole('region', { name: 'My Results' })
        .getByRole('listitem')
        .filter({ hasText: `vs ${created.opponent}` })
        .filter({ hasText: tournament.name });
      await expect(entry).toContainText('Approved');
      await expect(entry).toContainText('Won');
    });

    await test.step('the public page shows the match Completed and the standings', async () => {
      const visitor = await actors.visitor();
      await visitor.goto(`/tournament-fixtures?tournamentId=${created.id}`);
      const fixtures = visitor.getByRole('region', { name: 'Fixtures', exact: true });
      await expect(fixtures.locator(MATCH_ROWS)).toHaveCount(1);
      const [cells] = await matchRows(fixtures);
      expect(cells[6]).toContain('Completed');
      const standings = visitor.getByRole('region', { name: 'Standings', exact: true });
      const rows = standings.getByRole('row');
      await expect(rows.nth(1)).toContainText(pat.name);
      await expect(rows.nth(1).getByRole('cell')).toHaveText(['1', pat.name, '1', '1', '0', '2–0 (+2)', '12–7 (+5)', '']);
      await expect(rows.nth(2).getByRole('cell').nth(1)).toHaveText(created.opponent);
    });
  });
});
