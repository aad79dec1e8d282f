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
