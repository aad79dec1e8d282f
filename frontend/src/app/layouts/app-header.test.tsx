import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authKeys } from '@/lib/query-keys';
import { expectNoAxeViolations } from '@/testing/axe';
import { callsTo, errorReply, never, serveApi, type ApiRoutes } from '@/testing/serve-api';
import { makeUser, renderApp } from '@/testing/render';

/** Signed in as `role`; every screen's own data is still on the way, so only the header is there to check. */
const signedIn = (role: 'user' | 'organizer' | 'admin', routes: ApiRoutes = {}) =>
  serveApi({
    'GET /api/auth/me': { body: makeUser({ role }) },
    'GET /api/tournaments/:id': never,
    'GET /api/tournaments/:id/fixtures': never,
    ...routes,
  });

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const linkNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the header', { timeout: 30_000 }, () => {
  it.each([
    '/tournament-fixtures/12',
    '/tournament-fixtures-manager?tournamentId=12',
    '/register-tournament?tournamentId=12',
    '/email-preferences',
  ])('offers an organizer the main screens and Logout on %s', async (route) => {
    signedIn('organizer', { 'GET /api/me/email-preferences': never });
    renderApp(route);

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(linkNames(nav)).toEqual(['Dashboard', 'Tournaments', 'Fixtures', 'Bootcamps', 'Announcements']);
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("gives a player and an admin their own screens, and marks the current one's link", async () => {
    signedIn('user', { 'GET /api/players/find': never });
    const { unmount } = renderApp('/find-players');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(linkNames(nav)).toEqual(['Dashboard', 'Schedule', 'Results', 'Players', 'Academies']);
    expect(within(nav).getByRole('link', { name: 'Players' })).toHaveAttribute('aria-current', 'page');
    unmount();

    signedIn('admin');
    renderApp('/tournament-fixtures/12');
    expect(linkNames(await screen.findByRole('navigation', { name: 'Main' }))).toEqual([
      'Dashboard',
      'All Tournaments',
      'Students',
    ]);
  });

  it('signs out from any screen: the session is cleared and the app goes to /, even when logout fails', async () => {
    const apiLog = signedIn('organizer', { 'POST /api/auth/logout': { status: 500, text: '' } });
    const { user, queryClient } = renderApp('/tournament-fixtures/12');

    await user.click(
      await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('button', { name: 'Logout' }),
    );

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(callsTo(apiLog, 'POST /api/auth/logout')).toHaveLength(1);
    expect(queryClient.getQueryData(authKeys.me)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('offers a signed-out visitor Sign In, and no menu', async () => {
    serveApi({
      'GET /api/auth/me': errorReply(401, 'Unauthorized'),
      'GET /api/tournaments/:id': never,
      'GET /api/tournaments/:id/fixtures': never,
    });
    renderApp('/tournament-fixtures/12');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the header on a phone: the Menu', { timeout: 30_000 }, () => {
  it('opens the links and Logout, closes on a move to another screen and on Escape (focus back on Menu)', async () => {
    signedIn('organizer', { 'GET /api/tournaments/my-tournaments': never });
    const { user } = renderApp('/tournament-fixtures/12');
    const menuButton = await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('button', {
      name: 'Menu',
    });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = within(mainNav()).getByRole('list', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-controls', menu.id);
    expect(linkNames(menu)).toEqual(['Dashboard', 'Tournaments', 'Fixtures', 'Bootcamps', 'Announcements']);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('banner'));

    await user.click(within(menu).getByRole('link', { name: 'Announcements' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tournament-announcements'));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).queryByRole('list', { name: 'Menu' })).not.toBeInTheDocument();
    // The new screen takes focus to its title once it has loaded: wait for that, so it cannot land after the Escape.
    const title = await screen.findByRole('heading', { level: 1, name: 'Post Announcements' });
    await waitFor(() => expect(title).toHaveFocus());

    await user.click(menuButton);
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });
});
