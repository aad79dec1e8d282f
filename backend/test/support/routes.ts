import type { INestApplication } from '@nestjs/common';
import { apiRoutesOf, type RegisteredRoute, type RouteMethod } from '../../src/platform/http/route-list';

export type { RegisteredRoute, RouteMethod };

const WRITE_METHODS: readonly RouteMethod[] = ['post', 'put', 'patch', 'delete'];

/**
 * Every API route the running app answers, as Fastify registered them, so a route a later context adds is covered
 * by the generic tests without anyone listing it.
 */
export const registeredRoutes = (app: INestApplication): RegisteredRoute[] => apiRoutesOf(app);

export const writeRoutes = (app: INestApplication): RegisteredRoute[] =>
  registeredRoutes(app).filter((route) => WRITE_METHODS.includes(route.method));

/** The route with every parameter filled in, e.g. with an existing tournament's id. */
export const concretePath = (route: RegisteredRoute, id: number): string => route.path.replace(/:\w+/g, String(id));

export const describeRoute = (route: RegisteredRoute): string => `${route.method.toUpperCase()} ${route.path}`;
