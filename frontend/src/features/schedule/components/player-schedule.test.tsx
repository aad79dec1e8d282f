import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyScheduledMatch } from '@rallypoint/shared';
import { callsTo, errorReply, serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { orderOfPlay, placed } from '../testing-data';
import { CalendarFeedCard } from './calendar-feed-card';
import { MyMatchesCard } from './my-matches-card';
import { PublicOrderOfPlay } from './public-order-of-play';

const match: MyScheduledMatch = {
  tournamentId: 7,
  tournamentName: 'Summer Open',
  matchId: '1-league-1-1',
  court: 'Centre',
  start: '2099-06-06T09:00:00+01:00',
  end: '2099-06-06T10:00:00+01:00',
  timeZone: 'Europe/London',
  matchType: 'league',
  division: 'Division 1',
  opponent: 'Bo Baseline',
};

describe('a player’s schedule', () => {
  it('shows the next match with opponent, court, time in the tournament zone and a link to the tournament', async () => {
    serveApi({ 'GET /api/me/matches': { body: { items: [match], total: 1, page: 1, pageSize: 5 } } });
    renderWithProviders(<MyMatchesCard />);
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Next match');
    expect(item).toHaveTextContent('Sat 6 Jun, 09:00 · Centre');
    expect(item).toHaveTextContent('League v Bo Baseline');
    expect(within(item).getByRole('link', { name: 'Summer Open' })).toHaveAttribute('href', '/tournament-fixtures/7');
  });

  it('says so when nothing is scheduled', async () => {
    serveApi({ 'GET /api/me/matches': { body: { items: [], total: 0, page: 1, pageSize: 5 } } });
    renderWithProviders(<MyMatchesCard />);
    expect(await screen.findByText('No scheduled matches yet.')).toBeInTheDocument();
  });

  it('marks the reader’s own match on the public order of play and links its calendar; shows nothing before publication', async () => {
    serveApi({
      'GET /api/tournaments/7/schedule': {
        body: orderOfPlay({
          view: 'published',
          calendarPath: '/api/tournaments/7/schedule.ics',
          matches: [placed({ mine: true }), placed({ matchId: 'x', court: 'Court 2', side1: 'Cy', side2: 'Di' })],
        }),
      },
    });
    renderWithProviders(<PublicOrderOfPlay tournamentId="7" />);
    expect(await screen.findByText('Your match')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'href',
      '/api/tournaments/7/schedule.ics',
    );

    const apiLog = serveApi({
      'GET /api/tournaments/8/schedule': errorReply(404, 'The order of play has not been published yet'),
    });
    renderWithProviders(<PublicOrderOfPlay tournamentId="8" />);
    await waitFor(() => expect(callsTo(apiLog, 'GET /api/tournaments/8/schedule')).toHaveLength(1));
    await waitFor(() => expect(screen.queryAllByRole('heading', { name: 'Order of play' })).toHaveLength(1));
  });

  it('creates the private calendar address and shows it this once, then offers to copy or renew it', async () => {
    let status = { active: false, createdAt: null as string | null };
    const url = 'http://localhost/api/calendar/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.ics';
    const apiLog = serveApi({
      'GET /api/me/calendar': () => ({ body: status }),
      'POST /api/me/calendar': () => {
        status = { active: true, createdAt: '2026-11-20T08:15:30.000Z' };
        return { body: { url } };
      },
    });
    const { user } = renderWithProviders(<CalendarFeedCard />);
    await user.click(await screen.findByRole('button', { name: 'Create calendar address' }));
    expect(await screen.findByLabelText('Private address (keep it secret)')).toHaveValue(url);
    expect(screen.getByText(/shown only this once/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download calendar' })).toHaveAttribute('href', url);
    expect(screen.getByRole('button', { name: 'Renew address' })).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/me/calendar')).toHaveLength(1);
  });

  it('says an address exists on a later visit, without showing it, and renews it to show a new one', async () => {
    const renewed = 'http://localhost/api/calendar/GFEDCBA9876543210zyxwvutsrqponmlkjihgfedcba.ics';
    const apiLog = serveApi({
      'GET /api/me/calendar': { body: { active: true, createdAt: '2026-11-20T08:15:30.000Z' } },
      'POST /api/me/calendar': { body: { url: renewed } },
    });
    const { user } = renderWithProviders(<CalendarFeedCard />);
    expect(await screen.findByText(/You have a private calendar address, made on/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Private address (keep it secret)')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create calendar address' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Renew address' }));
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    expect(await screen.findByLabelText('Private address (keep it secret)')).toHaveValue(renewed);
    expect(callsTo(apiLog, 'POST /api/me/calendar')).toHaveLength(1);
  });
});
