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

/**
 * {@link signedSessionId} remembering the Cookie headers whose signature held: a signed-in browser sends the same
 * header with every request, and the HMAC is the costliest step of reading a session. A signature stays valid for
 * the secret's lifetime; whether the session still exists is the database's answer each time. Only valid headers
 * are kept (a forged one costs its HMAC every time), at most `capacity`, the oldest forgotten first.
 */
export function rememberingSessionIds(secret: string, capacity = 10_000): (cookieHeader: string | undefined) => string | null {
  const verified = new Map<string, string>();
  return (cookieHeader) => {
    if (!cookieHeader) return null;
    const known = verified.get(cookieHeader);
    if (known !== undefined) return known;
    const sid = signedSessionId(cookieHeader, secret);
    if (sid === null) return null;
    if (verified.size >= capacity) verified.delete(verified.keys().next().value as string);
    verified.set(cookieHeader, sid);
    return sid;
  };
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
