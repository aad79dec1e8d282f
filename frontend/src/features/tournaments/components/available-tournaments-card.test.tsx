import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonError, mockFetch } from '@/testing/mock-fetch';
import { makeAvailableTournament, pageOf } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { AvailableTournamentsCard } from './available-tournaments-card';

const tournaments = [
  makeAvailableTournament({ id: 1, name: 'Open Upcoming', status: 'upcoming', isEnrolled: false }),
  makeAvailableTournament({ id: 2, name: 'Joined Upcoming', status: 'upcoming', isEnrolled: true }),
  makeAvailableTournament({ id: 3, name: 'Running Now', status: 'active', isEnrolled: true }),
  makeAvailableTournament({ id: 4, name: 'All Done', status: 'completed' }),
];

const itemFor = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('AvailableTournamentsCard', () => {
  it('shows Enroll, Enrolled + Withdraw, or View Details by status', async () => {
    mockFetch({ 'GET /api/tournaments': { body: pageOf(tournaments) } });
    renderWithProviders(<AvailableTournamentsCard />);
    await screen.findByRole('heading', { name: 'Open Upcoming' });

    expect(within(itemFor('Open Upcoming')).getByRole('button', { name: 'Enroll' })).toBeEnabled();
    expect(within(itemFor('Joined Upcoming')).getByRole('button', { name: 'Withdraw' })).toBeEnabled();
    expect(within(itemFor('Joined Upcoming')).getByText('Enrolled')).toBeInTheDocument();
    expect(within(itemFor('Running Now')).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/register-tournament?tournamentId=3',
    );
    expect(within(itemFor('Running Now')).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(within(itemFor('All Done')).getByRole('link', { name: 'View Details' })).toBeInTheDocument();
  });

  it('enrolls, then refreshes the list', async () => {
    let enrolled = false;
    const fetchMock = mockFetch({
      'GET /api/tournaments': () => ({ body: pageOf([makeAvailableTournament({ id: 1, name: 'Open Upcoming', isEnrolled: enrolled })]) }),
      'POST /api/tournaments/1/enroll': () => {
        enrolled = true;
        return { status: 201, body: { message: 'Enrolled' } };
      },
    });
    const { user } = renderWithProviders(<AvailableTournamentsCard />);

    await user.click(await screen.findByRole('button', { name: 'Enroll' }));

    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/tournaments/1/enroll')).toHaveLength(1);
  });

  it("shows 'Enrollment Failed' and 'Withdrawal Failed' with the server message", async () => {
    mockFetch({
      'GET /api/tournaments': { body: pageOf(tournaments.slice(0, 2)) },
      'POST /api/tournaments/1/enroll': jsonError(409, 'Tournament is full'),
      'DELETE /api/tournaments/2/withdraw': jsonError(404, 'You are not enrolled'),
    });
    const { user } = renderWithProviders(<AvailableTournamentsCard />);

    await user.click(await screen.findByRole('button', { name: 'Enroll' }));
    expect(await screen.findByText('Enrollment Failed')).toBeInTheDocument();
    expect(screen.getByText('Tournament is full')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal Failed')).toBeInTheDocument();
    expect(screen.getByText('You are not enrolled')).toBeInTheDocument();
  });

  it('shows one page of tournaments with the total and fetches the next page on Next', async () => {
    const fetchMock = mockFetch({
      'GET /api/tournaments': (request) => {
        const page = Number(new URL(request.url, 'http://localhost').searchParams.get('page'));
        return { body: { items: [makeAvailableTournament({ id: page, name: `Cup ${page}` })], total: 12, page, pageSize: 10 } };
      },
    });
    const { user } = renderWithProviders(<AvailableTournamentsCard />);

    expect(await screen.findByText('1–10 of 12 tournaments')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Cup 2' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/tournaments').at(-1)?.url).toContain('page=2');
  });
});
