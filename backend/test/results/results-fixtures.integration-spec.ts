import request from 'supertest';
import { fixturesCsv, fixtureStatus, leagueStandings, type FixtureMatch } from '@rallypoint/shared';
import { startTestApp, type TestApp } from '../support/test-app';
import { resultBody, saveFixtures, singlesMatch, submit, tournamentWith } from '../fixtures/results-factories';

describe('approved results complete fixture matches', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const publicFixtures = async (tournamentId: number) =>
    (await request(t.http).get(`/api/tournaments/${tournamentId}/fixtures`).expect(200)).body as { matches: FixtureMatch[] };

  it('sets the winner and the sets (side 1 first) of the saved match between the two, so it reads Completed', async () => {
    const { tournament, organizer, players, registrations } = await tournamentWith(t, ['Ana', 'Ben', 'Cleo'], { register: true });
    const [ana, ben] = players;
    const [rAna, rBen, rCleo] = registrations;
    await saveFixtures(organizer.agent, tournament.id, [
      singlesMatch('1-league-1-1', rBen, rAna),
      singlesMatch('1-league-1-2', rAna, rCleo),
      singlesMatch('1-league-2-1', rBen, rCleo),
    ]);
    const sets = [
      { playerGames: 6, opponentGames: 4 },
      { playerGames: 2, opponentGames: 6 },
      { playerGames: 7, opponentGames: 5 },
    ];
    const { id } = await submit(ana, resultBody(tournament.id, ben, { sets }));

    // Pending changes nothing.
    expect((await publicFixtures(tournament.id)).matches.every((m) => fixtureStatus(m) === 'Scheduled')).toBe(true);

    const approved = await organizer.agent.patch(`/api/results/${id}/approval`).send({ status: 'approved' }).expect(200);
    expect(approved.body.fixtureMatchId).toBe('1-league-1-1');
    // The view names the match's stage, read from the one match it names.
    expect(approved.body).toMatchObject({ division: 'Division 1', round: 1 });

    const { matches } = await publicFixtures(tournament.id);
    expect(matches[0]).toMatchObject({
      id: '1-league-1-1',
      winner: 'Ana Tester',
      sets: [
        { side1: 4, side2: 6 },
        { side1: 6, side2: 2 },
        { side1: 5, side2: 7 },
      ],
    });
    expect(matches.slice(1).map(fixtureStatus)).toEqual(['Scheduled', 'Scheduled']);
    expect(fixturesCsv(matches).split('\r\n')[1]).toMatch(/"Completed"$/);

    const [table] = leagueStandings(matches, { rulebook: 'itf' });
    expect(table.rows[0]).toMatchObject({
      name: 'Ana Tester',
      played: 1,
      won: 1,
      setsWon: 2,
      setsLost: 1,
      unitsWon: 15,
      unitsLost: 15,
    });
    expect(table.rows.find((r) => r.name === 'Ben Tester')).toMatchObject({ played: 1, lost: 1 });
    void ben;
  });

  it('gives the match to the opponent when they won, and leaves a rejected result out', async () => {
    const { tournament, organizer, players, registrations } = await tournamentWith(t, ['Dan', 'Eve'], { register: true });
    const [dan, eve] = players;
    await saveFixtures(organizer.agent, tournament.id, [singlesMatch('1-league-1-1', registrations[0], registrations[1])]);
    const rejected = await submit(dan, resultBody(tournament.id, eve));
    await organizer.agent.patch(`/api/results/${rejected.id}/approval`).send({ status: 'rejected' }).expect(200);
    expect(fixtureStatus((await publicFixtures(tournament.id)).matches[0])).toBe('Scheduled');

    const lost = await submit(
      dan,
      resultBody(tournament.id, eve, {
        sets: [
          { playerGames: 1, opponentGames: 6 },
          { playerGames: 4, opponentGames: 6 },
        ],
        winner: 'opponent',
      }),
    );
    await organizer.agent.patch(`/api/results/${lost.id}/approval`).send({ status: 'approved' }).expect(200);
    expect((await publicFixtures(tournament.id)).matches[0]).toMatchObject({
      winner: 'Eve Tester',
      sets: [
        { side1: 1, side2: 6 },
        { side1: 4, side2: 6 },
      ],
      outcome: 'completed',
    });
  });

  it('lets a result stand alone when no saved match is between the two (or none of that type)', async () => {
    const { tournament, organizer, players, registrations } = await tournamentWith(t, ['Finn', 'Gus'], { register: true });
    const [finn, gus] = players;
    // A semi-final: a saved match of its type between the two would take it, even one saved after the approval.
    const loose = await submit(finn, resultBody(tournament.id, gus, { matchType: 'semi-final' }));
    const approved = await organizer.agent.patch(`/api/results/${loose.id}/approval`).send({ status: 'approved' }).expect(200);
    expect(approved.body).toMatchObject({ status: 'approved', fixtureMatchId: null });

    await saveFixtures(organizer.agent, tournament.id, [singlesMatch('1-league-1-1', registrations[0], registrations[1])]);
    const wrongType = await submit(finn, resultBody(tournament.id, gus, { matchType: 'final' }));
    const answer = await organizer.agent.patch(`/api/results/${wrongType.id}/approval`).send({ status: 'approved' }).expect(200);
    expect(answer.body.fixtureMatchId).toBeNull();
    expect(fixtureStatus((await publicFixtures(tournament.id)).matches[0])).toBe('Scheduled');
  });

  it('adds the final between the two semi-final winners once both semi-finals are decided', async () => {
    const { tournament, organizer, players, registrations } = await tournamentWith(t, ['Ivy', 'Jack', 'Kim', 'Leo'], {
      register: true,
    });
    const [ivy, jack, kim, leo] = players;
    const [rIvy, rJack, rKim, rLeo] = registrations;
    const semi = { matchType: 'semi-final' as const, division: 'Division 2' };
    await saveFixtures(
      organizer.agent,
      tournament.id,
      [singlesMatch('2-semi-final-1-1', rIvy, rJack, semi), singlesMatch('2-semi-final-1-2', rKim, rLeo, semi)],
      'semi-final',
    );
    const first = await submit(jack, resultBody(tournament.id, ivy, { matchType: 'semi-final' }));
    await organizer.agent.patch(`/api/results/${first.id}/approval`).send({ status: 'approved' }).expect(200);
    expect((await publicFixtures(tournament.id)).matches).toHaveLength(2);

    const second = await submit(
      kim,
      resultBody(tournament.id, leo, {
        matchType: 'semi-final',
        sets: [
          { playerGames: 2, opponentGames: 6 },
          { playerGames: 5, opponentGames: 7 },
        ],
        winner: 'opponent',
      }),
    );
    await organizer.agent.patch(`/api/results/${second.id}/approval`).send({ status: 'approved' }).expect(200);
    const { matches } = await publicFixtures(tournament.id);
    expect(matches).toHaveLength(3);
    expect(matches[2]).toMatchObject({ id: '2-final-2-1', matchType: 'final', division: 'Division 2', round: 2, winner: null });
    expect([matches[2].player1.name, matches[2].player2.name]).toEqual(['Jack Tester', 'Leo Tester']);

    // The final is a saved match like the others: a result completes it.
    const final = await submit(leo, resultBody(tournament.id, jack, { matchType: 'final' }));
    const approved = await organizer.agent.patch(`/api/results/${final.id}/approval`).send({ status: 'approved' }).expect(200);
    expect(approved.body.fixtureMatchId).toBe('2-final-2-1');
    expect((await publicFixtures(tournament.id)).matches[2].winner).toBe('Leo Tester');
  });

  it('keeps a stored score when the saved fixtures are saved again as loaded', async () => {
    const { tournament, organizer, players, registrations } = await tournamentWith(t, ['Mia', 'Ned'], { register: true });
    await saveFixtures(organizer.agent, tournament.id, [singlesMatch('1-league-1-1', registrations[0], registrations[1])]);
    const { id } = await submit(players[0], resultBody(tournament.id, players[1]));
    await organizer.agent.patch(`/api/results/${id}/approval`).send({ status: 'approved' }).expect(200);
    const loaded = await publicFixtures(tournament.id);
    await saveFixtures(organizer.agent, tournament.id, loaded.matches);
    expect((await publicFixtures(tournament.id)).matches[0]).toMatchObject({
      winner: 'Mia Tester',
      sets: [
        { side1: 6, side2: 4 },
        { side1: 6, side2: 3 },
      ],
    });
  });
});
