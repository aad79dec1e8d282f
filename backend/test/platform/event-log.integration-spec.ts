import request from 'supertest';
import { DomainEvent, TransactionalReactions, UnitOfWork } from '../../src/platform/events';
import { validSignup } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

class RallyPlayed extends DomainEvent<{ shots: number }> {
  constructor(id: number, shots: number) {
    super('rally', id, { shots });
  }
}
class ScoreAnnounced extends DomainEvent {
  constructor(id: number) {
    super('rally', id, {});
  }
}

describe('event log', () => {
  let t: TestApp;
  let uow: UnitOfWork;
  const rows = (aggregateId: string | number) =>
    t.dataSource.query(`SELECT type, aggregate_type, actor_id, payload FROM event_log WHERE aggregate_id = $1 ORDER BY id`, [
      String(aggregateId),
    ]);

  beforeAll(async () => {
    t = await startTestApp();
    uow = t.app.get(UnitOfWork);
    t.app.get(TransactionalReactions).on(RallyPlayed, async (event, tx) => {
      if (event.payload.shots < 0) throw new Error('a reaction refused the change');
      tx.record(new ScoreAnnounced(Number(event.aggregateId)));
    });
  });
  afterAll(() => t.close());

  it('stores each recorded event exactly once, with its actor and payload, plus what reactions record', async () => {
    await uow.run(42, async (tx) => tx.record(new RallyPlayed(1001, 17)));
    expect(await rows(1001)).toEqual([
      { type: 'RallyPlayed', aggregate_type: 'rally', actor_id: 42, payload: { shots: 17 } },
      { type: 'ScoreAnnounced', aggregate_type: 'rally', actor_id: 42, payload: {} },
    ]);
  });

  it('stores nothing when the command fails after recording', async () => {
    await expect(
      uow.run(1, async (tx) => {
        tx.record(new RallyPlayed(1002, 3));
        throw new Error('net cord');
      }),
    ).rejects.toThrow('net cord');
    expect(await rows(1002)).toEqual([]);
  });

  it('rolls the change and its events back when a transactional reaction fails', async () => {
    await expect(
      uow.run(1, async (tx) => {
        await tx.manager.query(`INSERT INTO login_throttle (key, window_seconds) VALUES ('rollback-probe', 60)`);
        tx.record(new RallyPlayed(1003, -1));
      }),
    ).rejects.toThrow('a reaction refused the change');
    expect(await rows(1003)).toEqual([]);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM login_throttle WHERE key = 'rollback-probe'`,
    );
    expect(count).toBe(0);
  });

  it('runs after-commit steps only when the transaction commits', async () => {
    const ran: string[] = [];
    await uow.run(1, async (tx) => tx.afterCommit(() => void ran.push('committed')));
    await uow
      .run(1, async (tx) => {
        tx.afterCommit(() => void ran.push('rolled back'));
        throw new Error('fault');
      })
      .catch(() => undefined);
    expect(ran).toEqual(['committed']);
  });

  it('records one UserSignedUp per signup and none for a refused one', async () => {
    const signup = validSignup();
    const created = await request(t.http).post('/api/auth/signup').send(signup).expect(201);
    await request(t.http).post('/api/auth/signup').send(signup).expect(409);
    await request(t.http).post('/api/auth/signup').send({}).expect(400);
    expect(await rows(created.body.userId)).toEqual([
      {
        type: 'UserSignedUp',
        aggregate_type: 'user',
        actor_id: null,
        payload: { username: signup.username, email: signup.email, userType: 'individual_player' },
      },
    ]);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM event_log WHERE type = 'UserSignedUp'`);
    expect(count).toBe(1);
  });

  it('refuses to change or delete history', async () => {
    await uow.run(null, async (tx) => tx.record(new ScoreAnnounced(1004)));
    await expect(t.dataSource.query(`UPDATE event_log SET type = 'Forged' WHERE aggregate_id = '1004'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(t.dataSource.query(`DELETE FROM event_log WHERE aggregate_id = '1004'`)).rejects.toThrow(/append-only/);
    expect(await rows(1004)).toHaveLength(1);
  });

  it('refuses to truncate history', async () => {
    await uow.run(null, async (tx) => tx.record(new ScoreAnnounced(1005)));
    await expect(t.dataSource.query(`TRUNCATE event_log`)).rejects.toThrow(/append-only/);
    await expect(t.dataSource.query(`TRUNCATE event_log, email_outbox`)).rejects.toThrow(/append-only/);
    expect(await rows(1005)).toHaveLength(1);
  });
});
