import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, serveApi } from '@/testing/serve-api';
import { makeTournament, makeViewedTournament, pageOf } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { TournamentApprovalCard } from './tournament-approval-card';

const pending = makeTournament({ id: 4, name: 'Pending Cup', status: 'pending' });

describe('TournamentApprovalCard', () => {
  it("asks the server for pending tournaments only and lists them as 'Pending Review' with the total", async () => {
    const apiLog = serveApi({ 'GET /api/admin/tournaments': { body: pageOf([pending]) } });
    renderWithProviders(<TournamentApprovalCard />);

    expect(await screen.findByText('Pending Cup')).toBeInTheDocument();
    expect(screen.getByText('Pending Review')).toBeInTheDocument();
    expect(callsTo(apiLog, 'GET /api/admin/tournaments')[0].url).toContain('status=pending');
    expect(screen.getByText('1–1 of 1 tournaments')).toBeInTheDocument();
  });

  it('approves only after confirmation', async () => {
    const apiLog = serveApi({
      'GET /api/admin/tournaments': { body: pageOf([pending]) },
      'PATCH /api/admin/tournaments/4/approval': { body: makeViewedTournament({ ...pending, status: 'upcoming' }) },
    });
    const { user } = renderWithProviders(<TournamentApprovalCard />);

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(callsTo(apiLog, 'PATCH /api/admin/tournaments/4/approval')).toHaveLength(0);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Approve "Pending Cup"?');

    await user.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);

    expect(await screen.findByText('Tournament Approved')).toBeInTheDocument();
    expect(callsTo(apiLog, 'PATCH /api/admin/tournaments/4/approval')[0].body).toEqual({ status: 'approved' });
  });

  it("says 'Failed to update tournament status.' when the decision fails", async () => {
    serveApi({
      'GET /api/admin/tournaments': { body: pageOf([pending]) },
      'PATCH /api/admin/tournaments/4/approval': { status: 500, text: '' },
    });
    const { user } = renderWithProviders(<TournamentApprovalCard />);

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);

    expect(await screen.findByText('Failed to update tournament status.')).toBeInTheDocument();
  });
});
