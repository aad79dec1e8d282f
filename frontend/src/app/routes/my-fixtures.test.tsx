import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@/testing/serve-api';
import { makeTournament, myTournamentsPage, pageOf } from '@/testing/fixtures';
import { makeUser, renderApp } from '@/testing/render';

describe('/fixtures, where the Define Fixtures card leads', { timeout: 20_000 }, () => {
  const organizer = (tournaments: ReturnType<typeof makeTournament>[]) =>
    serveApi({
      'GET /api/auth/me': { body: makeUser({ id: 5, role: 'organizer', userType: 'organizer' }) },
      'GET /api/tournaments/my-tournaments': { body: myTournamentsPage(tournaments) },
      'GET /api/notifications/registrations': { body: pageOf([], { unread: 0, tournaments: [] }) },
      'GET /api/results/pending-counts': { body: { total: 0, tournaments: 0, items: [] } },
    });

  it('is reached from the dashboard card and lists each own tournament with its manager and public page', async () => {
    organizer([makeTournament({ id: 21, name: 'Alpha Open' }), makeTournament({ id: 22, name: 'Beta Cup' })]);
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Define Fixtures' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Fixtures and Order of Play' })).toBeInTheDocument();
    const beta = (await screen.findByRole('heading', { name: 'Beta Cup' })).closest('li') as HTMLElement;
    expect(within(beta).getByRole('link', { name: 'Manage fixtures of Beta Cup' })).toHaveAttribute(
      'href',
      '/tournament-fixtures-manager?tournamentId=22',
    );
    expect(within(beta).getByRole('link', { name: 'Public page of Beta Cup' })).toHaveAttribute(
      'href',
      '/tournament-fixtures/22',
    );
    expect(screen.getByRole('link', { name: '← Back to Dashboard' })).toHaveAttribute('href', '/');
  });

  it('sends an organizer without tournaments to create one', async () => {
    organizer([]);
    renderApp('/fixtures');
    expect(await screen.findByText('No tournaments yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Tournament' })).toHaveAttribute('href', '/create-tournament');
  });
});
