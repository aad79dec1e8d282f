import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { match, type MatchFunction } from 'path-to-regexp';

export type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface ApiRoute {
  method: string;
  matches: MatchFunction<Record<string, string>>;
  handlers: RequestHandler[];
}

/** `/api/<resource>` when a path starts with it: the group a route belongs to. */
const GROUP_PREFIX = /^\/api\/[\w-]+(?=\/|$)/;

export const apiGroupOf = (path: string): string | undefined => GROUP_PREFIX.exec(path)?.[0];

/**
 * The API's routes behind one Express layer. Express tries every layer and route in turn, each with its own
 * closures; here a request goes straight to its `/api/<resource>` group and its method's routes. Matching is
 * Express's own (path-to-regexp; case-insensitive, an optional trailing slash, decoded parameters, HEAD answered by
 * GET), and the routes of a group are tried in the order they were registered. What matches nothing goes on to the
 * next layer (Nest's 404).
 */
export class ApiRoutes {
  private readonly groups = new Map<string, ApiRoute[]>();

  add(method: RouteMethod, path: string, handlers: RequestHandler[]): void {
    const group = apiGroupOf(path.toLowerCase());
    if (!group) throw new Error(`not an API route: ${path}`);
    const routes = this.groups.get(group) ?? [];
    routes.push({ method: method.toUpperCase(), matches: match(path, { decode: decodeParam, end: true, sensitive: false, trailing: true }), handlers });
    this.groups.set(group, routes);
  }

  readonly dispatch = (request: Request, response: Response, next: NextFunction): void => {
    const path = request.path;
    const routes = this.groups.get(apiGroupOf(path.toLowerCase()) ?? '');
    if (!routes) return next();
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    let index = 0;
    const tryNext = (error?: unknown): void => {
      // Express's signals: 'route' tries the next route, 'router' leaves the routes altogether.
      if (error === 'router') return next();
      if (error && error !== 'route') return next(error);
      while (index < routes.length) {
        const route = routes[index++];
        if (route.method !== method) continue;
        let found: ReturnType<typeof route.matches>;
        try {
          found = route.matches(path);
        } catch (decodeError) {
          return next(decodeError);
        }
        if (!found) continue;
        request.params = found.params;
        return runHandlers(route.handlers, request, response, tryNext);
      }
      next();
    };
    tryNext();
  };
}

function runHandlers(handlers: RequestHandler[], request: Request, response: Response, done: NextFunction): void {
  const run = (index: number) => (error?: unknown) => {
    if (error || index === handlers.length) return done(error);
    try {
      const result: unknown = handlers[index](request, response, run(index + 1));
      if (result instanceof Promise) result.catch(done);
    } catch (error) {
      done(error);
    }
  };
  run(0)();
}

/** As Express decodes route parameters: a malformed one is the client's mistake (400), not a server error. */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch (error) {
    if (error instanceof URIError) {
      error.message = `Failed to decode param '${value}'`;
      (error as URIError & { status: number }).status = 400;
    }
    throw error;
  }
}
