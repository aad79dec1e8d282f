import { ForbiddenException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

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
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to a bulk mail's List-Unsubscribe
 * address as application/x-www-form-urlencoded, without cookies (platform/mail/unsubscribe-link.ts). That one route
 * also takes a form body; the token in its address, not a session, says whose mail stops, so a forged form has
 * nothing to borrow. The origin check still applies (mail clients send no Origin).
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

const takesForm = (request: FastifyRequest, mediaType: string | undefined) =>
  mediaType === FORM_MEDIA_TYPE && request.method === 'POST' && request.url.split('?')[0] === ONE_CLICK_UNSUBSCRIBE_PATH;

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * The cheap refusals of a write, before its body is read (docs/architecture.md "Requests from the browser"):
 * - A write whose Origin (or, without one, Referer) names another site: 403. Same site means APP_URL's origin or
 *   the host the request was sent to (behind a trusted proxy, the forwarded host). Clients that send neither
 *   header are not browsers acting for someone else, so they pass.
 * - A body that is not JSON (a form or text/plain, what a cross-site form can send without a preflight): 415.
 *   A write without a body needs no content type. The one exception: the one-click unsubscribe's form (above).
 */
export function browserWriteChecks(appUrl: string): (request: FastifyRequest) => void {
  const appOrigin = new URL(appUrl).origin;
  return (request) => {
    if (!WRITE_METHODS.has(request.method)) return;
    const header = request.headers.origin ?? request.headers.referer;
    if (header !== undefined) {
      const origin = originOf(header);
      if (origin === null || (origin !== appOrigin && new URL(origin).host !== request.host))
        throw new ForbiddenException(CROSS_SITE_MESSAGE);
    }
    const type = request.headers['content-type'];
    const mediaType = type?.split(';')[0].trim().toLowerCase();
    if (type === undefined ? hasBody(request) : mediaType !== 'application/json' && !takesForm(request, mediaType))
      throw new UnsupportedMediaTypeException(JSON_ONLY_MESSAGE);
  };
}
