import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchSides, type FixtureMatch, type TournamentParticipant } from '@rallypoint/shared';
import {
  NOBODY_RATED,
  PLAYERS,
  playersRoute,
  savedSinglesLeague,
  SIGNED_IN_AS_ORGANIZER,
} from '@/features/fixtures/testing/fixture-data';
import { orderOfPlay, placed, settingsView } from '@/features/schedule/testing-data';
import { makeViewedTournament } from '@/testing/fixtures';
import { serveApi, type ApiRoutes } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { FixtureManagerWithOrderOfPlay } from './fixture-manager';

/** The saved league with one match played (Cara v Dan's), so it offers no Enter Result. */
const saved = savedSinglesLeague();
const sideNames = (match: FixtureMatch) => matchSides(match).map(([player]) => player.name);
const anaBen = saved.matches.find((m) => sideNames(m).sort().join() === 'Ana Ace,Ben Baseline')!;
const played = saved.matches.find((m) => sideNames(m).includes('Cara Court'))!;
played.winner = matchSides(played)[0][0].name;
played.sets = [{ side1: 6, side2: 2 }];
const [anaBenPlayer, anaBenOpponent] = matchSides(anaBen).map(([player]) => player);

/** Every entry as GET …/participants lists it (the fixture players are the entries, by id). */
const participants: TournamentParticipant[] = PLAYERS.map((p) => ({
  entryId: p.id,
  userId: null,
  participantId: null,
  firstName: p.name.split(' ')[0],
  lastName: p.name.split(' ')[1],
  username: null,
  level: null,
  registrationDate: '2026-03-01T09:00:00.000Z',
  status: 'pending',
}));

const api = (extra: ApiRoutes = {}): ApiRoutes => ({
  ...SIGNED_IN_AS_ORGANIZER,
  ...NOBODY_RATED,
  ...playersRoute(),
  'GET /api/tournaments/12': { body: makeViewedTournament() },
  'GET /api/tournaments/12/fixtures': { body: saved },
  'GET /api/tournaments/12/participants': { body: { items: participants, total: participants.length, page: 1, pageSize: 50 } },
  'GET /api/tournaments/12/result-matches': { body: [] },
  ...extra,
});

async function openManager(extra: ApiRoutes = {}) {
  serveApi(api(extra));
  const rendered = renderWithProviders(<FixtureManagerWithOrderOfPlay />, {
    route: '/tournament-fixtures-manager?tournamentId=12',
  });
  await screen.findByRole('heading', { name: 'Spring Open' });
  return rendered;
}

/** Enter Result, opened on the Ana v Ben match: its two entries and the match filled in. */
async function expectPrefilledOnAnaBen() {
  const dialog = await screen.findByRole('dialog', { name: 'Enter a Result' });
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  expect(await within(dialog).findByLabelText('Player')).toHaveValue(String(anaBenPlayer.id));
  expect(within(dialog).getByLabelText('Opponent')).toHaveValue(String(anaBenOpponent.id));
  expect(within(dialog).getByLabelText('Fixture Match')).toHaveValue(anaBen.id);
  expect(dialog).toHaveTextContent(
    `${anaBenPlayer.name} v ${anaBenOpponent.name}, League · ${anaBen.division} · Round ${anaBen.round}.`,
  );
}

describe('Enter Result from the fixture manager and the order of play', { timeout: 30_000 }, () => {
  it("offers Enter Result on each saved open match's row, and opens it on that match", async () => {
    const { user } = await openManager();
    expect(screen.getByRole('tab', { name: 'Generate Fixtures' })).toHaveAttribute('aria-selected', 'true');
    const enterButtons = await screen.findAllByRole('button', { name: /^Enter Result: / });
    // Every saved match but the one played.
    expect(enterButtons).toHaveLength(saved.matches.length - 1);
    const playedName = `Enter Result: ${sideNames(played).join(' v ')}`;
    expect(screen.queryByRole('button', { name: playedName })).toBeNull();

    await user.click(screen.getByRole('button', { name: `Enter Result: ${anaBenPlayer.name} v ${anaBenOpponent.name}` }));
    await expectPrefilledOnAnaBen();
  });

  it('offers Enter Result on a placed match of the order of play, one tap away, while its match is open', async () => {
    const { user } = await openManager({
      'GET /api/tournaments/12/schedule-settings': { body: settingsView() },
      'GET /api/tournaments/12/schedule': {
        body: orderOfPlay({
          tournamentId: 12,
          matches: [
            placed({ matchId: anaBen.id, side1: anaBenPlayer.name, side2: anaBenOpponent.name, division: anaBen.division }),
            placed({
              matchId: played.id,
              court: 'Court 2',
              side1: sideNames(played)[0],
              side2: sideNames(played)[1],
              division: played.division,
            }),
          ],
        }),
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Order of Play' }));
    const grid = await screen.findByRole('table', { name: /Order of play/ });
    const enter = await within(grid).findByRole('button', {
      name: `Enter Result: ${anaBenPlayer.name} v ${anaBenOpponent.name}`,
    });
    await waitFor(() => expect(within(grid).getAllByRole('button', { name: /^Enter Result: / })).toHaveLength(1));

    await user.click(enter);
    await expectPrefilledOnAnaBen();
  });
});
