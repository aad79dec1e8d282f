import { expect, test } from './support/actors';
import { freshPlayer, submitAcademySignup } from './support/academy';
import { waitForMail } from './support/mailbox';
import { toast } from './support/toasts';

test.describe('academy membership from application to student', () => {
  test('a player applies from /academy/1, sees Application Pending, an admin approves, the My Academy card opens the student dashboard', async ({
    actors,
  }) => {
    test.setTimeout(90_000);
    const player = await actors.visitor();
    // A first name no other run uses, to find this application in the admin's list.
    const firstName = `Ava${Date.now().toString(36)}`;
    const user = await freshPlayer(player, { firstName, lastName: 'Academy' });

    await test.step('before applying, My Academy offers one button to /academy/1', async () => {
      const card = player.getByRole('region', { name: 'My Academy' });
      await expect(card.getByRole('link')).toHaveCount(1);
      await expect(card.getByRole('link')).toHaveAttribute('href', '/academy/1');
    });

    await test.step('the player applies from the academy page', async () => {
      await player.goto('/academy/1');
      await expect(player.getByRole('heading', { name: 'RallyPoint Academy' })).toBeVisible();
      await player.getByRole('button', { name: 'Apply for Membership' }).click();
      const dialog = player.getByRole('dialog');
      await expect(dialog.getByRole('radio', { name: /Course Schedule/ })).toBeDisabled();
      await expect(dialog.getByText('Coming Soon')).toBeVisible();

      // An empty submit shows the field messages and sends nothing.
      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      await expect(dialog.getByText('Please provide a reason (minimum 10 characters)')).toBeVisible();
      await expect(dialog.getByText('Please select your preferred training time')).toBeVisible();

      await submitAcademySignup(player);
      await expect(toast(player, 'Application Submitted')).toBeVisible();
      await expect(player.getByRole('button', { name: 'Application Pending' })).toBeDisabled();
    });

    await test.step('the admin approves it from Student Membership Applications', async () => {
      const admin = await actors.signedIn('admin');
      await expect(admin.getByRole('heading', { name: 'Student Membership Applications' })).toBeVisible();
      // The school filters out the toast, which names the applicant too.
      const application = admin
        .getByRole('listitem')
        .filter({ hasText: `${firstName} Academy` })
        .filter({ hasText: 'Lincoln High School' });
      await expect(application).toContainText('Pending');
      await application.getByRole('button', { name: 'Approve' }).click();
      await expect(toast(admin, 'Membership Approved')).toBeVisible();
      await expect(application).toContainText('Active');
      await expect(application.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    });

    await test.step('the player hears about it and becomes a student', async () => {
      const mail = await waitForMail(user.email, { subject: /membership approved/ });
      expect(mail.text).toContain('/student-dashboard');

      await player.goto('/dashboard');
      await expect(player.getByRole('link', { name: 'Open Student Dashboard' })).toHaveAttribute('href', '/student-dashboard');
      await expect(player.getByRole('link', { name: 'Academy Info' })).toHaveAttribute('href', '/academy/1');

      await player.goto('/academy/1');
      await expect(player.getByRole('button', { name: 'Already a Member' })).toBeDisabled();
    });
  });

  test('find academies: search, sport filter, empty state and the link to a detail page', async ({ actors }) => {
    const player = await actors.signedIn('player');
    await player.goto('/find-academies');
    await expect(player.getByRole('heading', { name: 'Find Academies' })).toBeVisible();
    await expect(player.getByText('RallyPoint Academy')).toBeVisible();

    await player.getByLabel('Sport').selectOption('table_tennis');
    await expect(player.getByText('Spin City Table Tennis')).toBeVisible();
    await expect(player.getByText('Baseline Tennis Club')).toHaveCount(0);

    await player.getByLabel('Search').fill('no such academy anywhere');
    await expect(player.getByText('No Academies Found')).toBeVisible();

    await player.getByLabel('Search').fill('new york');
    await player.getByRole('link', { name: 'View Academy' }).click();
    await expect(player).toHaveURL(/\/academy\/\d+$/);
    await expect(player.getByRole('heading', { name: 'Spin City Table Tennis' })).toBeVisible();
    await expect(player.getByText('Footwork and Loops')).toBeVisible();

    await player.goto('/academy/99999');
    await expect(player.getByText('Academy Not Found')).toBeVisible();
  });
});
