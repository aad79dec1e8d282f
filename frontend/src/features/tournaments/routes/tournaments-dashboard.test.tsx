import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, errorReply, serveApi, never } from '@/testing/serve-api';
import { makeTournament, makeViewedTournament, myTournamentsPage } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { TournamentsDashboardRoute } from './tournaments-dashboard';

const mine = [
  makeTournament({ id: 1, name: 'Alpha Open', status: 'upcoming' }),
  makeTournament({ id: 2, name: 'Beta Cup', status: 'active' }),
  makeTournament({ id: 3, name: 'Gamma Classic', status: 'completed' }),
  makeTournament({ id: 4, name: 'Delta Draft', status: 'pending' }),
];

/** Alpha Open with this many players enrolled (the list's head count). */
const alphaWith = (participantCount: number) => makeTournament({ ...mine[0], participantCount });

const statValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('TournamentsDashboardRoute', () => {
  it('shows a loading text, then the empty state', async () => {
    serveApi({ 'GET /api/tournaments/my-tournaments': never });
    const { unmount } = renderWithProviders(<TournamentsDashboardRoute />);
    expect(screen.getByText('Loading tournaments...')).toBeInTheDocument();
    unmount();

    serveApi({ 'GET /api/tournaments/my-tournaments': { body: myTournamentsPage([]) } });
    renderWithProviders(<TournamentsDashboardRoute />);
    expect(await screen.findByText('No tournaments yet')).toBeInTheDocument();
  });

  it("says why the list failed to load: the server's message, else 'Failed to load tournaments.'", async () => {
    serveApi({ 'GET /api/tournaments/my-tournaments': errorReply(403, 'Organizers only') });
    const { unmount } = renderWithProviders(<TournamentsDashboardRoute />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Organizers only');
    unmount();

    serveApi({ 'GET /api/tournaments/my-tournaments': { status: 500, text: '' } });
    renderWithProviders(<TournamentsDashboardRoute />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tournaments.');
  });

  it('counts tournaments by status and lists them with their actions', async () => {
    serveApi({ 'GET /api/tournaments/my-tournaments': { body: myTournamentsPage(mine) } });
    renderWithProviders(<TournamentsDashboardRoute />);
    await screen.findByText('Alpha Open');

    expect(statValue('Total')).toHaveTextContent('4');
    expect(statValue('Upcoming')).toHaveTextContent('1');
    expect(statValue('Active')).toHaveTextContent('1');
    expect(statValue('Completed')).toHaveTextContent('1');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Tournament Name', 'Code', 'Sport', 'Venue', 'Divisions', 'Status', 'Created', 'Actions']);

    const alphaRow = screen.getByText('Alpha Open').closest('tr') as HTMLElement;
    expect(within(alphaRow).getByRole('link', { name: 'Manage fixtures of Alpha Open' })).toHaveAttribute(
      'href',
      '/tournament-fixtures-manager?tournamentId=1',
    );
    expect(within(alphaRow).getByRole('link', { name: 'Public page of Alpha Open' })).toHaveAttribute(
      'href',
      '/tournament-fixtures/1',
    );
    expect(within(alphaRow).getByText(`${window.location.origin}/register-tournament?tournamentId=1`)).toBeInTheDocument();
    expect(within(alphaRow).getByRole('button', { name: 'Edit' })).toBeEnabled();
    const betaRow = screen.getByText('Beta Cup').closest('tr') as HTMLElement;
    expect(within(betaRow).getByRole('button', { name: 'Edit' })).toBeDisabled();
  });

  it("blocks deleting a tournament players have entered, from the list's one count of entries", async () => {
    const apiLog = serveApi({
      'GET /api/tournaments/my-tournaments': { body: myTournamentsPage([alphaWith(1)]) },
    });
    const { user } = renderWithProviders(<TournamentsDashboardRoute />);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(/1 player has an entry \(by the form or Enroll\)/)).toBeInTheDocument();
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(callsTo(apiLog, 'DELETE /api/tournaments/1')).toHaveLength(0);
    // The count came with the list: nobody's participants were read for it.
    expect(apiLog.requests.filter(({ url }) => url.includes('/participants'))).toHaveLength(0);
  });

  it('says how many players block it', async () => {
    serveApi({ 'GET /api/tournaments/my-tournaments': { body: myTournamentsPage([alphaWith(1000)]) } });
    const { user } = renderWithProviders(<TournamentsDashboardRoute />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/1000 players have an entry/)).toBeInTheDocument();
  });

  it('deletes a tournament nobody is enrolled in after confirmation', async () => {
    const apiLog = serveApi({
      'GET /api/tournaments/my-tournaments': { body: myTournamentsPage([alphaWith(0)]) },
      'DELETE /api/tournaments/1': { body: { message: 'Deleted' } },
    });
    const { user } = renderWithProviders(<TournamentsDashboardRoute />);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText('Tournament Deleted')).toBeInTheDocument();
    expect(callsTo(apiLog, 'DELETE /api/tournaments/1')).toHaveLength(1);
  });

  it("shows the server's refusal when someone enrolled after the list was read", async () => {
    serveApi({
      'GET /api/tournaments/my-tournaments': { body: myTournamentsPage([alphaWith(0)]) },
      'DELETE /api/tournaments/1': errorReply(409, 'This tournament has 1 enrolled player and cannot be deleted'),
    });
    const { user } = renderWithProviders(<TournamentsDashboardRoute />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This tournament has 1 enrolled player and cannot be deleted')).toBeInTheDocument();
  });

  it('edits an upcoming tournament through the dialog', async () => {
    const apiLog = serveApi({
      'GET /api/tournaments/my-tournaments': { body: myTournamentsPage(mine.slice(0, 1)) },
      'GET /api/tournaments/1': { body: makeViewedTournament(mine[0]) },
      'PATCH /api/tournaments/1': { body: makeViewedTournament({ ...mine[0], venue: 'New Venue Hall' }) },
    });
    const { user } = renderWithProviders(<TournamentsDashboardRoute />);

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const venue = await screen.findByLabelText('Venue');
    expect(venue).toHaveValue('City Racquet Club');
    await user.clear(venue);
    await user.type(venue, 'New Venue Hall');
    // The saved zone, not the organizer's browser's.
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/London');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Tournament Updated')).toBeInTheDocument();
    expect(callsTo(apiLog, 'PATCH /api/tournaments/1')[0].body).toMatchObject({
      venue: 'New Venue Hall',
      divisions: 3,
      timeZone: 'Asia/Tokyo',
    });
  });
});
