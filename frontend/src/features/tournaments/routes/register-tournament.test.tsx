import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonError, mockFetch } from '@/testing/mock-fetch';
import { makeTournament } from '@/testing/fixtures';
import { makeUser, renderWithProviders } from '@/testing/render';
import { RegisterTournamentRoute } from './register-tournament';

type User = ReturnType<typeof renderWithProviders>['user'];
const ROUTE = '/register-tournament?tournamentId=12';
const tournamentFound = (extra = {}) => ({ 'GET /api/tournaments/12': { body: makeTournament() }, ...extra });
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Register for Tournament' }));

async function fillValidForm(user: User) {
  await user.type(screen.getByLabelText('Full Name'), 'Sam Smash');
  await user.type(screen.getByLabelText('Email'), 'sam@example.com');
  await user.type(screen.getByLabelText('Phone'), '5552223333');
  await user.selectOptions(screen.getByLabelText('Skill Level'), 'L3');
  await user.click(screen.getByLabelText('Left-handed'));
  await user.click(screen.getByLabelText('Morning 9-12'));
  await user.click(screen.getByLabelText('Flexible - Any available time'));
  await user.click(screen.getByLabelText(/I commit to playing/));
}

describe('RegisterTournamentRoute', () => {
  it('summarises the tournament and shows the sport read-only', async () => {
    mockFetch(tournamentFound());
    renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });

    expect(await screen.findByRole('heading', { name: 'Spring Open' })).toBeInTheDocument();
    expect(screen.getByText('Code: SPR-2026')).toBeInTheDocument();
    expect(screen.getByText('Best of three games to 11, win by 2.')).toBeInTheDocument();
    expect(screen.getByLabelText('Sport')).toHaveValue('Pickleball');
    expect(screen.getByLabelText('Sport')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Skill Level')).toHaveTextContent('L4 – Between Intermediate and Pro');
  });

  it('shows the validation messages on an empty submit', async () => {
    const fetchMock = mockFetch(tournamentFound());
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
    expect(callsTo(fetchMock, 'POST /api/tournaments/12/register')).toHaveLength(0);
  });

  it("shows 'Tournament Not Found' with the id and the error when the tournament is missing", async () => {
    mockFetch({ 'GET /api/tournaments/99': jsonError(404, 'Tournament not found') });
    renderWithProviders(<RegisterTournamentRoute />, { route: '/register-tournament?tournamentId=99' });

    expect(await screen.findByRole('heading', { name: 'Tournament Not Found' })).toBeInTheDocument();
    expect(screen.getByText('99')).toBeInTheDocument();
    expect(screen.getByText('Tournament not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it("shows 'Tournament Not Found' when no id is given", async () => {
    const fetchMock = mockFetch();
    renderWithProviders(<RegisterTournamentRoute />, { route: '/register-tournament' });

    expect(await screen.findByRole('heading', { name: 'Tournament Not Found' })).toBeInTheDocument();
    // Only who is asking: no tournament to load.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/auth/me']);
  });

  it('registers, confirms, and moves to /dashboard after 2 seconds', async () => {
    const fetchMock = mockFetch(
      tournamentFound({ 'POST /api/tournaments/12/register': { status: 201, body: { message: 'Registered', registrationId: 3 } } }),
    );
    const { user } = renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });
    await screen.findByRole('heading', { name: 'Spring Open' });
    await fillValidForm(user);

    await submit(user);

    expect(await screen.findByText('Registration Successful!')).toBeInTheDocument();
    expect(screen.getByText(/confirmation e-mail will follow/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/tournaments/12/register')[0].body).toEqual({
      tournamentId: 12,
      fullName: 'Sam Smash',
      sport: 'pickleball',
      email: 'sam@example.com',
      phone: '5552223333',
      skillLevel: 'L3',
      handedness: 'left',
      availableTimes: ['morning', 'flexible'],
      commitmentAcknowledged: true,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/register-tournament');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/), { timeout: 3500 });
  });

  it("shows 'Registration Failed' with the server message, or the fallback", async () => {
    mockFetch(tournamentFound({ 'POST /api/tournaments/12/register': jsonError(409, 'You are already registered') }));
    const { user } = renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });
    await screen.findByRole('heading', { name: 'Spring Open' });
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('You are already registered')).toBeInTheDocument();

    mockFetch(tournamentFound({ 'POST /api/tournaments/12/register': { status: 500, text: '' } }));
    await submit(user);
    expect(await screen.findByText('Failed to register for tournament. Please try again.')).toBeInTheDocument();
  });

  it('tells a signed-in player who is on the form already so, instead of the form', async () => {
    mockFetch({
      'GET /api/auth/me': { body: makeUser({ email: 'pat@example.com' }) },
      'GET /api/tournaments/12': { body: { ...makeTournament(), isRegistered: true, registrationsFull: false } },
    });
    renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });

    expect(await screen.findByText(/You are already registered for this tournament with pat@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the draw and order of play' })).toHaveAttribute('href', '/tournament-fixtures/12');
    expect(screen.queryByRole('button', { name: 'Register for Tournament' })).not.toBeInTheDocument();
  });

  it('says the form is full when every place has an entry', async () => {
    mockFetch({ 'GET /api/tournaments/12': { body: { ...makeTournament({ maxParticipants: 32 }), isRegistered: false, registrationsFull: true } } });
    renderWithProviders(<RegisterTournamentRoute />, { route: ROUTE });

    expect(await screen.findByText('Registration is full: all 32 places are taken.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register for Tournament' })).not.toBeInTheDocument();
  });
});
