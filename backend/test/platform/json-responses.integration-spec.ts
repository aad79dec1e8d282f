import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createUser, signedInAs } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

// supertest undoes gzip itself: the tests read the encoding and the length sent from the headers.
const sentLength = (response: request.Response) => Number(response.headers['content-length']);

describe('how the API writes its answers', () => {
  let t: TestApp;
  let dist: string;
  let admin: Awaited<ReturnType<typeof signedInAs>>['agent'];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'rp-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'app.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
    t = await startTestApp({ env: { FRONTEND_DIST: dist } });
    ({ agent: admin } = await signedInAs(t, 'admin'));
    // Enough accounts for a user list well over the 1 kB below which nothing is compressed.
    for (let i = 0; i < 12; i++) await createUser(t, 'player');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('compresses a large JSON answer when the client accepts gzip', async () => {
    const response = await admin.get('/api/admin/users').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(sentLength(response)).toBeLessThan(Buffer.byteLength(response.text) / 2);
    expect(response.body.items.length).toBeGreaterThan(10);
    expect(response.body.total).toBeGreaterThan(10);
  });

  it('sends it plain, with its exact length, to a client that does not accept gzip', async () => {
    const response = await admin.get('/api/admin/users').set('Accept-Encoding', 'gzip;q=0, identity').expect(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(sentLength(response)).toBe(Buffer.byteLength(response.text));
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body.items.length).toBeGreaterThan(10);
  });

  it('does not compress a small answer', async () => {
    const response = await admin.get('/api/auth/me').set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.role).toBe('admin');
  });

  it.each([
    ['an answer', (h: TestApp['http']) => request(h).get('/api/health'), 200],
    ['an error', (h: TestApp['http']) => request(h).get('/api/auth/me'), 401],
    ['an unknown route', (h: TestApp['http']) => request(h).get('/api/no-such-thing'), 404],
    ['an unknown route under a known resource', (h: TestApp['http']) => request(h).get('/api/tournaments/1/no-such-thing'), 404],
  ])('lets no browser or proxy keep %s (no-store, no ETag)', async (_what, call, status) => {
    const response = await call(t.http).expect(status);
    expect(response.headers['cache-control']).toBe('no-store');
    if (status === 404) expect(response.body.message).toMatch(/^Cannot GET \/api\//);
    expect(response.headers['etag']).toBeUndefined();
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('still compresses the UI and lets browsers revalidate it', async () => {
    const response = await request(t.http).get('/app.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['etag']).toBeDefined();
    expect(response.text).toContain('console.log');
  });
});
