import { expect, test } from './support/actors';
import { expectNoAxeViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/layout';
import { toast } from './support/toasts';

const PHONE = { width: 390, height: 844 };
const NEWS = 'Tournament announcements and order-of-play news';

/** decisions.md "Languages and e-mail manners": bulk mail can be turned off; transactional mail always goes. */
test.describe('e-mail preferences', () => {
  test('a player turns announcement e-mails off and on again from the dashboard, on a phone', async ({ actors }, testInfo) => {
    // The demo player's choice outlives a run against a reused server: start from the default.
    const api = await actors.api('player');
    expect((await api.put('/api/me/email-preferences', { data: { tournamentNews: true } })).ok()).toBe(true);
    const player = await actors.signedIn('player');
    await player.setViewportSize(PHONE);
    await player.getByRole('link', { name: 'E-mail Preferences' }).click();
    await expect(player.getByRole('heading', { level: 1, name: 'E-mail Preferences' })).toBeVisible();
    const news = player.getByRole('checkbox', { name: NEWS });
    await expect(news).toBeChecked();
    await expect(player.getByText(/Account and entry e-mails always go/)).toBeVisible();
    await expectNoSidewaysScroll(player);
    await expectNoAxeViolations(player);
    await player.screenshot({ path: testInfo.outputPath('email-preferences-390.png'), fullPage: true });

    await news.click();
    await player.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(toast(player, 'Preferences Saved')).toBeVisible();
    await player.reload();
    await expect(player.getByRole('checkbox', { name: NEWS })).not.toBeChecked();

    await player.getByRole('checkbox', { name: NEWS }).click();
    await player.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(toast(player, 'Preferences Saved')).toBeVisible();
    expect(await (await api.get('/api/me/email-preferences')).json()).toEqual({ tournamentNews: true });
  });

  test("the unsubscribe link's page asks first, and says when a link is not valid", async ({ actors }, testInfo) => {
    const visitor = await actors.visitor();
    await visitor.setViewportSize(PHONE);
    // A mail scanner's GET of the link changes nothing: it lands on the page that asks.
    await visitor.goto('/api/mail/unsubscribe?token=not.valid');
    await expect(visitor).toHaveURL(/\/unsubscribe\?token=not\.valid$/);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await expectNoSidewaysScroll(visitor);
    await expectNoAxeViolations(visitor);
    await visitor.screenshot({ path: testInfo.outputPath('unsubscribe-390.png'), fullPage: true });
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(visitor.getByRole('alert')).toHaveText('This unsubscribe link is not valid');
  });
});
