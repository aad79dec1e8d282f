import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { jsonOnlyWrites, sameOriginWrites, WRITE_METHODS } from './browser-writes';
import { inOrder } from './in-order';
import { jsonBody, type LargeBodyRoute } from './json-body';

/**
 * Every request's checks in one router layer, in order: the cheap refusals of API writes, then parsing (size-limited,
 * NUL bytes and deep nesting refused). A read with neither body nor query string has nothing to check and skips them.
 */
export function requestChecks(appUrl: string, largeBodies: readonly LargeBodyRoute[]): RequestHandler {
  const checks = inOrder([sameOriginWrites(appUrl), jsonOnlyWrites(), ...jsonBody(largeBodies)]);
  return (request: Request, response: Response, next: NextFunction) => {
    if (!WRITE_METHODS.has(request.method) && !hasBody(request) && !request.url.includes('?')) return next();
    checks(request, response, next);
  };
}

const hasBody = (request: Request) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
