import { createHmac, timingSafeEqual } from 'node:crypto';
import { SESSION_COOKIE_NAME } from '../../../platform/auth';

/**
 * The session id in a request's Cookie header, if its signature holds: express-session's format (`s:` + id + `.` +
 * base64 HMAC-SHA256 without padding). The first cookie of the name counts, as express-session reads it.
 */
export function signedSessionId(cookieHeader: string | undefined, secret: string): string | null {
  const value = firstCookie(cookieHeader);
  if (!value?.startsWith('s:')) return null;
  const signed = value.slice(2);
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const sid = signed.slice(0, dot);
  const expected = Buffer.from(createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, ''));
  const given = Buffer.from(signed.slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, expected) ? sid : null;
}

/** The value as the `cookie` package reads it: trimmed, unquoted, percent-decoded when it can be. */
function firstCookie(header: string | undefined): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== SESSION_COOKIE_NAME) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      return value;
    }
  }
  return null;
}
