import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, serveApi } from '@/testing/serve-api';
import { makeUser, renderWithProviders } from '@/testing/render';
import { makeResult, pageOfResults } from '../testing/result-data';
import { ResultsToConfirmCard } from './results-to-confirm-card';

/** Result 31 names Ben (id 2) as the opponent; the page of results to confirm shown holds another one. */
const other = makeResult({ id: 8, opponentId: 2, playerName: 'Cleo Court' });
const linked = makeResult({ id: 31, opponentId: 2, playerName: 'Ana Court' });

function serve(result = linked) {
  return serveApi({
    'GET /api/auth/me': { body: makeUser({ id: 2 }) },
    'GET /api/results/awaiting-me': { body: pageOfResults([other]) },
    'GET /api/results/31': { body: result },
  });
}

describe('LinkedResultToConfirm', { timeout: 20_000 }, () => {
  it('asks for a linked result the page does not hold, and offers its Confirm and Dispute first', async () => {
    serve();
    renderWithProviders(<ResultsToConfirmCard />, { route: '/log-results?result=31' });
    const item = (await screen.findByText('Logged by Ana Court')).closest('li')!;
    expect(item).toHaveAttribute('aria-current', 'true');
    expect(within(item).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Dispute' })).toBeInTheDocument();
    expect(screen.getByText('Logged by Cleo Court')).toBeInTheDocument();
  });

  it('says why a linked result no longer awaits the answer', async () => {
    serve({ ...linked, confirmation: 'confirmed' });
    renderWithProviders(<ResultsToConfirmCard />, { route: '/log-results?result=31' });
    expect(await screen.findByText('You confirmed this result.')).toBeInTheDocument();
    expect(screen.queryByText('Logged by Ana Court')).not.toBeInTheDocument();
  });

  it('asks for nothing when the page holds the linked result', async () => {
    const apiLog = serve();
    renderWithProviders(<ResultsToConfirmCard />, { route: '/log-results?result=8' });
    expect(await screen.findByText('Logged by Cleo Court')).toBeInTheDocument();
    expect(callsTo(apiLog, 'GET /api/results/31')).toHaveLength(0);
  });
});
