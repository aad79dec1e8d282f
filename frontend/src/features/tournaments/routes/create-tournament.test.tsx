import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CREATE_TOURNAMENT_MESSAGES as M } from '@rallypoint/shared';
import { callsTo, errorReply, serveApi, never } from '@/testing/serve-api';
import { makeViewedTournament, myTournamentsPage, pageOf } from '@/testing/fixtures';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeUser, renderApp, renderWithProviders } from '@/testing/render';
import { CreateTournamentRoute } from './create-tournament';

type User = ReturnType<typeof renderWithProviders>['user'];
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create Tournament' }));
const setDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The organizer's browser says it is in `zone`. */
function browserIn(zone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone: zone };
  });
}

async function fillValidForm(user: User) {
  await user.selectOptions(screen.getByLabelText('Sport'), 'tennis');
  await user.selectOptions(screen.getByLabelText('Number of Divisions'), '4');
  await user.type(screen.getByLabelText('Tournament Name'), 'Summer Slam');
  await user.type(screen.getByLabelText('Venue'), 'Riverside Courts');
  setDate('Start Date', '2026-07-01');
  setDate('End Date', '2026-07-03');
  await user.type(screen.getByLabelText('Tournament Rules'), 'Standard ITF rules apply.');
  await user.type(screen.getByLabelText('POC 1 Name'), 'Olive');
  await user.type(screen.getByLabelText('POC 1 Contact Number'), '5550001111');
  await user.type(screen.getByLabelText('POC 1 Email'), 'olive@example.com');
}

describe('CreateTournamentRoute', () => {
  it('shows every required-field message on an empty submit', async () => {
    const apiLog = serveApi();
    const { user } = renderWithProviders(<CreateTournamentRoute />);

    await submit(user);

    for (const message of [
      M.sport,
      M.name,
      M.venue,
      M.divisions,
      M.startDate,
      M.endDate,
      M.rules,
      M.poc1Name,
      M.poc1Contact,
      M.poc1Email,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(apiLog.requests).toEqual([]);
  });

  it("says 'End date must be on or after start date' and checks POC 2's e-mail", async () => {
    serveApi();
    const { user } = renderWithProviders(<CreateTournamentRoute />);
    await fillValidForm(user);
    setDate('End Date', '2026-06-30');
    await user.type(screen.getByLabelText('POC 2 Email (optional)'), 'not-an-email');

    await submit(user);

    expect(await screen.findByText('End date must be on or after start date')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email for POC 2')).toBeInTheDocument();
  });

  it('starts with 32 max participants and sends divisions as an integer', async () => {
    browserIn('Europe/Madrid');
    const apiLog = serveApi({ 'POST /api/tournaments': { status: 201, body: makeViewedTournament({ name: 'Summer Slam' }) } });
    const { user } = renderWithProviders(<CreateTournamentRoute />, { route: '/create-tournament' });
    expect(screen.getByLabelText('Max Participants')).toHaveValue(32);

    await fillValidForm(user);
    await submit(user);

    expect(await screen.findByText('Tournament Created')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const [request] = callsTo(apiLog, 'POST /api/tournaments');
    expect(request.body).toEqual({
      sport: 'tennis',
      name: 'Summer Slam',
      venue: 'Riverside Courts',
      divisions: 4,
      startDate: '2026-07-01',
      endDate: '2026-07-03',
      maxParticipants: 32,
      rules: 'Standard ITF rules apply.',
      poc1Name: 'Olive',
      poc1Contact: '5550001111',
      poc1Email: 'olive@example.com',
      timeZone: 'Europe/Madrid',
    });
  });

  it('asks for the time zone, starting at the organizer’s own, and sends the one chosen', async () => {
    browserIn('America/Argentina/Buenos_Aires');
    const apiLog = serveApi({ 'POST /api/tournaments': { status: 201, body: makeViewedTournament({ name: 'Summer Slam' }) } });
    const { user } = renderWithProviders(<CreateTournamentRoute />);
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('America/Argentina/Buenos_Aires');
    expect(within(zone).getByRole('option', { selected: true })).toHaveTextContent('America/Argentina/Buenos Aires');
    expect(zone).toHaveAccessibleDescription('Match times are set and shown in this zone.');

    await fillValidForm(user);
    await user.selectOptions(zone, 'Europe/Lisbon');
    await submit(user);

    expect(await screen.findByText('Tournament Created')).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/tournaments')[0].body).toMatchObject({ timeZone: 'Europe/Lisbon' });
  });

  it('offers the browser’s zone even when the list of zones lacks it (UTC)', () => {
    browserIn('UTC');
    serveApi();
    renderWithProviders(<CreateTournamentRoute />);
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('UTC');
  });

  it('passes axe', async () => {
    serveApi();
    renderWithProviders(<CreateTournamentRoute />);
    // Every option of the time zone select is a plain zone name (and would take jsdom many seconds).
    await expectNoAxeViolations(screen.getByRole('form', { name: 'Create Tournament' }), { exclude: ['#field-timeZone option'] });
  });

  it("reads 'Creating Tournament...' while pending", async () => {
    serveApi({ 'POST /api/tournaments': never });
    const { user } = renderWithProviders(<CreateTournamentRoute />);
    await fillValidForm(user);

    await submit(user);

    expect(await screen.findByRole('button', { name: 'Creating Tournament...' })).toBeDisabled();
  });

  it("shows 'Error' with the server message, or the fallback text", async () => {
    serveApi({ 'POST /api/tournaments': errorReply(403, 'Only organizers can create tournaments') });
    const { user } = renderWithProviders(<CreateTournamentRoute />);
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByText('Only organizers can create tournaments')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();

    serveApi({ 'POST /api/tournaments': { status: 502, text: '' } });
    await submit(user);
    expect(await screen.findByText('Failed to create tournament. Please try again.')).toBeInTheDocument();
  });

  it('goes back to / on Cancel', async () => {
    serveApi();
    const { user } = renderWithProviders(<CreateTournamentRoute />, { route: '/create-tournament' });

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});

describe('after creating a tournament', { timeout: 30_000 }, () => {
  /** The organizer signed in, with a dashboard where nothing waits, and the server answering the creation. */
  function serveCreation(created: ReturnType<typeof makeViewedTournament>) {
    serveApi({
      'GET /api/auth/me': { body: makeUser({ role: 'organizer', userType: 'organizer' }) },
      'POST /api/tournaments': { status: 201, body: created },
      'GET /api/tournaments/my-tournaments': { body: myTournamentsPage([created]) },
      'GET /api/notifications/registrations': { body: pageOf([], { unread: 0, tournaments: [] }) },
      'GET /api/results/pending-counts': { body: { total: 0, tournaments: 0, items: [] } },
    });
  }

  async function createFromTheApp() {
    const { user } = renderApp('/create-tournament');
    await screen.findByRole('heading', { level: 1, name: 'Schedule Tournament' });
    await fillValidForm(user);
    await submit(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    return { user, notice: await screen.findByRole('region', { name: /has been created$/ }) };
  }

  it('lands on the dashboard saying a pending tournament awaits approval, and the link to share once approved', async () => {
    serveCreation(makeViewedTournament({ id: 31, name: 'Summer Slam', tournamentCode: 'SUM-0031', status: 'pending' }));
    const { user, notice } = await createFromTheApp();

    expect(screen.getByText("Summer Slam awaits an admin's approval.")).toBeInTheDocument();
    expect(notice).toHaveAccessibleName('Summer Slam has been created');
    expect(within(notice).getByText('Pending')).toBeInTheDocument();
    expect(within(notice).getByText('SUM-0031')).toBeInTheDocument();
    expect(within(notice).getByText(/An administrator reviews it/)).toBeInTheDocument();
    expect(within(notice).getByText(/Once it is approved, share its registration link/)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: /\/register-tournament\?tournamentId=31$/ })).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Copy registration link for Summer Slam' })).toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: /has been created$/ })).not.toBeInTheDocument();
  });

  it('says an approved tournament is open, with its link, and no approval step', async () => {
    serveCreation(makeViewedTournament({ id: 32, name: 'Summer Slam', tournamentCode: 'SUM-0032', status: 'upcoming' }));
    const { notice } = await createFromTheApp();

    expect(within(notice).getByText('Upcoming')).toBeInTheDocument();
    expect(within(notice).getByText(/It is open: share its registration link/)).toBeInTheDocument();
    expect(within(notice).queryByText(/An administrator reviews it/)).not.toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: /\/register-tournament\?tournamentId=32$/ })).toBeInTheDocument();
  });
});
