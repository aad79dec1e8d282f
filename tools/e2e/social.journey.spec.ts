import { expect, test } from './support/actors';
import { signIn, signUp } from './support/auth';
import { firstLink, waitForMail } from './support/mailbox';
import { toast } from './support/toasts';
import { demoAccount, newPlayer } from './support/users';

/** A day some weeks ahead (local calendar), so the date is never in the past. */
function dayAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day as screens show it ("May 17, 2027"), the app's one date format. */
function shownDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

test.describe('players find each other and arrange a match', () => {
  test('A finds B and sends a message, kudos and an invite; B sees all three and accepts; A sees it accepted', async ({
    actors,
  }) => {
    test.setTimeout(120_000);
    const b = newPlayer({ firstName: 'Bianca', lastName: 'Backhand' });
    const a = demoAccount('player');
    const date = dayAhead(20 + Math.floor(Math.random() * 300));
    const time = `${String(8 + Math.floor(Math.random() * 10)).padStart(2, '0')}:${Math.random() < 0.5 ? '00' : '30'}`;

    const bPage = await actors.visitor();
    await test.step('B signs up and verifies the e-mail', async () => {
      await signUp(bPage, b);
      const mail = await waitForMail(b.email);
      await bPage.goto(firstLink(mail, '/api/auth/verify-email?token='));
      await expect(bPage).toHaveURL(/\/\?verified=1$/);
    });

    const aPage = await actors.signedIn('player');
    const card = aPage.getByRole('listitem').filter({ hasText: `@${b.username}` });
    await test.step('A finds B from the dashboard', async () => {
      await aPage.getByRole('link', { name: 'Find Players' }).click();
      await expect(aPage).toHaveURL(/\/find-players$/);
      await aPage.getByLabel('Name or username').fill(b.username.toUpperCase());
      await expect(card).toBeVisible();
      await expect(card).toContainText('Bianca Backhand');
      await aPage.getByLabel('Name or username').fill(`${b.username}-nobody`);
      await expect(aPage.getByText('No Players Found')).toBeVisible();
      await aPage.getByLabel('Name or username').fill(b.username);
      await expect(card).toBeVisible();
    });

    await test.step('A sends a message', async () => {
      await card.getByRole('button', { name: 'Message' }).click();
      const dialog = aPage.getByRole('dialog');
      await dialog.getByLabel('Subject').fill('Hit this weekend?');
      await dialog.getByLabel('Message').fill('Saw you at the club. Fancy a hit?');
      await dialog.getByRole('button', { name: 'Send Message' }).click();
      await expect(toast(aPage, 'Message Sent')).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    await test.step('A sends kudos', async () => {
      await card.getByRole('button', { name: 'Kudos' }).click();
      const dialog = aPage.getByRole('dialog');
      await dialog.getByLabel('Message').fill('Great sportsmanship!');
      await dialog.getByRole('button', { name: 'Send Kudos' }).click();
      await expect(toast(aPage, 'Kudos Sent')).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    await test.step('A invites B to a match', async () => {
      await card.getByRole('button', { name: 'Schedule Match' }).click();
      const dialog = aPage.getByRole('dialog');
      await dialog.getByLabel('Sport').selectOption('tennis');
      await dialog.getByLabel('Date').fill(date);
      await dialog.getByLabel('Time').fill(time);
      await dialog.getByLabel('Venue').fill('Riverside Court 3');
      await dialog.getByRole('button', { name: 'Send Invite' }).click();
      await expect(toast(aPage, 'Match Invite Sent')).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    await test.step('B is told by e-mail', async () => {
      await waitForMail(b.email, { subject: /^New message from Pat Player/ });
      await waitForMail(b.email, { subject: /sent you kudos$/ });
      await waitForMail(b.email, { subject: /^Match invitation from Pat Player/ });
    });

    await test.step('B signs in and finds all three in the inbox, then accepts the invite', async () => {
      expect(await signIn(bPage, b.username, b.password)).toBeLessThan(300);
      const inbox = bPage.getByRole('region', { name: 'Inbox' });
      await expect(inbox.getByText('1 unread')).toBeVisible();
      await expect(inbox.getByText('Hit this weekend?')).toBeVisible();
      await expect(inbox.getByText('Saw you at the club. Fancy a hit?')).toBeVisible();
      await inbox.getByRole('button', { name: 'Mark Read' }).click();
      await expect(inbox.getByText('1 unread')).toBeHidden();

      await inbox.getByRole('tab', { name: 'Kudos' }).click();
      await expect(inbox.getByText('“Great sportsmanship!”')).toBeVisible();

      await inbox.getByRole('tab', { name: 'Invitations' }).click();
      const invite = inbox.getByRole('listitem').filter({ hasText: 'Match invite: Tennis' });
      await expect(invite).toContainText(`${shownDay(date)} at ${time}`);
      await expect(invite).toContainText('From Pat Player');
      await invite.getByRole('button', { name: 'Accept' }).click();
      await expect(toast(bPage, 'Invitation Accepted')).toBeVisible();
      await expect(invite.getByText('Accepted')).toBeVisible();
    });

    await test.step('A is told, and sees the invite accepted in Schedule Match', async () => {
      await waitForMail(`${a.username}@rallypoint.local`, { subject: /^Bianca Backhand accepted your match invitation$/ });
      await aPage.goto('/schedule-match');
      await expect(aPage.getByRole('tab', { name: 'Tournament Match' })).toBeVisible();
      await expect(aPage.getByRole('tab', { name: 'Free Play / General Hit' })).toBeVisible();
      const proposed = aPage
        .getByRole('listitem')
        .filter({ hasText: `${shownDay(date)} at ${time}` })
        .filter({ hasText: 'With Bianca Backhand' });
      await expect(proposed.getByText('Accepted')).toBeVisible();
    });
  });
});
