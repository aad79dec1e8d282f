import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PendingResultCounts } from '@rallypoint/shared';
import { callsTo, serveApi } from '@/testing/serve-api';
import { makeTournament, myTournamentsPage, pageOf } from '@/testing/fixtures';
import { makeUser, renderApp } from '@/testing/render';

/** The organizer notices results awaiting approval where they manage tournaments (composed from the results feature). */
describe("an organizer's results awaiting approval", { timeout: 20_000 }, () => {
  const organizerWith = (counts: PendingResultCounts) =>
    serveApi({
      'GET /api/auth/me': { body: makeUser({ role: 'organizer', userType: 'organizer' }) },
      'GET /api/tournaments/my-tournaments': {
        body: myTournamentsPage([makeTournament({ id: 21, name: 'Alpha Open' }), makeTournament({ id: 22, name: 'Beta Cup' })]),
      },
      'GET /api/notifications/registrations': { body: pageOf([], { unread: 0, tournaments: [] }) },
      'GET /api/results/pending-counts': { body: counts },
    });
  const idsAsked = (apiLog: ReturnType<typeof serveApi>) =>
    callsTo(apiLog, 'GET /api/results/pending-counts').map((call) =>
      new URL(call.url, 'http://x').searchParams.get('tournamentIds'),
    );

  it('/tournaments-dashboard: a notice over all tournaments, and the count on the Results button of the row', async () => {
    const apiLog = organizerWith({ total: 3, tournaments: 2, items: [{ tournamentId: 22, pending: 2 }] });
    renderApp('/tournaments-dashboard');

    const notice = await screen.findByRole('region', { name: 'Results awaiting approval' });
    expect(notice).toHaveTextContent('3 results in 2 tournaments are waiting for your decision.');
    const beta = (await screen.findByText('Beta Cup')).closest('tr') as HTMLElement;
    expect(await within(beta).findByRole('button', { name: 'Results 2 awaiting approval' })).toBeInTheDocument();
    const alpha = screen.getByText('Alpha Open').closest('tr') as HTMLElement;
    expect(within(alpha).getByRole('button', { name: 'Results' })).toBeInTheDocument();
    // One request for the rows (with every id shown) and one for the notice's totals: never one per row.
    expect(idsAsked(apiLog).sort()).toEqual(['', '21,22']);
  });

  it('the dashboard: the notice leads to the tournaments dashboard, and My Tournaments shows the count', async () => {
    organizerWith({ total: 1, tournaments: 1, items: [{ tournamentId: 21, pending: 1 }] });
    renderApp('/dashboard');

    const notice = await screen.findByRole('region', { name: 'Results awaiting approval' });
    expect(notice).toHaveTextContent('1 result in 1 tournament is waiting for your decision.');
    expect(within(notice).getByRole('link', { name: 'Review Results' })).toHaveAttribute('href', '/tournaments-dashboard');
    const alpha = (await screen.findByText('Alpha Open')).closest('li') as HTMLElement;
    expect(await within(alpha).findByRole('button', { name: 'Results 1 awaiting approval' })).toBeInTheDocument();
  });

  it('shows neither when nothing waits', async () => {
    organizerWith({ total: 0, tournaments: 0, items: [] });
    renderApp('/tournaments-dashboard');

    const beta = (await screen.findByText('Beta Cup')).closest('tr') as HTMLElement;
    expect(await within(beta).findByRole('button', { name: 'Results' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Results awaiting approval' })).toBeNull();
  });
});
