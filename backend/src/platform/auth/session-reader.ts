import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { SessionUser } from './session-user';

/**
 * Who is calling, from a request's Cookie header: the signed-in, active user of an unexpired session, or null.
 * The identity context provides it; {@link readSessionUser} puts its answer on every API request.
 */
export abstract class SessionReader {
  abstract userOf(cookieHeader: string | undefined): Promise<SessionUser | null>;
}

/**
 * Sets `request.user` on API requests where express-session does not run. express-session and passport run only
 * where a session starts or ends (configureApp): a signed-in request never writes its session row, so all they
 * would add is their per-request objects and a second round trip. Errors (the database down) reach the API's
 * exception filter.
 */
export function readSessionUser(reader: SessionReader): RequestHandler {
  return (request: Request, _response: Response, next: NextFunction) => {
    // express-session ran for this route and passport has already read the session.
    if (request.session !== undefined || !request.headers.cookie) return next();
    reader.userOf(request.headers.cookie).then((user) => {
      if (user) (request as { user?: SessionUser }).user = user;
      next();
    }, next);
  };
}
