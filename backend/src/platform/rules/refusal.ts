/**
 * Why the domain said no: the one way errors a caller can act on leave rules, handlers and pipes. Rules return a
 * Refusal (or null), so they stay pure and testable without HTTP; handlers raise one with `enforce`, `orRefuse` or
 * `refuse`; the edge (platform/http/api-exception.filter.ts, refusal-status.ts) answers it: 400 not acceptable as
 * sent, 401 not signed in, 403 not yours, 404 missing or invisible, 409 not now, 429 too many attempts.
 */
export interface Refusal {
  kind: 'bad-request' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'too-many-attempts';
  message: string;
  /** A bad request's messages by field: `{ field: [messages] }`. */
  fields?: Record<string, string[]>;
  /** When a too-many-attempts refusal may be asked again. */
  retryAfterSeconds?: number;
}

export const badRequest = (message: string): Refusal => ({ kind: 'bad-request', message });
export const unauthorized = (message: string): Refusal => ({ kind: 'unauthorized', message });
export const notFound = (message: string): Refusal => ({ kind: 'not-found', message });
export const forbidden = (message: string): Refusal => ({ kind: 'forbidden', message });
export const conflict = (message: string): Refusal => ({ kind: 'conflict', message });

/** A bad request naming each refused field; its message is every field's messages in order. */
export const fieldRefusal = (fields: Record<string, string[]>): Refusal => ({
  kind: 'bad-request',
  message: Object.values(fields).flat().join('; '),
  fields,
});

export const tooManyAttempts = (message: string, retryAfterSeconds: number): Refusal => ({
  kind: 'too-many-attempts',
  message,
  retryAfterSeconds,
});

/** A refusal on its way to the edge: thrown, it undoes the unit of work like any error. */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'Refused';
  }
}

/** Raises the refusal. */
export function refuse(refusal: Refusal): never {
  throw new Refused(refusal);
}

/** Raises the refusal, if there is one. */
export function enforce(refusal: Refusal | null): void {
  if (refusal) refuse(refusal);
}

/** The value when there is one, otherwise raises the refusal: `orRefuse(row, notFound(X_NOT_FOUND))`. */
export function orRefuse<T>(value: T | null | undefined, refusal: Refusal): T {
  if (value === null || value === undefined) refuse(refusal);
  return value;
}
