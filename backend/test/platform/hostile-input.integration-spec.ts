import request from 'supertest';
import { signedInAs, validSignup } from '../support/factories';
import { concretePath, describeRoute, registeredRoutes, writeRoutes, type RegisteredRoute } from '../support/routes';
import { startTestApp, TestApp } from '../support/test-app';
import { approvedTournament, registrationRequest, type Agent } from '../tournaments/tournament-factories';

const NESTING = 5000;
const deeplyNested = `{"a":${'['.repeat(NESTING)}${']'.repeat(NESTING)}}`;
/** Field names the write routes read, each carrying a NUL byte, so the bad value reaches a handler if nothing stops it. */
const nulEverywhere = (() => {
  const nul = 'x\u0000y';
  const fields = [
    'username',
    'password',
    'firstName',
    'lastName',
    'email',
    'phone',
    'name',
    'fullName',
    'venue',
    'rules',
    'status',
    'sport',
  ];
  return {
    ...validSignup({ firstName: nul, lastName: nul, addressLine1: nul }),
    ...Object.fromEntries(fields.map((f) => [f, nul])),
  };
})();

/** One past the largest PostgreSQL integer, which every id and stored count is. */
const TOO_BIG = 2_147_483_648;
/** Numeric fields the write routes read. */
const NUMBER_FIELDS = [
  'tournamentId',
  'recipientId',
  'opponentId',
  'academyId',
  'classId',
  'userId',
  'bootcampId',
  'maxParticipants',
  'age',
  'duration',
  'round',
  'seed',
  'lessonsCompleted',
  'divisions',
  'price',
];

/** "Never a 500 for user input": hostile bodies sent to every write route the router knows, by every kind of caller. */
describe('hostile input on every write route', () => {
  let t: TestApp;
  let callers: Array<{ name: string; agent: Agent | null }>;
  let tournamentId: number;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    t = await startTestApp();
    tournamentId = (await approvedTournament(t)).tournament.id;
    callers = [{ name: 'anonymous', agent: null }];
    for (const role of ['admin', 'organizer', 'player'] as const)
      callers.push({ name: role, agent: (await signedInAs(t, role)).agent });
    routes = writeRoutes(t.app);
  });
  afterAll(() => t.close());

  async function answers(
    body: string | object,
    contentType = 'application/json',
  ): Promise<Array<{ call: string; status: number; message: string }>> {
    const seen = [];
    for (const route of routes) {
      for (const { name, agent } of callers) {
        const client = agent ?? request(t.http);
        const response = await client[route.method](concretePath(route, tournamentId))
          .set('Content-Type', contentType)
          .send(body);
        seen.push({ call: `${name} ${describeRoute(route)}`, status: response.status, message: String(response.body?.message) });
      }
    }
    return seen;
  }

  it('answers a NUL byte in any string with 400, never 500', async () => {
    const seen = await answers(nulEverywhere);
    expect(seen.filter((answer) => answer.status !== 400)).toEqual([]);
    expect(seen[0].message).toMatch(/NUL/);
  });

  it('answers JSON nested 5,000 deep with 400, never 500', async () => {
    const seen = await answers(deeplyNested);
    expect(seen.filter((answer) => answer.status !== 400)).toEqual([]);
    expect(seen[0].message).toMatch(/nested too deeply/);
  });

  it('answers malformed JSON with 400 and a plain message', async () => {
    const seen = await answers('{"username": ');
    expect(seen.filter((answer) => answer.status !== 400 || answer.message !== 'The request body is not valid JSON')).toEqual([]);
  });

  it('answers a body over 10 MB with 413 before parsing it, never 500', async () => {
    // Not valid JSON (never closed): a 400 would mean it was parsed before its size was refused.
    const huge = `{"a":"${'x'.repeat(10 * 1024 * 1024 + 1)}`;
    const wrong: string[] = [];
    for (const route of routes) {
      const response = await request(t.http)
        [route.method](concretePath(route, tournamentId))
        .set('Content-Type', 'application/json')
        .send(huge);
      if (response.status !== 413) wrong.push(`${describeRoute(route)}: ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers a NUL byte in a query string with 400 on every read route', async () => {
    const { agent } = await signedInAs(t, 'admin');
    const wrong: string[] = [];
    for (const route of registeredRoutes(t.app).filter((r) => r.method === 'get' && !r.path.startsWith('/api/docs'))) {
      const response = await agent.get(`${concretePath(route, tournamentId)}?search=a%00b&token=%00`);
      if (response.status !== 400) wrong.push(`${describeRoute(route)}: ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers an id past the PostgreSQL integer range in any path with 400 naming the parameter, never 500', async () => {
    const wrong: string[] = [];
    for (const route of registeredRoutes(t.app).filter((r) => /:\w+/.test(r.path))) {
      const parameter = /:(\w+)/.exec(route.path)![1];
      const named: string[] = [];
      for (const { name, agent } of callers) {
        const response = await (agent ?? request(t.http))
          [route.method](concretePath(route, TOO_BIG))
          .set('Content-Type', 'application/json')
          .send({});
        if (response.status >= 500) wrong.push(`${name} ${describeRoute(route)}: ${response.status}`);
        if (response.status === 400 && response.body.fields) named.push(...Object.keys(response.body.fields));
      }
      // Whoever gets past the route's access check hears which field is wrong: the parameter, or first the empty body's.
      if (!named.length) wrong.push(`${describeRoute(route)}: no caller was told which field`);
      if (route.method === 'get' && !named.includes(parameter)) wrong.push(`${describeRoute(route)}: ${parameter} not named`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers numbers past the PostgreSQL integer range in any body or page with 4xx, never 500', async () => {
    const numbers = Object.fromEntries(NUMBER_FIELDS.map((field) => [field, TOO_BIG]));
    const seen = await answers({ ...validSignup(), ...numbers, players: [{ id: TOO_BIG, name: 'A' }] });
    expect(seen.filter((answer) => answer.status >= 500)).toEqual([]);
    const { agent } = await signedInAs(t, 'admin');
    const wrong: string[] = [];
    for (const route of registeredRoutes(t.app).filter((r) => r.method === 'get' && !r.path.startsWith('/api/docs'))) {
      const response = await agent.get(
        `${concretePath(route, tournamentId)}?page=${TOO_BIG}&pageSize=${TOO_BIG}&tournamentId=${TOO_BIG}`,
      );
      if (response.status >= 500) wrong.push(`${describeRoute(route)}: ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers a result for tournament 2147483648 with 400 naming tournamentId', async () => {
    const { agent } = await signedInAs(t, 'player');
    const response = await agent
      .post('/api/results/submit')
      .send({ tournamentId: TOO_BIG, opponentName: 'Ann', matchType: 'league', sets: [{ playerGames: 6, opponentGames: 4 }] })
      .expect(400);
    expect(Object.keys(response.body.fields)).toEqual(['tournamentId']);
  });

  it("answers 'userType: null' on signup with the field's message, not 500", async () => {
    const response = await request(t.http)
      .post('/api/auth/signup')
      .send({ ...validSignup(), userType: null })
      .expect(400);
    expect(Object.keys(response.body.fields)).toEqual(['userType']);
  });

  it('keeps ordinary text with unusual characters working (emoji, accents, tabs)', async () => {
    const { tournament } = await approvedTournament(t);
    await request(t.http)
      .post(`/api/tournaments/${tournament.id}/register`)
      .send(registrationRequest(tournament, { fullName: 'Zoë Ñúñez 🎾', skillDescription: 'Left\thanded' }))
      .expect(201);
  });
});
