import type { INestApplication } from '@nestjs/common';
import type { ApiExpressAdapter } from '../../src/platform/http/api-express-adapter';

export type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RegisteredRoute {
  method: RouteMethod;
  /** As registered, with its parameters: `/api/tournaments/:id/enroll`. */
  path: string;
}

const WRITE_METHODS: readonly RouteMethod[] = ['post', 'put', 'patch', 'delete'];

/**
 * Every route the running app answers, as Nest registered them with the API's Express adapter, so a route a later
 * context adds is covered by the generic tests without anyone listing it.
 */
export function registeredRoutes(app: INestApplication): RegisteredRoute[] {
  return (app.getHttpAdapter() as ApiExpressAdapter).routes;
}

export const writeRoutes = (app: INestApplication): RegisteredRoute[] =>
  registeredRoutes(app).filter((route) => WRITE_METHODS.includes(route.method));

/** The route with every parameter filled in, e.g. with an existing tournament's id. */
export const concretePath = (route: RegisteredRoute, id: number): string => route.path.replace(/:\w+/g, String(id));

export const describeRoute = (route: RegisteredRoute): string => `${route.method.toUpperCase()} ${route.path}`;
