import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PendingResultCounts } from '@rallypoint/shared';
import { callsTo, serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { makeResult } from '../testing/result-data';
import { PendingResultsNotice } from './pending-results-notice';
import { ResultsQueueDialog } from './results-queue-dialog';
import { ReviewResultsButton } from './review-results-button';

const counts = (total: number, tournaments: number, items: PendingResultCounts['items'] = []): { body: PendingResultCounts } => ({
  body: { total, tournaments, items },
});
const pendingResult = makeResult();

describe('results awaiting approval (the in-app side of ResultSubmitted)', { timeout: 20_000 }, () => {
  it('highlights the Results button with the count, and leaves it plain when none wait', () => {
    serveApi();
    renderWithProviders(
      <>
        <ResultsQueueDialog tournament={{ id: 12, name: 'Spring Open' }} pending={2} />
        <ResultsQueueDialog tournament={{ id: 13, name: 'Fall Cup' }} pending={0} />
      </>,
    );
    const waiting = screen.getByRole('button', { name: 'Results 2 awaiting approval' });
    expect(waiting).toHaveAttribute('title', '2 results awaiting approval');
    expect(waiting.className).toContain('amber');
    expect(screen.getByRole('button', { name: 'Results' }).className).not.toContain('amber');
  });

  it('asks once for every row shown, puts each count on its row, and refreshes it after a decision', async () => {
    let left = 2;
    const apiLog = serveApi({
      'GET /api/results/pending-counts': () => counts(left, 1, [{ tournamentId: 12, pending: left }]),
      'GET /api/tournaments/12/results': { body: { items: [pendingResult], total: 1, page: 1, pageSize: 10 } },
      'GET /api/tournaments/12/result-settings': { body: { approveAgreedResults: true } },
      'PATCH /api/results/7/approval': () => {
        left = 1;
        return { body: { ...pendingResult, status: 'approved' } };
      },
    });
    const shown = [
      { id: 14, name: 'Winter Classic' },
      { id: 12, name: 'Spring Open' },
      { id: 13, name: 'Fall Cup' },
    ];
    const { user } = renderWithProviders(
      <ul>
        {shown.map((tournament) => (
          <li key={tournament.id} aria-label={tournament.name}>
            <ReviewResultsButton tournament={tournament} shownIds={shown.map((t) => t.id)} />
          </li>
        ))}
      </ul>,
    );

    const spring = screen.getByRole('listitem', { name: 'Spring Open' });
    await within(spring).findByRole('button', { name: 'Results 2 awaiting approval' });
    expect(
      within(screen.getByRole('listitem', { name: 'Fall Cup' })).getByRole('button', { name: 'Results' }),
    ).toBeInTheDocument();
    const asked = callsTo(apiLog, 'GET /api/results/pending-counts');
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0].url, 'http://x').searchParams.get('tournamentIds')).toBe('12,13,14');

    await user.click(within(spring).getByRole('button', { name: /^Results/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Results: Spring Open' });
    await user.click(await within(dialog).findByRole('button', { name: 'Approve' }));
    await screen.findByText('Result Approved');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(spring).getByRole('button', { name: 'Results 1 awaiting approval' })).toBeInTheDocument());
  });

  it('tells the organizer how many results wait over all of their tournaments, with a way to review them', async () => {
    const apiLog = serveApi({ 'GET /api/results/pending-counts': counts(3, 2) });
    renderWithProviders(<PendingResultsNotice reviewLink />);

    const notice = await screen.findByRole('region', { name: 'Results awaiting approval' });
    expect(notice).toHaveTextContent('Results awaiting approval: 3 results in 2 tournaments are waiting for your decision.');
    expect(within(notice).getByRole('link', { name: 'Review Results' })).toHaveAttribute('href', '/tournaments-dashboard');
    expect(new URL(callsTo(apiLog, 'GET /api/results/pending-counts')[0].url, 'http://x').searchParams.get('tournamentIds')).toBe(
      '',
    );
  });

  it('says nothing when no result waits', async () => {
    const apiLog = serveApi({ 'GET /api/results/pending-counts': counts(0, 0) });
    renderWithProviders(<PendingResultsNotice />);
    await waitFor(() => expect(callsTo(apiLog, 'GET /api/results/pending-counts')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Results awaiting approval' })).toBeNull();
  });
});
