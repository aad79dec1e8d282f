import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Several middlewares as one router layer (Express matches every layer's path for every request). */
export function inOrder(handlers: readonly RequestHandler[]): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const run = (index: number) => (error?: unknown) => {
      if (error) return next(error);
      if (index === handlers.length) return next();
      handlers[index](request, response, run(index + 1));
    };
    run(0)();
  };
}

/**
 * A middleware for some paths only, matched as `app.use(paths, handler)` would (case-insensitive, the path or below
 * it) but inside {@link inOrder}'s one layer. The URL is left whole.
 */
export function onPaths(paths: readonly string[], handler: RequestHandler): RequestHandler {
  const prefixes = paths.map((path) => path.toLowerCase());
  return (request: Request, response: Response, next: NextFunction) => {
    const path = request.path.toLowerCase();
    if (prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return handler(request, response, next);
    next();
  };
}
