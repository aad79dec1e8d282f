import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MatchResultView, ResultSettings } from '@rallypoint/shared';
import { makeViewedTournament } from '@/testing/fixtures';
import { callsTo, errorReply, serveApi, type ApiRoutes } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { makeHistoryEntry, makeResult, pageOfResults } from '../testing/result-data';
import { ResultsQueueDialog } from './results-queue-dialog';

type User = ReturnType<typeof renderWithProviders>['user'];

/** An entry of the tournament, with an account (`userId`) or made by the public form alone (null). */
const participant = (entryId: number, firstName: string, userId: number | null = entryId - 30) => ({
  entryId,
  userId,
  participantId: userId,
  firstName,
  lastName: 'Court',
  username: userId === null ? null : firstName.toLowerCase(),
  email: '',
  phone: null,
  level: null,
  registrationDate: '2026-11-01T10:00:00.000Z',
  status: userId === null ? ('pending' as const) : ('registered' as const),
});

function routes(items: MatchResultView[], extra: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /api/tournaments/12/results': { body: pageOfResults(items) },
    'GET /api/tournaments/12/result-settings': { body: { approveAgreedResults: true } },
    'GET /api/tournaments/12': { body: makeViewedTournament({ sport: 'tennis', scoreFormat: 'tennis-best-of-3' }) },
    'GET /api/tournaments/12/participants': {
      body: {
        items: [participant(31, 'Ana'), participant(32, 'Ben'), participant(33, 'Fay', null)],
        total: 3,
        page: 1,
        pageSize: 50,
      },
    },
    'GET /api/tournaments/12/result-matches': { body: [] },
    ...extra,
  };
}

async function openQueue(user: User) {
  await user.click(screen.getByRole('button', { name: 'Results' }));
  return screen.findByRole('dialog', { name: 'Results: Spring Open' });
}

/** A score input of one set in an open score form. */
const games = (dialog: HTMLElement, set: number, side: 'Player games' | 'Opponent games') =>
  within(within(dialog).getByRole('listitem', { name: `Set ${set}` })).getByLabelText(side);

async function typeGames(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.type(input, value);
}

describe('ResultsQueueDialog', { timeout: 30_000 }, () => {
  it('lists the results, pending ones with Approve and Reject, and approves one', async () => {
    const apiLog = serveApi(
      routes([makeResult({ id: 7 }), makeResult({ id: 6, status: 'rejected' })], {
        'PATCH /api/results/7/approval': { body: makeResult({ id: 7, status: 'approved' }) },
      }),
    );
    const { user } = renderWithProviders(<ResultsQueueDialog tournament={{ id: 12, name: 'Spring Open' }} />);
    const dialog = await openQueue(user);
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/League · 6-4 · Winner: Ana Court/)).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button', { name: 'Approve' })).toBeNull();

    await user.click(within(rows[0]).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Result Approved')).toBeInTheDocument();
    expect(callsTo(apiLog, 'PATCH /api/results/7/approval')[0].body).toEqual({ status: 'approved' });
  });

  it("flags a disputed result with the opponent's comment, in the server's order (disputed first)", async () => {
    serveApi(
      routes([
        makeResult({
          id: 8,
          playerName: 'Cleo Court',
          playerUsername: 'cleo',
          confirmation: 'disputed',
          confirmationComment: 'It was 4-6 6-3 6-2',
        }),
        makeResult({ id: 7, confirmation: 'expired', confirmationDueAt: null }),
      ]),
    );
    const { user } = renderWithProviders(<ResultsQueueDialog tournament={{ id: 12, name: 'Spring Open' }} />);
    const dialog = await openQueue(user);
    const rows = await within(dialog).findAllByRole('listitem');
    // Two Courts could share a first name too: the organizer judging them sees who is who.
    expect(rows[0]).toHaveTextContent('Cleo Court (@cleo) vs Ben Court (@ben)');
    expect(within(rows[0]).getByText('Disputed')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Disputed: "It was 4-6 6-3 6-2"')).toBeInTheDocument();
    expect(within(rows[1]).getByText('No answer in 48 hours')).toBeInTheDocument();
    expect(within(rows[1]).queryByText('Disputed')).toBeNull();
  });

  it('names the stage and round of each result, and one logged against an entry without an account', async () => {
    serveApi(
      routes([
        makeResult({
          id: 9,
          opponentId: null,
          opponentEntryId: 33,
          opponentName: 'Fay Court',
          opponentUsername: null,
          confirmation: 'organizer',
          confirmationDueAt: null,
          fixtureMatchId: '1-final-3-1',
          matchType: 'final',
          division: 'Division A',
          round: 3,
        }),
      ]),
    );
    const { user } = renderWithProviders(<ResultsQueueDialog tournament={{ id: 12, name: 'Spring Open' }} />);
    const dialog = await openQueue(user);
    const [row] = await within(dialog).findAllByRole('listitem');
    expect(row).toHaveTextContent('Ana Court (@ana) vs Fay Court');
    expect(within(row).getByText(/Final · Division A · Round 3 · 6-4 · Winner: Ana Court/)).toBeInTheDocument();
    expect(within(row).getByText('For the organizer: the opponent has no account to confirm it')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('saves the "approve agreed results" setting as it is cleared, and restores it when saving fails', async () => {
    let saved: ResultSettings = { approveAgreedResults: true };
    let fail = false;
    const apiLog = serveApi(
      routes([makeResult()], {
        'GET /api/tournaments/12/result-settings': () => ({ body: saved }),
        'PUT /api/tournaments/12/result-settings': ({ body }) => {
          if (fail) return errorReply(403, 'Only the organizer can change the result settings');
          saved = body as ResultSettings;
          return { body: saved };
        },
      }),
    );
    const { user } = renderWithProviders(<ResultsQueueDialog tournament={{ id: 12, name: 'Spring Open' }} />);
    const dialog = await openQueue(user);
    const setting = within(dialog).getByRole('checkbox', { name: 'Approve results both players agree on' });
    await waitFor(() => expect(setting).toBeChecked());

    await user.click(setting);
    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    expect(callsTo(apiLog, 'PUT /api/tournaments/12/result-settings')[0].body).toEqual({ approveAgreedResults: false });
    expect(setting).not.toBeChecked();

    fail = true;
    await user.click(setting);
    expect(await screen.findByText('Save Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Only the organizer can change the result settings').length).toBeGreaterThan(0);
    await waitFor(() => expect(setting).not.toBeChecked());
  });

  it('enters a result between two different entries (with or without accounts), approved at once', async () => {
    const apiLog = serveApi(
      routes([], {
        'POST /api/tournaments/12/results': {
          status: 201,
          body: makeResult({ source: 'organizer', confirmation: 'not-needed' }),
        },
      }),
    );
    const { user } = renderWithProviders(<ResultsQueueDialog tournament={{ id: 12, name: 'Spring Open' }} />);
    const queue = await openQueue(user);
    await user.click(within(queue).getByRole('button', { name: 'Enter Result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter a Result' });
    const player = await within(dialog).findByLabelText('Player');
    await waitFor(() => expect(within(player).getByRole('option', { name: 'Ana Court (@ana)' })).toBeInTheDocument());
    // Every entry is offered: an entry made by the form alone has no @username.
    expect(
      within(player)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a player', 'Ana Court (@ana)', 'Ben Court (@ben)', 'Fay Court']);
    await user.selectOptions(player, 'Ana Court (@ana)');
    await user.selectOptions(within(dialog).getByLabelText('Opponent'), 'Ana Court (@ana)');
    await typeGames(user, games(dialog, 1, 'Player games'), '6');
    await typeGames(user, games(dialog, 1, 'Opponent games'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Add Set' }));
    await typeGames(user, games(dialog, 2, 'Player games'), '6');
    await typeGames(user, games(dialog, 2, 'Opponent games'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Enter Result' }));
    expect(await within(dialog).findByText('Choose two different players')).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/tournaments/12/results')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Opponent'), 'Fay Court');
    expect(within(dialog).getByText('Winner by the score:')).toHaveTextContent('Ana Court');
    await user.click(within(dialog).getByRole('button', { name: 'Enter Result' }));
    expect(await screen.findByText('Result Entered')).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/tournaments/12/results')[0].body).toEqual({
      playerEntryId: 31,
      opponentEntryId: 33,
      matchType: 'league',
      outcome: 'completed',
      sets: [
        { playerGames: 6, opponentGames: 4 },
        { playerGames: 6, opponentGames: 3 },
      ],
      winner: 'player',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enter a Result' })).toBeNull());
  });

  it('corrects a result from its score prefilled, and shows a refusal under the field it names', async () => {
    const stored = makeResult({
      sets: [
        { playerGames: 6, opponentGames: 4 },
        { playerGames: 6, opponentGames: 3 },
      ],
      notes: 'Windy',
    });
    let refuse = true;
    const apiLog = serveApi(
      routes([stored], {
        'PUT /api/results/7': () =>
          refuse
            ? errorReply(400, 'Validation failed', { fields: { 'sets.1.opponentGames': ['Set 2 cannot end 7-5 here'] } })
            : { body: { ...stored, status: 'approved' } },
      }),
    );
    const { user } = renderWithProviders(<ResultsQueueDialog tournament={{ id: 12, name: 'Spring Open' }} />);
    const queue = await openQueue(user);
    const [row] = await within(queue).findAllByRole('listitem');
    await user.click(within(row).getByRole('button', { name: 'Correct' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct Result' });
    await waitFor(() => expect(games(dialog, 2, 'Opponent games')).toHaveValue(3));
    expect(games(dialog, 1, 'Player games')).toHaveValue(6);
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Windy');

    await typeGames(user, games(dialog, 2, 'Player games'), '7');
    await typeGames(user, games(dialog, 2, 'Opponent games'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Correction' }));
    expect(await within(dialog).findByText('Set 2 cannot end 7-5 here')).toBeInTheDocument();
    expect(await screen.findByText('Correction Failed')).toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save Correction' }));
    expect(await screen.findByText('Result Corrected')).toBeInTheDocument();
    expect(callsTo(apiLog, 'PUT /api/results/7').at(-1)?.body).toEqual({
      matchType: 'league',
      outcome: 'completed',
      sets: [
        { playerGames: 6, opponentGames: 4 },
        { playerGames: 7, opponentGames: 5 },
      ],
      winner: 'player',
      notes: 'Windy',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Correct Result' })).toBeNull());
  });

  it("opens a result's history: when, who and what, oldest first", async () => {
    serveApi(
      routes([makeResult({ confirmation: 'disputed', confirmationComment: 'Wrong' })], {
        'GET /api/results/7/history': {
          body: [
            makeHistoryEntry(),
            makeHistoryEntry({
              change: 'disputed',
              at: '2026-11-21T09:30:00.000Z',
              actorId: 2,
              actorName: 'Ben Court',
              details: 'Wrong',
            }),
          ],
        },
      }),
    );
    const { user } = renderWithProviders(<ResultsQueueDialog tournament={{ id: 12, name: 'Spring Open' }} />);
    const queue = await openQueue(user);
    const [row] = await within(queue).findAllByRole('listitem');
    await user.click(within(row).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result History' });
    const entries = await within(dialog).findAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Submitted');
    expect(entries[0]).toHaveTextContent('by Ana Court');
    expect(entries[0]).toHaveTextContent('6-4');
    expect(entries[1]).toHaveTextContent('Disputed');
    expect(entries[1]).toHaveTextContent('by Ben Court');
    expect(within(entries[1]).getByText('Wrong')).toBeInTheDocument();
    expect(within(entries[1]).getByText(/2026/)).toHaveAttribute('dateTime', '2026-11-21T09:30:00.000Z');
  });

  it('says when the history cannot be loaded', async () => {
    serveApi(routes([makeResult()], { 'GET /api/results/7/history': errorReply(403, 'Forbidden') }));
    const { user } = renderWithProviders(<ResultsQueueDialog tournament={{ id: 12, name: 'Spring Open' }} />);
    const queue = await openQueue(user);
    const [row] = await within(queue).findAllByRole('listitem');
    await user.click(within(row).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result History' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load the history.');
  });
});
