import { RESULT_MESSAGES } from '@rallypoint/shared';
import { expectAccess } from '../support/authorization';
import { signedInAs } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminOf, type SignedIn } from '../tournaments/tournament-factories';
import {
  ENTERED_OPPONENT_NOT_A_PARTICIPANT,
  OPPONENT_NOT_A_PARTICIPANT,
  PLAYER_NOT_A_PARTICIPANT,
  RESULT_NOT_FOUND,
  SAME_PLAYER_TWICE,
} from '../../src/contexts/results/domain/results.errors';
import { resultBody, submit, tournamentWith, type Player } from '../fixtures/results-factories';

const sets = (...games: Array<[number, number]>) => games.map(([playerGames, opponentGames]) => ({ playerGames, opponentGames }));

describe('the organizer enters and corrects results, and every change stays in the history', () => {
  let t: TestApp;
  let tournamentId: number;
  let organizer: SignedIn;
  let ana: Player;
  let ben: Player;
  let cy: Player;

  beforeAll(async () => {
    t = await startTestApp();
    const setup = await tournamentWith(t, ['Ana', 'Ben', 'Cy']);
    ({ organizer } = setup);
    tournamentId = setup.tournament.id;
    [ana, ben, cy] = setup.players;
  });
  afterAll(() => t.close());

  const entry = (overrides: Record<string, unknown> = {}) => ({
    playerName: ana.name,
    opponentName: ben.name,
    matchType: 'league',
    sets: sets([6, 2], [6, 1]),
    outcome: 'completed',
    ...overrides,
  });

  it('POST /api/tournaments/{id}/results: entered by the organizer, approved at once, nobody asked to confirm', async () => {
    await expectAccess(
      t,
      { method: 'post', path: `/api/tournaments/${tournamentId}/results`, body: entry() },
      { anonymous: 401, player: 403, organizer: 403 },
    );
    const response = await organizer.agent.post(`/api/tournaments/${tournamentId}/results`).send(entry()).expect(201);
    expect(response.body).toMatchObject({
      status: 'approved',
      source: 'organizer',
      confirmation: 'not-needed',
      winner: 'player',
      playerId: ana.user.id,
      opponentId: ben.user.id,
      approvedBy: organizer.user.id,
    });
    expect(
      (await ben.agent.get('/api/results/awaiting-me').expect(200)).body.items.map((r: { id: number }) => r.id),
    ).not.toContain(response.body.id);
    const admin = await adminOf(t);
    await admin.agent
      .post(`/api/tournaments/${tournamentId}/results`)
      .send(entry({ playerName: cy.name }))
      .expect(201);
  });

  it('refuses an entry with unknown or identical players, or a score the format does not allow', async () => {
    const same = await organizer.agent
      .post(`/api/tournaments/${tournamentId}/results`)
      .send(entry({ opponentName: ana.name }))
      .expect(400);
    expect(same.body.fields.opponentName).toEqual([SAME_PLAYER_TWICE]);
    const nobody = await organizer.agent
      .post(`/api/tournaments/${tournamentId}/results`)
      .send(entry({ playerName: 'Nobody Here' }))
      .expect(400);
    expect(nobody.body.fields).toEqual({ playerName: [PLAYER_NOT_A_PARTICIPANT] });
    const noOpponent = await organizer.agent
      .post(`/api/tournaments/${tournamentId}/results`)
      .send(entry({ opponentName: 'Nobody Here' }))
      .expect(400);
    expect(noOpponent.body.fields).toEqual({ opponentName: [ENTERED_OPPONENT_NOT_A_PARTICIPANT] });
    expect(noOpponent.body.message).not.toMatch(/\byour\b/i);
    const missing = await organizer.agent
      .post(`/api/tournaments/${tournamentId}/results`)
      .send(entry({ playerName: '' }))
      .expect(400);
    expect(missing.body.fields.playerName).toEqual([RESULT_MESSAGES.playerName]);
    await organizer.agent
      .post(`/api/tournaments/${tournamentId}/results`)
      .send(entry({ sets: sets([6, 6]) }))
      .expect(400);
    await organizer.agent.post('/api/tournaments/999999/results').send(entry()).expect(404);
  });

  it('answers the same body naming two non-participants the same way every time, in words for the organizer', async () => {
    const body = entry({ playerName: 'Nobody Here', opponentName: 'Nobody There' });
    const answers: Array<{ fields: Record<string, string[]>; message: string }> = [];
    for (let i = 0; i < 10; i++)
      answers.push((await organizer.agent.post(`/api/tournaments/${tournamentId}/results`).send(body).expect(400)).body);
    expect(answers[0].fields).toEqual({
      playerName: [PLAYER_NOT_A_PARTICIPANT],
      opponentName: [ENTERED_OPPONENT_NOT_A_PARTICIPANT],
    });
    expect(answers[0].message).toBe(`${PLAYER_NOT_A_PARTICIPANT}; ${ENTERED_OPPONENT_NOT_A_PARTICIPANT}`);
    expect(answers.every((answer) => JSON.stringify(answer) === JSON.stringify(answers[0]))).toBe(true);
    expect(ENTERED_OPPONENT_NOT_A_PARTICIPANT).not.toBe(OPPONENT_NOT_A_PARTICIPANT);
  });

  it('PUT /api/results/{id}: corrects a disputed result, approves it, and the history tells it all', async () => {
    const { id } = await submit(ana, resultBody(tournamentId, ben));
    await ben.agent
      .patch(`/api/results/${id}/confirmation`)
      .send({ decision: 'dispute', comment: 'I won the second set' })
      .expect(200);
    const body = { matchType: 'league', sets: sets([6, 4], [4, 6], [3, 6]), outcome: 'completed' };
    // A stranger organizer may not know the result: the same 404 as a missing one (a player is refused by role).
    await expectAccess(t, { method: 'put', path: `/api/results/${id}`, body }, { anonymous: 401, player: 403, organizer: 404 });
    await ana.agent.put(`/api/results/${id}`).send(body).expect(403);
    const corrected = await organizer.agent.put(`/api/results/${id}`).send(body).expect(200);
    expect(corrected.body).toMatchObject({ status: 'approved', winner: 'opponent', sets: body.sets });

    const history = await ana.agent.get(`/api/results/${id}/history`).expect(200);
    expect(history.body.map((e: { change: string }) => e.change)).toEqual(['submitted', 'disputed', 'corrected', 'approved']);
    expect(history.body[1]).toMatchObject({
      actorId: ben.user.id,
      actorName: ben.name,
      details: 'Disputed by the opponent: "I won the second set"',
    });
    expect(history.body[2].details).toBe(
      'Score corrected from 6-4, 6-3, won by the player who logged it to 6-4, 4-6, 3-6, won by the opponent',
    );
    expect(history.body[2].actorId).toBe(organizer.user.id);
    await ben.agent.get(`/api/results/${id}/history`).expect(200);
    await organizer.agent.get(`/api/results/${id}/history`).expect(200);
    await (await adminOf(t)).agent.get(`/api/results/${id}/history`).expect(200);
    const missing = (await ana.agent.get('/api/results/999999/history').expect(404)).body;
    expect(missing.message).toBe(RESULT_NOT_FOUND);
    expect((await cy.agent.get(`/api/results/${id}/history`).expect(404)).body).toEqual(missing);
    expect((await (await signedInAs(t, 'organizer')).agent.get(`/api/results/${id}/history`).expect(404)).body).toEqual(missing);
  });

  it('corrects an approved result again and says who agreed to what', async () => {
    const { id } = await submit(ana, resultBody(tournamentId, cy));
    await cy.agent.patch(`/api/results/${id}/confirmation`).send({ decision: 'confirm' }).expect(200);
    await organizer.agent
      .put(`/api/results/${id}`)
      .send({ matchType: 'league', sets: sets([7, 5], [6, 3]), outcome: 'completed', notes: 'Typo' })
      .expect(200);
    const history = (await organizer.agent.get(`/api/results/${id}/history`).expect(200)).body;
    expect(history.map((e: { change: string }) => e.change)).toEqual(['submitted', 'confirmed', 'approved', 'corrected']);
    expect(history[2]).toMatchObject({ actorId: null, actorName: 'Both players', details: 'Approved: both players agreed' });
  });
});
