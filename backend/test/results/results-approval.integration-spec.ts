import request from 'supertest';
import { RESULT_MESSAGES } from '@rallypoint/shared';
import { expectAccess } from '../support/authorization';
import { signedInAs } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminOf, eventTypes, type SignedIn } from '../tournaments/tournament-factories';
import { alreadyDecided, CANNOT_REVIEW_RESULTS, RESULT_NOT_FOUND } from '../../src/contexts/results/domain/results.errors';
import { resultBody, submit, tournamentWith, type Player } from '../fixtures/results-factories';

describe('reviewing results: GET /api/tournaments/{id}/results and PATCH /api/results/{id}/approval', () => {
  let t: TestApp;
  let tournamentId: number;
  let organizer: SignedIn;
  let ana: Player;
  let ben: Player;

  beforeAll(async () => {
    t = await startTestApp();
    const setup = await tournamentWith(t, ['Ana', 'Ben']);
    ({ organizer } = setup);
    tournamentId = setup.tournament.id;
    [ana, ben] = setup.players;
  });
  afterAll(() => t.close());

  const pending = () => submit(ana, resultBody(tournamentId, ben));

  it("lists a tournament's results to its organizer and admins only", async () => {
    await expectAccess(
      t,
      { method: 'get', path: `/api/tournaments/${tournamentId}/results` },
      {
        anonymous: 401,
        player: 403,
        organizer: 403,
        admin: 200,
      },
    );
    const response = await organizer.agent.get(`/api/tournaments/${tournamentId}/results`).expect(200);
    expect(response.body).toMatchObject({ page: 1, pageSize: 50 });
    const other = await signedInAs(t, 'organizer');
    expect((await other.agent.get(`/api/tournaments/${tournamentId}/results`).expect(403)).body.message).toBe(
      CANNOT_REVIEW_RESULTS,
    );
    await organizer.agent.get('/api/tournaments/999999/results').expect(404);
    await organizer.agent.get(`/api/tournaments/${tournamentId}/results?status=lost`).expect(400);
  });

  it('lets only the organizer of the tournament or an admin decide', async () => {
    const { id } = await pending();
    await expectAccess(
      t,
      { method: 'patch', path: `/api/results/${id}/approval`, body: { status: 'approved' } },
      {
        anonymous: 401,
        player: 403,
        // Another organizer may not know the result exists: the missing result's 404.
        organizer: 404,
      },
    );
    await ana.agent.patch(`/api/results/${id}/approval`).send({ status: 'approved' }).expect(403);
    await organizer.agent
      .patch('/api/results/999999/approval')
      .send({ status: 'approved' })
      .expect(404)
      .then((r) => expect(r.body.message).toBe(RESULT_NOT_FOUND));
    const bad = await organizer.agent.patch(`/api/results/${id}/approval`).send({ status: 'maybe' }).expect(400);
    expect(bad.body.fields).toEqual({ status: [RESULT_MESSAGES.decision] });
    await organizer.agent.patch(`/api/results/${id}/approval`).send({ status: 'pending' }).expect(400);
  });

  it('approves: approvedAt and approvedBy are recorded, the submitter sees it, and it cannot be decided again', async () => {
    const { id } = await pending();
    const response = await organizer.agent.patch(`/api/results/${id}/approval`).send({ status: 'approved' }).expect(200);
    expect(response.body).toMatchObject({ id, status: 'approved', approvedBy: organizer.user.id, playerName: 'Ana Tester' });
    expect(Date.parse(response.body.approvedAt)).not.toBeNaN();
    const mine = await ana.agent.get('/api/user/results').expect(200);
    expect(mine.body.items.find((r: { id: number }) => r.id === id)).toMatchObject({ status: 'approved' });

    const again = await organizer.agent.patch(`/api/results/${id}/approval`).send({ status: 'rejected' }).expect(409);
    expect(again.body.message).toBe(alreadyDecided('approved'));
    expect(await eventTypes(t, id, 'match_result')).toEqual([
      'ResultSubmitted',
      'ResultApproved',
      'ResultRated',
      'ResultRatingsChanged',
    ]);
  });

  it('lets an admin reject, which the submitter then sees', async () => {
    const { id } = await pending();
    const admin = await adminOf(t);
    await admin.agent.patch(`/api/results/${id}/approval`).send({ status: 'rejected' }).expect(200);
    const mine = await ana.agent.get('/api/user/results').expect(200);
    expect(mine.body.items.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'rejected',
      approvedBy: admin.user.id,
    });
    await admin.agent.patch(`/api/results/${id}/approval`).send({ status: 'approved' }).expect(409);
  });

  it('decides a result once when two decisions race', async () => {
    const { id } = await pending();
    const admin = await adminOf(t);
    const answers = await Promise.all([
      organizer.agent.patch(`/api/results/${id}/approval`).send({ status: 'approved' }),
      admin.agent.patch(`/api/results/${id}/approval`).send({ status: 'rejected' }),
      organizer.agent.patch(`/api/results/${id}/approval`).send({ status: 'rejected' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const events = await eventTypes(t, id, 'match_result');
    expect(events.filter((e) => e === 'ResultApproved' || e === 'ResultRejected')).toHaveLength(1);
  });

  it('lists pending results first, then newest first, and filters by status', async () => {
    const setup = await tournamentWith(t, ['Cleo', 'Dan']);
    const [cleo, dan] = setup.players;
    const older = await submit(cleo, resultBody(setup.tournament.id, dan));
    const decided = await submit(dan, resultBody(setup.tournament.id, cleo));
    const newer = await submit(cleo, resultBody(setup.tournament.id, dan, { matchType: 'final' }));
    await setup.organizer.agent.patch(`/api/results/${decided.id}/approval`).send({ status: 'approved' }).expect(200);

    const queue = await setup.organizer.agent.get(`/api/tournaments/${setup.tournament.id}/results`).expect(200);
    expect(queue.body.total).toBe(3);
    expect(queue.body.items.map((r: { id: number }) => r.id)).toEqual([newer.id, older.id, decided.id]);
    const paged = await setup.organizer.agent
      .get(`/api/tournaments/${setup.tournament.id}/results?pageSize=2&page=2`)
      .expect(200);
    expect(paged.body.items.map((r: { id: number }) => r.id)).toEqual([decided.id]);
    const onlyPending = await setup.organizer.agent
      .get(`/api/tournaments/${setup.tournament.id}/results?status=pending`)
      .expect(200);
    expect(onlyPending.body).toMatchObject({ total: 2 });
    expect(onlyPending.body.items[0]).not.toHaveProperty('email');
  });

  it('e-mails the submitter the decision through the outbox, approved or rejected, and only the submitter', async () => {
    const setup = await tournamentWith(t, ['Ivy', 'Jon']);
    const [ivy, jon] = setup.players;
    const name = setup.tournament.name;
    const won = await submit(ivy, resultBody(setup.tournament.id, jon));
    const lost = await submit(
      ivy,
      resultBody(setup.tournament.id, jon, {
        matchType: 'final',
        sets: [
          { playerGames: 2, opponentGames: 6 },
          { playerGames: 6, opponentGames: 7, playerTieBreak: 5, opponentTieBreak: 7 },
        ],
        winner: 'opponent',
      }),
    );

    await setup.organizer.agent.patch(`/api/results/${won.id}/approval`).send({ status: 'approved' }).expect(200);
    const approved = await t.smtp.waitFor((m) => m.to.includes(ivy.user.email) && m.subject === `Result approved: ${name}`);
    expect(approved.text).toContain(`Your League result against Jon Tester in ${name} was approved.`);
    expect(approved.text).toContain('Score (you first): 6-4, 6-3. Winner: you.');
    expect(approved.text).toContain(`${t.config.appUrl}/log-results?result=${won.id}`);

    const admin = await adminOf(t);
    await admin.agent.patch(`/api/results/${lost.id}/approval`).send({ status: 'rejected' }).expect(200);
    const rejected = await t.smtp.waitFor((m) => m.to.includes(ivy.user.email) && m.subject === `Result rejected: ${name}`);
    expect(rejected.text).toContain(`Your Final result against Jon Tester in ${name} was rejected.`);
    expect(rejected.text).toContain('Score (you first): 2-6, 6-7(5). Winner: Jon Tester.');

    // Written in the decision's transaction, once each; a refused second decision adds nothing.
    await setup.organizer.agent.patch(`/api/results/${won.id}/approval`).send({ status: 'rejected' }).expect(409);
    const outbox = async (email: string) =>
      (await t.dataSource.query(`SELECT kind FROM email_outbox WHERE to_address = $1 ORDER BY id`, [email])).map(
        (r: { kind: string }) => r.kind,
      );
    expect(await outbox(ivy.user.email)).toEqual(['result-approved', 'result-rejected']);
    // The opponent was asked to confirm each result, and hears no decision.
    expect(await outbox(jon.user.email)).toEqual(['result-to-confirm', 'result-to-confirm']);
  });

  it('removes the results of a deleted tournament', async () => {
    const setup = await tournamentWith(t, ['Gus', 'Hal']);
    const { id } = await submit(setup.players[0], resultBody(setup.tournament.id, setup.players[1]));
    const admin = await adminOf(t);
    await admin.agent.delete(`/api/admin/tournaments/${setup.tournament.id}`).expect(200);
    const rows = await t.dataSource.query('SELECT id FROM match_results WHERE id = $1', [id]);
    expect(rows).toEqual([]);
    await request(t.http).get('/api/health').expect(200);
  });
});
