import * as argon2 from 'argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string): Promise<string> => argon2.hash(plain, OPTIONS);

export async function passwordMatches(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
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
