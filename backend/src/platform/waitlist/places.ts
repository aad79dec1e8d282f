import type { Refusal } from '../rules';

/** How an event's places stand: its capacity, how many hold a place, how many wait in line for one. */
export interface Places {
  capacity: number;
  taken: number;
  waiting: number;
}

/** How many waiting people the event can take in now: its free places, no more than are waiting. */
export const placesToPromote = ({ capacity, taken, waiting }: Places): number => Math.max(0, Math.min(capacity - taken, waiting));

/**
 * Why a newcomer cannot take a place directly, or null when one is free for them. Anyone waiting is ahead of a
 * newcomer even if a place is free (nobody jumps the line); promotions normally leave no such place. Each context
 * words its own refusals.
 */
export function noFreePlaceRefusal(
  { capacity, taken, waiting }: Places,
  refusals: { full: Refusal; waiting: Refusal },
): Refusal | null {
  if (taken >= capacity) return refusals.full;
  return waiting > 0 ? refusals.waiting : null;
}
