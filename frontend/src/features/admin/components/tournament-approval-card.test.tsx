import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockFetch } from '@/testing/mock-fetch';
import { makeTournament } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { TournamentApprovalCard } from './tournament-approval-card';

const pending = makeTournament({ id: 4, name: 'Pending Cup', status: 'pending' });

describe('TournamentApprovalCard', () => {
  it("lists only pending tournaments as 'Pending Review'", async () => {
    mockFetch({ 'GET /api/admin/tournaments': { body: [pending, makeTournament({ id: 5, name: 'Approved Cup' })] } });
    renderWithProviders(<TournamentApprovalCard />);

    expect(await screen.findByText('Pending Cup')).toBeInTheDocument();
    expect(screen.getByText('Pending Review')).toBeInTheDocument();
    expect(screen.queryByText('Approved Cup')).not.toBeInTheDocument();
  });

  it('approves only after confirmation', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/tournaments': { body: [pending] },
      'PATCH /api/admin/tournaments/4/approval': { body: { ...pending, status: 'upcoming' } },
    });
    const { user } = renderWithProviders(<TournamentApprovalCard />);

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(callsTo(fetchMock, 'PATCH /api/admin/tournaments/4/approval')).toHaveLength(0);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Approve "Pending Cup"?');

    await user.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);

    expect(await screen.findByText('Tournament Approved')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /api/admin/tournaments/4/approval')[0].body).toEqual({ status: 'approved' });
  });

  it("says 'Failed to update tournament status.' when the decision fails", async () => {
    mockFetch({
      'GET /api/admin/tournaments': { body: [pending] },
      'PATCH /api/admin/tournaments/4/approval': { status: 500, text: '' },
    });
    const { user } = renderWithProviders(<TournamentApprovalCard />);

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);

    expect(await screen.findByText('Failed to update tournament status.')).toBeInTheDocument();
  });
});
