import { conflict, type Refusal } from '../../../../platform/rules';
import { noFreePlaceRefusal as lineRefusal } from '../../../../platform/waitlist';
import { PLAYERS_WAITING, tournamentIsFull } from '../tournament.errors';

/** How a tournament's places stand: its capacity, who holds a place, who is waiting for one. */
export interface Places {
  maxParticipants: number;
  participantCount: number;
  waitingCount: number;
}

/** Why a newcomer cannot take a place directly, or null when one is free (nobody jumps the line: platform/waitlist). */
export function noFreePlaceRefusal({ maxParticipants, participantCount, waitingCount }: Places): Refusal | null {
  return lineRefusal(
    { capacity: maxParticipants, taken: participantCount, waiting: waitingCount },
    { full: conflict(tournamentIsFull(maxParticipants)), waiting: conflict(PLAYERS_WAITING) },
  );
}
