import request from 'supertest';
import { PAGING_MESSAGES } from '@rallypoint/shared';
import { signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { adminOf, approvedTournament, createTournament, registrationRequest, SignedIn } from './tournament-factories';

/** decisions.md "Lists at scale": every growing list answers { items, total, page, pageSize }, filtered in SQL. */
describe('paged lists', () => {
  let t: TestApp;
  let organizer: SignedIn;
  let player: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    organizer = await signedInAs(t, 'organizer');
    player = await signedInAs(t, 'player');
  });
  afterAll(() => t.close());

  it('pages available tournaments in a stable order with the total, and filters by sport and search', async () => {
    const tag = `Pg${Date.now().toString(36)}`;
    for (const [index, sport] of (['tennis', 'pickleball', 'tennis', 'table_tennis', 'tennis'] as const).entries()) {
      await approvedTournament(t, { name: `${tag} Cup ${index}`, sport }, organizer);
    }
    await approvedTournament(t, { name: `${tag} 100%_Literal`, sport: 'pickleball' }, organizer);

    const first = (await player.agent.get(`/api/tournaments?search=${tag}&pageSize=4`).expect(200)).body;
    const second = (await player.agent.get(`/api/tournaments?search=${tag}&pageSize=4&page=2`).expect(200)).body;
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect(first.items).toHaveLength(4);
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(second.items).toHaveLength(2);
    const ids = [...first.items, ...second.items].map((x: { id: number }) => x.id);
    expect(new Set(ids).size).toBe(6);

    const tennis = (await player.agent.get(`/api/tournaments?search=${tag}&sport=tennis`).expect(200)).body;
    expect(tennis.total).toBe(3);
    expect(tennis.items.every((x: { sport: string }) => x.sport === 'tennis')).toBe(true);

    // `%` and `_` in a search match only themselves.
    const literal = (await player.agent.get(`/api/tournaments?search=${encodeURIComponent('100%_')}`).expect(200)).body;
    expect(literal.items.map((x: { name: string }) => x.name)).toEqual([`${tag} 100%_Literal`]);
  });

  it('refuses a bad page, page size or sport with 400 and the field messages', async () => {
    const tooBig = await player.agent.get('/api/tournaments?pageSize=201').expect(400);
    expect(tooBig.body.fields).toEqual({ pageSize: [PAGING_MESSAGES.pageSize] });
    const zero = await player.agent.get('/api/tournaments?page=0').expect(400);
    expect(zero.body.fields).toEqual({ page: [PAGING_MESSAGES.page] });
    const sport = await player.agent.get('/api/tournaments?sport=golf').expect(400);
    expect(Object.keys(sport.body.fields)).toEqual(['sport']);
    await (await adminOf(t)).agent.get('/api/admin/tournaments?status=nope').expect(400);
  });

  it("filters the admin's list by shown status, newest first", async () => {
    const owner = await signedInAs(t, 'organizer');
    const older = await createTournament(owner.agent, { name: 'Older Pending' });
    const newer = await createTournament(owner.agent, { name: 'Newer Pending' });
    const { agent } = await adminOf(t);

    const pending = (await agent.get('/api/admin/tournaments?status=pending&pageSize=200').expect(200)).body;
    expect(pending.items.every((x: { status: string }) => x.status === 'pending')).toBe(true);
    const ids = pending.items.map((x: { id: number }) => x.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const all = (await agent.get('/api/admin/tournaments?pageSize=1').expect(200)).body;
    expect(all.items).toHaveLength(1);
    expect(all.total).toBeGreaterThan(pending.total);
  });

  it('pages registrations oldest first, and notifications unread first with the unread count', async () => {
    const owner = await signedInAs(t, 'organizer');
    const { tournament } = await approvedTournament(t, {}, owner);
    for (const name of ['Entry One', 'Entry Two', 'Entry Three']) {
      await request(t.http).post(`/api/tournaments/${tournament.id}/register`).send(registrationRequest(tournament, { fullName: name })).expect(201);
    }
    const page2 = (await owner.agent.get(`/api/tournaments/${tournament.id}/registrations?pageSize=2&page=2`).expect(200)).body;
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((x: { fullName: string }) => x.fullName)).toEqual(['Entry Three']);

    const [{ id: oldest }] = await t.dataSource.query(
      `SELECT id FROM registration_notifications WHERE recipient_id = $1 ORDER BY id LIMIT 1`,
      [owner.user.id],
    );
    const newest = (await owner.agent.get('/api/notifications/registrations').expect(200)).body.items[0];
    await owner.agent.patch(`/api/notifications/${newest.id}/read`).expect(200);

    const listed = (await owner.agent.get('/api/notifications/registrations').expect(200)).body;
    expect(listed).toMatchObject({ total: 3, unread: 2 });
    expect(listed.items.map((x: { isRead: boolean }) => x.isRead)).toEqual([false, false, true]);
    expect(listed.items[1].id).toBe(oldest);
  });
});
