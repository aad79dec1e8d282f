import { conflict, type Refusal } from '../../../../platform/rules';
import { PLAYERS_WAITING, tournamentIsFull } from '../tournament.errors';

/** How a tournament's places stand: its capacity, who holds a place, who is waiting for one. */
export interface Places {
  maxParticipants: number;
  participantCount: number;
  waitingCount: number;
}

/**
 * Why a newcomer cannot take a place directly, or null when one is free for them. Anyone waiting is ahead of a
 * newcomer even if a place is free (nobody jumps the line); promotions normally leave no such place.
 */
export function noFreePlaceRefusal({ maxParticipants, participantCount, waitingCount }: Places): Refusal | null {
  if (participantCount >= maxParticipants) return conflict(tournamentIsFull(maxParticipants));
  return waitingCount > 0 ? conflict(PLAYERS_WAITING) : null;
}

/** How many waiting players a tournament can take in now: its free places, no more than are waiting. */
export const placesToPromote = ({ maxParticipants, participantCount, waitingCount }: Places): number =>
  Math.max(0, Math.min(maxParticipants - participantCount, waitingCount));
