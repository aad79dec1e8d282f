import { conflict, type Refusal } from '../../../../platform/rules';
import { bootcampIsFull, PLAYERS_WAITING } from '../bootcamp.errors';

/** How a bootcamp's places stand: its capacity, who holds a place, who is waiting for one. */
export interface Places {
  maxParticipants: number;
  registrationCount: number;
  waitingCount: number;
}

/**
 * Why a newcomer cannot take a place directly, or null when one is free for them. Anyone waiting is ahead of a
 * newcomer even if a place is free (nobody jumps the line); promotions normally leave no such place.
 */
export function noFreePlaceRefusal({ maxParticipants, registrationCount, waitingCount }: Places): Refusal | null {
  if (registrationCount >= maxParticipants) return conflict(bootcampIsFull(maxParticipants));
  return waitingCount > 0 ? conflict(PLAYERS_WAITING) : null;
}

/** How many waiting users a bootcamp can take in now: its free places, no more than are waiting. */
export const placesToPromote = ({ maxParticipants, registrationCount, waitingCount }: Places): number =>
  Math.max(0, Math.min(maxParticipants - registrationCount, waitingCount));
