import request from 'supertest';
import { concretePath, describeRoute, registeredRoutes } from '../support/routes';
import { startTestApp, TestApp } from '../support/test-app';
import { approvedTournament } from '../tournaments/tournament-factories';

/**
 * Exactly the calls a signed-out visitor needs: signing up, in and out, the e-mailed verification link, the app's
 * version, the public registration form with its tournament summary, the public fixtures and order of play with
 * its calendar and the tournament's announcements, a private calendar address (the secret token is the key: calendar apps carry no session), a bulk mail's one-click unsubscribe address (its token is the key, as for calendars), and
 * health for load balancers. The API docs (switched off in production) are pages, not data.
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/system/version',
  'POST /api/auth/signup',
  'GET /api/auth/verify-email',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/tournaments/:id',
  'POST /api/tournaments/:id/register',
  'POST /api/tournaments/:id/register/waitlist',
  'GET /api/tournaments/:id/fixtures',
  'GET /api/tournaments/:id/schedule',
  'GET /api/tournaments/:id/schedule.ics',
  'GET /api/tournaments/:id/announcements',
  'GET /api/calendar/:file',
  'GET /api/mail/unsubscribe',
  'POST /api/mail/unsubscribe',
];
const isApiDocs = (path: string) => path.startsWith('/api/docs');

/** Walks every route the router knows, so a route added later without a guard fails here. */
describe('signed-out access to every route', () => {
  let t: TestApp;
  let tournamentId: number;

  beforeAll(async () => {
    t = await startTestApp();
    tournamentId = (await approvedTournament(t)).tournament.id;
  });
  afterAll(() => t.close());

  it('answers 401 on every route but the public ones, and the public ones are exactly the list', async () => {
    const routes = registeredRoutes(t.app).filter((route) => !isApiDocs(route.path));
    expect(routes.length).toBeGreaterThan(70);
    const open: string[] = [];
    const wrong: string[] = [];
    for (const route of routes) {
      const response = await request(t.http)
        [route.method](concretePath(route, tournamentId))
        .set('Content-Type', 'application/json')
        .send({});
      if (response.status >= 500) wrong.push(`${describeRoute(route)} answered ${response.status}`);
      if (response.status !== 401) open.push(describeRoute(route));
      else if (response.body.message !== 'Please sign in to continue')
        wrong.push(`${describeRoute(route)}: ${response.body.message}`);
    }
    expect(wrong).toEqual([]);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('keeps the API docs to the docs pages', () => {
    const docs = registeredRoutes(t.app).filter((route) => isApiDocs(route.path));
    expect(docs.every((route) => route.method === 'get')).toBe(true);
  });
});
