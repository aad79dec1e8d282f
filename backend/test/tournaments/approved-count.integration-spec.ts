import { createTournament, decide, approvedTournament, adminOf } from './tournament-factories';
import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The tournaments list's unfiltered total is the kept count of approved tournaments
 * (migration 1734700000000-ApprovedTournamentCount): it must equal a count of the rows after every kind of change.
 * Kept and counted are compared in one statement, one snapshot, so tests writing at the same time cannot skew it.
 */
describe('the kept count of approved tournaments', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const keptAndCounted = async () =>
    (
      await t.dataSource.query(
        `SELECT (SELECT approved FROM tournament_counts) AS kept,
                (SELECT count(*)::int FROM tournaments WHERE status = 'approved') AS counted`,
      )
    )[0] as { kept: number; counted: number };

  const expectInStep = async () => {
    const { kept, counted } = await keptAndCounted();
    expect(kept).toBe(counted);
  };

  it('follows creation, approval, rejection and deletion', async () => {
    await expectInStep();
    const organizer = await signedInAs(t, 'organizer');
    const pending = await createTournament(organizer.agent);
    await expectInStep();
    await decide(t, pending.id, 'rejected');
    await expectInStep();

    const { tournament: byOwner } = await approvedTournament(t, {}, organizer);
    await expectInStep();
    await organizer.agent.delete(`/api/tournaments/${byOwner.id}`).expect(200);
    await expectInStep();

    const { tournament: byAdmin } = await approvedTournament(t, {}, organizer);
    await expectInStep();
    await (await adminOf(t)).agent.delete(`/api/admin/tournaments/${byAdmin.id}`).expect(200);
    await expectInStep();
  });

  it('is undone with the transaction that changed a tournament', async () => {
    const organizer = await signedInAs(t, 'organizer');
    const created = await createTournament(organizer.agent);
    const runner = t.dataSource.createQueryRunner();
    await runner.startTransaction();
    await runner.query(`UPDATE tournaments SET status = 'approved' WHERE id = $1`, [created.id]);
    await runner.rollbackTransaction();
    await runner.release();
    await expectInStep();
  });

  it('answers the unfiltered total of the list', async () => {
    const player = await signedInAs(t, 'player');
    const before = (await keptAndCounted()).kept;
    const { total } = (await player.agent.get('/api/tournaments?pageSize=1').expect(200)).body as { total: number };
    const after = (await keptAndCounted()).kept;
    // Other suites may approve or delete tournaments meanwhile: the answer is one of the counts around it.
    expect([before, after]).toContain(total);
  });
});
