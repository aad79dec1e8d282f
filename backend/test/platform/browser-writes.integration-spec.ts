import request from 'supertest';
import { signedInAs } from '../support/factories';
import { concretePath, describeRoute, writeRoutes, type RegisteredRoute } from '../support/routes';
import { startTestApp, TestApp } from '../support/test-app';
import { approvedTournament, tournamentRequest, type Agent } from '../tournaments/tournament-factories';

/**
 * docs/architecture.md#requests-from-the-browser: writes take JSON only and only from the app's own origin.
 * Every write route the router knows is checked, so routes added later are covered too.
 */
describe('writes from the browser', () => {
  let t: TestApp;
  let admin: Agent;
  let tournamentId: number;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await signedInAs(t, 'admin')).agent;
    tournamentId = (await approvedTournament(t)).tournament.id;
    routes = writeRoutes(t.app);
  });
  afterAll(() => t.close());

  const send = (route: RegisteredRoute) => admin[route.method](concretePath(route, tournamentId));

  /** Runs one request per write route and lists those whose answer the check rejects. */
  async function offenders(
    call: (route: RegisteredRoute) => Promise<request.Response>,
    isRight: (response: request.Response) => boolean,
  ): Promise<string[]> {
    const wrong: string[] = [];
    for (const route of routes) {
      const response = await call(route);
      if (!isRight(response)) wrong.push(`${describeRoute(route)} answered ${response.status} ${JSON.stringify(response.body)}`);
    }
    return wrong;
  }

  const crossSite = (response: request.Response) => response.status === 403 && /cross-site/i.test(response.body.message);
  const notJson = (response: request.Response) => response.status === 415 && /application\/json/.test(response.body.message);
  /** Only the one-click unsubscribe names this field: its form was read and its value refused. */
  const isOneClick = (response: request.Response) =>
    response.status === 400 && response.body.fields?.['List-Unsubscribe'] !== undefined;

  it('finds every write route in the router, including ones no test lists', () => {
    const listed = routes.map(describeRoute);
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /api/auth/signup',
        'POST /api/tournaments/:id/enroll',
        'PATCH /api/admin/tournaments/:id/approval',
      ]),
    );
    expect(listed.length).toBeGreaterThanOrEqual(13);
  });

  it('refuses a write from a foreign Origin with 403 on every write route', async () => {
    expect(await offenders((route) => send(route).set('Origin', 'http://evil.example').send({}), crossSite)).toEqual([]);
  });

  it('refuses a write whose Referer is foreign (no Origin) with 403 on every write route', async () => {
    expect(await offenders((route) => send(route).set('Referer', 'http://evil.example/page').send({}), crossSite)).toEqual([]);
  });

  it("refuses the opaque Origin 'null' (sandboxed frames) on every write route", async () => {
    expect(await offenders((route) => send(route).set('Origin', 'null').send({}), crossSite)).toEqual([]);
  });

  it('refuses a body that is not JSON with 415 on every write route, even from the own origin', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      expect(
        await offenders(
          (route) => send(route).set('Origin', 'http://localhost:3000').set('Content-Type', type).send('a=1'),
          // The one exception, RFC 8058's one-click unsubscribe (browser-writes.ts): its form is read, not refused.
          (response) => notJson(response) || (type.endsWith('urlencoded') && isOneClick(response)),
        ),
      ).toEqual([]);
    }
  });

  it('refuses a body without a content type with 415 on every write route', async () => {
    const withoutType = (route: RegisteredRoute) =>
      request(t.http)[route.method](concretePath(route, tournamentId)).set('Content-Length', '7').send(Buffer.from('{"a":1}'));
    expect(await offenders(withoutType, notJson)).toEqual([]);
  });

  it("lets same-origin JSON writes through: APP_URL's origin, the request's own host, or no Origin at all", async () => {
    const passed = (response: request.Response) => !crossSite(response) && response.status !== 415;
    expect(await offenders((route) => send(route).set('Origin', 'http://localhost:3000').send({}), passed)).toEqual([]);
    expect(
      await offenders(
        (route) => send(route).set('Host', 'courts.example:8443').set('Origin', 'https://courts.example:8443').send({}),
        passed,
      ),
    ).toEqual([]);
    expect(await offenders((route) => send(route).set('Referer', 'http://localhost:3000/admin').send({}), passed)).toEqual([]);
    expect(await offenders((route) => send(route).send({}), passed)).toEqual([]);
  });

  it('takes a write without a body and without a content type (enrol)', async () => {
    const { agent } = await signedInAs(t, 'player');
    const { tournament } = await approvedTournament(t);
    await agent.post(`/api/tournaments/${tournament.id}/enroll`).set('Origin', 'http://localhost:3000').expect(201);
  });

  it('stops the reported attacks: a cross-site text/plain enrolment and approval change nothing', async () => {
    const { agent: player, user } = await signedInAs(t, 'player');
    const { tournament } = await approvedTournament(t);
    await player
      .post(`/api/tournaments/${tournament.id}/enroll`)
      .set('Origin', 'http://evil.example')
      .set('Content-Type', 'text/plain')
      .send('x')
      .expect(403);
    const enrolled = await t.dataSource.query(`SELECT 1 FROM tournament_entries WHERE user_id = $1`, [user.id]);
    expect(enrolled).toHaveLength(0);

    const { agent: organizer } = await signedInAs(t, 'organizer');
    const pending = await organizer
      .post('/api/tournaments')
      .set('Origin', 'http://localhost:3000')
      .send(tournamentRequest())
      .expect(201);
    // The generic checks above also sent the admin's sign-out, so a fresh admin decides here.
    const { agent: approver } = await signedInAs(t, 'admin');
    await approver
      .patch(`/api/admin/tournaments/${pending.body.id}/approval`)
      .set('Origin', 'http://evil.example')
      .set('Content-Type', 'text/plain')
      .send('{"status":"approved"}')
      .expect(403);
    await approver
      .patch(`/api/admin/tournaments/${pending.body.id}/approval`)
      .set('Content-Type', 'text/plain')
      .send('{"status":"approved"}')
      .expect(415);
    const [row] = await t.dataSource.query(`SELECT status FROM tournaments WHERE id = $1`, [pending.body.id]);
    expect(row.status).toBe('pending');
  });

  it('leaves reads alone: a GET from a foreign origin is answered (no CORS headers, so the browser hides it)', async () => {
    const response = await request(t.http).get('/api/health').set('Origin', 'http://evil.example').expect(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
