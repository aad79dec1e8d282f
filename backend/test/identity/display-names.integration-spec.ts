import { QueryBus } from '@nestjs/cqrs';
import { GetDisplayNamesQuery, type UserDisplayName } from '../../src/contexts/identity';
import { createUser } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

describe('GetDisplayNamesQuery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('names users "First Last", falls back to the username when both are blank, and leaves unknown ids out', async () => {
    const named = await createUser(t, 'organizer', { firstName: 'Ada' });
    const blank = await createUser(t, 'player');
    await t.dataSource.query(`UPDATE users SET first_name = ' ', last_name = '' WHERE id = $1`, [blank.id]);

    const names = await t.app
      .get(QueryBus)
      .execute<GetDisplayNamesQuery, UserDisplayName[]>(new GetDisplayNamesQuery([named.id, blank.id, named.id, 999_999_999]));
    expect(new Map(names.map(({ id, name }) => [id, name]))).toEqual(
      new Map([
        [named.id, 'Ada Tester'],
        [blank.id, blank.username],
      ]),
    );
  });
});
