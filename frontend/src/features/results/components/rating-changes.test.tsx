import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { makeResult, pageOfResults } from '../testing/result-data';
import { MyResultsCard } from './my-results-card';
import { ResultSummary } from './result-row';

/** Ana's win over Ben, approved: her rating went up, his down. */
const approved = makeResult({
  status: 'approved',
  confirmation: 'confirmed',
  confirmationDueAt: null,
  approvedAt: '2026-11-21T10:00:00.000Z',
  approvedBy: 3,
  playerRatingChange: { before: 1500, after: 1532 },
  opponentRatingChange: { before: 1561, after: 1529 },
});

describe('the rating change of an approved result', { timeout: 20_000 }, () => {
  it('shows the player old → new for both sides among their results, and nothing before it is rated', async () => {
    serveApi({
      'GET /api/user/results': {
        body: pageOfResults([approved, makeResult({ id: 8, opponentName: 'Cleo Court' })]),
      },
    });
    renderWithProviders(<MyResultsCard />);
    const region = await screen.findByRole('region', { name: 'My Results' });
    const rated = (await within(region).findByText('vs Ben Court')).closest('li')!;
    expect(within(rated).getByText('Your rating 1500 → 1532 (+32) · Ben Court 1561 → 1529 (−32)')).toBeInTheDocument();
    const pending = within(region).getByText('vs Cleo Court').closest('li')!;
    expect(pending).not.toHaveTextContent('→');
  });

  it('names both players for the organizer, and leaves out a side without a rating', () => {
    render(<ResultSummary result={approved} perspective="organizer" />);
    expect(screen.getByText('Ratings: Ana Court 1500 → 1532 (+32) · Ben Court 1561 → 1529 (−32)')).toBeInTheDocument();
    render(<ResultSummary result={{ ...approved, id: 9, opponentRatingChange: null }} perspective="player" />);
    expect(screen.getByText('Your rating 1500 → 1532 (+32)')).toBeInTheDocument();
  });
});
