import type { INestApplication } from '@nestjs/common';

export type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RegisteredRoute {
  method: RouteMethod;
  /** As registered, with its parameters: `/api/tournaments/:id/enroll`. */
  path: string;
}

const WRITE_METHODS: readonly RouteMethod[] = ['post', 'put', 'patch', 'delete'];

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/**
 * Every route the running app answers, read from the Express router Nest registered them on, so a route a
 * later context adds is covered by the generic tests without anyone listing it.
 */
export function registeredRoutes(app: INestApplication): RegisteredRoute[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  return express.router.stack.flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods)
          .filter((method) => method !== '_all')
          .map((method) => ({ method: method as RouteMethod, path: layer.route!.path }))
      : [],
  );
}

export const writeRoutes = (app: INestApplication): RegisteredRoute[] =>
  registeredRoutes(app).filter((route) => WRITE_METHODS.includes(route.method));

/** The route with every parameter filled in, e.g. with an existing tournament's id. */
export const concretePath = (route: RegisteredRoute, id: number): string => route.path.replace(/:\w+/g, String(id));

export const describeRoute = (route: RegisteredRoute): string => `${route.method.toUpperCase()} ${route.path}`;
