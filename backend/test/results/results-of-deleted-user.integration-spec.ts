import request from 'supertest';
import { fixtureStatus, type FixtureMatch } from '@rallypoint/shared';
import { RESULT_NOT_FOUND } from '../../src/contexts/results/domain/results.errors';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminOf } from '../tournaments/tournament-factories';
import { resultBody, saveFixtures, singlesMatch, submit, tournamentWith } from '../fixtures/results-factories';

describe('DELETE /api/admin/users/{id}: the fixtures context', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const resultsBy = async (userId: number) =>
    (await t.dataSource.query(`SELECT id, status FROM match_results WHERE player_id = $1 ORDER BY id`, [userId])) as Array<{
      id: number;
      status: string;
    }>;

  it("removes the results the user submitted, pending or decided, and keeps others' results and the fixture matches", async () => {
    const { tournament, organizer, players, registrations } = await tournamentWith(t, ['Ana', 'Ben'], { register: true });
    const [ana, ben] = players;
    await saveFixtures(organizer.agent, tournament.id, [singlesMatch('1-league-1-1', registrations[0], registrations[1])]);
    const approved = await submit(ana, resultBody(tournament.id, ben));
    await organizer.agent.patch(`/api/results/${approved.id}/approval`).send({ status: 'approved' }).expect(200);
    const rejected = await submit(ana, resultBody(tournament.id, ben));
    await organizer.agent.patch(`/api/results/${rejected.id}/approval`).send({ status: 'rejected' }).expect(200);
    const pending = await submit(ana, resultBody(tournament.id, ben));
    const bens = await submit(ben, resultBody(tournament.id, ana));
    expect((await resultsBy(ana.user.id)).map((r) => r.status)).toEqual(['approved', 'rejected', 'pending']);

    const admin = await adminOf(t);
    await admin.agent.delete(`/api/admin/users/${ana.user.id}`).expect(200);

    expect(await resultsBy(ana.user.id)).toEqual([]);
    const queue = (await organizer.agent.get(`/api/tournaments/${tournament.id}/results`).expect(200)).body.items as Array<{
      id: number;
    }>;
    expect(queue.map((r) => r.id)).toEqual([bens.id]);
    const gone = await organizer.agent.patch(`/api/results/${pending.id}/approval`).send({ status: 'approved' }).expect(404);
    expect(gone.body.message).toBe(RESULT_NOT_FOUND);

    // The match the approved result completed is the tournament's draw: it stays, winner included.
    const { matches } = (await request(t.http).get(`/api/tournaments/${tournament.id}/fixtures`).expect(200)).body as {
      matches: FixtureMatch[];
    };
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({ winner: 'Ana Tester', player1: { name: 'Ana Tester' } });
    expect(fixtureStatus(matches[0])).toBe('Completed');
  });
});
