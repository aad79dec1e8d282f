import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

export type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: readonly string[] = ['get', 'post', 'put', 'patch', 'delete'];

export interface RegisteredRoute {
  method: RouteMethod;
  /** As registered, with its parameters: `/api/tournaments/:id/enroll`. */
  path: string;
}

const routesByApp = new WeakMap<object, RegisteredRoute[]>();

/** Records every route Fastify registers (its onRoute hook), for the tests that walk all of them. */
export function recordRoutes(fastify: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  routesByApp.set(fastify, routes);
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat().map((name) => name.toLowerCase())) {
      if (METHODS.includes(method)) routes.push({ method: method as RouteMethod, path: route.url });
    }
  });
}

/** The API's own routes (under /api), as registered. */
export function apiRoutesOf(app: INestApplication): RegisteredRoute[] {
  const routes = routesByApp.get(app.getHttpAdapter().getInstance() as object) ?? [];
  return routes.filter((route) => route.path.startsWith('/api/'));
}
