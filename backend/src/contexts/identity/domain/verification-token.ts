import { createHash, randomBytes } from 'node:crypto';

export const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** `now` is the injected clock's, so a test standing the clock moves the expiry too. */
export function newVerificationToken(now: Date): { token: string; hash: string; expires: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token), expires: new Date(now.getTime() + VERIFICATION_TTL_MS) };
}
