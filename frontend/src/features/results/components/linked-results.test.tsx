import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeViewedTournament } from '@/testing/fixtures';
import { serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { makeResult, pageOfResults } from '../testing/result-data';
import { LinkedResultsQueue } from './linked-results-queue';
import { MyResultsCard } from './my-results-card';
import { ResultsToConfirmCard } from './results-to-confirm-card';

/** Where the result e-mails' links lead (decisions.md "Languages and e-mail manners": to the item the reader acts on). */
describe('links to one result', { timeout: 20_000 }, () => {
  const awaiting = [makeResult({ id: 7 }), makeResult({ id: 8, playerName: 'Cid Court' })];

  it('marks the result to confirm that /log-results?result= names', async () => {
    serveApi({ 'GET /api/results/awaiting-me': { body: pageOfResults(awaiting) } });
    renderWithProviders(<ResultsToConfirmCard />, { route: '/log-results?result=8' });
    const named = (await screen.findByText('Logged by Cid Court')).closest('li')!;
    expect(named).toHaveAttribute('aria-current', 'true');
    expect(named).toHaveAttribute('id', 'result-8');
    expect(screen.getByText('Logged by Ana Court').closest('li')).not.toHaveAttribute('aria-current');
  });

  it("marks the player's own decided result the same way", async () => {
    serveApi({
      'GET /api/user/results': { body: pageOfResults([makeResult({ id: 7, status: 'approved' }), makeResult({ id: 9 })]) },
    });
    renderWithProviders(<MyResultsCard />, { route: '/log-results?result=7' });
    const region = await screen.findByRole('region', { name: 'My Results' });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual(['true', null]);
  });

  it("opens the organizer's queue of the tournament /tournaments-dashboard?results= names", async () => {
    serveApi({
      'GET /api/tournaments/12': { body: makeViewedTournament() },
      'GET /api/tournaments/12/results': { body: pageOfResults([makeResult()]) },
      'GET /api/tournaments/12/result-settings': { body: { approveAgreedResults: true } },
    });
    renderWithProviders(<LinkedResultsQueue />, { route: '/tournaments-dashboard?results=12' });
    const dialog = await screen.findByRole('dialog', { name: 'Results: Spring Open' });
    expect(await within(dialog).findByText(/League · 6-4 · Winner: Ana Court/)).toBeInTheDocument();
  });

  it('shows nothing without a link', async () => {
    const apiLog = serveApi({});
    const { container } = renderWithProviders(<LinkedResultsQueue />, { route: '/tournaments-dashboard' });
    expect(container.querySelector('section')).toBeNull();
    expect(apiLog.requests).toEqual([]);
  });
});
