import request from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';

describe('system endpoints', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('reports the deployed version', async () => {
    expect((await request(t.http).get('/api/system/version').expect(200)).body).toEqual({ version: 'test-version' });
  });

  it('reports database and Redis health', async () => {
    expect((await request(t.http).get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('serves the OpenAPI document', async () => {
    const response = await request(t.http).get('/api/docs-json').expect(200);
    expect(response.body.paths).toHaveProperty('/api/auth/signup');
  });

  it('answers an unknown API path with the JSON error shape and 404', async () => {
    const response = await request(t.http).get('/api/no-such-thing').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
