import request from 'supertest';
import { LIST_FILTER_MESSAGES, PAGING_MESSAGES } from '@rallypoint/shared';
import { createUser, signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { adminOf, approvedTournament, createTournament, day, registrationRequest, SignedIn } from './tournament-factories';

/** docs/product-rules.md#paging: every growing list answers { items, total, page, pageSize }, filtered in SQL. */
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

    const racket = (await player.agent.get(`/api/tournaments?search=${tag}&sport=tennis,pickleball`).expect(200)).body;
    expect(racket.total).toBe(5);
    expect(racket.items.some((x: { sport: string }) => x.sport === 'table_tennis')).toBe(false);

    // `%` and `_` in a search match only themselves.
    const literal = (await player.agent.get(`/api/tournaments?search=${encodeURIComponent('100%_')}`).expect(200)).body;
    expect(literal.items.map((x: { name: string }) => x.name)).toEqual([`${tag} 100%_Literal`]);
  });

  it('lists the tournaments taking place at some time between from and to', async () => {
    const tag = `Dt${Date.now().toString(36)}`;
    const { tournament: early } = await approvedTournament(
      t,
      { name: `${tag} Early`, startDate: day(10), endDate: day(12) },
      organizer,
    );
    const { tournament: late } = await approvedTournament(
      t,
      { name: `${tag} Late`, startDate: day(40), endDate: day(41) },
      organizer,
    );
    const names = async (query: string) =>
      (await player.agent.get(`/api/tournaments?search=${tag}&${query}`).expect(200)).body.items.map((x: { id: number }) => x.id);

    expect(await names(`from=${day(12)}`)).toEqual([early.id, late.id]); // Still on its last day.
    expect(await names(`from=${day(13)}`)).toEqual([late.id]);
    expect(await names(`to=${day(39)}`)).toEqual([early.id]);
    expect(await names(`from=${day(11)}&to=${day(40)}`)).toEqual([early.id, late.id]);
    expect(await names(`from=${day(20)}&to=${day(30)}`)).toEqual([]);
  });

  it('refuses a bad page, page size or sport with 400 and the field messages', async () => {
    const tooBig = await player.agent.get('/api/tournaments?pageSize=201').expect(400);
    expect(tooBig.body.fields).toEqual({ pageSize: [PAGING_MESSAGES.pageSize] });
    const zero = await player.agent.get('/api/tournaments?page=0').expect(400);
    expect(zero.body.fields).toEqual({ page: [PAGING_MESSAGES.page] });
    const sport = await player.agent.get('/api/tournaments?sport=golf').expect(400);
    expect(Object.keys(sport.body.fields)).toEqual(['sport']);
    expect((await player.agent.get('/api/tournaments?sport=tennis,golf').expect(400)).body.fields).toEqual({
      sport: [LIST_FILTER_MESSAGES.sports],
    });
    expect((await player.agent.get('/api/tournaments?from=2026-02-30').expect(400)).body.fields).toEqual({
      from: [LIST_FILTER_MESSAGES.from],
    });
    const backwards = await player.agent.get('/api/tournaments?from=2026-05-02&to=2026-05-01').expect(400);
    expect(backwards.body.fields).toEqual({ to: [LIST_FILTER_MESSAGES.range] });
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

  it('counts a tournament as active from its first day through its last, and lists running ones between the stages', async () => {
    const owner = await signedInAs(t, 'organizer');
    const tag = `Run${Date.now().toString(36)}`;
    const dates: Array<[string, string, string]> = [
      ['Starts Today', day(0), day(3)],
      ['Ends Today', day(-3), day(0)],
      ['Midway', day(-2), day(2)],
      ['Tomorrow', day(1), day(2)],
      ['Yesterday', day(-2), day(-1)],
    ];
    const ids: Record<string, number> = {};
    for (const [name, startDate, endDate] of dates) {
      ids[name] = (
        await approvedTournament(t, { name: `${tag} ${name}`, startDate, endDate, registrationDeadline: startDate }, owner)
      ).tournament.id;
    }
    const { agent } = await adminOf(t);
    const active = (await agent.get(`/api/admin/tournaments?status=active&search=${tag}`).expect(200)).body;
    expect(active.items.map((x: { id: number }) => x.id).sort()).toEqual(
      [ids['Starts Today'], ids['Ends Today'], ids.Midway].sort(),
    );
    expect(active.items.every((x: { status: string }) => x.status === 'active')).toBe(true);

    const available = (await player.agent.get(`/api/tournaments?search=${tag}`).expect(200)).body;
    expect(available.items.map((x: { id: number }) => x.id)).toEqual(
      ['Tomorrow', 'Ends Today', 'Midway', 'Starts Today', 'Yesterday'].map((name) => ids[name]),
    );
  });

  it('pages registrations oldest first, and notifications unread first with the unread count', async () => {
    const owner = await signedInAs(t, 'organizer');
    const { tournament } = await approvedTournament(t, {}, owner);
    for (const name of ['Entry One', 'Entry Two', 'Entry Three']) {
      await request(t.http)
        .post(`/api/tournaments/${tournament.id}/register`)
        .send(registrationRequest(tournament, { fullName: name }))
        .expect(201);
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

  /**
   * GET /api/tournaments/{tournamentId}/participants: every entry holding a place (made by Enroll, or by the form and
   * linked to the account of its e-mail), in entry order (the date, then the entry's id), searched over the shown
   * name and the username.
   */
  describe('participants', () => {
    let tournamentId: number;
    let order: number[];
    let ids: Record<string, number>;

    beforeAll(async () => {
      const { tournament } = await approvedTournament(t, {}, organizer);
      tournamentId = tournament.id;
      ids = {};
      for (const firstName of ['Alma', 'Bruno', 'Carla', 'Dario', 'Elena', '100%_Ace', 'Fiona']) {
        ids[firstName] = (await createUser(t, 'player', { firstName })).id;
      }
      // Entries made by Enroll at set instants: Bruno and Carla at the same one (then by the entry's id, Carla's first).
      const enrol = (name: string, at: string) =>
        t.dataSource.query(
          `INSERT INTO tournament_entries (tournament_id, user_id, full_name, sport, email, form_filled, status, registration_date)
           SELECT $1, u.id, u.first_name || ' ' || u.last_name, 'tennis', u.email, false, 'registered', $3 FROM users u WHERE u.id = $2`,
          [tournamentId, ids[name], at],
        );
      await enrol('Alma', '2030-01-01T09:00:00Z');
      await enrol('Carla', '2030-01-01T10:00:00Z');
      await enrol('Bruno', '2030-01-01T10:00:00Z');
      await enrol('Dario', '2030-01-01T11:00:00Z');
      await enrol('100%_Ace', '2030-01-01T13:00:00Z');
      // Form entries with the account e-mail: Elena's at Dario's instant (after him: a later entry), Fiona's last.
      for (const [name, at] of [
        ['Elena', '2030-01-01T11:00:00Z'],
        ['Fiona', '2030-01-01T14:00:00Z'],
      ] as const) {
        const { email } = (await t.dataSource.query(`SELECT email FROM users WHERE id = $1`, [ids[name]]))[0];
        const { body } = await request(t.http)
          .post(`/api/tournaments/${tournamentId}/register`)
          .send(registrationRequest(tournament, { email }))
          .expect(201);
        await t.dataSource.query(`UPDATE tournament_entries SET registration_date = $2 WHERE id = $1`, [body.registrationId, at]);
      }
      order = ['Alma', 'Carla', 'Bruno', 'Dario', 'Elena', '100%_Ace', 'Fiona'].map((name) => ids[name]);
    });

    const list = async (query: string) =>
      (await player.agent.get(`/api/tournaments/${tournamentId}/participants${query}`).expect(200)).body;
    const idsOf = (page: { items: Array<{ participantId: number }> }) => page.items.map((x) => x.participantId);

    it('pages everyone in sign-up order with the total, 50 a page unless asked', async () => {
      const pages = [await list('?pageSize=3'), await list('?pageSize=3&page=2'), await list('?pageSize=3&page=3')];
      expect(pages.map(({ total, page, pageSize }) => ({ total, page, pageSize }))).toEqual([
        { total: 7, page: 1, pageSize: 3 },
        { total: 7, page: 2, pageSize: 3 },
        { total: 7, page: 3, pageSize: 3 },
      ]);
      expect(pages.flatMap(idsOf)).toEqual(order);
      // The same answer every time (a stable order), and past the end an empty page still carries the total.
      expect(idsOf(await list('?pageSize=3&page=2'))).toEqual(order.slice(3, 6));
      expect(await list('?pageSize=3&page=9')).toEqual({ items: [], total: 7, page: 9, pageSize: 3 });

      const all = await list('');
      expect(all).toMatchObject({ total: 7, page: 1, pageSize: 50 });
      expect(idsOf(all)).toEqual(order);
    });

    it('searches the shown name and the username without letter case, `%` and `_` matching only themselves', async () => {
      const search = (text: string) => list(`?search=${encodeURIComponent(text)}`);
      expect(idsOf(await search('dARIO'))).toEqual([ids.Dario]);
      expect(await search('  elena tes ')).toMatchObject({ total: 1, items: [{ participantId: ids.Elena, firstName: 'Elena' }] });
      // "Tester" is everyone's last name: all of them, still in sign-up order and paged.
      expect(await list('?search=tester&pageSize=2&page=2')).toMatchObject({ total: 7, page: 2, pageSize: 2 });
      expect(idsOf(await list('?search=tester&pageSize=2&page=2'))).toEqual(order.slice(2, 4));
      expect(idsOf(await search('100%_'))).toEqual([ids['100%_Ace']]);
      expect((await search('0%_A_e')).total).toBe(0);
      const { username } = (await t.dataSource.query(`SELECT username FROM users WHERE id = $1`, [ids.Fiona]))[0];
      expect(idsOf(await search(username.toUpperCase()))).toEqual([ids.Fiona]);
      // Not the e-mail: every account's is @example.com.
      expect(await search('example.com')).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
    });

    it('refuses a bad page, page size or an over-long search with 400 and the field messages', async () => {
      const agent = player.agent;
      expect((await agent.get(`/api/tournaments/${tournamentId}/participants?pageSize=201`).expect(400)).body.fields).toEqual({
        pageSize: [PAGING_MESSAGES.pageSize],
      });
      expect((await agent.get(`/api/tournaments/${tournamentId}/participants?page=0`).expect(400)).body.fields).toEqual({
        page: [PAGING_MESSAGES.page],
      });
      expect(
        (await agent.get(`/api/tournaments/${tournamentId}/participants?search=${'x'.repeat(101)}`).expect(400)).body.fields,
      ).toEqual({
        search: [PAGING_MESSAGES.search],
      });
    });
  });
});
