import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, errorReply, serveApi } from '@/testing/serve-api';
import { makeTournament, makeViewedTournament } from '@/testing/fixtures';
import { makeUser, renderWithProviders } from '@/testing/render';
import { fillRegistrationForm, SAM_SMASH_FORM } from '../testing/registration-form';
import { RegisterTournamentRoute } from './register-tournament';

type User = ReturnType<typeof renderWithProviders>['user'];
const ROUTE = '/register-tournament?tournamentId=12';
/** The form is public: a signed-out visitor by default. */
const signedOut = { 'GET /api/auth/me': errorReply(401, 'Unauthorized') };
const tournamentFound = (extra = {}) => ({ ...signedOut, 'GET /api/tournaments/12': { body: makeViewedTournament() }, ...extra });
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Register for Tournament' }));

describe('RegisterTournamentRoute', () => {
  it('summarises the tournament and shows the sport read-only', async () => {
    serveApi(tournamentFound());
    renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });

    expect(await screen.findByRole('heading', { name: 'Spring Open' })).toBeInTheDocument();
    expect(screen.getByText('Code: SPR-2026')).toBeInTheDocument();
    expect(screen.getByText('Time zone').nextSibling).toHaveTextContent('Europe/London');
    expect(screen.getByText('Best of three games to 11, win by 2.')).toBeInTheDocument();
    expect(screen.getByLabelText('Sport')).toHaveValue('Pickleball');
    expect(screen.getByLabelText('Sport')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Skill Level')).toHaveTextContent('L4 – Between Intermediate and Pro');
  });

  it('shows the validation messages on an empty submit', async () => {
    const apiLog = serveApi(tournamentFound());
    const { user } = renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });
    await screen.findByRole('heading', { name: 'Spring Open' });

    await submit(user);

    for (const message of [
      'Full name is required',
      'Please enter a valid email address',
      'Phone number is required',
      'Please select your skill level',
      'Please select your handedness',
      'Please select at least one available time slot',
      'You must acknowledge your commitment to the tournament',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(callsTo(apiLog, 'POST /api/tournaments/12/register')).toHaveLength(0);
  });

  it("shows 'Tournament Not Found' with the id and the error when the tournament is missing", async () => {
    serveApi({ ...signedOut, 'GET /api/tournaments/99': errorReply(404, 'Tournament not found') });
    renderWithProviders(<RegisterTournamentRoute />, { route: '/register-tournament?tournamentId=99' });

    expect(await screen.findByRole('heading', { name: 'Tournament Not Found' })).toBeInTheDocument();
    expect(screen.getByText('99')).toBeInTheDocument();
    expect(screen.getByText('Tournament not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it("shows 'Tournament Not Found' when no id is given", async () => {
    const apiLog = serveApi(signedOut);
    renderWithProviders(<RegisterTournamentRoute />, { route: '/register-tournament' });

    expect(await screen.findByRole('heading', { name: 'Tournament Not Found' })).toBeInTheDocument();
    // Only who is asking: no tournament to load.
    await waitFor(() => expect(apiLog.requests.map(({ url }) => url)).toEqual(['/api/auth/me']));
  });

  it('registers a signed-out visitor, confirms, and sends the form as the spec says', async () => {
    const apiLog = serveApi(
      tournamentFound({
        'POST /api/tournaments/12/register': { status: 201, body: { message: 'Registered', registrationId: 3 } },
      }),
    );
    const { user } = renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });
    await screen.findByRole('heading', { name: 'Spring Open' });
    await fillRegistrationForm(user);

    await submit(user);

    expect(await screen.findByText('Registration Successful!')).toBeInTheDocument();
    expect(screen.getByText(/confirmation e-mail will follow/)).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/tournaments/12/register')[0].body).toEqual(SAM_SMASH_FORM);
    // The outcome takes the focus once it has mounted, which under load may follow the toast.
    const outcome = await screen.findByRole('heading', { name: "You're registered!" });
    await waitFor(() => expect(outcome).toHaveFocus());
  });

  it("shows 'Registration Failed' with the server message, or the fallback", async () => {
    serveApi(tournamentFound({ 'POST /api/tournaments/12/register': errorReply(409, 'You are already registered') }));
    const { user } = renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });
    await screen.findByRole('heading', { name: 'Spring Open' });
    await fillRegistrationForm(user);
    await submit(user);
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('You are already registered')).toBeInTheDocument();

    serveApi(tournamentFound({ 'POST /api/tournaments/12/register': { status: 500, text: '' } }));
    await submit(user);
    expect(await screen.findByText('Failed to register for tournament. Please try again.')).toBeInTheDocument();
  });

  it('tells a signed-in player whose entry has its form so, instead of the form, with Withdraw and no Enroll', async () => {
    serveApi({
      'GET /api/auth/me': { body: makeUser({ email: 'pat@example.com' }) },
      'GET /api/tournaments/12': { body: makeViewedTournament({ isRegistered: true, isEnrolled: true }) },
    });
    renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });

    expect(await screen.findByText(/You are already registered for this tournament with pat@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the draw and order of play' })).toHaveAttribute(
      'href',
      '/tournament-fixtures/12',
    );
    expect(screen.queryByRole('button', { name: 'Register for Tournament' })).not.toBeInTheDocument();
    expect(screen.getByText('You hold a place in this tournament.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw from Spring Open' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enroll in Spring Open' })).not.toBeInTheDocument();
  });

  describe('for a signed-in player', () => {
    const viewed = (overrides = {}) => ({
      ...makeTournament({ maxParticipants: 16, participantCount: 15 }),
      isRegistered: false,
      registrationsFull: false,
      isEnrolled: false,
      isFull: false,
      waitlistPosition: null,
      ...overrides,
    });
    const signedInPlayer = { 'GET /api/auth/me': { body: makeUser({ level: 'advanced' }) } };

    it('starts the form from the profile, skill level too, and offers Enroll beside it to one without an entry', async () => {
      const apiLog = serveApi({
        ...signedInPlayer,
        'GET /api/tournaments/12': { body: viewed() },
        'POST /api/tournaments/12/enroll': { status: 201, body: { message: 'Successfully enrolled in tournament' } },
      });
      const { user } = renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });

      const place = await screen.findByRole('heading', { name: 'Your Place' });
      expect(place.parentElement).toHaveTextContent('1 of 16 places are free.');
      expect(screen.getByLabelText('Full Name')).toHaveValue('Maya Lopez');
      expect(screen.getByLabelText('Email')).toHaveValue('maya@example.com');
      expect(screen.getByLabelText('Skill Level')).toHaveValue('L4');

      await user.click(screen.getByRole('button', { name: 'Enroll in Spring Open' }));
      expect(await screen.findByText('You are enrolled in Spring Open.')).toBeInTheDocument();
      expect(callsTo(apiLog, 'POST /api/tournaments/12/enroll')).toHaveLength(1);
    });

    it('asks before withdrawing an enrolled player, and offers the waitlist when every place is taken', async () => {
      const apiLog = serveApi({
        ...signedInPlayer,
        'GET /api/tournaments/12': { body: viewed({ isEnrolled: true, isRegistered: true }) },
        'DELETE /api/tournaments/12/withdraw': { body: { message: 'Successfully withdrew from tournament' } },
      });
      const { user, unmount } = renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });
      expect(await screen.findByText('You hold a place in this tournament.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Withdraw from Spring Open' }));
      expect(callsTo(apiLog, 'DELETE /api/tournaments/12/withdraw')).toHaveLength(0);
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }));
      await waitFor(() => expect(callsTo(apiLog, 'DELETE /api/tournaments/12/withdraw')).toHaveLength(1));
      unmount();

      serveApi({ ...signedInPlayer, 'GET /api/tournaments/12': { body: viewed({ isFull: true, participantCount: 16 }) } });
      renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });
      expect(await screen.findByText('All 16 places are taken: join the waitlist to get the next free one.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Join waitlist for Spring Open' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Enroll in Spring Open' })).not.toBeInTheDocument();
    });

    it('shows no place to take to an organizer, nor once the tournament has started', async () => {
      serveApi({
        'GET /api/auth/me': { body: makeUser({ role: 'organizer', userType: 'organizer' }) },
        'GET /api/tournaments/12': { body: viewed() },
      });
      const { unmount } = renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });
      await screen.findByRole('heading', { name: 'Spring Open' });
      expect(screen.queryByRole('heading', { name: 'Your Place' })).not.toBeInTheDocument();
      unmount();

      serveApi({ ...signedInPlayer, 'GET /api/tournaments/12': { body: viewed({ status: 'active' }) } });
      renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });
      await screen.findByRole('heading', { name: 'Spring Open' });
      expect(screen.queryByRole('heading', { name: 'Your Place' })).not.toBeInTheDocument();
    });
  });
});
