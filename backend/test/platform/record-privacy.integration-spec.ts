import request from 'supertest';
import { signedInAs } from '../support/factories';
import { concretePath, describeRoute, registeredRoutes, type RegisteredRoute } from '../support/routes';
import { startTestApp, type TestApp } from '../support/test-app';
import { resultBody, submit } from '../fixtures/results-factories';
import { oneDaySettings, scheduledTournament } from '../order-of-play/schedule-factories';
import { day, type Agent } from '../tournaments/tournament-factories';

/**
 * The privacy rule (docs/product-rules.md#privacy): a record the caller may not know exists answers exactly as a
 * missing one, status and body. Walks every route that names a result, and the order of play's unpublished side
 * (settings, draft, moves, swaps, publication), as a signed-in player and an organizer with no part in them, and
 * the private calendar feeds by a wrong, renewed or turned-off address.
 */
const MISSING_ID = 999_999_999;
const MATCH = '1-league-1-1';

/** A valid body per route, so field validation (which comes first) passes and the record decides the answer. */
const BODIES: Record<string, object> = {
  'PUT /api/results/:id': {
    matchType: 'league',
    sets: [
      { playerGames: 6, opponentGames: 2 },
      { playerGames: 6, opponentGames: 1 },
    ],
    outcome: 'completed',
  },
  'PATCH /api/results/:id/approval': { status: 'approved' },
  'PATCH /api/results/:id/confirmation': { decision: 'confirm' },
  'PUT /api/tournaments/:id/schedule-settings': oneDaySettings(),
  'PATCH /api/tournaments/:id/schedule/matches/:matchId': { court: 'Centre', start: `${day(30)}T09:00:00+00:00`, locked: true },
  'POST /api/tournaments/:id/schedule/matches/:matchId/swap': { with: '1-league-1-2' },
};

/** The published order of play and its feed are public; everything else under the schedule is the draft's side. */
const PUBLIC_SCHEDULE = ['GET /api/tournaments/:id/schedule', 'GET /api/tournaments/:id/schedule.ics'];

const isResultRoute = (route: RegisteredRoute) => route.path.startsWith('/api/results/:id');
const isDraftRoute = (route: RegisteredRoute) =>
  /^\/api\/tournaments\/:id\/schedule/.test(route.path) && !PUBLIC_SCHEDULE.includes(describeRoute(route));

interface Answer {
  status: number;
  body: unknown;
}

describe('records the caller may not know answer as missing ones', () => {
  let t: TestApp;
  let tournamentId: number;
  let resultId: number;
  let strangers: Record<'player' | 'organizer', Agent>;

  beforeAll(async () => {
    t = await startTestApp();
    const setup = await scheduledTournament(t);
    tournamentId = setup.tournament.id;
    const base = `/api/tournaments/${tournamentId}`;
    await setup.organizer.agent.put(`${base}/schedule-settings`).send(oneDaySettings()).expect(200);
    await setup.organizer.agent.post(`${base}/schedule`).expect(200);
    resultId = (await submit(setup.ada, resultBody(tournamentId, setup.bo))).id;
    strangers = {
      player: (await signedInAs(t, 'player')).agent,
      organizer: (await signedInAs(t, 'organizer')).agent,
    };
  });
  afterAll(() => t.close());

  const call = async (agent: Agent, method: RegisteredRoute['method'], path: string, body?: object): Promise<Answer> => {
    const pending = agent[method](path);
    const response = body ? await pending.send(body) : await pending;
    return { status: response.status, body: response.body };
  };

  /** The same route once for the real record and once for a missing id: [theirs, missing]. */
  const bothWays = (agent: Agent, route: RegisteredRoute, realId: number, query = '') => {
    const path = (id: number) =>
      concretePath(route, id).replace(`/${id}/schedule/matches/${id}`, `/${id}/schedule/matches/${MATCH}`);
    const body = BODIES[describeRoute(route)];
    return Promise.all([
      call(agent, route.method, path(realId) + query, body),
      call(agent, route.method, path(MISSING_ID) + query, body),
    ]);
  };

  it.each(['player', 'organizer'] as const)(
    'gives a stranger %s the same status and body for a result, or a draft, as for a missing id',
    async (who) => {
      const routes = registeredRoutes(t.app);
      const results = routes.filter(isResultRoute);
      const drafts = routes.filter(isDraftRoute);
      expect(results.map(describeRoute).sort()).toEqual(
        expect.arrayContaining([
          'GET /api/results/:id/history',
          'PATCH /api/results/:id/approval',
          'PATCH /api/results/:id/confirmation',
          'PUT /api/results/:id',
        ]),
      );
      expect(drafts.length).toBeGreaterThanOrEqual(6);

      const differing: string[] = [];
      const answers: Answer[] = [];
      const compare = async (label: string, route: RegisteredRoute, realId: number, query = '') => {
        const [theirs, missing] = await bothWays(strangers[who], route, realId, query);
        answers.push(theirs);
        if (JSON.stringify(theirs) !== JSON.stringify(missing))
          differing.push(`${label}: ${theirs.status} ${JSON.stringify(theirs.body)} but missing ${missing.status}`);
      };
      for (const route of results) await compare(describeRoute(route), route, resultId);
      for (const route of drafts) await compare(describeRoute(route), route, tournamentId);
      await compare(
        'GET /api/tournaments/:id/schedule?view=draft',
        { method: 'get', path: '/api/tournaments/:id/schedule' },
        tournamentId,
        '?view=draft',
      );

      expect(differing).toEqual([]);
      // Not merely alike: refused, by role (a player on the organizers' routes) or as missing, never let through.
      expect(answers.filter((a) => a.status !== 404 && a.status !== 403)).toEqual([]);
      if (who === 'organizer') expect(answers.filter((a) => a.status !== 404)).toEqual([]);
    },
  );

  it('answers a renewed, a turned-off and a never-given calendar address alike', async () => {
    const owner = (await signedInAs(t, 'player')).agent;
    const pathOf = (url: string) => new URL(url).pathname;
    const renewedAway = pathOf((await owner.post('/api/me/calendar').expect(200)).body.url);
    const current = pathOf((await owner.post('/api/me/calendar').expect(200)).body.url);
    await request(t.http).get(current).expect(200);
    await owner.delete('/api/me/calendar').expect(204);
    const never = `/api/calendar/${'x'.repeat(43)}.ics`;

    const answers = await Promise.all(
      [never, renewedAway, current].map(async (path) => {
        const response = await request(t.http).get(path);
        return { status: response.status, body: response.body as unknown, text: response.text };
      }),
    );
    expect(answers[0].status).toBe(404);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});
