import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';

const policy = (response: request.Response): Map<string, string> =>
  new Map(
    String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );

/** Every response carries the security headers: API answers, errors, and the built UI the API serves. */
describe('security headers', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'rp-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-3f9a1c.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
    );
    t = await startTestApp({ env: { FRONTEND_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['an API answer', (h: TestApp['http']) => request(h).get('/api/health')],
    ['an API error', (h: TestApp['http']) => request(h).get('/api/no-such-thing')],
    ['a refused write', (h: TestApp['http']) => request(h).post('/api/auth/login').set('Content-Type', 'text/plain').send('x')],
    ['the UI', (h: TestApp['http']) => request(h).get('/dashboard')],
  ])('sends them on %s', async (_what, call) => {
    const response = await call(t.http);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'same-origin',
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
    const csp = policy(response);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('script-src-attr')).toBe("'none'");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    // Plain HTTP here: no upgrade and no HSTS, which would break http://localhost.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the UI itself under that policy', async () => {
    const response = await request(t.http).get('/tournament-fixtures/1').expect(200);
    expect(response.text).toContain('<div id="root">');
  });

  it('lets browsers keep content-hashed assets for a year, other files an hour, and asks again for the page', async () => {
    const asset = await request(t.http).get('/assets/app-3f9a1c.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await request(t.http).get('/favicon.svg').expect(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const page = await request(t.http).get('/dashboard').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('security headers behind HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ env: { APP_URL: 'https://rallypoint.example' } })));
  afterAll(() => t.close());

  it('adds HSTS and asks browsers to upgrade insecure requests', async () => {
    const response = await request(t.http).get('/api/health');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+; includeSubDomains/);
    expect(policy(response).has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('API docs switched off', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ env: { API_DOCS: 'false' } })));
  afterAll(() => t.close());

  it('does not serve Swagger UI or the OpenAPI document', async () => {
    await request(t.http).get('/api/docs').expect(404);
    await request(t.http).get('/api/docs-json').expect(404);
  });
});
