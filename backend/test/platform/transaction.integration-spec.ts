import { User } from '../../src/contexts/identity/domain/user.entity';
import { UnitOfWork } from '../../src/platform/events';
import { createUser } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

describe('rows a transaction holds for its event handlers', () => {
  let t: TestApp;
  let uow: UnitOfWork;

  beforeAll(async () => {
    t = await startTestApp();
    uow = t.app.get(UnitOfWork);
  });
  afterAll(() => t.close());

  it('gives back the row the command holds, as the command left it, without reading it again', async () => {
    const { id } = await createUser(t, 'player', { firstName: 'Stored' });
    await uow.run(null, async (tx) => {
      const row = await tx.manager.findOneByOrFail(User, { id });
      const held = tx.hold(User, Object.assign(row, { firstName: 'Held' }));
      const loaded = await tx.load(User, id);
      expect(loaded).toBe(held);
      expect(loaded.firstName).toBe('Held');
    });
  });

  it('reads a row it does not hold inside the transaction, once, and refuses one that does not exist', async () => {
    const { id } = await createUser(t, 'player', { firstName: 'Stored' });
    await uow.run(null, async (tx) => {
      await tx.manager.update(User, { id }, { firstName: 'Uncommitted' });
      const first = await tx.load(User, id);
      expect(first.firstName).toBe('Uncommitted');
      expect(await tx.load(User, id)).toBe(first);
      await expect(tx.load(User, 2_000_000_000)).rejects.toThrow();
    });
  });
});
