import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiRoutes } from './api-routes';

/** Dispatches one request and reports which handler answered with which params, or what reached `next`. */
function dispatch(routes: ApiRoutes, method: string, path: string): Promise<{ answered?: string; params?: unknown; next?: unknown }> {
  return new Promise((resolve) => {
    const request = { method, path, params: {} } as unknown as Request;
    const response = { answer: (name: string) => resolve({ answered: name, params: request.params }) } as unknown as Response;
    routes.dispatch(request, response, ((error?: unknown) => resolve({ next: error })) as NextFunction);
  });
}

const answers = (name: string): RequestHandler => (_request, response) => (response as unknown as { answer: (n: string) => void }).answer(name);

describe('ApiRoutes', () => {
  const routes = new ApiRoutes();
  routes.add('get', '/api/tournaments', [answers('list')]);
  routes.add('get', '/api/tournaments/:id', [answers('detail')]);
  routes.add('post', '/api/tournaments/:id/register', [answers('register')]);
  routes.add('get', '/api/tournaments/:id/fixtures', [(_request, _response, next) => next('route')]);
  routes.add('get', '/api/tournaments/:id/fixtures', [answers('fixtures, second')]);
  routes.add('get', '/api/matches/:id', [() => Promise.reject(new Error('handler failed'))]);

  it('answers a request with the route of its method and path, and the decoded parameters', async () => {
    await expect(dispatch(routes, 'GET', '/api/tournaments/7')).resolves.toEqual({ answered: 'detail', params: { id: '7' } });
    await expect(dispatch(routes, 'POST', '/api/tournaments/7/register')).resolves.toMatchObject({ answered: 'register' });
    await expect(dispatch(routes, 'GET', '/api/tournaments/a%20b')).resolves.toEqual({ answered: 'detail', params: { id: 'a b' } });
  });

  it('matches as Express does: any letter case, an optional trailing slash, HEAD answered by GET', async () => {
    await expect(dispatch(routes, 'GET', '/API/Tournaments/7/')).resolves.toMatchObject({ answered: 'detail' });
    await expect(dispatch(routes, 'HEAD', '/api/tournaments')).resolves.toMatchObject({ answered: 'list' });
  });

  it("tries the next matching route when a handler passes with next('route')", async () => {
    await expect(dispatch(routes, 'GET', '/api/tournaments/7/fixtures')).resolves.toMatchObject({ answered: 'fixtures, second' });
  });

  it('passes on what no route answers: another method, another path, another resource', async () => {
    await expect(dispatch(routes, 'DELETE', '/api/tournaments/7')).resolves.toEqual({ next: undefined });
    await expect(dispatch(routes, 'GET', '/api/tournaments/7/unknown')).resolves.toEqual({ next: undefined });
    await expect(dispatch(routes, 'GET', '/api/unknown/7')).resolves.toEqual({ next: undefined });
    await expect(dispatch(routes, 'GET', '/elsewhere')).resolves.toEqual({ next: undefined });
  });

  it("hands on a malformed parameter as the client's error (400) and a failed handler as an error", async () => {
    const malformed = await dispatch(routes, 'GET', '/api/tournaments/%E0%A4%A');
    expect(malformed.next).toMatchObject({ status: 400, message: "Failed to decode param '%E0%A4%A'" });
    const failed = await dispatch(routes, 'GET', '/api/matches/1');
    expect(failed.next).toMatchObject({ message: 'handler failed' });
  });
});
