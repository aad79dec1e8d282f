import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { makeHistoryEntry, makeResult, pageOfResults } from '../testing/result-data';
import { formatDateTime } from '@/lib/format';
import { MyResultsCard } from './my-results-card';

describe('MyResultsCard', { timeout: 20_000 }, () => {
  it("labels each result with the opponent's answer", async () => {
    serveApi({
      'GET /api/user/results': {
        body: pageOfResults([
          makeResult({ id: 1, opponentName: 'Awaiting Player' }),
          makeResult({ id: 2, opponentName: 'Confirming Player', confirmation: 'confirmed', status: 'approved' }),
          makeResult({ id: 3, opponentName: 'Disputing Player', confirmation: 'disputed', confirmationComment: 'Wrong score' }),
          makeResult({ id: 4, opponentName: 'Silent Player', confirmation: 'expired' }),
          makeResult({
            id: 5,
            opponentName: 'Organized Player',
            source: 'organizer',
            confirmation: 'not-needed',
            status: 'approved',
          }),
        ]),
      },
    });
    renderWithProviders(<MyResultsCard />);
    const region = await screen.findByRole('region', { name: 'My Results' });
    const row = async (opponent: string) => (await within(region).findByText(`vs ${opponent}`)).closest('li')!;
    expect(await row('Awaiting Player')).toHaveTextContent(
      `Awaiting opponent (until ${formatDateTime('2026-11-22T10:00:00.000Z')})`,
    );
    expect(await row('Confirming Player')).toHaveTextContent('Confirmed by opponent');
    expect(await row('Disputing Player')).toHaveTextContent('Disputed: "Wrong score"');
    expect(await row('Silent Player')).toHaveTextContent('No answer in 48 hours');
    expect(await row('Organized Player')).toHaveTextContent('Entered by organizer');
  });

  it('opens the history of one of them', async () => {
    serveApi({
      'GET /api/user/results': { body: pageOfResults([makeResult()]) },
      'GET /api/results/7/history': {
        body: [makeHistoryEntry(), makeHistoryEntry({ change: 'confirmed', actorId: 2, actorName: 'Ben Court', details: '' })],
      },
    });
    const { user } = renderWithProviders(<MyResultsCard />);
    const region = await screen.findByRole('region', { name: 'My Results' });
    await user.click(await within(region).findByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result History' });
    expect(dialog).toHaveTextContent('Ana Court vs Ben Court · Spring Open');
    const entries = await within(dialog).findAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]).getByText('Submitted')).toBeInTheDocument();
    expect(within(entries[0]).getByText('by Ana Court')).toBeInTheDocument();
    expect(within(entries[1]).getByText('Confirmed')).toBeInTheDocument();
    expect(within(entries[1]).getByText('by Ben Court')).toBeInTheDocument();
    expect(within(entries[1]).getByText(formatDateTime('2026-11-20T10:00:00.000Z'))).toBeInTheDocument();
  });
});
