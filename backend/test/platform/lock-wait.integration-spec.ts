import { Client } from 'pg';
import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { approvedTournament } from '../tournaments/tournament-factories';

describe('a write that meets a row lock held elsewhere', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('waits the lock limit, then gives up: 503 with Retry-After, nothing written, and the next try succeeds', async () => {
    const player = await signedInAs(t, 'player');
    const { tournament } = await approvedTournament(t);
    const holder = new Client({ connectionString: t.config.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM tournaments WHERE id = $1 FOR UPDATE', [tournament.id]);
      const started = performance.now();
      const response = await player.agent.post(`/api/tournaments/${tournament.id}/enroll`);
      const ms = performance.now() - started;
      console.log(`lock wait: ${response.status} after ${Math.round(ms)} ms (lock limit ${t.config.database.lockTimeoutMs} ms)`);
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      // The holder keeps its lock until after this answer, so an answer at all proves the write gave up
      // rather than waited; it waited at least the limit first.
      expect(ms).toBeGreaterThanOrEqual(t.config.database.lockTimeoutMs);
      await holder.query('ROLLBACK');
    } finally {
      await holder.end();
    }
    const [{ count }] = await t.dataSource.query(
      'SELECT count(*)::int AS count FROM tournament_entries WHERE tournament_id = $1',
      [tournament.id],
    );
    expect(count).toBe(0);
    await player.agent.post(`/api/tournaments/${tournament.id}/enroll`).expect(201);
  });
});
