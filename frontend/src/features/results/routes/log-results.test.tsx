import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MatchResultView } from '@rallypoint/shared';
import { callsTo, errorReply, serveApi, type ApiRoutes, type RecordedRequest } from '@/testing/serve-api';
import { makeUser, renderWithProviders } from '@/testing/render';
import { makeResult } from '../testing/result-data';
import { LogResultsRoute } from './log-results';

type User = ReturnType<typeof renderWithProviders>['user'];

/** An entry of the tournament: with an account (`userId`, the entry id minus 20), or made by the form alone (null). */
const participant = (entryId: number, firstName: string, userId: number | null = entryId - 20) => ({
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

const result = (over: Partial<MatchResultView> = {}): MatchResultView =>
  makeResult({
    id: 5,
    playerName: 'Maya Lopez',
    status: 'approved',
    sets: [{ playerGames: 6, opponentGames: 3 }],
    approvedAt: '2026-11-21T10:00:00.000Z',
    approvedBy: 3,
    confirmation: 'confirmed',
    confirmationDueAt: null,
    ...over,
  });

/** The server's side of the picker: a search over names and usernames, one page of 50, the total of all matches. */
function participantsOf(everyone: Array<ReturnType<typeof participant>>, total?: number) {
  return ({ url }: RecordedRequest) => {
    const search = (new URL(url, 'http://x').searchParams.get('search') ?? '').toLowerCase();
    const items = everyone.filter((p) => `${p.firstName} ${p.lastName} ${p.username}`.toLowerCase().includes(search));
    return { body: { items: items.slice(0, 50), total: total ?? items.length, page: 1, pageSize: 50 } };
  };
}

function routes(extra: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /api/auth/me': { body: makeUser({ id: 1 }) },
    'GET /api/user/tournaments': {
      body: [{ id: 12, name: 'Spring Open', venue: 'Riverside', sport: 'tennis', scoreFormat: 'tennis-best-of-3' }],
    },
    'GET /api/tournaments/12/participants': participantsOf([
      participant(21, 'Maya'),
      participant(22, 'Ben'),
      participant(23, 'Cleo'),
      participant(24, 'Fay', null),
    ]),
    'GET /api/tournaments/12/result-matches': { body: [] },
    'GET /api/user/results': { body: { items: [result()], total: 1, page: 1, pageSize: 10 } },
    'GET /api/results/awaiting-me': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
    ...extra,
  };
}

async function chooseMatch(user: User) {
  await screen.findByRole('option', { name: 'Spring Open' }, { timeout: 5000 });
  await user.selectOptions(screen.getByLabelText('Tournament'), '12');
  const opponent = screen.getByLabelText('Opponent');
  await waitFor(() => expect(within(opponent).getByRole('option', { name: 'Ben Court (@ben)' })).toBeInTheDocument());
  await user.selectOptions(opponent, 'Ben Court (@ben)');
}

const games = (set: number, side: 'Your games' | 'Opponent games') =>
  within(screen.getByRole('listitem', { name: `Set ${set}` })).getByLabelText(side);

// Typing into several inputs is slow on a busy machine.
describe('LogResultsRoute', { timeout: 20_000 }, () => {
  it('offers every other entry as an opponent, those without an account too, never the player', async () => {
    serveApi(routes());
    const { user } = renderWithProviders(<LogResultsRoute />);
    await chooseMatch(user);
    const options = within(screen.getByLabelText('Opponent'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Choose an opponent', 'Ben Court (@ben)', 'Cleo Court (@cleo)', 'Fay Court']);
  });

  it('searches the participants on the server as the player types, and keeps the chosen opponent offered', async () => {
    const apiLog = serveApi(routes());
    const { user } = renderWithProviders(<LogResultsRoute />);
    await screen.findByRole('option', { name: 'Spring Open' }, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Tournament'), '12');
    const opponent = screen.getByLabelText('Opponent');
    const offered = () =>
      within(opponent)
        .getAllByRole('option')
        .map((o) => o.textContent);
    await waitFor(() => expect(offered()).toEqual(['Choose an opponent', 'Ben Court (@ben)', 'Cleo Court (@cleo)', 'Fay Court']));

    await user.type(screen.getByLabelText('Search opponents'), 'cle');
    await waitFor(() => expect(offered()).toEqual(['Choose an opponent', 'Cleo Court (@cleo)']));
    // Once per pause in typing, not per key; every time one page of 50.
    const asked = callsTo(apiLog, 'GET /api/tournaments/12/participants').map(
      (call) => new URL(call.url, 'http://x').searchParams,
    );
    expect(asked.map((params) => params.get('search'))).toEqual([null, 'cle']);
    expect(asked.every((params) => params.get('pageSize') === '50')).toBe(true);

    await user.selectOptions(opponent, 'Cleo Court (@cleo)');
    await user.clear(screen.getByLabelText('Search opponents'));
    await user.type(screen.getByLabelText('Search opponents'), 'zed');
    expect(await screen.findByText('No player in this tournament matches "zed".')).toBeInTheDocument();
    expect(offered()).toEqual(['Choose an opponent', 'Cleo Court (@cleo)']);
    expect(opponent).toHaveValue('23');
  });

  it('offers the first 50 of a large tournament and says to type to narrow it', async () => {
    const many = Array.from({ length: 50 }, (_, i) => participant(100 + i, `Player${i}`));
    serveApi(routes({ 'GET /api/tournaments/12/participants': participantsOf(many, 1000) }));
    const { user } = renderWithProviders(<LogResultsRoute />);
    await screen.findByRole('option', { name: 'Spring Open' }, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Tournament'), '12');
    expect(await screen.findByText('Showing the first 50 of 1000 players: type a name to narrow the list.')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Opponent')).getAllByRole('option')).toHaveLength(51);
  });

  it('starts the search afresh for another tournament', async () => {
    serveApi(
      routes({
        'GET /api/user/tournaments': {
          body: [
            { id: 12, name: 'Spring Open', venue: 'Riverside', sport: 'tennis', scoreFormat: 'tennis-best-of-3' },
            { id: 13, name: 'Autumn Cup', venue: 'Hillside', sport: 'tennis', scoreFormat: 'tennis-best-of-3' },
          ],
        },
        'GET /api/tournaments/13/participants': participantsOf([participant(27, 'Zoe')]),
      }),
    );
    const { user } = renderWithProviders(<LogResultsRoute />);
    await chooseMatch(user);
    await user.type(screen.getByLabelText('Search opponents'), 'ben');
    await user.selectOptions(screen.getByLabelText('Tournament'), '13');
    expect(screen.getByLabelText('Search opponents')).toHaveValue('');
    const opponent = screen.getByLabelText('Opponent');
    await waitFor(() =>
      expect(
        within(opponent)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose an opponent', 'Zoe Court (@zoe)']),
    );
    expect(opponent).toHaveValue('');
  });

  it("says 'Missing Information' without a tournament or opponent, and sends nothing", async () => {
    const apiLog = serveApi(routes());
    const { user } = renderWithProviders(<LogResultsRoute />);
    await screen.findByRole('option', { name: 'Spring Open' });
    await user.click(screen.getByRole('button', { name: 'Submit Result' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getAllByText('Please select a tournament and choose an opponent').length).toBeGreaterThan(0);
    expect(callsTo(apiLog, 'POST /api/results/submit')).toHaveLength(0);
  });

  it('adds and removes sets, keeping at least one, and clamps games at 0', async () => {
    serveApi(routes());
    const { user } = renderWithProviders(<LogResultsRoute />);
    const remove = await screen.findByRole('button', { name: 'Remove set 1' });
    expect(remove).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Set' }));
    expect(screen.getAllByRole('listitem', { name: /^Set \d$/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove set 2' }));
    expect(screen.getAllByRole('listitem', { name: /^Set \d$/ })).toHaveLength(1);

    const input = games(1, 'Your games');
    await user.clear(input);
    await user.type(input, '-3');
    expect(input).toHaveValue(3);
    await user.clear(input);
    expect(input).toHaveValue(0);
  });

  it('submits the result with the winner the sets give, toasts and resets the form', async () => {
    const apiLog = serveApi(routes({ 'POST /api/results/submit': { status: 201, body: result({ status: 'pending' }) } }));
    const { user } = renderWithProviders(<LogResultsRoute />);
    await chooseMatch(user);
    await user.selectOptions(screen.getByLabelText('Match Type'), 'semi-final');
    await user.clear(games(1, 'Your games'));
    await user.type(games(1, 'Your games'), '3');
    await user.clear(games(1, 'Opponent games'));
    await user.type(games(1, 'Opponent games'), '6');
    await user.click(screen.getByRole('button', { name: 'Add Set' }));
    await user.type(games(2, 'Your games'), '2');
    await user.type(games(2, 'Opponent games'), '6');
    await user.type(screen.getByLabelText('Notes'), 'Close one');
    await user.click(screen.getByRole('button', { name: 'Submit Result' }));

    expect(await screen.findByText('Result Submitted')).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/results/submit')[0].body).toEqual({
      tournamentId: 12,
      opponentEntryId: 22,
      matchType: 'semi-final',
      outcome: 'completed',
      sets: [
        { playerGames: 3, opponentGames: 6 },
        { playerGames: 2, opponentGames: 6 },
      ],
      winner: 'opponent',
      notes: 'Close one',
    });
    await waitFor(() => expect(screen.getByLabelText('Tournament')).toHaveValue(''));
    expect(screen.getAllByRole('listitem', { name: /^Set \d$/ })).toHaveLength(1);
  });

  it('offers the open matches against the chosen opponent, the first chosen, the type following the match, and sends it', async () => {
    const open = (fixtureMatchId: string, matchType: 'league' | 'final', round: number) => ({
      fixtureMatchId,
      matchType,
      division: 'Division 1',
      round,
      scheduledTime: null,
      court: null,
    });
    const apiLog = serveApi(
      routes({
        'GET /api/tournaments/12/result-matches': { body: [open('1-league-1-1', 'league', 1), open('1-final-2-1', 'final', 2)] },
        'POST /api/results/submit': { status: 201, body: result({ status: 'pending' }) },
      }),
    );
    const { user } = renderWithProviders(<LogResultsRoute />);
    await chooseMatch(user);
    const match = await screen.findByLabelText('Fixture Match');
    await waitFor(() => expect(match).toHaveValue('1-league-1-1'));
    expect(
      within(match)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not one of these matches', 'League · Division 1 · Round 1', 'Final · Division 1 · Round 2']);
    expect(
      new URL(callsTo(apiLog, 'GET /api/tournaments/12/result-matches')[0].url, 'http://x').searchParams.get('opponentEntryId'),
    ).toBe('22');

    // A final is logged against the final, never the league match between the same two.
    await user.selectOptions(screen.getByLabelText('Match Type'), 'final');
    await waitFor(() => expect(match).toHaveValue('1-final-2-1'));
    await user.selectOptions(match, 'League · Division 1 · Round 1');
    await waitFor(() => expect(screen.getByLabelText('Match Type')).toHaveValue('league'));

    await user.type(games(1, 'Your games'), '6');
    await user.type(games(1, 'Opponent games'), '4');
    await user.click(screen.getByRole('button', { name: 'Add Set' }));
    await user.type(games(2, 'Your games'), '6');
    await user.type(games(2, 'Opponent games'), '3');
    await user.click(screen.getByRole('button', { name: 'Submit Result' }));
    expect(await screen.findByText('Result Submitted')).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/results/submit')[0].body).toMatchObject({
      tournamentId: 12,
      opponentEntryId: 22,
      fixtureMatchId: '1-league-1-1',
      matchType: 'league',
    });
  });

  it("shows the server's message on failure, else the fixed fallback", async () => {
    serveApi(
      routes({ 'POST /api/results/submit': errorReply(403, 'You can only log results for tournaments you take part in') }),
    );
    const { user } = renderWithProviders(<LogResultsRoute />);
    await chooseMatch(user);
    await user.selectOptions(screen.getByLabelText('How It Ended'), 'walkover');
    await user.selectOptions(screen.getByLabelText('Winner'), 'player');
    await user.click(screen.getByRole('button', { name: 'Submit Result' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getAllByText('You can only log results for tournaments you take part in').length).toBeGreaterThan(0);
  });

  it("refuses a score the tournament's format cannot end on, naming the set, and sends nothing", async () => {
    const apiLog = serveApi(routes());
    const { user } = renderWithProviders(<LogResultsRoute />);
    await chooseMatch(user);
    await user.type(games(1, 'Your games'), '6');
    await user.type(games(1, 'Opponent games'), '5');
    await user.click(screen.getByRole('button', { name: 'Submit Result' }));
    expect(
      await screen.findByText('Set 1: 6-5 is not a finished set (a set ends 6-4 or better, 7-5 or 7-6)'),
    ).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/results/submit')).toHaveLength(0);
  });

  it('asks for a tie-break score once a set reads 7-6', async () => {
    serveApi(routes());
    const { user } = renderWithProviders(<LogResultsRoute />);
    await chooseMatch(user);
    const set = () => within(screen.getByRole('listitem', { name: 'Set 1' }));
    expect(set().queryByLabelText('Your tie-break')).not.toBeInTheDocument();
    await user.type(games(1, 'Your games'), '7');
    await user.type(games(1, 'Opponent games'), '6');
    expect(set().getByLabelText('Your tie-break')).toBeInTheDocument();
    expect(set().getByLabelText('Opponent tie-break')).toBeInTheDocument();
  });

  it('scores a pickleball tournament in games of points, and a walkover with no score but a winner', async () => {
    const apiLog = serveApi(
      routes({
        'GET /api/user/tournaments': {
          body: [
            { id: 12, name: 'Spring Open', venue: 'Riverside', sport: 'pickleball', scoreFormat: 'pickleball-11-best-of-3' },
          ],
        },
        'POST /api/results/submit': { status: 201, body: result({ status: 'pending' }) },
      }),
    );
    const { user } = renderWithProviders(<LogResultsRoute />);
    await chooseMatch(user);
    expect(within(screen.getByRole('listitem', { name: 'Game 1' })).getByLabelText('Your points')).toBeInTheDocument();
    expect(screen.getByText('Best of 3 games to 11')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('How It Ended'), 'walkover');
    expect(screen.queryByRole('listitem', { name: 'Game 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Result' }));
    expect(await screen.findByText('Choose who won the walkover')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Winner'), 'opponent');
    await user.click(screen.getByRole('button', { name: 'Submit Result' }));
    expect(await screen.findByText('Result Submitted')).toBeInTheDocument();
    expect(callsTo(apiLog, 'POST /api/results/submit')[0].body).toMatchObject({
      outcome: 'walkover',
      sets: [],
      winner: 'opponent',
    });
  });

  it('puts the results to confirm first, then the form and My Results', async () => {
    serveApi(
      routes({
        'GET /api/results/awaiting-me': {
          body: { items: [result({ id: 9, playerName: 'Ben Court' })], total: 1, page: 1, pageSize: 10 },
        },
      }),
    );
    renderWithProviders(<LogResultsRoute />);
    const toConfirm = await screen.findByRole('region', { name: 'Results to Confirm' });
    expect(await within(toConfirm).findByText('Logged by Ben Court')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Log match result' });
    const mine = screen.getByRole('region', { name: 'My Results' });
    expect(toConfirm.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(form.compareDocumentPosition(mine) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists My Results with their status', async () => {
    serveApi(routes());
    renderWithProviders(<LogResultsRoute />);
    const mine = await screen.findByRole('region', { name: 'My Results' });
    expect(await within(mine).findByText('vs Ben Court')).toBeInTheDocument();
    expect(within(mine).getByText('Approved')).toBeInTheDocument();
    expect(within(mine).getByText(/Spring Open · League · 6-3 · Won/)).toBeInTheDocument();
    expect(within(mine).getByText('Confirmed by opponent')).toBeInTheDocument();
  });
});
