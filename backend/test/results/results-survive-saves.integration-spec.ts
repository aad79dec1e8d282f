import request from 'supertest';
import { fixtureStatus, type FixtureMatch, type MatchResultView, type SavedFixtures } from '@rallypoint/shared';
import { startTestApp, type TestApp } from '../support/test-app';
import type { Agent } from '../tournaments/tournament-factories';
import { resultBody, saveFixtures, singlesMatch, submit, tournamentWith, type Player } from '../fixtures/results-factories';

/** POST /api/tournaments/{id}/fixtures replaces the set from what the browser sends; approved results still decide. */
describe('saving fixtures keeps what approved results decided', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const publicMatches = async (tournamentId: number) =>
    ((await request(t.http).get(`/api/tournaments/${tournamentId}/fixtures`).expect(200)).body as { matches: FixtureMatch[] })
      .matches;
  const approve = async (organizer: Agent, submitter: Player, body: ReturnType<typeof resultBody>): Promise<MatchResultView> => {
    const { id } = await submit(submitter, body);
    return (await organizer.patch(`/api/results/${id}/approval`).send({ status: 'approved' }).expect(200)).body;
  };
  const resultsOf = async (organizer: Agent, tournamentId: number) =>
    (await organizer.get(`/api/tournaments/${tournamentId}/results`).expect(200)).body.items as MatchResultView[];

  it('re-applies an approved result when a browser that has not seen the approval saves the fixtures again', async () => {
    const { tournament, organizer, players, registrations } = await tournamentWith(t, ['Ana', 'Ben', 'Cleo'], { register: true });
    const [ana, ben] = players;
    const [rAna, rBen, rCleo] = registrations;
    const beforeApproval = [singlesMatch('1-league-1-1', rBen, rAna), singlesMatch('1-league-1-2', rAna, rCleo)];
    await saveFixtures(organizer.agent, tournament.id, beforeApproval);
    const approved = await approve(organizer.agent, ana, resultBody(tournament.id, ben));
    expect(approved.fixtureMatchId).toBe('1-league-1-1');

    // The stale browser sends the set it loaded before the approval: no winner anywhere.
    const refs = beforeApproval.map((m) => ({ ...m, player1: { id: m.player1.id }, player2: { id: m.player2.id } }));
    const saved = await organizer.agent
      .post(`/api/tournaments/${tournament.id}/fixtures`)
      .send({ matches: refs, divisions: {}, fixtureType: 'singles', matchType: 'league' })
      .expect(201);
    const completed = {
      id: '1-league-1-1',
      winner: 'Ana Tester',
      sets: [
        { side1: 4, side2: 6 },
        { side1: 3, side2: 6 },
      ],
    };
    expect((saved.body as SavedFixtures).matches[0]).toMatchObject(completed);

    const matches = await publicMatches(tournament.id);
    expect(matches[0]).toMatchObject(completed);
    expect(matches.map(fixtureStatus)).toEqual(['Completed', 'Scheduled']);
    expect((await resultsOf(organizer.agent, tournament.id))[0]).toMatchObject({
      id: approved.id,
      fixtureMatchId: '1-league-1-1',
    });
  });

  it('invents no winner when the save changes the pairings: the old result then stands alone', async () => {
    const { tournament, organizer, players, registrations } = await tournamentWith(t, ['Dora', 'Emil', 'Fay', 'Gil'], {
      register: true,
    });
    const [dora, emil] = players;
    const [rDora, rEmil, rFay, rGil] = registrations;
    await saveFixtures(organizer.agent, tournament.id, [
      singlesMatch('1-league-1-1', rDora, rEmil),
      singlesMatch('1-league-1-2', rFay, rGil),
    ]);
    const approved = await approve(organizer.agent, dora, resultBody(tournament.id, emil));
    expect(approved.fixtureMatchId).toBe('1-league-1-1');

    // A different draw reuses the match ids, but Dora and Emil never meet in it.
    await saveFixtures(organizer.agent, tournament.id, [
      singlesMatch('1-league-1-1', rDora, rFay),
      singlesMatch('1-league-1-2', rEmil, rGil),
    ]);
    const matches = await publicMatches(tournament.id);
    expect(matches.map((m) => [m.winner ?? null, m.sets ?? null])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect((await resultsOf(organizer.agent, tournament.id))[0]).toMatchObject({
      id: approved.id,
      status: 'approved',
      fixtureMatchId: null,
    });
  });

  it('applies a result approved before the fixtures were drawn to the saved match between the two', async () => {
    const { tournament, organizer, players, registrations } = await tournamentWith(t, ['Max', 'Nia'], { register: true });
    const [max, nia] = players;
    const early = await approve(
      organizer.agent,
      max,
      resultBody(tournament.id, nia, {
        sets: [
          { playerGames: 3, opponentGames: 6 },
          { playerGames: 4, opponentGames: 6 },
        ],
        winner: 'opponent',
      }),
    );
    expect(early.fixtureMatchId).toBeNull();

    await saveFixtures(organizer.agent, tournament.id, [singlesMatch('1-league-1-1', registrations[0], registrations[1])]);
    expect((await publicMatches(tournament.id))[0]).toMatchObject({
      winner: 'Nia Tester',
      sets: [
        { side1: 3, side2: 6 },
        { side1: 4, side2: 6 },
      ],
    });
    expect((await resultsOf(organizer.agent, tournament.id))[0]).toMatchObject({ id: early.id, fixtureMatchId: '1-league-1-1' });
  });

  it('never completes a second match between the same two when the saved set already shows the result', async () => {
    const { tournament, organizer, players, registrations } = await tournamentWith(t, ['Hal', 'Ida'], { register: true });
    const [hal, ida] = players;
    const [rHal, rIda] = registrations;
    const twice = [singlesMatch('1-league-1-1', rHal, rIda), singlesMatch('1-league-2-1', rIda, rHal, { round: 2 })];
    await saveFixtures(organizer.agent, tournament.id, twice);
    await approve(organizer.agent, hal, resultBody(tournament.id, ida));

    // Saved as loaded (the first match completed), and again from before the approval: only the first is decided.
    await saveFixtures(organizer.agent, tournament.id, await publicMatches(tournament.id));
    expect((await publicMatches(tournament.id)).map(fixtureStatus)).toEqual(['Completed', 'Scheduled']);
    await saveFixtures(organizer.agent, tournament.id, twice);
    const matches = await publicMatches(tournament.id);
    expect(matches.map(fixtureStatus)).toEqual(['Completed', 'Scheduled']);
    expect(matches[0].winner).toBe('Hal Tester');
  });

  it('creates the final again from the decided semi-finals, and completes it with its approved result', async () => {
    const { tournament, organizer, players, registrations } = await tournamentWith(t, ['Ivy', 'Jack', 'Kim', 'Leo'], {
      register: true,
    });
    const [ivy, jack, kim, leo] = players;
    const [rIvy, rJack, rKim, rLeo] = registrations;
    const semi = { matchType: 'semi-final' as const, division: 'Division 2' };
    const semis = [singlesMatch('2-semi-final-1-1', rIvy, rJack, semi), singlesMatch('2-semi-final-1-2', rKim, rLeo, semi)];
    await saveFixtures(organizer.agent, tournament.id, semis, 'semi-final');
    await approve(organizer.agent, jack, resultBody(tournament.id, ivy, { matchType: 'semi-final' }));
    await approve(organizer.agent, leo, resultBody(tournament.id, kim, { matchType: 'semi-final' }));
    expect(await publicMatches(tournament.id)).toHaveLength(3);

    // A browser that has seen none of it saves the two undecided semi-finals.
    await saveFixtures(organizer.agent, tournament.id, semis, 'semi-final');
    let matches = await publicMatches(tournament.id);
    expect(matches.map((m) => [m.id, m.winner ?? null])).toEqual([
      ['2-semi-final-1-1', 'Jack Tester'],
      ['2-semi-final-1-2', 'Leo Tester'],
      ['2-final-2-1', null],
    ]);

    const final = await approve(organizer.agent, leo, resultBody(tournament.id, jack, { matchType: 'final' }));
    expect(final.fixtureMatchId).toBe('2-final-2-1');
    await saveFixtures(organizer.agent, tournament.id, semis, 'semi-final');
    matches = await publicMatches(tournament.id);
    expect(matches).toHaveLength(3);
    expect(matches[2]).toMatchObject({ id: '2-final-2-1', matchType: 'final', winner: 'Leo Tester' });
    expect([matches[2].player1.name, matches[2].player2.name]).toEqual(['Jack Tester', 'Leo Tester']);
  });
});
