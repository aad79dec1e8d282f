import request from 'supertest';
import { fixtureStatus, RESULT_MESSAGES, type FixtureMatch, type FixturePlayer, type MatchResultView } from '@rallypoint/shared';
import { expectAccess } from '../support/authorization';
import { startTestApp, type TestApp } from '../support/test-app';
import { registrationRequest, type Agent } from '../tournaments/tournament-factories';
import {
  FIXTURE_MATCH_NOT_OPEN,
  fixtureMatchTypeDiffers,
  NOT_A_PARTICIPANT,
  ONLY_OWN_MATCHES,
  PLAYER_NOT_A_PARTICIPANT,
  SAME_PLAYER_TWICE,
} from '../../src/contexts/results/domain/results.errors';
import {
  player,
  resultBody,
  saveFixtures,
  singlesMatch,
  submit,
  tournamentWith,
  type Player,
} from '../fixtures/results-factories';

const sets = (...games: Array<[number, number]>) => games.map(([playerGames, opponentGames]) => ({ playerGames, opponentGames }));

/**
 * Results stand on entries (docs/decisions/0013): an entry made by the public form alone, without an account, plays,
 * is logged against and entered for like any other; each result names the fixture match it is for.
 */
describe('results between entries, with or without accounts', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** An entry made by the public form with an e-mail no account has: its fixture player (the entry's id). */
  const formEntry = async (tournament: { id: number; sport: 'tennis' | 'pickleball' | 'table_tennis' }, fullName: string) => {
    const body = registrationRequest(tournament, { fullName });
    const response = await request(t.http).post(`/api/tournaments/${tournament.id}/register`).send(body).expect(201);
    return { id: response.body.registrationId as number, name: fullName, skillLevel: body.skillLevel } satisfies FixturePlayer;
  };
  const publicMatches = async (tournamentId: number) =>
    ((await request(t.http).get(`/api/tournaments/${tournamentId}/fixtures`).expect(200)).body as { matches: FixtureMatch[] })
      .matches;
  const approve = async (organizer: Agent, id: number): Promise<MatchResultView> =>
    (await organizer.patch(`/api/results/${id}/approval`).send({ status: 'approved' }).expect(200)).body;

  it("a player logs a result against an entry without an account: nobody is asked, it waits in the organizer's queue, and approving it completes the match", async () => {
    const setup = await tournamentWith(t, ['Ana', 'Ben'], { register: true });
    const { tournament, organizer } = setup;
    const [ana, ben] = setup.players;
    const [rAna, rBen] = setup.registrations;
    const fay = await formEntry(tournament, 'Fay Form');
    const gil = await formEntry(tournament, 'Gil Form');
    await saveFixtures(organizer.agent, tournament.id, [
      singlesMatch('1-league-1-1', fay, rAna),
      singlesMatch('1-league-1-2', rBen, gil),
    ]);

    const { opponentName: _byName, ...byEntry } = resultBody(tournament.id, { name: fay.name });
    const logged: MatchResultView = (
      await ana.agent
        .post('/api/results/submit')
        .send({ ...byEntry, opponentEntryId: fay.id })
        .expect(201)
    ).body;
    expect(logged).toMatchObject({
      playerId: ana.user.id,
      playerEntryId: rAna.id,
      playerName: 'Ana Tester',
      opponentId: null,
      opponentEntryId: fay.id,
      opponentName: 'Fay Form',
      opponentUsername: null,
      status: 'pending',
      confirmation: 'organizer',
      confirmationDueAt: null,
      fixtureMatchId: '1-league-1-1',
      division: 'Division 1',
      round: 1,
    });
    const history = (await ana.agent.get(`/api/results/${logged.id}/history`).expect(200)).body;
    expect(history[0].details).toBe('Logged against Fay Form; the organizer decides it, as the opponent has no account');

    // By the name the participants list shows, as the spec sends it, the same way.
    const byName = await submit(ben, resultBody(tournament.id, { name: '  gil   FORM ' }));
    expect(byName).toMatchObject({
      opponentEntryId: gil.id,
      opponentId: null,
      confirmation: 'organizer',
      fixtureMatchId: '1-league-1-2',
    });

    const mail = await t.smtp.waitFor(
      (m) => m.to.includes(organizer.user.email) && m.text.includes('Ana Tester logged a League result against Fay Form'),
    );
    expect(mail.subject).toBe(`Result awaiting approval: ${tournament.name}`);
    const queue = (await organizer.agent.get(`/api/tournaments/${tournament.id}/results`).expect(200)).body.items;
    expect(queue.map((r: MatchResultView) => [r.id, r.status])).toEqual(
      expect.arrayContaining([
        [logged.id, 'pending'],
        [byName.id, 'pending'],
      ]),
    );

    const approved = await approve(organizer.agent, logged.id);
    expect(approved).toMatchObject({ status: 'approved', fixtureMatchId: '1-league-1-1', confirmation: 'organizer' });
    const [first, second] = await publicMatches(tournament.id);
    expect(first).toMatchObject({
      id: '1-league-1-1',
      winner: 'Ana Tester',
      sets: [
        { side1: 4, side2: 6 },
        { side1: 3, side2: 6 },
      ],
    });
    expect(fixtureStatus(second)).toBe('Scheduled');
  });

  it('the organizer enters a result for two entries without accounts from a fixture match id, approved and completing it', async () => {
    const setup = await tournamentWith(t, ['Cleo']);
    const { tournament, organizer } = setup;
    const hana = await formEntry(tournament, 'Hana Form');
    const ivo = await formEntry(tournament, 'Ivo Form');
    const jo = await formEntry(tournament, 'Jo Form');
    await saveFixtures(organizer.agent, tournament.id, [
      singlesMatch('1-league-1-1', hana, jo),
      singlesMatch('1-league-2-1', ivo, hana, { round: 2 }),
    ]);
    const enter = (body: Record<string, unknown>) =>
      organizer.agent.post(`/api/tournaments/${tournament.id}/results`).send({
        playerEntryId: hana.id,
        opponentEntryId: ivo.id,
        fixtureMatchId: '1-league-2-1',
        matchType: 'league',
        sets: sets([6, 3], [6, 4]),
        ...body,
      });

    const entered: MatchResultView = (await enter({}).expect(201)).body;
    expect(entered).toMatchObject({
      status: 'approved',
      source: 'organizer',
      confirmation: 'not-needed',
      playerId: null,
      playerEntryId: hana.id,
      playerName: 'Hana Form',
      playerUsername: null,
      opponentId: null,
      opponentEntryId: ivo.id,
      opponentName: 'Ivo Form',
      fixtureMatchId: '1-league-2-1',
      division: 'Division 1',
      round: 2,
    });
    const matches = await publicMatches(tournament.id);
    expect(matches[1]).toMatchObject({
      id: '1-league-2-1',
      winner: 'Hana Form',
      sets: [
        { side1: 3, side2: 6 },
        { side1: 4, side2: 6 },
      ],
    });
    expect(fixtureStatus(matches[0])).toBe('Scheduled');

    // The same match again (completed now), a match the two do not play, the same entry twice, an entry not there.
    expect((await enter({}).expect(400)).body.fields).toEqual({ fixtureMatchId: [FIXTURE_MATCH_NOT_OPEN] });
    expect((await enter({ fixtureMatchId: '1-league-1-1' }).expect(400)).body.fields).toEqual({
      fixtureMatchId: [FIXTURE_MATCH_NOT_OPEN],
    });
    expect((await enter({ opponentEntryId: hana.id }).expect(400)).body.fields).toEqual({ opponentEntryId: [SAME_PLAYER_TWICE] });
    expect((await enter({ playerEntryId: 999999 }).expect(400)).body.fields).toEqual({
      playerEntryId: [PLAYER_NOT_A_PARTICIPANT],
    });
    expect((await enter({ playerEntryId: undefined }).expect(400)).body.fields).toEqual({
      playerName: [RESULT_MESSAGES.playerName],
    });
    // Without a match id, by names: the first open league match between them.
    const byNames = await enter({
      playerEntryId: undefined,
      playerName: 'jo form',
      opponentEntryId: undefined,
      opponentName: 'Hana Form',
      fixtureMatchId: undefined,
    }).expect(201);
    expect(byNames.body).toMatchObject({ playerEntryId: jo.id, opponentEntryId: hana.id, fixtureMatchId: '1-league-1-1' });
    expect((await publicMatches(tournament.id))[0].winner).toBe('Jo Form');
  });

  it('never confuses a final with a league match between the same two players', async () => {
    const setup = await tournamentWith(t, ['Kai', 'Lou'], { register: true });
    const { tournament, organizer } = setup;
    const [kai, lou] = setup.players;
    const [rKai, rLou] = setup.registrations;
    await saveFixtures(organizer.agent, tournament.id, [
      singlesMatch('1-league-1-1', rKai, rLou),
      singlesMatch('1-final-2-1', rLou, rKai, { matchType: 'final', round: 2 }),
    ]);
    const open = await kai.agent.get(`/api/tournaments/${tournament.id}/result-matches?opponentEntryId=${rLou.id}`).expect(200);
    expect(open.body).toEqual([
      { fixtureMatchId: '1-league-1-1', matchType: 'league', division: 'Division 1', round: 1, scheduledTime: null, court: null },
      { fixtureMatchId: '1-final-2-1', matchType: 'final', division: 'Division 1', round: 2, scheduledTime: null, court: null },
    ]);

    // The final logged first, without naming a match: it is the final's, not the first match between them.
    const final = await submit(kai, resultBody(tournament.id, lou, { matchType: 'final', sets: sets([6, 1], [6, 1]) }));
    expect(final).toMatchObject({ fixtureMatchId: '1-final-2-1', round: 2 });
    const mismatched = await kai.agent
      .post('/api/results/submit')
      .send(resultBody(tournament.id, lou, { fixtureMatchId: '1-final-2-1' }))
      .expect(400);
    expect(mismatched.body.fields).toEqual({ matchType: [fixtureMatchTypeDiffers('Final')] });
    const league = await submit(
      kai,
      resultBody(tournament.id, lou, { fixtureMatchId: '1-league-1-1', sets: sets([2, 6], [3, 6]), winner: 'opponent' }),
    );
    expect(league).toMatchObject({ fixtureMatchId: '1-league-1-1', round: 1 });
    // Both named by pending results: nothing left to name.
    expect(
      (await kai.agent.get(`/api/tournaments/${tournament.id}/result-matches?opponentEntryId=${rLou.id}`).expect(200)).body,
    ).toEqual([]);

    // Approved the other way round, each completes its own match.
    await approve(organizer.agent, league.id);
    await approve(organizer.agent, final.id);
    const [leagueMatch, finalMatch] = await publicMatches(tournament.id);
    expect(leagueMatch).toMatchObject({
      winner: 'Lou Tester',
      sets: [
        { side1: 2, side2: 6 },
        { side1: 3, side2: 6 },
      ],
    });
    expect(finalMatch).toMatchObject({
      winner: 'Kai Tester',
      sets: [
        { side1: 1, side2: 6 },
        { side1: 1, side2: 6 },
      ],
    });
    const mine = (await kai.agent.get('/api/user/results').expect(200)).body.items as MatchResultView[];
    expect(mine.map((r) => [r.matchType, r.division, r.round])).toEqual([
      ['league', 'Division 1', 1],
      ['final', 'Division 1', 2],
    ]);
  });

  it('GET /api/tournaments/{id}/result-matches: a player asks for their own matches, the organizer for any two entries', async () => {
    const setup = await tournamentWith(t, ['Mo', 'Nell'], { register: true });
    const { tournament, organizer } = setup;
    const [mo] = setup.players;
    const [rMo, rNell] = setup.registrations;
    const pia = await formEntry(tournament, 'Pia Form');
    await saveFixtures(organizer.agent, tournament.id, [singlesMatch('1-league-1-1', rNell, pia)]);
    const path = (query: string) => `/api/tournaments/${tournament.id}/result-matches?${query}`;

    expect((await mo.agent.get(path(`opponentEntryId=${pia.id}`)).expect(200)).body).toEqual([]);
    const others = await mo.agent.get(path(`playerEntryId=${rNell.id}&opponentEntryId=${pia.id}`)).expect(403);
    expect(others.body.message).toBe(ONLY_OWN_MATCHES);
    await mo.agent.get(path(`playerEntryId=${rMo.id}&opponentEntryId=${pia.id}`)).expect(200);
    const outsider: Player = await player(t, 'Olga');
    expect((await outsider.agent.get(path(`opponentEntryId=${pia.id}`)).expect(403)).body.message).toBe(NOT_A_PARTICIPANT);
    await expectAccess(t, { method: 'get', path: path(`opponentEntryId=${pia.id}`) }, { anonymous: 401 });

    const forOrganizer = await organizer.agent.get(path(`playerEntryId=${pia.id}&opponentEntryId=${rNell.id}`)).expect(200);
    expect(forOrganizer.body.map((m: { fixtureMatchId: string }) => m.fixtureMatchId)).toEqual(['1-league-1-1']);
    const unnamed = await organizer.agent.get(path(`opponentEntryId=${rNell.id}`)).expect(400);
    expect(unnamed.body.fields).toEqual({ playerEntryId: [RESULT_MESSAGES.playerName] });
    await organizer.agent.get(path('')).expect(400);
  });
});
