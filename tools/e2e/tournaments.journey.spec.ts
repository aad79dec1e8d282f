import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/actors';
import { readCsvDownload } from './support/csv';
import { firstLink, waitForMail } from './support/mailbox';
import { toast } from './support/toasts';
import { demoAccount } from './support/users';
import {
  approvedTournamentWithRegistrants,
  createTournamentThroughForm,
  dayFromToday,
  newRegistrant,
  newTournament,
} from './support/tournaments';

// The registrations CSV of the notifications panel.
const REGISTRATIONS_CSV_HEADER = [
  'Name',
  'Email',
  'Phone',
  'Sport',
  'Skill Level',
  'Handedness',
  'Available Times',
  'Registration Date',
  'Status',
];

test.describe('a tournament from creation to enrolment', () => {
  test('organizer creates it, admin approves it, a visitor registers, the organizer is notified, a player enrolls and withdraws', async ({
    actors,
  }) => {
    test.setTimeout(90_000);
    // Sooner than the other journeys' tournaments (two weeks out), so it is on the first page of Available
    // Tournaments (soonest first) however many of theirs exist.
    const tournament = newTournament({ startDate: dayFromToday(10), endDate: dayFromToday(11), timeZone: 'Europe/Madrid' });
    const registrant = newRegistrant('L2', 'Riley');

    // ── The organizer schedules the tournament.
    const organizer = await actors.signedIn('organizer');
    const created = await test.step('organizer creates the tournament', async () => {
      const detail = await createTournamentThroughForm(organizer, tournament);
      await expect(toast(organizer, 'Tournament Created')).toBeVisible();
      await expect(organizer).toHaveURL(/\/$/);
      expect(detail.name).toBe(tournament.name);
      expect(detail.timeZone).toBe('Europe/Madrid');
      return detail;
    });

    // ── The admin approves it.
    await test.step('admin approves it from Tournament Approval', async () => {
      const admin = await actors.signedIn('admin');
      await expect(admin.getByRole('heading', { name: 'Tournament Approval' })).toBeVisible();
      // The approval list's entries are the ones with Approve and Reject (Tournament Management lists every tournament too).
      const pending = admin
        .getByRole('listitem')
        .filter({ hasText: tournament.name })
        .filter({ has: admin.getByRole('button', { name: 'Reject' }) });
      await expect(pending).toBeVisible();
      await expect(pending.getByText('Pending Review', { exact: true })).toBeVisible();

      await pending.getByRole('button', { name: 'Approve' }).click();
      const confirm = admin.getByRole('alertdialog', { name: 'Approve Tournament' });
      await expect(confirm).toContainText(tournament.name);
      await confirm.getByRole('button', { name: 'Approve' }).click();

      await expect(toast(admin, 'Tournament Approved')).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(pending).toHaveCount(0);
    });

    // ── A signed-out visitor registers through the public link.
    await test.step('a visitor registers through the public form', async () => {
      const visitor = await actors.visitor();
      await visitor.goto(`/register-tournament?tournamentId=${created.id}`);
      await expect(visitor.getByText(tournament.name).first()).toBeVisible();
      // Its dates name the zone they are in.
      await expect(visitor.getByText('Time zone').locator('xpath=following-sibling::dd')).toHaveText('Europe/Madrid');

      const form = visitor.getByRole('form', { name: 'Tournament registration' });
      await form.getByLabel('Full Name').fill(registrant.fullName);
      await form.getByLabel('Email', { exact: true }).fill(registrant.email);
      await form.getByLabel('Phone', { exact: true }).fill(registrant.phone);
      await expect(form.getByLabel('Sport', { exact: true })).toHaveValue('Tennis');
      await form.getByLabel('Skill Level').selectOption(registrant.skillLevel);
      await form.getByLabel('Right-handed').check();
      await form.getByRole('checkbox', { name: 'Morning 9-12' }).check();
      await form.getByRole('checkbox', { name: 'Weekend Morning (Sat/Sun 8-12)' }).check();
      await form.getByRole('checkbox', { name: /I commit to playing my scheduled matches/ }).check();

      const [response] = await Promise.all([
        visitor.waitForResponse(
          (r) => r.url().endsWith(`/api/tournaments/${created.id}/register`) && r.request().method() === 'POST',
        ),
        form.getByRole('button', { name: 'Register for Tournament' }).click(),
      ]);
      expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
      await expect(toast(visitor, 'Registration Successful!')).toBeVisible();
      await expect(visitor.getByText("You're registered!")).toBeVisible();

      // docs/product-rules.md#screens-and-routes: a signed-out registrant stays, told to check their e-mail and offered
      // the account of that e-mail, prefilled from the form.
      await expect(visitor.getByText(`we sent a confirmation to ${registrant.email}`)).toBeVisible();
      const signup = new URL(
        (await visitor.getByRole('link', { name: 'Create your account' }).getAttribute('href')) ?? '',
        'http://app.test',
      );
      expect(signup.pathname).toBe('/signup');
      expect(signup.searchParams.get('email')).toBe(registrant.email);
      expect(signup.searchParams.get('phone')).toBe(registrant.phone);
      await expect(visitor).toHaveURL(new RegExp(`/register-tournament\\?tournamentId=${created.id}$`));
    });

    await test.step('the confirmation e-mail arrives', async () => {
      const mail = await waitForMail(registrant.email);
      expect(`${mail.subject}\n${mail.text}`).toContain(tournament.name);
    });

    // ── The organizer sees the registration in the dashboard's notifications panel.
    await test.step('organizer reads the notification and downloads the registrations CSV', async () => {
      const notification = organizer
        .getByRole('listitem')
        .filter({ hasText: registrant.email })
        .filter({ has: organizer.getByRole('button', { name: 'View Details' }) });
      // The panel polls every 30 s; reloading shows a notification that landed after the dashboard loaded.
      await expect(async () => {
        await organizer.goto('/');
        await expect(organizer.getByRole('heading', { name: 'Registration Notifications' })).toBeVisible();
        await expect(notification).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 20_000 });
      await expect(notification).toContainText(registrant.fullName);
      await expect(notification).toContainText(created.tournamentCode);
      await expect(notification.getByText('New', { exact: true })).toBeVisible();

      // Only this tournament's notifications, then every unread one of it marked read at once.
      await organizer.getByLabel('Tournament', { exact: true }).selectOption({ label: `${created.tournamentCode} (1 unread)` });
      await expect(notification).toBeVisible();
      await expectNoAxeViolations(organizer);
      await organizer.getByRole('button', { name: 'Mark all read' }).click();
      await expect(notification.getByText('New', { exact: true })).toHaveCount(0);
      await expect(notification.getByRole('button', { name: 'Mark Read' })).toBeDisabled();
      await expect(organizer.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

      await notification.getByRole('button', { name: 'View Details' }).click();
      await expect(organizer.getByRole('tab', { name: 'Registration Details' })).toHaveAttribute('aria-selected', 'true');
      const details = organizer.getByRole('tabpanel', { name: 'Registration Details' });
      await expect(details.getByRole('row').filter({ hasText: registrant.fullName })).toBeVisible();

      const [download] = await Promise.all([
        organizer.waitForEvent('download'),
        details.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      const csv = await readCsvDownload(download);
      expect(csv.fileName).toMatch(new RegExp(`(^|\\D)${created.id}(\\D.*)?\\.csv$`));
      expect(csv.rows[0]).toEqual(REGISTRATIONS_CSV_HEADER);
      const row = csv.rows.find((cells) => cells[1] === registrant.email);
      expect(row, `no row for ${registrant.email} in\n${csv.text}`).toBeDefined();
      expect(row).toHaveLength(REGISTRATIONS_CSV_HEADER.length);
      expect(row?.[0]).toBe(registrant.fullName);
      expect(row?.[2]).toBe(registrant.phone);
      expect(row?.[3]).toBe('Tennis');
      expect(row?.[4]).toMatch(/L2|Intermediate/);
      expect(row?.[5]).toMatch(/right/i);
      expect(row?.[6]).toBe('Morning 9-12; Weekend Morning (Sat/Sun 8-12)');
      expect(row?.[7]).toMatch(/^\d{4}-\d{2}-\d{2}/);
    });

    // ── A player enrolls from Available Tournaments, then withdraws.
    await test.step('player enrolls and withdraws', async () => {
      const player = await actors.signedIn('player');
      await expect(player.getByRole('heading', { name: 'Available Tournaments' })).toBeVisible();
      await player.getByLabel('Search tournaments').fill(tournament.name);
      await expectNoAxeViolations(player);
      const item = player
        .getByRole('listitem')
        .filter({ has: player.getByRole('heading', { name: tournament.name, exact: true }) });
      await expect(item).toBeVisible();
      await expect(item.getByText('Upcoming', { exact: true })).toBeVisible();

      const enroll = item.getByRole('button', { name: `Enroll in ${tournament.name}`, exact: true });
      await enroll.click();
      await expect(item.getByText('Enrolled', { exact: true })).toBeVisible();
      await expect(item.getByRole('button', { name: `Withdraw from ${tournament.name}` })).toBeVisible();
      await expect(enroll).toHaveCount(0);

      await item.getByRole('button', { name: `Withdraw from ${tournament.name}` }).click();
      const confirm = player.getByRole('alertdialog', { name: 'Withdraw from Tournament' });
      await expect(confirm).toContainText(tournament.name);
      await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await expect(enroll).toBeVisible();
      await expect(item.getByText('Enrolled', { exact: true })).toHaveCount(0);

      // The card's name opens the details page: the form starts from the profile, and the place is taken there too.
      await item.getByRole('link', { name: tournament.name, exact: true }).click();
      await expect(player).toHaveURL(/\/register-tournament\?tournamentId=\d+$/);
      await expect(player.getByRole('heading', { level: 1, name: tournament.name })).toBeVisible();
      await expect(player.getByLabel('Email')).toHaveValue(`${demoAccount('player').username}@rallypoint.local`);
      await player.getByRole('button', { name: `Enroll in ${tournament.name}`, exact: true }).click();
      await expect(player.getByText('You hold a place in this tournament.')).toBeVisible();
      await expectNoAxeViolations(player);
      await player.getByRole('button', { name: `Withdraw from ${tournament.name}` }).click();
      await player
        .getByRole('alertdialog', { name: 'Withdraw from Tournament' })
        .getByRole('button', { name: 'Withdraw', exact: true })
        .click();
      await expect(player.getByRole('button', { name: `Enroll in ${tournament.name}`, exact: true })).toBeVisible();
    });
  });
});

test.describe('an announcement to the players of a tournament', () => {
  test('the organizer posts it from the dashboard card, the registrant gets it by e-mail, and the public page shows it', async ({
    actors,
  }) => {
    const registrant = newRegistrant('L3', 'Quinn');
    const tournament = await approvedTournamentWithRegistrants(actors, newTournament(), [registrant]);

    const organizer = await actors.signedIn('organizer');
    await organizer.getByRole('link', { name: 'Post Announcements' }).click();
    await expect(organizer.getByRole('heading', { level: 1, name: 'Post Announcements' })).toBeVisible();
    await organizer.getByRole('button', { name: `Post Announcement to ${tournament.name}` }).click();
    const dialog = organizer.getByRole('dialog', { name: `Announcement for ${tournament.name}` });
    await dialog.getByLabel('Title').fill('Courts moved');
    await dialog.getByLabel('Message').fill('Play starts on courts 5-8 at 9:00.');
    await expectNoAxeViolations(organizer);
    await dialog.getByRole('button', { name: 'Post Announcement' }).click();
    await expect(toast(organizer, 'Announcement Posted')).toBeVisible();
    await expect(organizer.getByText(`E-mailed to 1 player of ${tournament.name}.`).first()).toBeVisible();

    const mail = await waitForMail(registrant.email, { subject: /Courts moved/ });
    expect(mail.text).toContain('Play starts on courts 5-8 at 9:00.');
    const publicPage = await actors.visitor();
    await publicPage.goto(new URL(firstLink(mail, '/tournament-fixtures/')).pathname);
    await expect(publicPage.getByRole('heading', { name: 'Announcements' })).toBeVisible();
    await expect(publicPage.getByRole('heading', { name: 'Courts moved' })).toBeVisible();
    await expect(publicPage.getByText('Play starts on courts 5-8 at 9:00.')).toBeVisible();
  });
});
