import { Client } from 'pg';
import request from 'supertest';
import type { FixtureMatch, FixturePlayer, ScheduleDraft } from '@rallypoint/shared';
import { startTestApp, type TestApp } from '../support/test-app';
import { approvedTournament, day, registrationRequest, type SignedIn } from '../tournaments/tournament-factories';
import { saveFixtures, singlesMatch, tournamentWith } from '../fixtures/results-factories';
import { oneDaySettings } from './schedule-factories';

const BURST = 50;
/**
 * Matches in the tournament: each command reads the whole order of play, so its size sets how long each one takes.
 * The swaps need 2 × BURST. At this size, commands that took no write turn left 9 connections waiting on the row lock
 * and answered 503s in every burst, so it proves the turns; the 400-match figures are tools/bench/write-bursts.mjs's.
 */
const SIZE = 2 * BURST;
const courts = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `Court ${i + 1}` }));

/**
 * Sends the requests at once and watches PostgreSQL meanwhile: how many of the app's connections were, at most, waiting
 * for a row lock (FOR UPDATE) at the same moment. Logs the answers by status and the slowest one (never asserted:
 * timing belongs to tools/bench).
 */
async function burst(
  t: TestApp,
  label: string,
  requests: Array<() => PromiseLike<request.Response>>,
): Promise<{ responses: request.Response[]; lockWaiters: number }> {
  const watcher = new Client({ connectionString: t.config.databaseUrl });
  await watcher.connect();
  let done = false;
  let lockWaiters = 0;
  const watching = (async () => {
    while (!done) {
      const { rows } = await watcher.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%for update%'`,
      );
      lockWaiters = Math.max(lockWaiters, rows[0].waiting);
    }
  })();
  const started = performance.now();
  let slowest = 0;
  try {
    const responses = await Promise.all(
      requests.map(async (send) => {
        const response = await send();
        slowest = Math.max(slowest, performance.now() - started);
        return response;
      }),
    );
    const statuses = countBy(responses.map((r) => String(r.status)));
    console.log(
      `${label}: ${JSON.stringify(statuses)}, slowest ${Math.round(slowest)} ms, at most ${lockWaiters} waiting on a row lock`,
    );
    return { responses, lockWaiters };
  } finally {
    done = true;
    await watching;
    await watcher.end();
  }
}

function countBy(values: string[]): Record<string, number> {
  return values.reduce<Record<string, number>>((counts, v) => ({ ...counts, [v]: (counts[v] ?? 0) + 1 }), {});
}

/**
 * Commands on one tournament wait for their turn without holding a pool connection (docs/architecture.md, "Write
 * turns"): a burst larger than the pool on one tournament queues in the process, so none of the app's connections
 * ever waits on the tournament's row lock, and nothing answers 503. The pool is the production default (test-app.ts
 * sets no DB_POOL_SIZE). In this process the client slows the server down, so the 503s themselves show in
 * tools/bench/write-bursts.mjs; the lock waits show here.
 */
describe('a burst of writes of one kind on one tournament', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** `matchCount` singles matches of distinct players free all day, fixtures saved, settings of 50 courts, a draft. */
  async function drafted(matchCount: number) {
    const { tournament, organizer } = await approvedTournament(t, { maxParticipants: matchCount * 2 });
    const players: FixturePlayer[] = [];
    for (let i = 0; i < matchCount * 2; i += 10) {
      const chunk = Array.from({ length: Math.min(10, matchCount * 2 - i) }, async (_, j) => {
        const body = registrationRequest(tournament, { fullName: `Player ${i + j + 1}`, availableTimes: ['flexible'] });
        const response = await request(t.http).post(`/api/tournaments/${tournament.id}/register`).send(body).expect(201);
        return {
          id: response.body.registrationId,
          name: body.fullName,
          email: body.email,
          phone: body.phone,
          skillLevel: body.skillLevel,
        };
      });
      players.push(...(await Promise.all(chunk)));
    }
    const matches = Array.from({ length: matchCount }, (_, i) =>
      singlesMatch(`1-league-1-${i + 1}`, players[2 * i], players[2 * i + 1]),
    );
    await saveFixtures(organizer.agent, tournament.id, matches);
    const base = `/api/tournaments/${tournament.id}`;
    await organizer.agent
      .put(`${base}/schedule-settings`)
      .send(oneDaySettings({ courts: courts(BURST), days: [{ date: day(30), start: '08:00', end: '22:00' }] }))
      .expect(200);
    const draft = (await organizer.agent.post(`${base}/schedule`).expect(200)).body as ScheduleDraft;
    expect(draft.unplaced).toEqual([]);
    return { tournament, organizer, base, matches, draft };
  }

  async function draftPlaces(tournamentId: number): Promise<Map<string, string>> {
    const rows: Array<{ matchKey: string; court: string; start: string }> = await t.dataSource.query(
      `SELECT match_key AS "matchKey", draft_court AS court, to_char(draft_start AT TIME ZONE 'UTC', 'HH24:MI') AS start
         FROM schedule_entries WHERE tournament_id = $1`,
      [tournamentId],
    );
    return new Map(rows.map((r) => [r.matchKey, `${r.court} ${r.start}`]));
  }

  it(`${BURST} moves of different matches, each to a court and time of its own: all 200, all stored`, async () => {
    const { tournament, organizer, base, matches: all, draft } = await drafted(SIZE);
    const matches = all.slice(0, BURST);
    // Every match moves to the hour after the draft's last one, each on its own court: no move meets another.
    const after = Math.max(...draft.placed.map((p) => new Date(p.end).getTime()));
    const hour = new Date(after).getUTCHours() + 1;
    expect(hour).toBeLessThanOrEqual(21);
    const time = `${String(hour).padStart(2, '0')}:00`;
    const { responses, lockWaiters } = await burst(
      t,
      'moves',
      matches.map(
        (m, i) => () =>
          organizer.agent
            .patch(`${base}/schedule/matches/${m.id}`)
            .send({ court: `Court ${i + 1}`, start: `${day(30)}T${time}:00+00:00`, locked: true }),
      ),
    );
    expect(countBy(responses.map((r) => String(r.status)))).toEqual({ '200': BURST });
    expect(lockWaiters).toBe(0);
    const places = await draftPlaces(tournament.id);
    expect(matches.map((m) => places.get(m.id))).toEqual(matches.map((_, i) => `Court ${i + 1} ${time}`));
  });

  it(`${BURST} swaps of different pairs of matches: all 200, each pair traded places`, async () => {
    const { tournament, organizer, base, matches } = await drafted(SIZE);
    const before = await draftPlaces(tournament.id);
    const pairs = Array.from({ length: BURST }, (_, i) => [matches[2 * i].id, matches[2 * i + 1].id] as const);
    const { responses, lockWaiters } = await burst(
      t,
      'swaps',
      pairs.map(
        ([a, b]) =>
          () =>
            organizer.agent.post(`${base}/schedule/matches/${a}/swap`).send({ with: b }),
      ),
    );
    expect(countBy(responses.map((r) => String(r.status)))).toEqual({ '200': BURST });
    expect(lockWaiters).toBe(0);
    const after = await draftPlaces(tournament.id);
    expect(pairs.map(([a, b]) => [after.get(a), after.get(b)])).toEqual(pairs.map(([a, b]) => [before.get(b), before.get(a)]));
  });

  it(`${BURST} publications at once: all 200, one publishes every match and the others find nothing changed`, async () => {
    const { tournament, organizer, base, matches } = await drafted(4);
    const { responses, lockWaiters } = await burst(
      t,
      'publications',
      Array.from({ length: BURST }, () => () => organizer.agent.post(`${base}/schedule/publish`)),
    );
    expect(countBy(responses.map((r) => String(r.status)))).toEqual({ '200': BURST });
    expect(lockWaiters).toBe(0);
    expect(countBy(responses.map((r) => String(r.body.changedCount)))).toEqual({ [matches.length]: 1, '0': BURST - 1 });
    const [{ published }] = await t.dataSource.query(
      'SELECT count(*)::int AS published FROM schedule_entries WHERE tournament_id = $1 AND published_start IS NOT NULL',
      [tournament.id],
    );
    expect(published).toBe(matches.length);
  });

  it(`${BURST} results entered by the organizer on different matches: all 201, each approved and completing its match`, async () => {
    // A round robin of 11 players: 55 matches, each pair once.
    const names = Array.from({ length: 11 }, (_, i) => `Rr${i + 1}`);
    const { tournament, organizer, players, registrations } = await tournamentWith(t, names, { register: true });
    const pairs: Array<[number, number]> = [];
    for (let a = 0; a < names.length; a++) for (let b = a + 1; b < names.length; b++) pairs.push([a, b]);
    const matches: FixtureMatch[] = pairs.map(([a, b], i) =>
      singlesMatch(`1-league-${i + 1}-1`, registrations[a], registrations[b], { round: i + 1 }),
    );
    await saveFixtures(organizer.agent, tournament.id, matches);
    const entered = pairs.slice(0, BURST);
    const { responses, lockWaiters } = await burst(
      t,
      'result entries',
      entered.map(
        ([a, b]) =>
          () =>
            enterResult(organizer, tournament.id, players[a].name, players[b].name),
      ),
    );
    expect(countBy(responses.map((r) => String(r.status)))).toEqual({ '201': BURST });
    expect(lockWaiters).toBe(0);
    expect(responses.every((r) => r.body.status === 'approved')).toBe(true);
    const linked: Array<{ matchKey: string }> = await t.dataSource.query(
      `SELECT fixture_match_key AS "matchKey" FROM match_results WHERE tournament_id = $1 AND status = 'approved'`,
      [tournament.id],
    );
    expect(linked.map((r) => r.matchKey).sort()).toEqual(
      matches
        .slice(0, BURST)
        .map((m) => m.id)
        .sort(),
    );
    const [{ won }] = await t.dataSource.query(
      'SELECT count(*)::int AS won FROM fixture_matches WHERE tournament_id = $1 AND winner IS NOT NULL',
      [tournament.id],
    );
    expect(won).toBe(BURST);
  });

  function enterResult(organizer: SignedIn, tournamentId: number, playerName: string, opponentName: string) {
    return organizer.agent.post(`/api/tournaments/${tournamentId}/results`).send({
      playerName,
      opponentName,
      matchType: 'league',
      sets: [
        { playerGames: 6, opponentGames: 2 },
        { playerGames: 6, opponentGames: 1 },
      ],
      outcome: 'completed',
    });
  }
});
