import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MESSAGES } from '@rallypoint/shared';
import { callsTo, errorReply, serveApi } from '@/testing/serve-api';
import { makeTournament, myTournamentsPage } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { expectNoAxeViolations } from '@/testing/axe';
import { TournamentAnnouncementsRoute } from './tournament-announcements';

const mine = [
  makeTournament({ id: 21, name: 'Alpha Open', status: 'upcoming' }),
  makeTournament({ id: 22, name: 'Draft Cup', status: 'pending' }),
];
const itemOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('TournamentAnnouncementsRoute', () => {
  it('offers each approved tournament a Post Announcement and its public page; a pending one only the page', async () => {
    serveApi({ 'GET /api/tournaments/my-tournaments': { body: myTournamentsPage(mine) } });
    renderWithProviders(<TournamentAnnouncementsRoute />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Post Announcements' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Alpha Open' });
    expect(
      await within(itemOf('Alpha Open')).findByRole('button', { name: 'Post Announcement to Alpha Open' }),
    ).toBeInTheDocument();
    // The one count of entries, made by the form or by Enroll.
    expect(itemOf('Alpha Open')).toHaveTextContent('City Racquet Club · 4 players');
    expect(within(itemOf('Draft Cup')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(itemOf('Draft Cup')).getByRole('link', { name: 'Public page of Draft Cup' })).toHaveAttribute(
      'href',
      '/tournament-fixtures/22',
    );
  });

  it("passes axe, label-in-name included: each action's name starts with the words it shows", async () => {
    serveApi({ 'GET /api/tournaments/my-tournaments': { body: myTournamentsPage(mine) } });
    const { container, user } = renderWithProviders(<TournamentAnnouncementsRoute />);
    await screen.findByRole('heading', { name: 'Alpha Open' });
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Post Announcement to Alpha Open' }));
    await screen.findByRole('dialog', { name: 'Announcement for Alpha Open' });
    await expectNoAxeViolations(document.body);
  });

  it('checks the fields, posts the announcement and says how many players it reached', async () => {
    const apiLog = serveApi({
      'GET /api/tournaments/my-tournaments': { body: myTournamentsPage(mine) },
      'POST /api/tournaments/21/announcements': { status: 201, body: { message: 'Announcement posted', id: 4, recipients: 3 } },
    });
    const { user } = renderWithProviders(<TournamentAnnouncementsRoute />);
    await user.click(await screen.findByRole('button', { name: 'Post Announcement to Alpha Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Announcement for Alpha Open' });

    await user.click(within(dialog).getByRole('button', { name: 'Post Announcement' }));
    expect(await within(dialog).findByText(ANNOUNCEMENT_MESSAGES.title)).toBeInTheDocument();
    expect(within(dialog).getByText(ANNOUNCEMENT_MESSAGES.message)).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/tournaments/21/announcements')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Title'), 'Courts moved');
    await user.type(within(dialog).getByLabelText('Message'), 'Play starts on courts 5-8.');
    await user.click(within(dialog).getByRole('button', { name: 'Post Announcement' }));

    expect(await screen.findByText('E-mailed to 3 players of Alpha Open.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/tournaments/21/announcements')[0].body).toEqual({
      title: 'Courts moved',
      message: 'Play starts on courts 5-8.',
    });
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    serveApi({
      'GET /api/tournaments/my-tournaments': { body: myTournamentsPage(mine) },
      'POST /api/tournaments/21/announcements': errorReply(409, 'Announcements can be posted once the tournament is approved'),
    });
    const { user } = renderWithProviders(<TournamentAnnouncementsRoute />);
    await user.click(await screen.findByRole('button', { name: 'Post Announcement to Alpha Open' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Title'), 'Hello');
    await user.type(within(dialog).getByLabelText('Message'), 'World');
    await user.click(within(dialog).getByRole('button', { name: 'Post Announcement' }));

    expect(await screen.findByText('Announcements can be posted once the tournament is approved')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Hello');
  });
});
