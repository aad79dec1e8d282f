import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_REDIRECT_MS, type ViewedTournament } from '@rallypoint/shared';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeViewedTournament } from '@/testing/fixtures';
import { makeUser, renderWithProviders } from '@/testing/render';
import { callsTo, errorReply, serveApi } from '@/testing/serve-api';
import { fillRegistrationForm, SAM_SMASH_FORM } from '../testing/registration-form';
import { RegisterTournamentRoute } from './register-tournament';

/** One entry per person (docs/decisions/0013) on the details page: the form completes, joins the line, and leads on. */
const ROUTE = '/register-tournament?tournamentId=12';
const signedOut = { 'GET /api/auth/me': errorReply(401, 'Unauthorized') };
const signedInPlayer = { 'GET /api/auth/me': { body: makeUser({ level: 'advanced' }) } };
const viewed = (overrides: Partial<ViewedTournament> = {}) => ({ body: makeViewedTournament(overrides) });
const registered = { status: 201, body: { message: 'Registration submitted successfully', registrationId: 3 } };
const location = () => screen.getByTestId('location');

// The redirect's delay is the app's timer, moved on by hand: no test waits for the clock.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('after the form', () => {
  it(
    'tells a signed-out registrant to check their e-mail and offers the account prefilled, and stays',
    { timeout: 20_000 },
    async () => {
      serveApi({ ...signedOut, 'GET /api/tournaments/12': viewed(), 'POST /api/tournaments/12/register': registered });
      const { user } = renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });
      await screen.findByRole('heading', { name: 'Spring Open' });
      await fillRegistrationForm(user);
      await user.click(screen.getByRole('button', { name: 'Register for Tournament' }));

      const outcome = await screen.findByRole('heading', { name: "You're registered!" });
      await waitFor(() => expect(outcome).toHaveFocus());
      expect(screen.getByText(/Check your e-mail: we sent a confirmation to/)).toHaveTextContent('sam@example.com');
      expect(screen.getByText(/create a RallyPoint account with the same e-mail/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute(
        'href',
        '/signup?firstName=Sam&lastName=Smash&email=sam%40example.com&phone=5552223333',
      );
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      expect(screen.getByRole('link', { name: 'See the draw and order of play' })).toHaveAttribute(
        'href',
        '/tournament-fixtures/12',
      );
      expect(screen.queryByText(/Taking you to your dashboard/)).not.toBeInTheDocument();
      await expectNoAxeViolations();

      act(() => vi.advanceTimersByTime(REGISTRATION_REDIRECT_MS * 2));
      expect(location()).toHaveTextContent(ROUTE);
    },
  );

  it('takes a signed-in registrant on to the dashboard after the delay', async () => {
    serveApi({ ...signedInPlayer, 'GET /api/tournaments/12': viewed(), 'POST /api/tournaments/12/register': registered });
    const { user } = renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });
    await user.click(await screen.findByLabelText('Right-handed'));
    await user.click(screen.getByLabelText('Morning 9-12'));
    await user.click(screen.getByLabelText(/I commit to playing/));
    await user.click(screen.getByRole('button', { name: 'Register for Tournament' }));

    expect(await screen.findByText('Taking you to your dashboard…')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create your account' })).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(ROUTE);
    act(() => vi.advanceTimersByTime(REGISTRATION_REDIRECT_MS));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/));
  });
});

describe('a full form', () => {
  const full = { maxParticipants: 16, participantCount: 16, isFull: true, registrationsFull: true };

  it('offers the waitlist, sends the form to the line and answers the place, signed out too', { timeout: 20_000 }, async () => {
    const apiLog = serveApi({
      ...signedOut,
      'GET /api/tournaments/12': viewed(full),
      'POST /api/tournaments/12/register/waitlist': {
        status: 201,
        body: { message: 'You joined the waitlist', position: 3 },
      },
    });
    const { user } = renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });

    expect(await screen.findByRole('heading', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(
      screen.getByText('Registration is full: all 16 places are taken. Send the form to wait in line for the next free place.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register for Tournament' })).not.toBeInTheDocument();
    await expectNoAxeViolations();
    await fillRegistrationForm(user);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    const outcome = await screen.findByRole('heading', { name: "You're on the waitlist: waitlist position 3" });
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(screen.getByText('Waitlist position 3 for Spring Open.')).toBeInTheDocument();
    expect(screen.getByText(/When a place frees up, the first in line takes it/)).toHaveTextContent('sam@example.com');
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute(
      'href',
      '/signup?firstName=Sam&lastName=Smash&email=sam%40example.com&phone=5552223333',
    );
    expect(callsTo(apiLog, 'POST /api/tournaments/12/register/waitlist')[0].body).toEqual(SAM_SMASH_FORM);
    expect(callsTo(apiLog, 'POST /api/tournaments/12/register')).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it("says why the line refused the form, with the server's message", { timeout: 20_000 }, async () => {
    serveApi({
      ...signedOut,
      'GET /api/tournaments/12': viewed(full),
      'POST /api/tournaments/12/register/waitlist': errorReply(409, 'This e-mail is already on the waitlist'),
    });
    const { user } = renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });
    await screen.findByRole('heading', { name: 'Join the waitlist' });
    await fillRegistrationForm(user);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    expect(await screen.findByText('Joining Waitlist Failed')).toBeInTheDocument();
    expect(screen.getByText('This e-mail is already on the waitlist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeEnabled();
  });

  it('turns into the waitlist when the last place went meanwhile, keeping what was typed', { timeout: 20_000 }, async () => {
    let reads = 0;
    const apiLog = serveApi({
      ...signedOut,
      // The page was read with one place free; the form's answer says it went, and the page is read again.
      'GET /api/tournaments/12': () => (reads++ === 0 ? viewed({ maxParticipants: 16, participantCount: 15 }) : viewed(full)),
      'POST /api/tournaments/12/register': errorReply(409, 'Tournament is full (maximum 16 participants)'),
      'POST /api/tournaments/12/register/waitlist': { status: 201, body: { message: 'You joined the waitlist', position: 1 } },
    });
    const { user } = renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });
    await screen.findByRole('heading', { name: 'Register for this tournament' });
    await fillRegistrationForm(user);
    await user.click(screen.getByRole('button', { name: 'Register for Tournament' }));

    expect(await screen.findByText('Tournament is full (maximum 16 participants)')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Sam Smash');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    expect(await screen.findByRole('heading', { name: "You're on the waitlist: waitlist position 1" })).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/tournaments/12/register/waitlist')[0].body).toEqual(SAM_SMASH_FORM);
  });

  it('shows a signed-in player already in line their place instead of the form', async () => {
    serveApi({ ...signedInPlayer, 'GET /api/tournaments/12': viewed({ ...full, waitlistPosition: 2 }) });
    renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });

    expect(await screen.findByRole('heading', { name: 'On the waitlist' })).toBeInTheDocument();
    expect(
      screen.getByText('You are in line for the next free place. Once it is yours, add your availability here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Tournament registration' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave waitlist for Spring Open' })).toBeInTheDocument();
  });
});

describe('a player whose entry Enroll made', () => {
  const enrolledWithoutForm = viewed({ isEnrolled: true, isRegistered: false, registrationsFull: true, isFull: true });

  it(
    'is shown in, never offered Enroll, and offered the form to add their availability, from the profile',
    { timeout: 20_000 },
    async () => {
      const apiLog = serveApi({
        ...signedInPlayer,
        'GET /api/tournaments/12': enrolledWithoutForm,
        'POST /api/tournaments/12/register': {
          status: 201,
          body: { message: 'Registration submitted successfully', registrationId: 7 },
        },
      });
      const { user } = renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });

      const place = (await screen.findByRole('heading', { name: 'Your Place' })).parentElement!;
      expect(place).toHaveTextContent('You hold a place in this tournament. Add your availability to complete your entry.');
      expect(within(place.parentElement!).getByRole('button', { name: 'Withdraw from Spring Open' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Enroll/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Join waitlist/ })).not.toBeInTheDocument();
      // Every place being taken does not matter: the form completes the entry the player has.
      expect(screen.getByRole('heading', { name: 'Add your availability' })).toBeInTheDocument();
      expect(screen.getByText(/this completes your entry, it does not make a second one/)).toBeInTheDocument();
      expect(screen.getByLabelText('Full Name')).toHaveValue('Maya Lopez');
      expect(screen.getByLabelText('Email')).toHaveValue('maya@example.com');
      expect(screen.getByLabelText('Phone')).toHaveValue('5551234567');
      expect(screen.getByLabelText('Skill Level')).toHaveValue('L4');
      await expectNoAxeViolations();

      await user.click(screen.getByLabelText('Right-handed'));
      await user.click(screen.getByLabelText('Evening 6-9'));
      await user.click(screen.getByLabelText(/I commit to playing/));
      await user.click(screen.getByRole('button', { name: 'Save my availability' }));

      expect(await screen.findByText('Availability Saved')).toBeInTheDocument();
      expect(
        screen.getByText('Your entry in Spring Open is complete. A confirmation e-mail will follow shortly.'),
      ).toBeInTheDocument();
      expect(callsTo(apiLog, 'POST /api/tournaments/12/register')[0].body).toMatchObject({
        fullName: 'Maya Lopez',
        email: 'maya@example.com',
        availableTimes: ['evening'],
      });
      expect(callsTo(apiLog, 'POST /api/tournaments/12/register/waitlist')).toHaveLength(0);
      expect(await screen.findByText('Taking you to your dashboard…')).toBeInTheDocument();
    },
  );
});
