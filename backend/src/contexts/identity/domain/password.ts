import * as argon2 from 'argon2';
import { availableParallelism } from 'node:os';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one hash per core at a time. Each is pure CPU, so more at once are not faster; they would hold ~65 MB each
 * (measured: a burst of sign-ins took the API from 140 to 400 MB on 2 cores with libuv's 4 threads) and take the
 * thread pool that compression and file reads share.
 */
const hashing = slots(availableParallelism());

export const hashPassword = (plain: string): Promise<string> => hashing(() => argon2.hash(plain, OPTIONS));

export async function passwordMatches(hash: string, plain: string): Promise<boolean> {
  try {
    return await hashing(() => argon2.verify(hash, plain));
  } catch {
    return false;
  }
}

let nobodysHash: Promise<string> | null = null;

/**
 * Spends the time of a real check on a username nobody has, so the answer's timing does not tell who has an
 * account. The hash is made once (warmUpNobodysHash at start) with the same settings as real ones.
 */
export async function checkAgainstNobody(plain: string): Promise<false> {
  await passwordMatches(await warmUpNobodysHash(), plain);
  return false;
}

export function warmUpNobodysHash(): Promise<string> {
  nobodysHash ??= hashPassword(`nobody-${Math.random()}`);
  return nobodysHash;
}

/** Runs at most `size` tasks at once; the others wait their turn, first come first served. */
export function slots(size: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
