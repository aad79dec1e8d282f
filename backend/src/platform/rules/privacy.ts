import type { Refusal } from './refusal';

/**
 * The privacy rule (docs/product-rules.md#privacy): a caller who may not know a record exists is answered exactly as
 * for a missing one (`missing`, a 404 with the same message), so status and body tell them nothing. Only a caller who
 * may know it hears `refusal`, why they may not do this (a 403 or 409), or nothing when they may.
 */
export function refusalKnowing(mayKnow: boolean, missing: Refusal, refusal: Refusal | null = null): Refusal | null {
  return mayKnow ? refusal : missing;
}
