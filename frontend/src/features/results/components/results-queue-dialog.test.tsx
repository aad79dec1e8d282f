import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MatchResultView } from '@rallypoint/shared';
import { callsTo, mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { ResultsQueueDialog } from './results-queue-dialog';

const result = (id: number, status: MatchResultView['status']): MatchResultView => ({
  id,
  tournamentId: 12,
  tournamentName: 'Spring Open',
  playerId: 1,
  playerName: 'Ana Court',
  opponentName: 'Ben Court',
  matchType: 'league',
  sets: [{ playerGames: 6, opponentGames: 4 }],
  winner: 'player',
  notes: null,
  status,
  submittedAt: '2026-11-20T10:00:00.000Z',
  approvedAt: null,
  approvedBy: null,
  fixtureMatchId: null,
  outcome: 'completed',
});

describe('ResultsQueueDialog', { timeout: 20_000 }, () => {
  it('lists the results, pending ones with Approve and Reject, and approves one', async () => {
    const fetchMock = mockFetch({
      'GET /api/tournaments/12/results': { body: { items: [result(7, 'pending'), result(6, 'rejected')], total: 2, page: 1, pageSize: 10 } },
      'PATCH /api/results/7/approval': { body: { ...result(7, 'approved') } },
    });
    const { user } = renderWithProviders(<ResultsQueueDialog tournament={{ id: 12, name: 'Spring Open' }} />);
    await user.click(screen.getByRole('button', { name: 'Results' }));
    const dialog = await screen.findByRole('dialog', { name: 'Results: Spring Open' });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/League · 6-4 · Winner: Ana Court/)).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button', { name: 'Approve' })).toBeNull();

    await user.click(within(rows[0]).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Result Approved')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /api/results/7/approval')[0].body).toEqual({ status: 'approved' });
  });
});
