import { expect, test } from './support/actors';
import { readCsvDownload } from './support/csv';
import { waitForMail } from './support/mailbox';
import { toast } from './support/toasts';

/** A calendar day `offset` days from today, as a date input takes it. */
function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test.describe('a clinic from creation to deletion', () => {
  test('organizer creates a clinic, admin approves it, a player registers, the organizer sees them, admin deletes it', async ({
    actors,
  }) => {
    test.setTimeout(120_000);
    const title = `Volley Clinic ${Date.now().toString(36)}`;

    // ── The organizer offers a clinic from the dashboard card.
    const organizer = await actors.signedIn('organizer');
    await test.step('organizer creates the clinic on /schedule-bootcamps', async () => {
      const cardLink = organizer.getByRole('link', { name: 'Schedule Bootcamps & Clinics' });
      // At 1280 px (Playwright's default) five cards share a row: the label wraps inside its button, none of it cut off.
      const labelInsideButton = await cardLink.evaluate((link) => {
        const label = document.createRange();
        label.selectNodeContents(link);
        const text = label.getBoundingClientRect();
        const box = link.getBoundingClientRect();
        return text.left >= box.left && text.right <= box.right && text.bottom <= box.bottom;
      });
      expect(labelInsideButton).toBe(true);
      await cardLink.click();
      await expect(organizer).toHaveURL(/\/schedule-bootcamps$/);

      const form = organizer.getByRole('form', { name: 'Create bootcamp or clinic' });
      await form.getByRole('button', { name: 'Create Bootcamp/Clinic' }).click();
      await expect(form.getByText('Title is required')).toBeVisible();
      await expect(form.getByText('Venue address is required')).toBeVisible();

      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Type').selectOption('clinic');
      await form.getByLabel('Skill Level').selectOption('all-levels');
      await form.getByLabel('Description').fill('Net play drills for every level.');
      await form.getByLabel('Start Date').fill(day(10));
      await form.getByLabel('End Date').fill(day(11));
      await form.getByLabel('Start Time').fill('09:00');
      await form.getByLabel('End Time').fill('12:00');
      await form.getByLabel('Duration (days)').fill('2');
      await form.getByLabel('Maximum Participants').fill('8');
      await form.getByLabel('Price ($)').fill('35.5');
      await form.getByLabel('Venue', { exact: true }).fill('Riverside Courts');
      await form.getByLabel('Venue Address').fill('1 River Road, Springfield');
      await form.getByRole('button', { name: 'Create Bootcamp/Clinic' }).click();

      await expect(toast(organizer, 'Bootcamp Created')).toBeVisible();
      const mine = organizer
        .getByRole('list', { name: 'My bootcamps and clinics' })
        .getByRole('listitem')
        .filter({ hasText: title });
      await expect(mine.getByText('Pending', { exact: true })).toBeVisible();
      await expect(mine.getByText('Clinic', { exact: true })).toBeVisible();
    });

    // ── The admin approves it.
    const admin = await actors.signedIn('admin');
    await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Bootcamps & Clinics' }).click();
    const adminRow = admin.getByRole('row').filter({ hasText: title });
    await test.step('admin approves it from Bootcamp & Clinic Management', async () => {
      await expect(admin.getByText('Bootcamp & Clinic Management')).toBeVisible();
      await expect(adminRow.getByText('Olive Organizer')).toBeVisible();
      await expect(adminRow.getByText('$35.50')).toBeVisible();
      await adminRow.getByRole('button', { name: 'Approve' }).click();
      await expect(toast(admin, 'Bootcamp Approved')).toBeVisible();
      await expect(adminRow.getByText('Approved', { exact: true })).toBeVisible();
      await expect(adminRow.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    });

    // ── A player registers from the dashboard.
    const player = await actors.signedIn('player');
    const playerEmail = ((await (await player.request.get('/api/auth/me')).json()) as { email: string }).email;
    await test.step('a player registers and sees Registered', async () => {
      const card = player.getByRole('listitem').filter({ hasText: title });
      await expect(card.getByText('8 seats left')).toBeVisible();
      await card.getByRole('button', { name: 'Register' }).click();
      await expect(toast(player, 'Registered')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Registered' })).toBeDisabled();
      await expect(card.getByText('7 seats left')).toBeVisible();
      const mail = await waitForMail(playerEmail, { subject: new RegExp(`Registration confirmed: ${title}`) });
      expect(mail.text).toContain('Time: 09:00 to 12:00');
    });

    // ── The organizer sees the registrant under Manage Registrations.
    await test.step('the organizer sees the player under Manage Registrations and downloads the CSV', async () => {
      await organizer.reload();
      const mine = organizer
        .getByRole('list', { name: 'My bootcamps and clinics' })
        .getByRole('listitem')
        .filter({ hasText: title });
      await expect(mine.getByText('1/8 registered')).toBeVisible();
      await mine.getByRole('button', { name: 'Manage Registrations' }).click();
      const dialog = organizer.getByRole('dialog', { name: 'Registrations' });
      await expect(dialog.getByRole('row').filter({ hasText: 'Pat Player' })).toContainText(playerEmail);

      const [download] = await Promise.all([
        organizer.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      const csv = await readCsvDownload(download);
      expect(csv.rows[0]).toEqual(['Name', 'Email', 'Registration Date']);
      expect(csv.rows.slice(1)).toEqual([['Pat Player', playerEmail, day(0)]]);
      await organizer.keyboard.press('Escape');
    });

    // ── The admin deletes it; the registration goes with it.
    await test.step('admin deletes it after the confirmation and the registration is gone', async () => {
      await admin.reload();
      await adminRow.getByRole('button', { name: 'Delete' }).click();
      const confirm = admin.getByRole('alertdialog', { name: 'Delete Bootcamp' });
      await expect(confirm).toContainText(`Are you sure you want to delete "${title}"? This will also remove all registrations.`);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(admin, 'Bootcamp Deleted')).toBeVisible();
      await expect(adminRow).toHaveCount(0);

      const registrations = (await (await player.request.get('/api/my-bootcamp-registrations')).json()) as Array<{
        title: string;
      }>;
      expect(registrations.map((r) => r.title)).not.toContain(title);
      await player.reload();
      await expect(player.getByText('Available Bootcamps & Clinics')).toBeVisible();
      await expect(player.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
      await waitForMail(playerEmail, { subject: new RegExp(`Clinic cancelled: ${title}`) });

      await organizer.reload();
      await expect(
        organizer.getByRole('list', { name: 'My bootcamps and clinics' }).or(organizer.getByText('No bootcamps or clinics yet')),
      ).toBeVisible();
      await expect(organizer.getByText(title)).toHaveCount(0);
    });
  });
});
