import express from 'express';
import type { AddressInfo } from 'node:net';
import { createExpressServer } from './express-server';

describe('createExpressServer', () => {
  it("creates each request and response with the app's own prototypes, so Express has nothing to swap", async () => {
    const app = express();
    app.get('/hello', (request, response) => {
      response.json({ path: request.path, query: request.query });
    });
    const server = createExpressServer(app);
    // Before Express sees them.
    const seen: boolean[] = [];
    server.prependListener('request', (request, response) => {
      seen.push(Object.getPrototypeOf(request) === app.request, Object.getPrototypeOf(response) === app.response);
    });
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/hello?x=1`);
      expect(await response.json()).toEqual({ path: '/hello', query: { x: '1' } });
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(seen).toEqual([true, true]);
    } finally {
      server.close();
    }
  });
});
