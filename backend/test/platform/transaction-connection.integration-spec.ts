import { QueryBus } from '@nestjs/cqrs';
import { GetUserProfilesQuery, type UserProfile } from '../../src/contexts/identity';
import { Database } from '../../src/platform/database/database';
import { SecondConnectionGuard } from '../../src/platform/database/second-connection-guard';
import { UnitOfWork } from '../../src/platform/events';
import { createUser } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

const backendPid = async (db: Database) => (await db.rows<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0].pid;

describe('one connection per command', () => {
  let t: TestApp;
  let uow: UnitOfWork;
  let db: Database;
  let guard: SecondConnectionGuard;

  beforeAll(async () => {
    t = await startTestApp();
    uow = t.app.get(UnitOfWork);
    db = t.app.get(Database);
    guard = t.app.get(SecondConnectionGuard);
  });
  afterAll(() => t.close());

  it("answers another context's query on the command's own connection, seeing its uncommitted rows", async () => {
    const { id } = await createUser(t, 'player', { firstName: 'Stored' });
    await uow.run(null, async (tx) => {
      await tx.manager.query(`UPDATE users SET first_name = 'Uncommitted' WHERE id = $1`, [id]);
      const [profile] = await t.app.get(QueryBus).execute<GetUserProfilesQuery, UserProfile[]>(new GetUserProfilesQuery([id]));
      expect(profile.firstName).toBe('Uncommitted');
      const [{ pid }] = await tx.manager.query('SELECT pg_backend_pid() AS pid');
      expect(await backendPid(db)).toBe(pid);
    });
    expect(guard.violations).toEqual([]);
  });

  it('reports a pooled connection taken while a transaction is held', async () => {
    await uow.run(null, () => t.dataSource.query('SELECT 1'));
    expect(guard.violations).toHaveLength(1);
    expect(guard.violations[0]).toMatch(/second pooled connection/);
    guard.violations.length = 0;
  });
});
