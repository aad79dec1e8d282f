import { RESULT_MESSAGES } from '@rallypoint/shared';
import { expectAccess } from '../support/authorization';
import { standClockAt } from '../support/clock';
import { startTestApp, type TestApp } from '../support/test-app';
import { eventTypes, type SignedIn } from '../tournaments/tournament-factories';
import {
  ALREADY_ANSWERED,
  ANSWER_TOO_LATE,
  ONLY_OPPONENT,
  RESULT_NOT_FOUND,
} from '../../src/contexts/results/domain/results.errors';
import { resultBody, submit, tournamentWith, type Player } from '../fixtures/results-factories';

const HOUR = 3600 * 1000;

describe('the opponent answers a logged result: PATCH /api/results/{id}/confirmation', () => {
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

  const logged = () => submit(ana, resultBody(tournamentId, ben));
  const outboxKinds = async (email: string): Promise<string[]> =>
    (await t.dataSource.query(`SELECT kind FROM email_outbox WHERE to_address = $1 ORDER BY id`, [email])).map(
      (r: { kind: string }) => r.kind,
    );
  const updatesOf = async (userId: number): Promise<string[]> =>
    (await t.dataSource.query(`SELECT kind FROM user_updates WHERE user_id = $1 ORDER BY id`, [userId])).map(
      (r: { kind: string }) => r.kind,
    );

  it('asks the opponent by e-mail and in the app, and lists the result among theirs to answer', async () => {
    const { id } = await logged();
    expect(await outboxKinds(ben.user.email)).toContain('result-to-confirm');
    expect(await updatesOf(ben.user.id)).toContain('result-to-confirm');
    const awaiting = await ben.agent.get('/api/results/awaiting-me').expect(200);
    const item = awaiting.body.items.find((r: { id: number }) => r.id === id);
    expect(item).toMatchObject({ confirmation: 'awaiting', opponentId: ben.user.id, source: 'player', status: 'pending' });
    expect(new Date(item.confirmationDueAt).getTime() - new Date(item.submittedAt).getTime()).toBe(48 * HOUR);
    expect(
      (await ana.agent.get('/api/results/awaiting-me').expect(200)).body.items.map((r: { id: number }) => r.id),
    ).not.toContain(id);
  });

  it("lets only the opponent answer: 403 to who may see the result, the missing result's 404 to anyone else", async () => {
    const { id } = await logged();
    await expectAccess(
      t,
      { method: 'patch', path: `/api/results/${id}/confirmation`, body: { decision: 'confirm' } },
      { anonymous: 401, player: 404, organizer: 404, admin: 403 },
    );
    expect(
      (await ana.agent.patch(`/api/results/${id}/confirmation`).send({ decision: 'confirm' }).expect(403)).body.message,
    ).toBe(ONLY_OPPONENT);
    const missing = (await ben.agent.patch('/api/results/999999/confirmation').send({ decision: 'confirm' }).expect(404)).body;
    expect(missing.message).toBe(RESULT_NOT_FOUND);
    // Cy plays in the tournament but not in this result: she may not know it exists.
    expect((await cy.agent.patch(`/api/results/${id}/confirmation`).send({ decision: 'confirm' }).expect(404)).body).toEqual(
      missing,
    );
  });

  it('refuses a malformed answer with the field messages', async () => {
    const { id } = await logged();
    const wrong = await ben.agent.patch(`/api/results/${id}/confirmation`).send({ decision: 'maybe' }).expect(400);
    expect(wrong.body.fields.decision).toEqual([RESULT_MESSAGES.confirmationDecision]);
    const silent = await ben.agent
      .patch(`/api/results/${id}/confirmation`)
      .send({ decision: 'dispute', comment: '  ' })
      .expect(400);
    expect(silent.body.fields.comment).toEqual([RESULT_MESSAGES.disputeComment]);
  });

  it('approves a confirmed result at once, completing the history, and answers 409 to a second answer', async () => {
    const { id } = await logged();
    const confirmed = await ben.agent.patch(`/api/results/${id}/confirmation`).send({ decision: 'confirm' }).expect(200);
    expect(confirmed.body).toMatchObject({ status: 'approved', confirmation: 'confirmed', approvedBy: null });
    expect(await eventTypes(t, id, 'match_result')).toEqual([
      'ResultSubmitted',
      'ResultConfirmed',
      'ResultApproved',
      'ResultRated',
      'ResultRatingsChanged',
    ]);
    expect(await updatesOf(ana.user.id)).toContain('result-answered');
    const again = await ben.agent
      .patch(`/api/results/${id}/confirmation`)
      .send({ decision: 'dispute', comment: 'No' })
      .expect(409);
    expect(again.body.message).toBe('This result has already been approved');
    await organizer.agent.patch(`/api/results/${id}/approval`).send({ status: 'rejected' }).expect(409);
  });

  it('leaves an agreed result to the organizer when the tournament says so', async () => {
    await organizer.agent.get(`/api/tournaments/${tournamentId}/result-settings`).expect(200, { approveAgreedResults: true });
    await expectAccess(
      t,
      { method: 'put', path: `/api/tournaments/${tournamentId}/result-settings`, body: { approveAgreedResults: false } },
      { anonymous: 401, player: 403, organizer: 403 },
    );
    await organizer.agent
      .put(`/api/tournaments/${tournamentId}/result-settings`)
      .send({ approveAgreedResults: 'no' })
      .expect(400);
    await organizer.agent
      .put(`/api/tournaments/${tournamentId}/result-settings`)
      .send({ approveAgreedResults: false })
      .expect(200, { approveAgreedResults: false });
    try {
      const { id } = await logged();
      const confirmed = await ben.agent
        .patch(`/api/results/${id}/confirmation`)
        .send({ decision: 'confirm', comment: 'Well played' })
        .expect(200);
      expect(confirmed.body).toMatchObject({ status: 'pending', confirmation: 'confirmed', confirmationComment: 'Well played' });
      expect(
        (await ben.agent.patch(`/api/results/${id}/confirmation`).send({ decision: 'confirm' }).expect(409)).body.message,
      ).toBe(ALREADY_ANSWERED);
      await organizer.agent.patch(`/api/results/${id}/approval`).send({ status: 'approved' }).expect(200);
    } finally {
      await organizer.agent
        .put(`/api/tournaments/${tournamentId}/result-settings`)
        .send({ approveAgreedResults: true })
        .expect(200);
    }
  });

  it('sends a dispute to the organizer, disputed results first in the queue', async () => {
    const { id } = await logged();
    const disputed = await ben.agent
      .patch(`/api/results/${id}/confirmation`)
      .send({ decision: 'dispute', comment: 'It was 6-4 4-6 10-8 to me' })
      .expect(200);
    expect(disputed.body).toMatchObject({
      status: 'pending',
      confirmation: 'disputed',
      confirmationComment: 'It was 6-4 4-6 10-8 to me',
    });
    expect(await outboxKinds(organizer.user.email)).toContain('result-disputed');
    await logged();
    const queue = await organizer.agent.get(`/api/tournaments/${tournamentId}/results?status=pending`).expect(200);
    expect(queue.body.items[0]).toMatchObject({ id, confirmation: 'disputed' });
  });

  it('closes the answer after 48 hours: the result waits for the organizer', async () => {
    const { id } = await logged();
    const clock = standClockAt(t, new Date(Date.now() + 48 * HOUR + 60_000));
    try {
      expect(
        (await ben.agent.get('/api/results/awaiting-me').expect(200)).body.items.map((r: { id: number }) => r.id),
      ).not.toContain(id);
      const late = await ben.agent.patch(`/api/results/${id}/confirmation`).send({ decision: 'confirm' }).expect(409);
      expect(late.body.message).toBe(ANSWER_TOO_LATE);
      const queue = await organizer.agent.get(`/api/tournaments/${tournamentId}/results?status=pending`).expect(200);
      expect(queue.body.items.find((r: { id: number }) => r.id === id)).toMatchObject({
        confirmation: 'expired',
        confirmationDueAt: null,
      });
      await organizer.agent.patch(`/api/results/${id}/approval`).send({ status: 'approved' }).expect(200);
    } finally {
      clock.restore();
    }
  });

  it('keeps the answer open until the 48 hours have passed', async () => {
    const { id } = await logged();
    const clock = standClockAt(t, new Date(Date.now() + 47 * HOUR));
    try {
      await ben.agent.patch(`/api/results/${id}/confirmation`).send({ decision: 'confirm' }).expect(200);
    } finally {
      clock.restore();
    }
  });

  it('lets one of two answers at once through', async () => {
    const { id } = await logged();
    const answers = await Promise.all([
      ben.agent.patch(`/api/results/${id}/confirmation`).send({ decision: 'confirm' }),
      ben.agent.patch(`/api/results/${id}/confirmation`).send({ decision: 'dispute', comment: 'Wrong' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});
