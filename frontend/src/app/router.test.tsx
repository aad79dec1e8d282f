import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, errorReply, serveApi, never, type ApiRoutes } from '@/testing/serve-api';
import { makeAcademy, makeTournament, makeViewedTournament, myTournamentsPage, pageOf } from '@/testing/fixtures';
import { makeUser, renderApp } from '@/testing/render';

const signedOut = () => serveApi({ 'GET /api/auth/me': errorReply(401, 'Unauthorized') });
const signedIn = (role: 'user' | 'organizer' | 'admin' = 'user', routes: ApiRoutes = {}) =>
  serveApi({ 'GET /api/auth/me': { body: makeUser({ role }) }, ...routes });

/** Nothing yet on the cards of a player's dashboard. */
const QUIET_PLAYER_DASHBOARD: ApiRoutes = {
  'GET /api/tournaments': { body: pageOf([]) },
  'GET /api/me/matches': { body: pageOf([]) },
  'GET /api/me/updates': { body: pageOf([], { unreadCount: 0 }) },
  'GET /api/messages': { body: pageOf([], { unreadCount: 0 }) },
  'GET /api/kudos': { body: pageOf([], { unreadCount: 0 }) },
  'GET /api/matches': { body: pageOf([], { awaitingAnswerCount: 0 }) },
  'GET /api/bootcamps': { body: pageOf([]) },
  'GET /api/academies/my-membership': { body: null },
  'GET /api/me/ratings': { body: { ratings: [], trends: [] } },
};

/** Nothing waits on an organizer's dashboard. */
const QUIET_ORGANIZER_DASHBOARD: ApiRoutes = {
  'GET /api/tournaments/my-tournaments': { body: myTournamentsPage([]) },
  'GET /api/notifications/registrations': { body: pageOf([], { unread: 0, tournaments: [] }) },
  'GET /api/results/pending-counts': { body: { total: 0, tournaments: 0, items: [] } },
};

/** Nothing waits for an admin's decision. */
const QUIET_ADMIN_CONSOLE: ApiRoutes = {
  'GET /api/admin/summary': { body: { totalUsers: 9, activeUsers: 7, pendingUsers: 2, pendingTournaments: 1 } },
  'GET /api/admin/tournaments': { body: pageOf([]) },
  'GET /api/admin/student-memberships': { body: pageOf([]) },
  'GET /api/admin/users': { body: pageOf([]) },
  'GET /api/admin/user-management-history': { body: pageOf([]) },
  'GET /api/notifications/registrations': { body: pageOf([], { unread: 0, tournaments: [] }) },
};

describe('route table', () => {
  it('shows a loading screen while the current user resolves', () => {
    serveApi({ 'GET /api/auth/me': never });
    renderApp('/dashboard');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('treats a 401 from /api/auth/me as signed out: login screen, no toast', async () => {
    signedOut();
    renderApp('/');

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/401/)).not.toBeInTheDocument();
  });

  it.each(['/dashboard', '/create-tournament', '/tournaments-dashboard/x', '/no-such-page'])(
    'sends a signed-out visitor from %s to /login',
    async (path) => {
      signedOut();
      renderApp(path);

      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    },
  );

  it('shows the signup screen to a signed-out visitor', async () => {
    signedOut();
    renderApp('/signup');

    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('sends a signed-in user from an unknown path to /dashboard', async () => {
    signedIn('user', QUIET_PLAYER_DASHBOARD);
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('shows the dashboard at / for a signed-in user, and sends /signup to /dashboard', async () => {
    signedIn('user', QUIET_PLAYER_DASHBOARD);
    renderApp('/signup');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('lets a signed-out visitor open the public registration page', async () => {
    serveApi({
      'GET /api/auth/me': errorReply(401, 'Unauthorized'),
      'GET /api/tournaments/12': { body: makeViewedTournament() },
    });
    renderApp('/register-tournament?tournamentId=12');

    expect(await screen.findByRole('button', { name: 'Register for Tournament' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/register-tournament?tournamentId=12');
  });

  it('opens /create-tournament and /tournaments-dashboard for a signed-in organizer', async () => {
    signedIn('organizer', QUIET_ORGANIZER_DASHBOARD);
    const { unmount } = renderApp('/create-tournament');
    expect(await screen.findByRole('heading', { name: 'Schedule Tournament' })).toBeInTheDocument();
    unmount();

    renderApp('/tournaments-dashboard');
    expect(await screen.findByRole('heading', { name: 'Tournaments Dashboard' })).toBeInTheDocument();
  });
});

describe('dashboard by role', () => {
  it('gives organizers their cards, tournaments, profile and notifications', async () => {
    serveApi({
      'GET /api/auth/me': { body: makeUser({ role: 'organizer', userType: 'organizer', organizationName: null, phone: null }) },
      // The card asks for the first three; the total says there are four.
      'GET /api/tournaments/my-tournaments': {
        body: {
          ...myTournamentsPage([1, 2, 3].map((id) => makeTournament({ id, name: `Cup ${id}`, tournamentCode: `C-${id}` }))),
          total: 4,
          pageSize: 3,
        },
      },
      'GET /api/notifications/registrations': { body: pageOf([], { unread: 0, tournaments: [] }) },
      'GET /api/results/pending-counts': { body: { total: 0, tournaments: 0, items: [] } },
    });
    renderApp('/dashboard');

    expect(await screen.findByText('Cup 3')).toBeInTheDocument();
    expect(screen.queryByText('Cup 4')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View All 4 Tournaments' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule Tournament' })).toHaveAttribute('href', '/create-tournament');
    expect(screen.getByRole('link', { name: 'Manage Tournaments' })).toHaveAttribute('href', '/tournaments-dashboard');
    expect(screen.getByText('Define Fixtures and Schedule Matches')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Define Fixtures' })).toHaveAttribute('href', '/fixtures');
    expect(screen.getByRole('link', { name: 'Post Announcements' })).toHaveAttribute('href', '/tournament-announcements');
    expect(screen.getByText('Not provided')).toBeInTheDocument();
    expect(screen.getByText('Independent Organizer')).toBeInTheDocument();
    expect(screen.getByText('Active Organizer')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Notifications' })).toBeInTheDocument();
  });

  it("shows 'No tournaments yet' to an organizer without tournaments", async () => {
    serveApi({
      ...QUIET_ORGANIZER_DASHBOARD,
      'GET /api/auth/me': { body: makeUser({ role: 'organizer', userType: 'organizer' }) },
    });
    renderApp('/');

    expect(await screen.findByText('No tournaments yet')).toBeInTheDocument();
  });

  it('gives players available tournaments and their profile', async () => {
    serveApi({
      ...QUIET_PLAYER_DASHBOARD,
      'GET /api/auth/me': { body: makeUser() },
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Available Tournaments' })).toBeInTheDocument();
    // The cards mount one after another (StaggeredMount), the profile after the tournaments.
    expect(await screen.findByRole('heading', { name: 'Your Profile' })).toBeInTheDocument();
    expect(screen.getByText('Individual Player')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it("reads the session once for a player's dashboard: the route, header and cards share the answer", async () => {
    const apiLog = serveApi({
      ...QUIET_PLAYER_DASHBOARD,
      'GET /api/me/calendar': { body: { active: false, createdAt: null } },
      'GET /api/auth/me': { body: makeUser() },
    });
    renderApp('/dashboard');

    // The last card mounts after the others, each of them reading the session.
    expect(await screen.findByRole('heading', { name: 'Your Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My calendar' })).toBeInTheDocument();
    expect(callsTo(apiLog, 'GET /api/auth/me')).toHaveLength(1);
  });

  it('gives admins the summary, the sections of the console, and what waits for a decision on /dashboard', async () => {
    serveApi({
      ...QUIET_ADMIN_CONSOLE,
      'GET /api/auth/me': { body: makeUser({ role: 'admin' }) },
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Pending Tournaments')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tournament Approval' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Approvals', '/dashboard'],
      ['Users', '/admin/users'],
      ['History', '/admin/history'],
      ['Tournaments', '/admin/tournaments'],
      ['Bootcamps & Clinics', '/admin/bootcamps'],
      ['Registrations', '/admin/notifications'],
      ['Students', '/admin-student-management'],
    ]);
    expect(within(sections).getByRole('link', { name: 'Approvals' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { name: 'User Management' })).not.toBeInTheDocument();
  });

  it.each([
    ['/admin/users', { name: 'User Management', role: 'heading' }],
    ['/admin/history', { name: 'User Management History', role: 'heading' }],
    ['/admin/tournaments', { name: 'Tournament Management', role: 'heading' }],
    ['/admin/notifications', { name: 'Registration Details', role: 'tab' }],
  ] as const)('opens the admin section %s on its own address', async (path, { name, role }) => {
    serveApi({
      ...QUIET_ADMIN_CONSOLE,
      'GET /api/auth/me': { body: makeUser({ role: 'admin' }) },
    });
    renderApp(path);
    expect(await screen.findByRole(role, { name }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tournament Approval' })).not.toBeInTheDocument();
  });

  it('sends anyone but an admin, or an unknown section, back to the dashboard', async () => {
    signedIn('user', QUIET_PLAYER_DASHBOARD);
    const { unmount } = renderApp('/admin/users');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    unmount();

    signedIn('admin', QUIET_ADMIN_CONSOLE);
    renderApp('/admin/no-such-section');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });

  it.each([
    ['/academy', 'RallyPoint Academy'],
    ['/find-academies', 'Find Academies'],
    ['/academy/1', 'RallyPoint Academy'],
  ])('opens %s for a signed-in player', async (path, heading) => {
    serveApi({
      'GET /api/auth/me': { body: makeUser() },
      'GET /api/academies': { body: { items: [], total: 0, page: 1, pageSize: 12 } },
      'GET /api/academies/1': { body: { ...makeAcademy(), id: 1 } },
      'GET /api/academies/1/classes': { body: [] },
      'GET /api/academies/my-memberships': { body: [] },
      'GET /api/academies/my-membership': { text: 'null' },
    });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('sends a signed-out visitor from /academy/1 to /login', async () => {
    signedOut();
    renderApp('/academy/1');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });
});
