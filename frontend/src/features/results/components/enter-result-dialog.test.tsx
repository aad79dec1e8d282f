import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeViewedTournament } from '@/testing/fixtures';
import { expectNoAxeViolations } from '@/testing/axe';
import { callsTo, serveApi } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { makeResult } from '../testing/result-data';
import type { EnterResultPrefill } from '../utils/enter-result-prefill';
import { EnterResultDialog } from './enter-result-dialog';

/** Two entries made by the public form alone, in the saved round 2 match between them. */
const prefill: EnterResultPrefill = {
  playerEntryId: 41,
  playerName: 'Hana Form',
  opponentEntryId: 42,
  opponentName: 'Ivo Form',
  fixtureMatchId: '1-league-2-1',
  matchType: 'league',
  matchLabel: 'League · Division 1 · Round 2',
};
const formOnly = (entryId: number, firstName: string) => ({
  entryId,
  userId: null,
  participantId: null,
  firstName,
  lastName: 'Form',
  username: null,
  level: null,
  registrationDate: '2026-11-01T10:00:00.000Z',
  status: 'pending' as const,
});

function serve() {
  return serveApi({
    'GET /api/tournaments/12': { body: makeViewedTournament({ sport: 'tennis', scoreFormat: 'tennis-best-of-3' }) },
    'GET /api/tournaments/12/participants': {
      body: { items: [formOnly(41, 'Hana'), formOnly(42, 'Ivo')], total: 2, page: 1, pageSize: 50 },
    },
    'GET /api/tournaments/12/result-matches': {
      body: [
        {
          fixtureMatchId: '1-league-2-1',
          matchType: 'league',
          division: 'Division 1',
          round: 2,
          scheduledTime: null,
          court: null,
        },
      ],
    },
    'POST /api/tournaments/12/results': {
      status: 201,
      body: makeResult({ source: 'organizer', confirmation: 'not-needed', status: 'approved', playerId: null, opponentId: null }),
    },
  });
}

describe('EnterResultDialog opened on a match', { timeout: 30_000 }, () => {
  it('opens on its own, on the match: its two entries, the match and its type filled in', async () => {
    serve();
    const { user } = renderWithProviders(<EnterResultDialog tournamentId={12} prefill={prefill} />);
    await user.click(screen.getByRole('button', { name: 'Enter Result: Hana Form v Ivo Form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter a Result' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(dialog).toHaveTextContent('Hana Form v Ivo Form, League · Division 1 · Round 2.');
    expect(await within(dialog).findByLabelText('Player')).toHaveValue('41');
    expect(within(dialog).getByLabelText('Opponent')).toHaveValue('42');
    expect(within(dialog).getByLabelText('Fixture Match')).toHaveValue('1-league-2-1');
    expect(within(dialog).getByLabelText('Match Type')).toHaveValue('league');
    await waitFor(() =>
      expect(within(within(dialog).getByLabelText('Player')).getByRole('option', { name: 'Hana Form' })).toBeInTheDocument(),
    );
    await expectNoAxeViolations(dialog);
  });

  it('enters the result for that match, naming both entries and the match', async () => {
    const apiLog = serve();
    const { user } = renderWithProviders(<EnterResultDialog tournamentId={12} prefill={prefill} />);
    await user.click(screen.getByRole('button', { name: 'Enter Result: Hana Form v Ivo Form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter a Result' });
    const set = within(await within(dialog).findByRole('listitem', { name: 'Set 1' }));
    await user.clear(set.getByLabelText('Player games'));
    await user.type(set.getByLabelText('Player games'), '6');
    await user.clear(set.getByLabelText('Opponent games'));
    await user.type(set.getByLabelText('Opponent games'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add Set' }));
    const second = within(within(dialog).getByRole('listitem', { name: 'Set 2' }));
    await user.type(second.getByLabelText('Player games'), '6');
    await user.type(second.getByLabelText('Opponent games'), '4');
    expect(within(dialog).getByText('Winner by the score:')).toHaveTextContent('Hana Form');
    await user.click(within(dialog).getByRole('button', { name: 'Enter Result' }));

    expect(await screen.findByText('Result Entered')).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/tournaments/12/results')[0].body).toEqual({
      playerEntryId: 41,
      opponentEntryId: 42,
      fixtureMatchId: '1-league-2-1',
      matchType: 'league',
      outcome: 'completed',
      sets: [
        { playerGames: 6, opponentGames: 3 },
        { playerGames: 6, opponentGames: 4 },
      ],
      winner: 'player',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
