import request from 'supertest';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { BROKEN_ENCODING_MESSAGE, TOO_LARGE_MESSAGE, UNSUPPORTED_ENCODING_MESSAGE } from '../../src/platform/http/request-body';
import { createUser, signedInAs } from '../support/factories';
import { concretePath, describeRoute, writeRoutes, type RegisteredRoute } from '../support/routes';
import { startTestApp, TestApp } from '../support/test-app';
import { approvedTournament, type Agent } from '../tournaments/tournament-factories';

/** Sends bytes as they are: supertest would write a Buffer out as JSON of its bytes under a JSON content type. */
const asIs = (body: Buffer | string) => body as string;

/**
 * "Never a 500 for user input" for compressed bodies (docs/architecture.md "Requests from the browser"): the body is
 * decoded before any guard runs, so every write route answers a body that does not decode with 400, signed in or out.
 */
describe('compressed request bodies', () => {
  let t: TestApp;
  let tournamentId: number;
  let routes: RegisteredRoute[];
  let callers: Array<{ name: string; agent: Agent | null }>;

  beforeAll(async () => {
    t = await startTestApp();
    tournamentId = (await approvedTournament(t)).tournament.id;
    routes = writeRoutes(t.app);
    callers = [
      { name: 'signed out', agent: null },
      { name: 'admin', agent: (await signedInAs(t, 'admin')).agent },
    ];
  });
  afterAll(() => t.close());

  /** Every write route by every caller, with this body under this Content-Encoding. */
  async function answers(
    encoding: string,
    body: Buffer | string,
  ): Promise<Array<{ call: string; status: number; message: string }>> {
    const seen = [];
    for (const route of routes) {
      for (const { name, agent } of callers) {
        const response = await (agent ?? request(t.http))
          [route.method](concretePath(route, tournamentId))
          .set('Origin', t.config.appUrl)
          .set('Content-Type', 'application/json')
          .set('Content-Encoding', encoding)
          .serialize(asIs)
          .send(body);
        seen.push({ call: `${name} ${describeRoute(route)}`, status: response.status, message: String(response.body?.message) });
      }
    }
    return seen;
  }

  const login = (encoding: string, body: Buffer | string) =>
    request(t.http)
      .post('/api/auth/login')
      .set('Origin', t.config.appUrl)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', encoding)
      .serialize(asIs)
      .send(body);

  it('answers a body that is not gzip with 400 naming the problem on every write route, signed in or out', async () => {
    expect(routes.length).toBeGreaterThan(40);
    const seen = await answers('gzip', 'not gzip');
    expect(seen.filter((answer) => answer.status !== 400 || answer.message !== BROKEN_ENCODING_MESSAGE('gzip'))).toEqual([]);
  });

  it('answers a gzip stream cut short with 400 on every write route', async () => {
    const cut = gzipSync(Buffer.from(JSON.stringify({ username: 'someone', password: 'secret-password' }))).subarray(0, 20);
    const seen = await answers('gzip', cut);
    expect(seen.filter((answer) => answer.status !== 400 || answer.message !== BROKEN_ENCODING_MESSAGE('gzip'))).toEqual([]);
  });

  it('answers an encoding it does not decode with 415 naming it on every write route', async () => {
    const seen = await answers('compress', 'whatever');
    expect(seen.filter((answer) => answer.status !== 415 || answer.message !== UNSUPPORTED_ENCODING_MESSAGE('compress'))).toEqual(
      [],
    );
  });

  it('answers broken deflate and Brotli bodies with 400 naming the encoding', async () => {
    const deflate = await login('deflate', 'not deflate').expect(400);
    expect(deflate.body.message).toBe('The request body is not valid deflate (Content-Encoding: deflate)');
    const brotli = await login('br', 'not brotli at all').expect(400);
    expect(brotli.body.message).toBe('The request body is not valid Brotli (Content-Encoding: br)');
  });

  it('signs in with a valid gzip, deflate or Brotli body', async () => {
    const user = await createUser(t, 'player');
    const body = Buffer.from(JSON.stringify({ username: user.username, password: user.password }));
    for (const [encoding, compressed] of [
      ['gzip', gzipSync(body)],
      ['deflate', deflateSync(body)],
      ['br', brotliCompressSync(body)],
    ] as const) {
      const response = await login(encoding, compressed);
      expect({ encoding, status: response.status, username: response.body.username }).toEqual({
        encoding,
        status: 200,
        username: user.username,
      });
    }
  });

  it('answers 413 once a small stream decodes past the route limit (a decompression bomb)', async () => {
    const bomb = gzipSync(Buffer.from(`{"username":"${'a'.repeat(50 * 1024 * 1024)}"}`));
    expect(bomb.length).toBeLessThan(100 * 1024);
    const response = await login('gzip', bomb).expect(413);
    expect(response.body.message).toBe(TOO_LARGE_MESSAGE);
  });
});
