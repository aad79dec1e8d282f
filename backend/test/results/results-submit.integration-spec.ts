import request from 'supertest';
import { RESULT_MESSAGES, SCORE_MESSAGES } from '@rallypoint/shared';
import { expectAccess } from '../support/authorization';
import { startTestApp, type TestApp } from '../support/test-app';
import { approvedTournament, createTournament, eventTypes, registrationRequest } from '../tournaments/tournament-factories';
import {
  OPPONENT_AMBIGUOUS,
  OPPONENT_NOT_A_PARTICIPANT,
  NOT_A_PARTICIPANT,
} from '../../src/contexts/results/domain/results.errors';
import {
  enrol,
  player,
  registerWithAccount,
  resultBody,
  submit,
  tournamentWith,
  type Player,
} from '../fixtures/results-factories';

describe('POST /api/results/submit and GET /api/user/results', () => {
  let t: TestApp;
  let tournamentId: number;
  let ana: Player;
  let ben: Player;

  beforeAll(async () => {
    t = await startTestApp();
    const setup = await tournamentWith(t, ['Ana', 'Ben']);
    tournamentId = setup.tournament.id;
    [ana, ben] = setup.players;
  });
  afterAll(() => t.close());

  it('is for players only: 401 signed out, 403 organizers and admins, 403 a player outside the tournament', async () => {
    await expectAccess(
      t,
      { method: 'post', path: '/api/results/submit', body: resultBody(tournamentId, ben) },
      {
        anonymous: 401,
        organizer: 403,
        admin: 403,
        player: 403,
      },
    );
    const outsider = await player(t, 'Olga');
    const response = await outsider.agent.post('/api/results/submit').send(resultBody(tournamentId, ben)).expect(403);
    expect(response.body.message).toBe(NOT_A_PARTICIPANT);
  });

  it("stores an enrolled player's result as pending, with the winner taken from the sets", async () => {
    const response = await ana.agent
      .post('/api/results/submit')
      .send(
        resultBody(tournamentId, ben, {
          sets: [
            { playerGames: 6, opponentGames: 2 },
            { playerGames: 3, opponentGames: 6 },
            { playerGames: 7, opponentGames: 5 },
          ],
        }),
      )
      .expect(201);
    expect(response.body).toMatchObject({
      tournamentId,
      playerId: ana.user.id,
      playerName: 'Ana Tester',
      playerUsername: ana.user.username,
      opponentName: 'Ben Tester',
      opponentUsername: ben.user.username,
      matchType: 'league',
      winner: 'player',
      notes: 'Windy afternoon',
      status: 'pending',
      approvedAt: null,
      approvedBy: null,
      fixtureMatchId: null,
    });
    expect(await eventTypes(t, response.body.id, 'match_result')).toEqual(['ResultSubmitted']);
  });

  it('accepts no winner at all and takes it from the score', async () => {
    const sets = [
      { playerGames: 6, opponentGames: 4 },
      { playerGames: 4, opponentGames: 6 },
      { playerGames: 3, opponentGames: 6 },
    ];
    const { winner, ...body } = resultBody(tournamentId, ben, { sets });
    expect(winner).toBe('player');
    const response = await ana.agent.post('/api/results/submit').send(body).expect(201);
    expect(response.body).toMatchObject({ winner: 'opponent', outcome: 'completed' });
  });

  it('refuses a winner the score contradicts with 400 naming winner', async () => {
    const response = await ana.agent
      .post('/api/results/submit')
      .send(resultBody(tournamentId, ben, { winner: 'opponent' }))
      .expect(400);
    expect(response.body.fields).toEqual({ winner: [SCORE_MESSAGES.winnerMismatch] });
  });

  it('needs the opponent to be another participant, named as the participants list names them', async () => {
    const notThere = await ana.agent
      .post('/api/results/submit')
      .send(resultBody(tournamentId, { name: 'Nobody Here' }))
      .expect(400);
    expect(notThere.body.fields).toEqual({ opponentName: [OPPONENT_NOT_A_PARTICIPANT] });
    const herself = await ana.agent.post('/api/results/submit').send(resultBody(tournamentId, ana)).expect(400);
    expect(herself.body.fields).toEqual({ opponentName: [OPPONENT_NOT_A_PARTICIPANT] });
    await ana.agent
      .post('/api/results/submit')
      .send(resultBody(tournamentId, { name: '  ben   TESTER ' }))
      .expect(201);
  });

  it('finds the opponent by the name the participants list shows: a player with no name by their username', async () => {
    const { tournament } = await approvedTournament(t);
    const nameless = await player(t, 'Nameless');
    await t.dataSource.query(`UPDATE users SET first_name = '', last_name = '' WHERE id = $1`, [nameless.user.id]);
    const spaced = await player(t, 'Spaced');
    await t.dataSource.query(`UPDATE users SET first_name = '  Spaced ', last_name = ' Out  ' WHERE id = $1`, [spaced.user.id]);
    for (const p of [ana, nameless, spaced]) await enrol(p, tournament.id);

    const byUsername = await submit(ana, resultBody(tournament.id, { name: nameless.user.username.toUpperCase() }));
    expect(byUsername).toMatchObject({ opponentName: nameless.user.username });
    const byName = await submit(ana, resultBody(tournament.id, { name: 'spaced OUT' }));
    expect(byName).toMatchObject({ opponentName: 'Spaced   Out' });
    // Part of a name is not a name.
    const partial = await ana.agent
      .post('/api/results/submit')
      .send(resultBody(tournament.id, { name: 'Spaced' }))
      .expect(400);
    expect(partial.body.fields).toEqual({ opponentName: [OPPONENT_NOT_A_PARTICIPANT] });
  });

  it('refuses a name two participants share', async () => {
    const twin = await player(t, 'Ben');
    const { tournament } = await approvedTournament(t);
    await enrol(ana, tournament.id);
    await enrol(ben, tournament.id);
    await enrol(twin, tournament.id);
    const response = await ana.agent.post('/api/results/submit').send(resultBody(tournament.id, ben)).expect(400);
    expect(response.body.fields).toEqual({ opponentName: [OPPONENT_AMBIGUOUS] });
  });

  it('counts a player registered through the form with their account e-mail as a participant', async () => {
    const { tournament } = await approvedTournament(t);
    const registered = await player(t, 'Rita');
    await registerWithAccount(t, registered, tournament);
    await enrol(ben, tournament.id);
    await submit(registered, resultBody(tournament.id, ben));
  });

  it('offers, in GET /api/user/tournaments (the tournament select), the tournaments registered for with the account e-mail', async () => {
    const rita = await player(t, 'Rita');
    const { tournament: registeredOnly } = await approvedTournament(t, { name: 'Form Open' });
    const { tournament: both } = await approvedTournament(t, { name: 'Both Ways Cup' });
    const { tournament: someoneElses } = await approvedTournament(t, { name: 'Not Rita Open' });
    // The form's e-mail in other capitals is still her account's; someone else's registration is not hers.
    await request(t.http)
      .post(`/api/tournaments/${registeredOnly.id}/register`)
      .send(registrationRequest(registeredOnly, { fullName: rita.name, email: rita.user.email.toUpperCase() }))
      .expect(201);
    // Enroll, then the form with her account e-mail: the form completes the entry Enroll made (one entry).
    await enrol(rita, both.id);
    await registerWithAccount(t, rita, both);
    await request(t.http)
      .post(`/api/tournaments/${someoneElses.id}/register`)
      .send(registrationRequest(someoneElses))
      .expect(201);

    const mine: Array<{ id: number }> = (await rita.agent.get('/api/user/tournaments').expect(200)).body;
    expect(mine.map((x) => x.id).sort((a, b) => a - b)).toEqual([registeredOnly.id, both.id].sort((a, b) => a - b));
    expect(mine.find((x) => x.id === registeredOnly.id)).toEqual({
      id: registeredOnly.id,
      name: 'Form Open',
      venue: registeredOnly.venue,
      sport: registeredOnly.sport,
      scoreFormat: 'tennis-best-of-3',
    });
    // What the select offers, the server accepts.
    await enrol(ben, registeredOnly.id);
    await submit(rita, resultBody(registeredOnly.id, ben));
  });

  it('answers 404 for a missing tournament and for one not approved yet', async () => {
    await ana.agent.post('/api/results/submit').send(resultBody(999999, ben)).expect(404);
    const { organizer } = await approvedTournament(t);
    const pending = await createTournament(organizer.agent);
    await ana.agent.post('/api/results/submit').send(resultBody(pending.id, ben)).expect(404);
  });

  it.each([
    ['no tournament', { tournamentId: undefined }, 'tournamentId', RESULT_MESSAGES.tournamentId],
    ['no opponent', { opponentName: '  ' }, 'opponentName', RESULT_MESSAGES.opponentName],
    ['an unknown match type', { matchType: 'friendly' }, 'matchType', RESULT_MESSAGES.matchType],
    ['no sets', { sets: [] }, 'sets', RESULT_MESSAGES.sets],
    ['eight games', { sets: [{ playerGames: 8, opponentGames: 6 }] }, 'sets.0.playerGames', RESULT_MESSAGES.games],
    ['negative games', { sets: [{ playerGames: 6, opponentGames: -1 }] }, 'sets.0.opponentGames', RESULT_MESSAGES.games],
    ['half a game', { sets: [{ playerGames: 5.5, opponentGames: 1 }] }, 'sets.0.playerGames', RESULT_MESSAGES.games],
    ['an unknown winner', { winner: 'both' }, 'winner', RESULT_MESSAGES.winner],
    [
      'four sets of a best of three',
      { sets: Array.from({ length: 4 }, () => ({ playerGames: 6, opponentGames: 0 })) },
      'sets',
      SCORE_MESSAGES.tooManySets('set', 3),
    ],
    [
      'eight sets',
      { sets: Array.from({ length: 8 }, () => ({ playerGames: 6, opponentGames: 0 })) },
      'sets',
      RESULT_MESSAGES.tooManySets,
    ],
    [
      'a set that is not finished',
      {
        sets: [
          { playerGames: 6, opponentGames: 5 },
          { playerGames: 6, opponentGames: 0 },
        ],
      },
      'sets.0',
      SCORE_MESSAGES.unfinishedSet('Set 1', '6-5'),
    ],
    ['a walkover with a score', { outcome: 'walkover', winner: 'player' }, 'sets', SCORE_MESSAGES.walkoverHasNoScore],
    [
      'a walkover without a winner',
      { outcome: 'walkover', sets: [], winner: undefined },
      'winner',
      SCORE_MESSAGES.walkoverWinner,
    ],
    ['an unknown outcome', { outcome: 'abandoned' }, 'outcome', RESULT_MESSAGES.outcome],
    ['notes past 1000 characters', { notes: 'x'.repeat(1001) }, 'notes', RESULT_MESSAGES.notes],
  ])('refuses %s with the field message', async (_, override, field, message) => {
    const response = await ana.agent
      .post('/api/results/submit')
      .send({ ...resultBody(tournamentId, ben), ...override })
      .expect(400);
    expect(response.body.fields[field]).toEqual([message]);
  });

  it('e-mails the organizer through the outbox and puts the result in their queue as pending', async () => {
    const setup = await tournamentWith(t, ['Cleo', 'Dan']);
    const [cleo, dan] = setup.players;
    const { id } = await submit(cleo, resultBody(setup.tournament.id, dan));
    const mail = await t.smtp.waitFor(
      (m) => m.to.includes(setup.organizer.user.email) && m.subject.startsWith('Result awaiting approval'),
    );
    expect(mail.subject).toBe(`Result awaiting approval: ${setup.tournament.name}`);
    expect(mail.text).toContain('Cleo Tester logged a League result against Dan Tester');
    expect(mail.text).toContain('6-4, 6-3');
    expect(mail.text).toContain(`${t.config.appUrl}/tournaments-dashboard?results=${setup.tournament.id}`);
    const queue = await setup.organizer.agent.get(`/api/tournaments/${setup.tournament.id}/results`).expect(200);
    expect(queue.body.items).toEqual([expect.objectContaining({ id, status: 'pending', playerName: 'Cleo Tester' })]);
  });

  it("lists the caller's own results newest first, paged, with their status", async () => {
    const setup = await tournamentWith(t, ['Eve', 'Finn']);
    const [eve, finn] = setup.players;
    const first = await submit(eve, resultBody(setup.tournament.id, finn));
    const second = await submit(eve, resultBody(setup.tournament.id, finn, { matchType: 'final' }));
    await submit(finn, resultBody(setup.tournament.id, eve));

    const page1 = await eve.agent.get('/api/user/results?pageSize=1').expect(200);
    expect(page1.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page1.body.items.map((r: { id: number }) => r.id)).toEqual([second.id]);
    const page2 = await eve.agent.get('/api/user/results?pageSize=1&page=2').expect(200);
    expect(page2.body.items).toEqual([
      expect.objectContaining({ id: first.id, status: 'pending', tournamentName: setup.tournament.name }),
    ]);
    await eve.agent.get('/api/user/results?pageSize=500').expect(400);
    await request(t.http).get('/api/user/results').expect(401);
  });
});
