import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Match, MatchPage } from '@rallypoint/shared';
import { callsTo, serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { MatchInvitationsCard } from './match-invitations-card';

const invitation = (overrides: Partial<Match> = {}): Match => ({
  id: 5,
  title: 'Free play: Tennis',
  matchType: 'free_play',
  sport: 'tennis',
  tournamentId: null,
  proposedDate: '2099-03-01',
  proposedTime: '10:00',
  duration: 90,
  venue: 'Riverside',
  message: 'Bring balls',
  status: 'scheduled',
  response: 'pending',
  respondedAt: null,
  createdAt: '2099-01-01T10:00:00.000Z',
  proposer: { id: 2, firstName: 'Ann', lastName: 'Ace', username: 'ann' },
  opponent: { id: 1, firstName: 'Bea', lastName: 'Baseline', username: 'bea' },
  direction: 'received',
  ...overrides,
});
const page = (items: Match[]): MatchPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
  awaitingAnswerCount: items.filter((item) => item.response === 'pending').length,
});

describe('MatchInvitationsCard', () => {
  it('shows its empty state when nobody invited the player', async () => {
    serveApi({ 'GET /api/matches': { body: page([]) } });
    renderWithProviders(<MatchInvitationsCard />);
    expect(await screen.findByText('No match invitations yet')).toBeInTheDocument();
  });

  it('accepts an invitation and shows the answer once the list refreshes', async () => {
    let response: Match['response'] = 'pending';
    const apiLog = serveApi({
      'GET /api/matches': () => ({ body: page([invitation({ response })]) }),
      'PATCH /api/matches/5/response': ({ body }) => {
        response = (body as { response: Match['response'] }).response;
        return { body: { message: 'Match invitation accepted' } };
      },
    });
    const { user } = renderWithProviders(<MatchInvitationsCard />);
    expect(await screen.findByText('From Ann Ace · Tennis')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(callsTo(apiLog, 'PATCH /api/matches/5/response')[0].body).toEqual({ response: 'accepted' });
    expect(callsTo(apiLog, 'GET /api/matches')[0].url).toContain('side=received');
  });
});
