import { Signer } from '@fastify/cookie';

/** Enough for every browser signed in to one instance at once; past it the oldest answers are forgotten. */
const CAPACITY = 10_000;

/**
 * @fastify/cookie's signer (HMAC-SHA256), remembering its answers. @fastify/session signs and verifies the session
 * id on every request, and a signed-in browser sends the same cookie each time: the two HMACs were the costliest
 * step of reading a session in tools/bench/scale.mjs. An answer holds for the secret's lifetime; whether the
 * session still exists is PostgreSQL's answer each time. Only valid signatures are kept, so a forged cookie costs
 * its HMAC every time and cannot fill the memory.
 * The session plugin takes any object with `sign` and `unsign` as its secret; a signer also spares existing
 * deployments the plugin's 32-character floor for a string secret.
 */
export class RememberingSigner {
  private readonly signer: Signer;
  private readonly signed = new Map<string, string>();
  private readonly verified = new Map<string, ReturnType<Signer['unsign']>>();

  constructor(secret: string) {
    this.signer = new Signer(secret);
  }

  /** New session ids (one per cookieless request) are signed afresh; ids read from a valid cookie are known. */
  sign(value: string): string {
    return this.signed.get(value) ?? this.signer.sign(value);
  }

  unsign(signed: string): ReturnType<Signer['unsign']> {
    const known = this.verified.get(signed);
    if (known !== undefined) return known;
    const result = this.signer.unsign(signed);
    if (result.valid && result.value !== null) {
      remember(this.verified, signed, result);
      remember(this.signed, result.value, signed);
    }
    return result;
  }
}

function remember<T>(map: Map<string, T>, key: string, value: T): void {
  if (map.size >= CAPACITY) map.delete(map.keys().next().value as string);
  map.set(key, value);
}
