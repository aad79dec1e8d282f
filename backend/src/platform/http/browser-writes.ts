import { ForbiddenException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not accepted';
export const JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json)';

/** The origin a header names, or null when it names none we can read ('null', garbage): treated as foreign. */
function originOf(header: string): string | null {
  try {
    return new URL(header).origin;
  } catch {
    return null;
  }
}

/**
 * decisions.md "Requests from the browser": a write whose Origin (or, without one, Referer) names another site
 * is refused. Same site means APP_URL's origin or the host the request was sent to (behind a trusted proxy, the
 * forwarded host). Clients that send neither header are not browsers acting for someone else, so they pass.
 */
export function sameOriginWrites(appUrl: string): RequestHandler {
  const appOrigin = new URL(appUrl).origin;
  return (request: Request, _response: Response, next: NextFunction) => {
    if (!WRITE_METHODS.has(request.method)) return next();
    const header = request.get('origin') ?? request.get('referer');
    if (header === undefined) return next();
    const origin = originOf(header);
    if (origin !== null && (origin === appOrigin || new URL(origin).host === request.host)) return next();
    next(new ForbiddenException(CROSS_SITE_MESSAGE));
  };
}

/**
 * Writes carry JSON or nothing: a form or text/plain body (what a cross-site form can send without a preflight)
 * is refused with 415. A write without a body needs no content type.
 */
export function jsonOnlyWrites(): RequestHandler {
  return (request: Request, _response: Response, next: NextFunction) => {
    if (!WRITE_METHODS.has(request.method)) return next();
    const type = request.headers['content-type'];
    const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
    const mediaType = type?.split(';')[0].trim().toLowerCase();
    if (type === undefined ? !hasBody : mediaType === 'application/json') return next();
    next(new UnsupportedMediaTypeException(JSON_ONLY_MESSAGE));
  };
}
