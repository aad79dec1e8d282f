/**
 * How many failed sign-ins each counter allows in its window (docs/product-rules.md#accounts-and-roles).
 * - pair: one username from one address. Five failures stop that address guessing that password.
 * - address: failures from one address across usernames (spraying one password over many accounts). Sized for a
 *   venue's shared Wi-Fi: a sign-in holds a place here until its check ends, so this is also how many people may
 *   sign in from one address at the same moment (50 at once pass, with room for their typos).
 * - username: failures at one account from everywhere (guessing from many addresses), slower to fill.
 * The address and username ceilings apply to strangers only: a pair that has signed in before (a person at the
 * address they use) is held to its own counter, so nobody can lock an owner out from their own address.
 */
export const THROTTLE_LIMITS = {
  pair: { maxFailures: 5, windowSeconds: 15 * 60 },
  address: { maxFailures: 100, windowSeconds: 15 * 60 },
  username: { maxFailures: 20, windowSeconds: 60 * 60 },
} as const;

export type ThrottleKind = keyof typeof THROTTLE_LIMITS;

/** A pair that signed in within this long counts as the owner at their own address. */
export const KNOWN_PAIR_DAYS = 90;

export interface ThrottleCounter {
  kind: ThrottleKind;
  /** Failures in the current window, this attempt included. */
  failures: number;
  windowStartedAt: Date;
  /** Pair counters only: the last time this username signed in from this address. */
  lastSuccessAt: Date | null;
}

/** Seconds until every counter that refuses this attempt has reset, or null when the attempt may go ahead. */
export function throttleRefusal(counters: readonly ThrottleCounter[], now: Date): { retryAfterSeconds: number } | null {
  const pair = counters.find((counter) => counter.kind === 'pair');
  const known = !!pair?.lastSuccessAt && now.getTime() - pair.lastSuccessAt.getTime() < KNOWN_PAIR_DAYS * 86_400_000;
  const refusing = counters.filter(
    (counter) => counter.failures > THROTTLE_LIMITS[counter.kind].maxFailures && (counter.kind === 'pair' || !known),
  );
  if (refusing.length === 0) return null;
  const resetsAt = Math.max(...refusing.map((c) => c.windowStartedAt.getTime() + THROTTLE_LIMITS[c.kind].windowSeconds * 1000));
  return { retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)) };
}
