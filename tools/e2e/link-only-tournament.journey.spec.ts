import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/actors';
import { signInThroughApi, verifiedAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expectLoginScreen, signIn } from './support/auth';
import { expectNoSidewaysScroll } from './support/layout';
import { firstLink, waitForMail } from './support/mailbox';
import { toast } from './support/toasts';
import {
  approveThroughApi,
  createTournamentThroughApi,
  newRegistrant,
  newTournament,
  registerThroughApi,
  type Registrant,
} from './support/tournaments';

const PHONE = { width: 390, height: 844 };
/** Everyone can play 09:00 to 15:00: six league rounds of two divisions and the finals fit one day on three courts. */
const SLOTS = ['morning', 'afternoon'] as const;

type Rating = { sport: string; value: number; matches: number };
type Participant = { entryId: number; userId: number | null; firstName: string; lastName: string };
type Match = {
  id: string;
  matchType: string;
  player1: { id: number };
  player2: { id: number };
  winner?: string | null;
  sets?: Array<{ side1: number; side2: number }> | null;
};

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "A v B" in either order, as a match's Enter Result button names its sides. */
const sidesName = (action: string, a: string, b: string) =>
  new RegExp(`^${action}: (${escape(a)} v ${escape(b)}|${escape(b)} v ${escape(a)})$`);

async function tennisRating(request: APIRequestContext): Promise<Rating | undefined> {
  const answer = (await (await request.get('/api/me/ratings')).json()) as { ratings: Rating[] };
  return answer.ratings.find((r) => r.sport === 'tennis');
}

/** Set by set, as the organizer's Enter Result and the player's Log Results both take a score. */
async function fillSets(form: Locator, sides: [string, string], sets: Array<[number, number]>) {
  for (const [index, [mine, theirs]] of sets.entries()) {
    if (index > 0) await form.getByRole('button', { name: 'Add Set' }).click();
    const set = form.getByRole('listitem', { name: `Set ${index + 1}` });
    await set.getByLabel(`${sides[0]} games`).fill(String(mine));
    await set.getByLabel(`${sides[1]} games`).fill(String(theirs));
  }
}

/** The organizer's Enter Result, opened on one match (its sides and the match filled in): the score, then enter. */
async function enterFromMatch(page: Page, button: Locator, sets: Array<[number, number]>) {
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Enter a Result' });
  const form = dialog.getByRole('form', { name: 'Enter match result' });
  await fillSets(form, ['Player', 'Opponent'], sets);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Enter Result' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('a tournament filled only through the shared link', () => {
  test('eight register signed out, one makes an account; divisions, league and final, order of play, results by the organizer and the player; standings, final and rating follow', async ({
    actors,
  }) => {
    test.setTimeout(180_000);
    const tournament = newTournament({ name: `Link Open ${Date.now().toString(36)}`, divisions: 2 });
    const [organizerApi, adminApi, visitorApi] = await Promise.all([
      actors.api('organizer'),
      actors.api('admin'),
      actors.anonymousApi(),
    ]);
    // Division 1 plays at L1, Division 2 at L2. Lin fills the form on her phone; Max already had an account with the
    // e-mail he registers with (ratings move only between accounts: his match against Lin is the one that rates her).
    const slots = { availableTimes: [...SLOTS] };
    const lin = { ...newRegistrant('L1', 'Lin'), ...slots };
    const max: Registrant = { ...newRegistrant('L1', 'Max'), ...slots };
    const ada = { ...newRegistrant('L1', 'Ada'), ...slots };
    const bo = { ...newRegistrant('L1', 'Bo'), ...slots };
    const division2 = ['Cy', 'Di', 'Eve', 'Fin'].map((first) => ({ ...newRegistrant('L2', first), ...slots }));
    const [cy, di, eve, fin] = division2;

    const { created, maxAccount } =
      await test.step('the organizer’s tournament is approved; seven register through the shared link signed out (setup shortcut)', async () => {
        const detail = await createTournamentThroughApi(organizerApi, tournament);
        await approveThroughApi(adminApi, detail.id);
        const account = await verifiedAccount(await actors.anonymousApi(), {
          firstName: 'Max',
          lastName: max.fullName.split(' ')[1],
          email: max.email,
        });
        for (const registrant of [max, ada, bo, ...division2]) await registerThroughApi(visitorApi, detail, registrant);
        return { created: detail, maxAccount: account };
      });
    const base = `/api/tournaments/${created.id}`;

    const phone = await actors.visitor();
    await phone.setViewportSize(PHONE);
    await test.step('Lin fills the public form on a phone, signed out, and is told what happens next', async () => {
      await phone.goto(`/register-tournament?tournamentId=${created.id}`);
      const form = phone.getByRole('form', { name: 'Tournament registration' });
      await form.getByLabel('Full Name').fill(lin.fullName);
      await form.getByLabel('Email', { exact: true }).fill(lin.email);
      await form.getByLabel('Phone', { exact: true }).fill(lin.phone);
      await form.getByLabel('Skill Level').selectOption(lin.skillLevel);
      await form.getByLabel('Right-handed').check();
      await form.getByRole('checkbox', { name: 'Morning 9-12' }).check();
      await form.getByRole('checkbox', { name: 'Afternoon 12-3 PM' }).check();
      await form.getByRole('checkbox', { name: /I commit to playing my scheduled matches/ }).check();
      await expectNoSidewaysScroll(phone);
      await form.getByRole('button', { name: 'Register for Tournament' }).click();
      await expect(phone.getByRole('heading', { name: "You're registered!" })).toBeVisible();
      await expect(phone.getByText(`we sent a confirmation to ${lin.email}`)).toBeVisible();
      await expect(phone.getByText(/create a RallyPoint account with the same e-mail address/)).toBeVisible();
      await expectNoSidewaysScroll(phone);
      await expectNoAxeViolations(phone);
      await phone.screenshot({ path: test.info().outputPath('registered-390.png'), fullPage: true });
    });

    const linAccount = { username: `lin_${Date.now().toString(36)}`, password: 'secret-rally-1' };
    await test.step('Lin creates her account from the prefilled sign-up link and verifies it from the e-mail', async () => {
      const confirmation = await waitForMail(lin.email, { subject: /^Registration received/ });
      expect(firstLink(confirmation, '/signup?')).toContain(encodeURIComponent(lin.email));
      await phone.getByRole('link', { name: 'Create your account' }).click();
      await expect(phone).toHaveURL(/\/signup\?/);
      const form = phone.getByRole('form', { name: 'Create account' });
      await expect(form.getByLabel('First Name')).toHaveValue('Lin');
      await expect(form.getByLabel('Last Name')).toHaveValue(lin.fullName.split(' ')[1]);
      await expect(form.getByLabel('Email')).toHaveValue(lin.email);
      await expect(form.getByLabel('Phone')).toHaveValue(lin.phone);
      await form.getByLabel('Username').fill(linAccount.username);
      await form.getByRole('checkbox', { name: 'Tennis', exact: true }).check();
      await form.getByLabel('Address', { exact: true }).fill('3 Rally Lane');
      await form.getByLabel('State', { exact: true }).fill('CA');
      await form.getByLabel('ZIP Code').fill('94110');
      await form.getByLabel('Password', { exact: true }).fill(linAccount.password);
      await form.getByLabel('Confirm Password').fill(linAccount.password);
      await expectNoSidewaysScroll(phone);
      await form.getByRole('button', { name: 'Sign Up' }).click();
      await expect(toast(phone, 'Account created successfully!')).toBeVisible();
      await expectLoginScreen(phone);

      const verification = await waitForMail(lin.email, { subject: /Verify/ });
      await phone.goto(firstLink(verification, '/api/auth/verify-email?token='));
      await expect(phone).toHaveURL(/\/\?verified=1$/);
      expect(await signIn(phone, linAccount.username, linAccount.password)).toBeLessThan(300);
      await expect(phone.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    });
    const linApi = await signInThroughApi(await actors.anonymousApi(), linAccount);
    const maxApi = await signInThroughApi(await actors.anonymousApi(), maxAccount);

    const organizer = await actors.signedIn('organizer');
    await organizer.setViewportSize(PHONE);
    const entryOf = new Map<string, number>();
    await test.step('the organizer sees the eight players: two linked to accounts, six from the form alone', async () => {
      const participants = (await (await organizerApi.get(`${base}/participants`)).json()) as {
        items: Participant[];
        total: number;
      };
      expect(participants.total).toBe(8);
      for (const p of participants.items) entryOf.set(`${p.firstName} ${p.lastName}`, p.entryId);
      expect(
        participants.items
          .filter((p) => p.userId !== null)
          .map((p) => p.firstName)
          .sort(),
      ).toEqual(['Lin', 'Max']);

      await organizer.goto(`/tournament-fixtures-manager?tournamentId=${created.id}`);
      await expect(organizer.getByRole('heading', { level: 1, name: tournament.name })).toBeVisible();
      await tab(organizer, 'Select Players').click();
      const players = panel(organizer, 'Select Players');
      await players.getByRole('button', { name: 'Select All' }).click();
      await expect(players.getByText('8 of 8 players selected')).toBeVisible();
    });

    await test.step('two divisions by skill level, a league and a final in each, saved', async () => {
      await panel(organizer, 'Select Players').getByRole('button', { name: 'Create Singles Divisions' }).click();
      await expect(toast(organizer, 'Divisions Created')).toBeVisible();
      const divisions = panel(organizer, 'Singles Divisions');
      await expect(divisions.getByRole('region')).toHaveCount(2);
      for (const [level, members] of [
        ['L1', [lin, max, ada, bo]],
        ['L2', division2],
      ] as const) {
        const division = divisions.getByRole('region', { name: `Division ${level === 'L1' ? 1 : 2} (${level})` });
        for (const member of members) await expect(division).toContainText(member.fullName);
      }
      for (const matchType of ['league', 'final']) {
        await tab(organizer, 'Singles Divisions').click();
        await divisions.getByLabel('Match Type').selectOption(matchType);
        await divisions.getByRole('button', { name: 'Generate Singles Fixtures' }).click();
        await expect(toast(organizer, 'Fixtures Generated').last()).toBeVisible();
      }
      const fixtures = panel(organizer, 'Generate Fixtures');
      await expect(fixtures.getByText('14 matches in 2 divisions', { exact: false })).toBeVisible();
      await fixtures.getByRole('button', { name: 'Save Fixtures' }).click();
      await expect(toast(organizer, 'Fixtures Saved')).toBeVisible();
      await expectNoSidewaysScroll(organizer);
    });

    const orderOfPlay = panel(organizer, 'Order of Play');
    // On the organizer's phone the draft is a court-by-court list, not the courts-across grid.
    const draft = orderOfPlay.getByRole('list', { name: /^Order of play, / });
    await test.step('the order of play: three courts, one day, computed with every match placed, and published', async () => {
      await tab(organizer, 'Order of Play').click();
      const form = orderOfPlay.getByRole('form', { name: 'Schedule settings' });
      await form.getByRole('button', { name: 'Add court' }).click();
      await expect(form.getByLabel('Court 3 name')).toBeVisible();
      await form.getByRole('button', { name: 'Remove day 2' }).click();
      await form.getByLabel('League match').fill('40');
      await form.getByLabel('Final', { exact: true }).fill('60');
      await form.getByLabel('Rest (minutes)').fill('20');
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect(toast(organizer, 'Settings Saved')).toBeVisible();
      await orderOfPlay.getByRole('button', { name: 'Compute order of play' }).click();
      await expect(toast(organizer, 'Draft Ready')).toBeVisible();
      await expect(orderOfPlay.getByRole('region', { name: /Not placed/ })).toHaveCount(0);
      await expect(draft.getByText(/· Final$/)).toHaveCount(2);
      await orderOfPlay.getByRole('button', { name: 'Publish' }).click();
      await organizer.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
      await expect(toast(organizer, 'Order of Play Published')).toBeVisible();
      await expectNoSidewaysScroll(organizer);
      await organizer.screenshot({ path: test.info().outputPath('order-of-play-390.png'), fullPage: true });
    });

    await test.step('the organizer enters Ada v Bo (neither has an account) with one tap on the order of play', async () => {
      await enterFromMatch(organizer, draft.getByRole('button', { name: sidesName('Enter Result', ada.fullName, bo.fullName) }), [
        [6, 2],
        [6, 3],
      ]);
      await expect(toast(organizer, 'Result Entered')).toBeVisible();
    });

    const linBefore = await tennisRating(linApi);
    await test.step('Lin logs her win over Ada (no account) from Log Results on her phone', async () => {
      expect(linBefore).toBeUndefined();
      await phone.goto('/log-results');
      const form = phone.getByRole('form', { name: 'Log match result' });
      await form.getByLabel('Tournament', { exact: true }).selectOption({ label: tournament.name });
      await form.getByLabel('Search opponents').fill('Ada');
      await form.getByLabel('Opponent', { exact: true }).selectOption({ label: ada.fullName });
      await expect(form.getByLabel('Fixture Match')).toHaveValue(/-league-/);
      await fillSets(
        form,
        ['Your', 'Opponent'],
        [
          [6, 4],
          [6, 4],
        ],
      );
      await expectNoSidewaysScroll(phone);
      await form.getByRole('button', { name: 'Submit Result' }).click();
      await expect(toast(phone, 'Result Submitted')).toBeVisible();
      const mine = phone
        .getByRole('region', { name: 'My Results' })
        .getByRole('listitem')
        .filter({ hasText: `vs ${ada.fullName}` });
      await expect(mine).toContainText('Pending');
      await expectNoAxeViolations(phone);
    });

    await test.step('the organizer approves it from the results queue (Ada has no account to confirm it)', async () => {
      await organizer.goto('/tournaments-dashboard');
      const row = organizer.getByRole('row').filter({ hasText: tournament.name });
      await row.getByRole('button', { name: 'Results 1 awaiting approval', exact: true }).click();
      const queue = organizer.getByRole('dialog', { name: `Results: ${tournament.name}` });
      const pending = queue.getByRole('listitem').filter({ hasText: ada.fullName }).filter({ hasText: 'Pending' });
      await pending.getByRole('button', { name: 'Approve' }).click();
      await expect(queue.getByRole('listitem').filter({ hasText: 'Pending' })).toHaveCount(0);
      await expectNoSidewaysScroll(organizer);
      await organizer.keyboard.press('Escape');
      // A result against an entry without an account moves no rating.
      expect(await tennisRating(linApi)).toBeUndefined();
    });

    const matches = async () => ((await (await visitorApi.get(`${base}/fixtures`)).json()) as { matches: Match[] }).matches;
    const matchOf = async (a: string, b: string, type = 'league') =>
      (await matches()).find(
        (m) =>
          m.matchType === type && [m.player1.id, m.player2.id].sort().join() === [entryOf.get(a), entryOf.get(b)].sort().join(),
      )!.id;

    await test.step('Lin beats Max, who confirms it: both have accounts, so both ratings move', async () => {
      const logged = await linApi.post('/api/results/submit', {
        data: {
          tournamentId: created.id,
          opponentEntryId: entryOf.get(max.fullName),
          fixtureMatchId: await matchOf(lin.fullName, max.fullName),
          matchType: 'league',
          sets: [
            { playerGames: 7, opponentGames: 5 },
            { playerGames: 6, opponentGames: 2 },
          ],
        },
      });
      expect(logged.status(), await logged.text()).toBe(201);
      const { id } = (await logged.json()) as { id: number };
      const confirmed = await maxApi.patch(`/api/results/${id}/confirmation`, { data: { decision: 'confirm' } });
      expect(confirmed.ok(), await confirmed.text()).toBe(true);
      const after = await tennisRating(linApi);
      expect(after).toMatchObject({ matches: 1 });
      expect(after!.value).toBeGreaterThan(1500);
      await phone.goto('/dashboard');
      await expect(phone.getByText(String(after!.value), { exact: false }).first()).toBeVisible();
    });

    await test.step('the rest of the league, entered by the organizer (setup shortcut)', async () => {
      // Division 1: Lin 3-0, Ada 2-1, Max 1-2, Bo 0-3. Division 2 the other way round from its seeds: Fin, Eve, Di, Cy.
      const wins: Array<[Registrant, Registrant]> = [
        [lin, bo],
        [ada, max],
        [max, bo],
        [fin, eve],
        [fin, di],
        [fin, cy],
        [eve, di],
        [eve, cy],
        [di, cy],
      ];
      for (const [winner, loser] of wins) {
        const entered = await organizerApi.post(`${base}/results`, {
          data: {
            playerEntryId: entryOf.get(winner.fullName),
            opponentEntryId: entryOf.get(loser.fullName),
            fixtureMatchId: await matchOf(winner.fullName, loser.fullName),
            matchType: 'league',
            sets: [
              { playerGames: 6, opponentGames: 1 },
              { playerGames: 6, opponentGames: 2 },
            ],
          },
        });
        expect(entered.status(), await entered.text()).toBe(201);
      }
    });

    const visitor = await actors.visitor();
    await visitor.setViewportSize(PHONE);
    await test.step('the public standings follow the results, on a phone', async () => {
      await visitor.goto(`/tournament-fixtures/${created.id}`);
      const standings = visitor.getByRole('region', { name: 'Standings', exact: true });
      for (const [division, order] of [
        ['Division 1 (L1)', [lin, ada, max, bo]],
        ['Division 2 (L2)', [fin, eve, di, cy]],
      ] as const) {
        const rows = standings.getByRole('group', { name: `Standings ${division}` }).getByRole('row');
        for (const [place, registrant] of order.entries()) {
          await expect(
            rows
              .nth(place + 1)
              .getByRole('cell')
              .nth(1),
          ).toContainText(registrant.fullName);
          await expect(
            rows
              .nth(place + 1)
              .getByRole('cell')
              .first(),
          ).toHaveText(String(place + 1));
        }
      }
      await expectNoSidewaysScroll(visitor);
      await expectNoAxeViolations(visitor);
    });

    await test.step('once the league is over, each final names its division’s two best on its own', async () => {
      await organizer.goto(`/tournament-fixtures-manager?tournamentId=${created.id}`);
      await tab(organizer, 'Generate Fixtures').click();
      const finals = (await matches()).filter((m) => m.matchType === 'final');
      expect(finals.map((m) => [m.player1.id, m.player2.id].sort())).toEqual([
        [entryOf.get(lin.fullName), entryOf.get(ada.fullName)].sort(),
        [entryOf.get(fin.fullName), entryOf.get(eve.fullName)].sort(),
      ]);
    });

    await test.step('the organizer enters both finals from their fixture rows; the league match between Lin and Ada keeps its score', async () => {
      const fixtures = panel(organizer, 'Generate Fixtures');
      await enterFromMatch(
        organizer,
        fixtures.getByRole('button', { name: sidesName('Enter Result', lin.fullName, ada.fullName) }),
        [
          [6, 3],
          [6, 3],
        ],
      );
      await enterFromMatch(
        organizer,
        fixtures.getByRole('button', { name: sidesName('Enter Result', fin.fullName, eve.fullName) }),
        [
          [6, 3],
          [6, 3],
        ],
      );
      // A final is drawn best first, so Lin is its side 1: the side Enter Result names the player, who won 6-3 6-3.
      const all = await matches();
      expect(all.find((m) => m.id === '1-final-1-1')?.winner).toBe(lin.fullName);
      expect(all.find((m) => m.id === '2-final-1-1')?.winner).toBe(fin.fullName);
      const leagueId = await matchOf(lin.fullName, ada.fullName);
      const league = all.find((m) => m.id === leagueId)!;
      expect(league.winner).toBe(lin.fullName);
      expect(league.sets?.map((set) => [set.side1, set.side2].sort())).toEqual([
        [4, 6],
        [4, 6],
      ]);
    });

    await test.step('the public page shows every match completed, the finals with their winners', async () => {
      await visitor.reload();
      const fixtures = visitor.getByRole('region', { name: 'Fixtures', exact: true });
      await expect(fixtures.getByText('Completed', { exact: true })).toHaveCount(14);
      await expectNoSidewaysScroll(visitor);
      await visitor.screenshot({ path: test.info().outputPath('public-page-390.png'), fullPage: true });
    });
  });
});
