import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, errorReply, serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { makeViewedTournament } from '@/testing/fixtures';
import { orderOfPlay, placed, settingsView, unplaced } from '../testing-data';
import { OrderOfPlayManager } from './order-of-play-manager';

const tournament = { body: makeViewedTournament({ id: 7, startDate: '2099-06-06', endDate: '2099-06-07' }) };

describe('OrderOfPlayManager', () => {
  it('lays the draft out by court and time, lists unplaced matches with why, and keeps a refused move open with the clash', async () => {
    const apiLog = serveApi({
      'GET /api/tournaments/7': tournament,
      'GET /api/tournaments/7/schedule-settings': { body: settingsView() },
      'GET /api/tournaments/7/schedule': {
        body: orderOfPlay({
          matches: [
            placed(),
            placed({
              matchId: '1-league-1-2',
              court: 'Court 2',
              side1: 'Cy Chip',
              side2: 'Di Drop',
              locked: true,
              changed: true,
            }),
          ],
          unplaced: [unplaced()],
        }),
      },
      'PATCH /api/tournaments/7/schedule/matches/1-league-1-1': errorReply(
        409,
        'Court 2 is taken by 1-league-1-2 from 09:00 to 10:00',
      ),
    });
    const { user } = renderWithProviders(<OrderOfPlayManager tournamentId={7} />);
    const grid = await screen.findByRole('table', { name: /Order of play/ });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Centre', 'Court 2']);
    expect(within(grid).getByText('09:00')).toBeInTheDocument();
    expect(within(grid).getByText('Locked')).toBeInTheDocument();
    expect(within(grid).getByText('Not yet published')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Not placed (1)' })).getByRole('listitem')).toHaveTextContent(
      /Ada Ace v Cy Chip.*Division 1 · League R2.*no time in common/,
    );

    await user.click(within(grid).getByRole('button', { name: 'Move Ada Ace v Bo Baseline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move match' });
    await user.selectOptions(within(dialog).getByLabelText('Court'), 'Court 2');
    await user.click(within(dialog).getByRole('button', { name: 'Move match' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Court 2 is taken by 1-league-1-2');
    expect(callsTo(apiLog, 'PATCH /api/tournaments/7/schedule/matches/1-league-1-1')[0].body).toEqual({
      court: 'Court 2',
      start: '2099-06-06T09:00:00+01:00',
      locked: true,
    });
  });

  it('publishes after the organizer confirms', async () => {
    const apiLog = serveApi({
      'GET /api/tournaments/7': tournament,
      'GET /api/tournaments/7/schedule-settings': { body: settingsView() },
      'GET /api/tournaments/7/schedule': { body: orderOfPlay() },
      'POST /api/tournaments/7/schedule/publish': {
        body: { publishedAt: '2099-01-02T10:00:00.000Z', matchCount: 1, changedCount: 1, playersTold: 2 },
      },
    });
    const { user } = renderWithProviders(<OrderOfPlayManager tournamentId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('1 changed; 2 players told.')).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/tournaments/7/schedule/publish')).toHaveLength(1);
  });
});

describe('swapping', () => {
  it('swaps a match with another placed one from the move dialog', async () => {
    const apiLog = serveApi({
      'GET /api/tournaments/7': tournament,
      'GET /api/tournaments/7/schedule-settings': { body: settingsView() },
      'GET /api/tournaments/7/schedule': {
        body: orderOfPlay({
          matches: [placed(), placed({ matchId: '1-league-1-2', court: 'Court 2', side1: 'Cy Chip', side2: 'Di Drop' })],
        }),
      },
      'POST /api/tournaments/7/schedule/matches/1-league-1-1/swap': { body: [] },
    });
    const { user } = renderWithProviders(<OrderOfPlayManager tournamentId={7} />);
    const grid = await screen.findByRole('table', { name: /Order of play/ });
    await user.click(within(grid).getByRole('button', { name: 'Move Ada Ace v Bo Baseline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move match' });
    await user.selectOptions(within(dialog).getByLabelText('Or swap places with'), '1-league-1-2');
    await user.click(within(dialog).getByRole('button', { name: 'Swap' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(apiLog, 'POST /api/tournaments/7/schedule/matches/1-league-1-1/swap')[0].body).toEqual({
      with: '1-league-1-2',
    });
  });
});
