import { ADMIN_MESSAGES, PAGING_MESSAGES } from '@rallypoint/shared';
import { createUser, signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signedInAs>>['agent'];

const BULK = 300;

/**
 * 300 accounts in one multi-row insert, all created at the same instant so the id breaks every tie. Every third is
 * pending; names are "Bulk {n}", usernames bulk_{n}, e-mails bulk{n}@Club.example (mixed case on purpose).
 */
async function insertBulkUsers(t: TestApp): Promise<void> {
  await t.dataSource.query(
    `INSERT INTO users (username, password_hash, first_name, last_name, email, user_type, role, is_active, created_at)
     SELECT 'bulk_' || n, 'not-a-real-hash', 'Bulk', 'Member ' || n, 'bulk' || n || '@Club.example',
            CASE WHEN n % 10 = 0 THEN 'organizer' ELSE 'individual_player' END, 'player', n % 3 <> 0,
            '2020-01-01T00:00:00Z'
       FROM generate_series(1, ${BULK}) AS n`,
  );
}

describe('GET /api/admin/users', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await signedInAs(t, 'admin')).agent;
    await insertBulkUsers(t);
  });
  afterAll(() => t.close());

  const list = (query: string) => admin.get(`/api/admin/users${query}`);

  it("answers the table's fields and nothing else: never a hash, token or verification field", async () => {
    const { items } = (await list('?search=bulk_299').expect(200)).body;
    expect(items).toEqual([
      {
        id: expect.any(Number),
        firstName: 'Bulk',
        lastName: 'Member 299',
        username: 'bulk_299',
        email: 'bulk299@Club.example',
        userType: 'individual_player',
        role: 'user',
        isActive: true,
        createdAt: '2020-01-01T00:00:00.000Z',
        activatedAt: null,
      },
    ]);
  });

  it('shows the role as the app names it: admin, organizer or user', async () => {
    const organizer = await createUser(t, 'organizer');
    const body = (await list(`?search=${organizer.username}`).expect(200)).body;
    expect(body.items.map((u: { role: string; userType: string }) => [u.role, u.userType])).toEqual([['organizer', 'organizer']]);
  });

  it('lists the newest accounts first, breaking ties by the higher id, in pages with the total', async () => {
    const newest = await createUser(t, 'player');
    const first = (await list('?pageSize=200').expect(200)).body;
    expect(first.total).toBeGreaterThanOrEqual(BULK + 2);
    expect(first.pageSize).toBe(200);
    expect(first.page).toBe(1);
    expect(first.items).toHaveLength(200);
    expect(first.items[0].id).toBe(newest.id);

    const bulk = first.items.filter((u: { username: string }) => u.username.startsWith('bulk_'));
    const ids = bulk.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const second = (await list('?pageSize=200&page=2').expect(200)).body;
    expect(second.items).toHaveLength(first.total - 200);
    const seen = new Set([...first.items, ...second.items].map((u: { id: number }) => u.id));
    expect(seen.size).toBe(first.total);
  });

  it('pages 300 accounts with the default page size of 50', async () => {
    const body = (await list('?search=bulk_&page=6').expect(200)).body;
    expect(body).toMatchObject({ total: BULK, page: 6, pageSize: 50 });
    expect(body.items.map((u: { username: string }) => u.username)).toEqual(
      Array.from({ length: 50 }, (_, i) => `bulk_${50 - i}`),
    );
    expect((await list('?search=bulk_&page=7').expect(200)).body.items).toEqual([]);
  });

  it('searches first and last name, username and e-mail, whatever the case', async () => {
    const byName = (await list('?search=bULK%20member%2012&pageSize=200').expect(200)).body;
    expect(byName.items.map((u: { username: string }) => u.username).sort()).toEqual(
      [
        'bulk_12',
        'bulk_120',
        'bulk_121',
        'bulk_122',
        'bulk_123',
        'bulk_124',
        'bulk_125',
        'bulk_126',
        'bulk_127',
        'bulk_128',
        'bulk_129',
      ].sort(),
    );
    expect((await list('?search=BULK_299').expect(200)).body.items.map((u: { username: string }) => u.username)).toEqual([
      'bulk_299',
    ]);
    expect(
      (await list('?search=bulk299@club.EXAMPLE').expect(200)).body.items.map((u: { username: string }) => u.username),
    ).toEqual(['bulk_299']);
    expect((await list('?search=member%20300').expect(200)).body.total).toBe(1);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await list('?search=%25').expect(200)).body.total).toBe(0);
    const underscore = (await list('?search=k_1&pageSize=200').expect(200)).body;
    expect(underscore.items.every((u: { username: string }) => u.username.includes('k_1'))).toBe(true);
    expect(underscore.total).toBe(111); // bulk_1, bulk_10–19, bulk_100–199
  });

  it('filters active or pending accounts, together with the search', async () => {
    const active = (await list('?search=bulk_&status=active').expect(200)).body;
    const pending = (await list('?search=bulk_&status=pending').expect(200)).body;
    expect(active.total).toBe(200);
    expect(pending.total).toBe(100);
    expect(active.items.every((u: { isActive: boolean }) => u.isActive)).toBe(true);
    expect(pending.items.every((u: { isActive: boolean }) => !u.isActive)).toBe(true);
  });

  it.each([
    ['?status=deactivated', 'status', ADMIN_MESSAGES.status],
    ['?page=0', 'page', PAGING_MESSAGES.page],
    ['?pageSize=201', 'pageSize', PAGING_MESSAGES.pageSize],
    ['?pageSize=ten', 'pageSize', PAGING_MESSAGES.pageSize],
    [`?search=${'x'.repeat(101)}`, 'search', PAGING_MESSAGES.search],
  ])('answers 400 for %s, naming the field', async (query, field, message) => {
    const response = await list(query).expect(400);
    expect(response.body.fields).toEqual({ [field]: [message] });
  });
});
