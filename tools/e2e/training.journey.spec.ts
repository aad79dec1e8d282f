import { expect, test } from './support/actors';
import { makeActiveStudent, signedInAs, verifiedPlayer } from './support/students';
import { toast } from './support/toasts';

test.describe('student management', () => {
  test('admin schedules a lesson, posts progress, an announcement and metrics; the student sees all four', async ({ actors }) => {
    test.setTimeout(90_000);
    const student = await verifiedPlayer(actors, {
      firstName: 'Sasha',
      lastName: 'Student',
    });
    await makeActiveStudent(actors, student);

    const admin = await actors.signedIn('admin');
    await test.step('admin picks the student from the active students list', async () => {
      await admin.getByRole('link', { name: 'Manage Schedules' }).click();
      await expect(admin).toHaveURL(/\/admin\/student-schedules$/);
      await admin.getByLabel('Search students').fill(student.username);
      await admin.getByRole('button', { name: /Sasha Student/ }).click();
      await expect(admin.getByText('Selected: Sasha Student')).toBeVisible();
    });

    await test.step('schedules a lesson', async () => {
      await admin.getByLabel('Lesson title').fill('Serve clinic');
      await admin.getByLabel('Instructor').fill('Coach Rivera');
      await admin.getByLabel('Date').fill('2030-05-02');
      await admin.getByLabel('Time').fill('17:30');
      await admin.getByLabel('Lesson type').selectOption('Group');
      await admin.getByRole('button', { name: 'Schedule Lesson' }).click();
      await expect(toast(admin, 'Schedule Updated')).toBeVisible();
    });

    await test.step('posts progress', async () => {
      await admin.getByRole('tab', { name: 'Progress' }).click();
      await admin.getByLabel('Level').selectOption('Advanced');
      await admin.getByLabel('Lessons completed').fill('14');
      for (const [label, value] of [
        ['Forehand', '81'],
        ['Backhand', '72'],
        ['Serve', '63'],
        ['Volley', '54'],
        ['Overall', '70'],
      ]) {
        await admin.getByLabel(`${label} (%)`).fill(value);
      }
      await admin.getByRole('button', { name: 'Update Progress' }).click();
      await expect(toast(admin, 'Progress Updated')).toBeVisible();
    });

    await test.step('sends an announcement to the student', async () => {
      await admin.getByRole('tab', { name: 'Announcements' }).click();
      await admin.getByLabel('Title').fill('Tournament selection');
      await admin.getByLabel('Message').fill('You are picked for the county team.');
      await admin.getByLabel('Type').selectOption('achievement');
      await admin.getByRole('button', { name: 'Send Announcement' }).click();
      await expect(toast(admin, 'Announcement Sent')).toBeVisible();
    });

    await test.step('records performance', async () => {
      await admin.getByRole('tab', { name: 'Performance' }).click();
      await admin.getByLabel('Assessment date').fill('2026-11-20');
      for (const [label, value] of [
        ['Attendance', '88'],
        ['Technical Skills', '77'],
        ['Consistency', '66'],
        ['Effort', '99'],
      ]) {
        await admin.getByLabel(`${label} (%)`).fill(value);
      }
      await admin.getByRole('button', { name: 'Update Performance' }).click();
      await expect(toast(admin, 'Performance Updated')).toBeVisible();
    });

    const page = await signedInAs(actors, student);
    await test.step('the student sees all four on the dashboard', async () => {
      await page.goto('/student-dashboard');
      await expect(page.getByText('Serve clinic')).toBeVisible();
      await page.getByRole('tab', { name: 'Progress' }).click();
      await expect(page.getByText('Advanced')).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Forehand' })).toHaveAttribute('aria-valuenow', '81');
      await page.getByRole('tab', { name: 'Announcements' }).click();
      await expect(page.getByText('Tournament selection')).toBeVisible();
      await expect(page.getByText('You are picked for the county team.')).toBeVisible();
      await page.getByRole('tab', { name: 'Performance' }).click();
      await expect(page.getByRole('progressbar', { name: 'Technical Skills' })).toHaveAttribute('aria-valuenow', '77');
      await expect(page.getByText(/No assessment yet/)).toHaveCount(0);
    });
  });
});
