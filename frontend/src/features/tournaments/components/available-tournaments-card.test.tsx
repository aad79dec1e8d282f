import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, errorReply, serveApi } from '@/testing/serve-api';
import { makeAvailableTournament, pageOf } from '@/testing/fixtures';
import { makeUser, renderWithProviders } from '@/testing/render';
import { AvailableTournamentsCard } from './available-tournaments-card';

const tournaments = [
  makeAvailableTournament({ id: 1, name: 'Open Upcoming', status: 'upcoming', isEnrolled: false }),
  makeAvailableTournament({ id: 2, name: 'Joined Upcoming', status: 'upcoming', isEnrolled: true }),
  makeAvailableTournament({ id: 3, name: 'Running Now', status: 'active', isEnrolled: true }),
  makeAvailableTournament({ id: 4, name: 'All Done', status: 'completed' }),
];

/** A signed-in player who named no sport: the list starts with every sport. */
const aPlayer = { 'GET /api/auth/me': { body: makeUser({ sports: [] }) } };

const itemFor = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('AvailableTournamentsCard', () => {
  it('shows Enroll, Enrolled + Withdraw, or View Details by status', async () => {
    serveApi({ ...aPlayer, 'GET /api/tournaments': { body: pageOf(tournaments) } });
    renderWithProviders(<AvailableTournamentsCard />);
    await screen.findByRole('heading', { name: 'Open Upcoming' });

    expect(within(itemFor('Open Upcoming')).getByRole('button', { name: 'Enroll in Open Upcoming' })).toBeEnabled();
    expect(within(itemFor('Joined Upcoming')).getByRole('button', { name: /^Withdraw from / })).toBeEnabled();
    expect(within(itemFor('Joined Upcoming')).getByText('Enrolled')).toBeInTheDocument();
    expect(within(itemFor('Running Now')).getByRole('link', { name: /^View details of / })).toHaveAttribute(
      'href',
      '/register-tournament?tournamentId=3',
    );
    expect(within(itemFor('Running Now')).queryByRole('button', { name: /^Withdraw from / })).not.toBeInTheDocument();
    expect(within(itemFor('All Done')).getByRole('link', { name: /^View details of / })).toBeInTheDocument();
    // Every card's name opens the tournament's details page, where a player registers, enrols or withdraws too.
    expect(within(itemFor('Open Upcoming')).getByRole('link', { name: 'Open Upcoming' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/register-tournament\?tournamentId=\d+$/),
    );
  });

  it('reads the one count of entries, made by the form or by Enroll, and never offers Enroll to who has one', async () => {
    serveApi({
      ...aPlayer,
      'GET /api/tournaments': {
        body: pageOf([
          // Eight people registered through the shared link, none enrolled: the card counts them all.
          makeAvailableTournament({ id: 1, name: 'Link Open', maxParticipants: 16, participantCount: 8 }),
          // This player's entry was made by the form: it is theirs, the same as an Enroll.
          makeAvailableTournament({
            id: 2,
            name: 'Form Entered',
            maxParticipants: 2,
            participantCount: 2,
            isFull: true,
            isEnrolled: true,
          }),
        ]),
      },
    });
    renderWithProviders(<AvailableTournamentsCard />);
    await screen.findByRole('heading', { name: 'Link Open' });

    expect(within(itemFor('Link Open')).getByText(/8\/16 players/)).toBeInTheDocument();
    expect(within(itemFor('Form Entered')).getByText(/2\/2 players/)).toBeInTheDocument();
    expect(within(itemFor('Form Entered')).getByText('Enrolled')).toBeInTheDocument();
    expect(within(itemFor('Form Entered')).queryByText('Full')).not.toBeInTheDocument();
    expect(within(itemFor('Form Entered')).getByRole('button', { name: 'Withdraw from Form Entered' })).toBeInTheDocument();
    expect(
      within(itemFor('Form Entered')).queryByRole('button', { name: /^(Enroll in|Join waitlist for) / }),
    ).not.toBeInTheDocument();
  });

  it('enrolls, then refreshes the list', async () => {
    let enrolled = false;
    const apiLog = serveApi({
      ...aPlayer,
      'GET /api/tournaments': () => ({
        body: pageOf([makeAvailableTournament({ id: 1, name: 'Open Upcoming', isEnrolled: enrolled })]),
      }),
      'POST /api/tournaments/1/enroll': () => {
        enrolled = true;
        return { status: 201, body: { message: 'Enrolled' } };
      },
    });
    const { user } = renderWithProviders(<AvailableTournamentsCard />);

    await user.click(await screen.findByRole('button', { name: /^Enroll in / }));

    expect(await screen.findByRole('button', { name: /^Withdraw from / })).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/tournaments/1/enroll')).toHaveLength(1);
  });

  it("shows 'Enrollment Failed' and 'Withdrawal Failed' with the server message", async () => {
    serveApi({
      ...aPlayer,
      'GET /api/tournaments': { body: pageOf(tournaments.slice(0, 2)) },
      'POST /api/tournaments/1/enroll': errorReply(409, 'Tournament is full'),
      'DELETE /api/tournaments/2/withdraw': errorReply(404, 'You are not enrolled'),
    });
    const { user } = renderWithProviders(<AvailableTournamentsCard />);

    await user.click(await screen.findByRole('button', { name: /^Enroll in / }));
    expect(await screen.findByText('Enrollment Failed')).toBeInTheDocument();
    expect(screen.getByText('Tournament is full')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Withdraw from / }));
    // Withdrawing gives the place away: it is confirmed first.
    const confirm = await screen.findByRole('alertdialog', { name: 'Withdraw from Tournament' });
    expect(confirm).toHaveTextContent('If players are waiting, the first in line takes it at once.');
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal Failed')).toBeInTheDocument();
    expect(screen.getByText('You are not enrolled')).toBeInTheDocument();
  });

  it('shows one page of tournaments with the total and fetches the next page on Next', async () => {
    const apiLog = serveApi({
      ...aPlayer,
      'GET /api/tournaments': (request) => {
        const page = Number(new URL(request.url, 'http://localhost').searchParams.get('page'));
        return { body: { items: [makeAvailableTournament({ id: page, name: `Cup ${page}` })], total: 12, page, pageSize: 10 } };
      },
    });
    const { user } = renderWithProviders(<AvailableTournamentsCard />);

    expect(await screen.findByText('1–10 of 12 tournaments')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Cup 2' })).toBeInTheDocument();
    expect(callsTo(apiLog, 'GET /api/tournaments').at(-1)?.url).toContain('page=2');
  });

  describe('the waitlist', () => {
    it('offers Join waitlist instead of Enroll on a full tournament, and the place in line with Leave waitlist when waiting', async () => {
      serveApi({
        ...aPlayer,
        'GET /api/tournaments': {
          body: pageOf([
            makeAvailableTournament({ id: 5, name: 'Packed Open', isFull: true, participantCount: 32 }),
            makeAvailableTournament({ id: 6, name: 'Queued Cup', isFull: true, waitlistPosition: 4 }),
            makeAvailableTournament({ id: 7, name: 'Mine Anyway', isFull: true, isEnrolled: true }),
          ]),
        },
      });
      renderWithProviders(<AvailableTournamentsCard />);
      await screen.findByRole('heading', { name: 'Packed Open' });

      const packed = within(itemFor('Packed Open'));
      expect(packed.getByRole('button', { name: /^Join waitlist for / })).toBeEnabled();
      expect(packed.queryByRole('button', { name: /^Enroll in / })).not.toBeInTheDocument();
      expect(packed.getByText('Full')).toBeInTheDocument();

      const queued = within(itemFor('Queued Cup'));
      expect(queued.getByText('Waitlist position 4')).toBeInTheDocument();
      expect(queued.getByRole('button', { name: /^Leave waitlist for / })).toBeEnabled();
      expect(queued.queryByRole('button', { name: /^Join waitlist for / })).not.toBeInTheDocument();

      expect(within(itemFor('Mine Anyway')).getByRole('button', { name: /^Withdraw from / })).toBeInTheDocument();
      expect(within(itemFor('Mine Anyway')).queryByRole('button', { name: /waitlist/ })).not.toBeInTheDocument();
    });

    it('joins, tells the place in line, then shows it on the card', async () => {
      let position: number | null = null;
      const apiLog = serveApi({
        ...aPlayer,
        'GET /api/tournaments': () => ({
          body: pageOf([makeAvailableTournament({ id: 5, name: 'Packed Open', isFull: true, waitlistPosition: position })]),
        }),
        'POST /api/tournaments/5/waitlist': () => {
          position = 2;
          return { status: 201, body: { position: 2 } };
        },
      });
      const { user } = renderWithProviders(<AvailableTournamentsCard />);

      await user.click(await screen.findByRole('button', { name: /^Join waitlist for / }));

      expect(await screen.findByText('Joined Waitlist')).toBeInTheDocument();
      expect(screen.getByText('Waitlist position 2 for Packed Open.')).toBeInTheDocument();
      expect(await within(itemFor('Packed Open')).findByText('Waitlist position 2')).toBeInTheDocument();
      expect(callsTo(apiLog, 'POST /api/tournaments/5/waitlist')).toHaveLength(1);
    });

    it('leaves the line (204), then offers Join waitlist again', async () => {
      let position: number | null = 1;
      const apiLog = serveApi({
        ...aPlayer,
        'GET /api/tournaments': () => ({
          body: pageOf([makeAvailableTournament({ id: 6, name: 'Queued Cup', isFull: true, waitlistPosition: position })]),
        }),
        'DELETE /api/tournaments/6/waitlist': () => {
          position = null;
          return { status: 204 };
        },
      });
      const { user } = renderWithProviders(<AvailableTournamentsCard />);

      await user.click(await screen.findByRole('button', { name: /^Leave waitlist for / }));

      expect(await screen.findByRole('button', { name: /^Join waitlist for / })).toBeInTheDocument();
      expect(screen.getByText('Left Waitlist')).toBeInTheDocument();
      expect(callsTo(apiLog, 'DELETE /api/tournaments/6/waitlist')).toHaveLength(1);
    });

    it("shows the server's reason when joining fails", async () => {
      serveApi({
        ...aPlayer,
        'GET /api/tournaments': { body: pageOf([makeAvailableTournament({ id: 5, isFull: true })]) },
        'POST /api/tournaments/5/waitlist': errorReply(409, 'This tournament still has places: enroll instead'),
      });
      const { user } = renderWithProviders(<AvailableTournamentsCard />);
      await user.click(await screen.findByRole('button', { name: /^Join waitlist for / }));
      expect(await screen.findByText('Joining Waitlist Failed')).toBeInTheDocument();
      expect(screen.getByText('This tournament still has places: enroll instead')).toBeInTheDocument();
    });

    it('refreshes after a full answer to Enroll, so the card then offers the waitlist', async () => {
      let full = false;
      serveApi({
        ...aPlayer,
        'GET /api/tournaments': () => ({ body: pageOf([makeAvailableTournament({ id: 1, name: 'Last Place', isFull: full })]) }),
        'POST /api/tournaments/1/enroll': () => {
          full = true;
          return errorReply(409, 'Tournament is full: all 32 places are taken');
        },
      });
      const { user } = renderWithProviders(<AvailableTournamentsCard />);
      await user.click(await screen.findByRole('button', { name: /^Enroll in / }));
      expect(await screen.findByRole('button', { name: /^Join waitlist for / })).toBeInTheDocument();
    });
  });

  it("starts with the player's own sports, then searches, widens to every sport and narrows to dates", async () => {
    const apiLog = serveApi({
      'GET /api/auth/me': { body: makeUser({ sports: ['tennis', 'pickleball'] }) },
      'GET /api/tournaments': { body: pageOf(tournaments.slice(0, 1)) },
    });
    const { user } = renderWithProviders(<AvailableTournamentsCard />);
    const lastQuery = () => new URL(callsTo(apiLog, 'GET /api/tournaments').at(-1)!.url, 'http://localhost').searchParams;

    await waitFor(() => expect(lastQuery().get('sport')).toBe('tennis,pickleball'));
    expect(screen.getByLabelText('Sport')).toHaveValue('mine');

    await user.type(screen.getByLabelText('Search tournaments'), 'Spring');
    await waitFor(() => expect(lastQuery().get('search')).toBe('Spring'));
    await user.selectOptions(screen.getByLabelText('Sport'), 'All sports');
    await waitFor(() => expect(lastQuery().has('sport')).toBe(false));
    await user.selectOptions(screen.getByLabelText('Sport'), 'Table Tennis');
    await waitFor(() => expect(lastQuery().get('sport')).toBe('table_tennis'));

    await user.type(screen.getByLabelText('From'), '2026-05-01');
    await user.type(screen.getByLabelText('To'), '2026-05-31');
    await waitFor(() => expect([lastQuery().get('from'), lastQuery().get('to')]).toEqual(['2026-05-01', '2026-05-31']));
    expect(lastQuery().get('page')).toBe('1');
  });

  it('offers every sport first to a player who named none, and says when nothing matches', async () => {
    const apiLog = serveApi({
      'GET /api/auth/me': { body: makeUser({ sports: [] }) },
      'GET /api/tournaments': { body: pageOf([]) },
    });
    const { user } = renderWithProviders(<AvailableTournamentsCard />);
    expect(await screen.findByText('No tournaments available right now.')).toBeInTheDocument();
    expect(screen.getByLabelText('Sport')).toHaveValue('all');
    expect(screen.queryByRole('option', { name: 'My sports' })).not.toBeInTheDocument();
    expect(new URL(callsTo(apiLog, 'GET /api/tournaments').at(-1)!.url, 'http://localhost').searchParams.has('sport')).toBe(
      false,
    );

    await user.type(screen.getByLabelText('Search tournaments'), 'Nothing');
    expect(await screen.findByText('No tournaments match these filters.')).toBeInTheDocument();
  });
});
